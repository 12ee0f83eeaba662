import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import * as documentsApi from '@tessera/shared/api/documents';
import type { Document } from '@tessera/shared/contract';
import { Button, DeleteDialog, RenameDialog } from '@tessera/shared/ui';
import { documentKey, documentsListKey } from './queries.ts';

/** Rename and delete, for document.manage (managers and admins). */
export function DocumentActions({ document }: { document: Document }) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  return (
    <>
      <Button size="sm" onClick={() => setDialog('rename')}>
        Rename
      </Button>
      <Button size="sm" variant="danger-subtle" onClick={() => setDialog('delete')}>
        Delete document
      </Button>
      {dialog === 'rename' && <RenameDocumentDialog document={document} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDocumentDialog document={document} onClose={() => setDialog(null)} />}
    </>
  );
}

function RenameDocumentDialog({ document, onClose }: { document: Document; onClose: () => void }) {
  const client = useQueryClient();
  const rename = async (name: string) => {
    await documentsApi.renameDocument(document.id, { name });
    client.setQueryData<Document>(documentKey(document.id), (old) => old && { ...old, name });
    await client.invalidateQueries({ queryKey: documentsListKey });
  };
  return (
    <RenameDialog
      title="Rename document"
      label="Document name"
      currentName={document.name}
      schema={async () => (await import('@tessera/shared/contract')).DocumentName}
      maxLength={255}
      onRename={rename}
      onClose={onClose}
    />
  );
}

function DeleteDocumentDialog({ document, onClose }: { document: Document; onClose: () => void }) {
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
      title="Delete document?"
      message={
        <>
          <strong className="font-semibold">{document.name}</strong> and its{' '}
          {document.records_count.toLocaleString('en')} segments with their translations will be deleted. This cannot be
          undone.
        </>
      }
      confirmLabel="Delete document"
      onDelete={remove}
      onClose={onClose}
    />
  );
}
