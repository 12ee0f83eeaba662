import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import * as documentsApi from '@tessera/shared/api/documents';
import type { Document } from '@tessera/shared/contract';
import { richMessage } from '@tessera/shared/i18n/catalog';
import { DeleteDialog, RenameDialog } from '@tessera/shared/ui';
import { documentKey, documentsListKey } from '../../common/documentQueries.ts';
import { useMessages } from '../../common/i18n.ts';
import * as documentsWords from '../../locales/en/documents.arb';

/** The rename and delete dialogs of a document, which DocumentActions downloads on first use. */
export function RenameDocumentDialog({ document, onClose }: { document: Document; onClose: () => void }) {
  const t = useMessages();
  const client = useQueryClient();
  const rename = async (name: string) => {
    await documentsApi.renameDocument(document.id, { name });
    client.setQueryData<Document>(documentKey(document.id), (old) => old && { ...old, name });
    await client.invalidateQueries({ queryKey: documentsListKey });
  };
  return (
    <RenameDialog
      title={t(documentsWords.documentRenameTitle)}
      label={t(documentsWords.documentName)}
      currentName={document.name}
      schema={async () => (await import('@tessera/shared/contract')).DocumentName}
      maxLength={255}
      onRename={rename}
      onClose={onClose}
    />
  );
}

export function DeleteDocumentDialog({ document, onClose }: { document: Document; onClose: () => void }) {
  const t = useMessages();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = async () => {
    await documentsApi.deleteDocument(document.id);
    client.removeQueries({ queryKey: documentKey(document.id) });
    void client.invalidateQueries({ queryKey: documentsListKey });
    navigate('/');
  };
  return (
    <DeleteDialog
      title={t(documentsWords.documentDeleteTitle)}
      message={
        <>
          {richMessage(t, documentsWords.documentDeleteMessage, {
            name: <strong className="font-semibold">{document.name}</strong>,
            segments: document.records_count + document.locked_records_count,
          })}
        </>
      }
      confirmLabel={t(documentsWords.documentDeleteConfirm)}
      onDelete={remove}
      onClose={onClose}
    />
  );
}
