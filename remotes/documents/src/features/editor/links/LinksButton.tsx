import { useState } from 'react';
import type { Document } from '@tessera/shared/contract';
import { Button, lazyPart } from '@tessera/shared/ui';

// The dialog's code is fetched when it is first opened.
const LinksDialog = lazyPart(() => import('./LinksDialog.tsx'), 'LinksDialog', { what: 'The TMs and glossaries' });

/** Opens the document's TMs, glossaries and match threshold (read-only for translators). */
export function LinksButton({ document, label = 'TMs and glossaries' }: { document: Document; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {open && <LinksDialog document={document} onClose={() => setOpen(false)} />}
    </>
  );
}
