import { useState } from 'react';
import type { Document } from '@tessera/shared/contract';
import { Button, lazyPart } from '@tessera/shared/ui';
import { messagesIn, useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

// The dialog's code is fetched when it is first opened. `what` goes into @tessera/shared's English failure sentence.
const LinksDialog = lazyPart(() => import('./LinksDialog.tsx'), 'LinksDialog', {
  what: () => messagesIn()(editorWords.editorPartLinks),
});

/** Opens the document's TMs, glossaries and match threshold (read-only for translators). */
export function LinksButton({ document, label }: { document: Document; label?: string }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label ?? t(editorWords.editorLinksButton)}</Button>
      {open && <LinksDialog document={document} onClose={() => setOpen(false)} />}
    </>
  );
}
