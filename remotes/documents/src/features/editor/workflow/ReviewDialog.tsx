import { useState } from 'react';
import { Button, Dialog, TextField } from '@tessera/shared/ui';
import { ErrorsPicker, type MarkedError, type Typology } from './ErrorsPicker.tsx';

/** What the reviewer decided in the dialog: the reason of a rejection (none for a correction) and the errors. */
export type ReviewVerdict<C extends string, S extends string> = { reason: string; errors: MarkedError<C, S>[] };

/**
 * The reviewer's verdict on a segment. `reject`: why it goes back (required) and the errors it has, if any;
 * `correct`: the errors the reviewer's correction fixed, confirmed as reviewed with it.
 */
export function ReviewDialog<C extends string, S extends string>({
  kind,
  number,
  typology,
  onDone,
  onClose,
}: {
  kind: 'reject' | 'correct';
  /** The segment's number. */
  number: number;
  typology: Typology<C, S>;
  onDone: (verdict: ReviewVerdict<C, S>) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<MarkedError<C, S>[]>([]);
  const [tried, setTried] = useState(false);
  const missingReason = kind === 'reject' && reason.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missingReason) onDone({ reason: reason.trim(), errors });
  };
  return (
    <Dialog
      open
      title={kind === 'reject' ? `Reject segment ${number}` : `Errors corrected in segment ${number}`}
      description={
        kind === 'reject'
          ? 'The translator gets the segment back with your reason and the errors marked.'
          : 'Your correction is confirmed as reviewed; the errors marked count in the quality score.'
      }
      onClose={onClose}
      onSubmit={submit}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant={kind === 'reject' ? 'danger' : 'primary'}>
            {kind === 'reject' ? 'Reject' : 'Confirm as reviewed'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {kind === 'reject' && (
          <TextField
            label="Reason"
            value={reason}
            maxLength={2000}
            error={tried && missingReason ? 'Say why the translation goes back' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        <ErrorsPicker typology={typology} errors={errors} onChange={setErrors} />
      </div>
    </Dialog>
  );
}
