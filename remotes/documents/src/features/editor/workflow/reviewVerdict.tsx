import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDocumentLqaSettings } from '@tessera/shared/api/review';
import type { DocumentRecord, ReviewNote } from '@tessera/shared/contract';
import { Alert, Button, Dialog, Spinner, lazyPart } from '@tessera/shared/ui';
import { errorMessage, lqaSettingsKey } from '../../../common/documentQueries.ts';
import { useMessages as useDocumentsMessages } from '../../../common/i18n.ts';
import { withTypologyInWords } from '../../../common/lqaNames.ts';
import { messagesIn, useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

// A reviewer's dialog, downloaded when a verdict is first asked rather than with the editor. `what` goes into
// @tessera/shared's English failure sentence.
const ReviewDialog = lazyPart(() => import('./ReviewDialog.tsx'), 'ReviewDialog', {
  what: () => messagesIn()(editorWords.editorPartReviewDialog),
});

type Kind = 'reject' | 'correct';
type Question = { kind: Kind; record: DocumentRecord; answer: (note: ReviewNote | null) => void };

/**
 * The reviewer's verdict on a segment, asked in a dialog: `ask('reject', record)` answers the reason and the errors
 * of a rejection, `ask('correct', record)` the errors a correction fixed; null when the reviewer cancels.
 */
export function useReviewVerdict(documentId: number) {
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = useCallback(
    (kind: Kind, record: DocumentRecord) =>
      new Promise<ReviewNote | null>((resolve) => {
        setQuestion({
          kind,
          record,
          answer: (note) => {
            setQuestion(null);
            resolve(note);
          },
        });
      }),
    [],
  );
  const dialog = question && <VerdictDialog documentId={documentId} {...question} />;
  return { ask, dialog };
}

/** The verdict's dialog, once the document's typology (its project's, or the default) is known. */
function VerdictDialog({ documentId, kind, record, answer }: { documentId: number } & Question) {
  const t = useMessages();
  const documentsWords = useDocumentsMessages();
  const settings = useQuery({
    queryKey: lqaSettingsKey(documentId),
    queryFn: ({ signal }) => getDocumentLqaSettings(documentId, signal),
    staleTime: 5 * 60_000,
  });
  const cancel = () => answer(null);
  if (settings.data) {
    // The default typology in the interface's language, a project's own as its managers named it.
    const { categories, severities } = withTypologyInWords(documentsWords, settings.data).typology;
    return (
      <ReviewDialog
        kind={kind}
        number={record.position + 1}
        typology={{
          categories: categories.map(({ id, label }) => ({ value: id, label })),
          severities: severities.map(({ id, label, weight }) => ({
            value: id,
            label: t(editorWords.editorSeverityWeight, { label, weight }),
          })),
        }}
        onDone={(verdict) => answer({ reason: verdict.reason || null, errors: verdict.errors })}
        onClose={cancel}
      />
    );
  }
  return (
    <Dialog
      open
      size="sm"
      title={
        kind === 'reject'
          ? t(editorWords.editorRejectTitle, { number: record.position + 1 })
          : t(editorWords.editorCorrected)
      }
      onClose={cancel}
      footer={<Button onClick={cancel}>{t(editorWords.editorCancel)}</Button>}
    >
      {settings.isError ? (
        <Alert tone="error" title={t(editorWords.editorErrorTypesFailed)}>
          {errorMessage(settings.error)}
        </Alert>
      ) : (
        <Spinner label={t(editorWords.editorErrorTypesLoading)} />
      )}
    </Dialog>
  );
}
