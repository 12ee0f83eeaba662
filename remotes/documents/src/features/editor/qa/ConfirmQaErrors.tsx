import { useCallback, useState } from 'react';
import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { lazyPart } from '@tessera/shared/ui';
import { messagesIn } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

// The question's code is fetched the first time a target with QA errors is approved.
const QaErrorsQuestion = lazyPart(() => import('./QaErrorsQuestion.tsx'), 'QaErrorsQuestion', {
  what: () => messagesIn()(editorWords.editorPartQaQuestion),
});
const QaErrorsNotice = lazyPart(() => import('./QaErrorsNotice.tsx'), 'QaErrorsNotice', {
  what: () => messagesIn()(editorWords.editorPartQaNotice),
});

type Question = { record: DocumentRecord; errors: QaIssue[]; answer: (approve: boolean) => void };

/**
 * Approving a target with QA errors asks first (one question at a time). Keeping it unapproved is the safe
 * default.
 */
export function useConfirmQaErrors() {
  const [questions, setQuestions] = useState<Question[]>([]);
  const confirm = useCallback(
    (record: DocumentRecord, errors: QaIssue[]) =>
      new Promise<boolean>((resolve) => {
        const answer = (approve: boolean) => {
          setQuestions((before) => before.slice(1));
          resolve(approve);
        };
        setQuestions((before) => [...before, { record, errors, answer }]);
      }),
    [],
  );
  const question = questions[0];
  const dialog = question ? <QaErrorsQuestion {...question} /> : null;
  return { confirm, dialog };
}

type Kept = { saved: DocumentRecord; errors: QaIssue[]; approveAnyway: () => void };

/**
 * What follows an approval the server refused for QA errors. The answer comes after Ctrl+Enter moved on, while
 * the translator types in the next segment: a dialog would take those keys, so a notice under the grid says it
 * and offers to approve anyway, as memoQ's and Trados' warnings wait in their panes (Ctrl+Enter in the segment
 * again asks). The newest notice replaces an older one; the next save of its segment ends it (`forget`).
 */
export function useQaErrorsAfterSave() {
  const [kept, setKept] = useState<Kept | null>(null);
  const onKeptForErrors = useCallback(
    (saved: DocumentRecord, errors: QaIssue[], approveAnyway: () => void) => setKept({ saved, errors, approveAnyway }),
    [],
  );
  const forget = useCallback(
    (recordId: number) => setKept((before) => (before?.saved.id === recordId ? null : before)),
    [],
  );
  const notice = kept && (
    <QaErrorsNotice
      record={kept.saved}
      errors={kept.errors}
      onApprove={() => {
        setKept(null);
        kept.approveAnyway();
      }}
      onDismiss={() => setKept(null)}
    />
  );
  return { onKeptForErrors, forget, notice };
}
