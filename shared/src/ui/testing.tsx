// Test helpers of the UI kit. Test-only: nothing else imports this file.
import { useState, type ReactNode } from 'react';

/** A button labelled `label` that opens what `children` draws, given whether it is open and a way to close it. */
export function OpenedBy({
  label,
  children,
}: {
  label: string;
  children: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>{label}</button>
      {children(open, () => setOpen(false))}
    </>
  );
}
