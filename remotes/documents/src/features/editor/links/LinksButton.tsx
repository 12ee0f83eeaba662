import { Suspense, lazy, useState } from 'react';
import type { Document } from '@tessera/shared/contract';
import { Button } from '@tessera/shared/ui';

// The dialog's code is fetched when it is first opened.
const LinksDialog = lazy(() => import('./LinksDialog.tsx').then((module) => ({ default: module.LinksDialog })));

/** Opens the document's TMs, glossaries and match threshold (read-only for translators). */
export function LinksButton({ document, label = 'TMs and glossaries' }: { document: Document; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {open && (
        <Suspense>
          <LinksDialog document={document} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
