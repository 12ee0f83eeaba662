import { useCallback, useState } from 'react';
import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { Button, Dialog } from '@tessera/shared/ui';

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
  const dialog = question ? (
    <Dialog
      open
      size="sm"
      title={`Approve segment ${question.record.position + 1} with QA errors?`}
      onClose={() => question.answer(false)}
      footer={
        <>
          <Button data-autofocus onClick={() => question.answer(false)}>
            Keep unapproved
          </Button>
          <Button variant="danger" onClick={() => question.answer(true)}>
            Approve anyway
          </Button>
        </>
      }
    >
      <ul aria-label="QA errors" className="list-disc space-y-1 pl-5">
        {question.errors.map((error) => (
          <li key={error.check}>{error.message}</li>
        ))}
      </ul>
      <p className="mt-2">The target is saved either way; only its approval waits for your answer.</p>
    </Dialog>
  ) : null;
  return { confirm, dialog };
}
