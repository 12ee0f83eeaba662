import type { DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { Button } from '@tessera/shared/ui';

/**
 * A confirmation QA's errors held back, said under the grid without taking the focus: the translator types on in
 * the next segment, and decides here or back in the segment.
 */
export function QaErrorsNotice({
  record,
  errors,
  onApprove,
  onDismiss,
}: {
  record: DocumentRecord;
  errors: QaIssue[];
  onApprove: () => void;
  onDismiss: () => void;
}) {
  const number = record.position + 1;
  return (
    <div
      role="status"
      aria-label="Not confirmed"
      className="flex shrink-0 flex-wrap items-center gap-2 border-t border-amber-200 bg-amber-50 px-4 py-1 text-sm text-amber-900"
    >
      <span>
        Segment {number} is saved but not confirmed. {errors.length === 1 ? 'QA error' : 'QA errors'}:{' '}
        {errors.map((error) => error.message).join('; ')}
      </span>
      <Button size="sm" variant="danger" onClick={onApprove}>
        Confirm anyway
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
