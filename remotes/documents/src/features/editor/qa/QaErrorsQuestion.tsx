import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { useQaWords } from '@tessera/shared/qa-words';
import { Button, Dialog } from '@tessera/shared/ui';
import { useMessages } from '../common/parts-i18n.ts';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

/** Asks whether to confirm a target with QA errors anyway; keeping it unconfirmed is the default button. */
export function QaErrorsQuestion({
  record,
  errors,
  answer,
}: {
  record: DocumentRecord;
  errors: QaIssue[];
  answer: (approve: boolean) => void;
}) {
  const t = useMessages();
  const qa = useQaWords();
  return (
    <Dialog
      open
      size="sm"
      title={t(editorPartsWords.editorQaQuestionTitle, { number: record.position + 1 })}
      onClose={() => answer(false)}
      footer={
        <>
          <Button data-autofocus onClick={() => answer(false)}>
            {t(editorPartsWords.editorKeepUnconfirmed)}
          </Button>
          <Button variant="danger" onClick={() => answer(true)}>
            {t(editorPartsWords.editorConfirmAnyway)}
          </Button>
        </>
      }
    >
      <ul aria-label={t(editorPartsWords.editorQaErrorsList)} className="list-disc space-y-1 ps-5">
        {errors.map((error) => (
          <li key={error.check}>{qa.finding(error)}</li>
        ))}
      </ul>
      <p className="mt-2">{t(editorPartsWords.editorQaQuestionText)}</p>
    </Dialog>
  );
}
