import { useCallback, useState } from 'react';
import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { lazyPart } from '@tessera/shared/ui';

// The question's code is fetched the first time a target with QA errors is approved.
const QaErrorsQuestion = lazyPart(() => import('./QaErrorsQuestion.tsx'), 'QaErrorsQuestion', {
  what: 'The question about the QA errors',
});

type Question = { record: DocumentRecord; errors: QaIssue[]; answer: (approve: boolean) => void };

/**
 * Approving a target with QA errors asks first (one question at a time: Ctrl+Enter moves on at once, the
 * question comes when the saved text's findings are known). Keeping it unapproved is the safe default.
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
