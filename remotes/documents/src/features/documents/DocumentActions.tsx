import { useState } from 'react';
import type { Document } from '@tessera/shared/contract';
import { Button, lazyPart, loadAtFirstPress } from '@tessera/shared/ui';
import { messagesIn, useMessages } from '../../common/i18n.ts';
import * as documentsWords from '../../locales/en/documents.arb';

/**
 * The dialogs are not downloaded with the editor but at the first key or pointer press on the page, so that they
 * are there by the time the click it began opens one.
 */
const dialogs = () => import('./DocumentDialogs.tsx');
loadAtFirstPress(dialogs);
const RenameDocumentDialog = lazyPart(dialogs, 'RenameDocumentDialog', {
  what: () => messagesIn()(documentsWords.partRenameDialog),
});
const DeleteDocumentDialog = lazyPart(dialogs, 'DeleteDocumentDialog', {
  what: () => messagesIn()(documentsWords.partDeleteDialog),
});

/** Rename and delete, for document.manage (managers and admins). */
export function DocumentActions({ document }: { document: Document }) {
  const t = useMessages();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  return (
    <>
      <Button size="sm" onClick={() => setDialog('rename')}>
        {t(documentsWords.documentRename)}
      </Button>
      <Button size="sm" variant="danger-subtle" onClick={() => setDialog('delete')}>
        {t(documentsWords.documentDelete)}
      </Button>
      {dialog === 'rename' && <RenameDocumentDialog document={document} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDocumentDialog document={document} onClose={() => setDialog(null)} />}
    </>
  );
}
