import type { ReactNode } from 'react';
import { Alert, TextField } from '@tessera/shared/ui';

/**
 * What the server shows only once (a new API token, an invitation link): a note, and the value in a read-only
 * field that selects itself when focused, ready to copy.
 */
export function OneTimeSecret({
  title,
  note,
  label,
  value,
}: {
  title: string;
  note: ReactNode;
  /** The field's label: "New token". */
  label: string;
  value: string;
}) {
  return (
    <Alert tone="info" title={title}>
      <p className="mb-2">{note}</p>
      <TextField label={label} readOnly value={value} onFocus={(e) => e.target.select()} fieldClassName="font-mono" />
    </Alert>
  );
}
