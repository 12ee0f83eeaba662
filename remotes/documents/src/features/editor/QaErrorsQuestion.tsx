import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { Button, Dialog } from '@tessera/shared/ui';

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
  return (
    <Dialog
      open
      size="sm"
      title={`Confirm segment ${record.position + 1} with QA errors?`}
      onClose={() => answer(false)}
      footer={
        <>
          <Button data-autofocus onClick={() => answer(false)}>
            Keep unconfirmed
          </Button>
          <Button variant="danger" onClick={() => answer(true)}>
            Confirm anyway
          </Button>
        </>
      }
    >
      <ul aria-label="QA errors" className="list-disc space-y-1 pl-5">
        {errors.map((error) => (
          <li key={error.check}>{error.message}</li>
        ))}
      </ul>
      <p className="mt-2">The target is saved either way; only its confirmation waits for your answer.</p>
    </Dialog>
  );
}
