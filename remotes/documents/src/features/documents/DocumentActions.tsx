import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { documentsApi } from '@tessera/shared';
import { DocumentName, type Document } from '@tessera/shared/contract';
import { Button, ConfirmDialog, Dialog, TextField } from '@tessera/shared/ui';
import { documentKey, documentsListKey, errorMessage } from './queries.ts';

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
      {dialog === 'rename' && <RenameDialog document={document} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDialog document={document} onClose={() => setDialog(null)} />}
    </>
  );
}

function RenameDialog({ document, onClose }: { document: Document; onClose: () => void }) {
  const client = useQueryClient();
  const [name, setName] = useState(document.name);
  const [invalid, setInvalid] = useState<string>();
  const rename = useMutation({
    mutationFn: (newName: string) => documentsApi.renameDocument(document.id, { name: newName }),
    onSuccess: async (_answer, newName) => {
      client.setQueryData<Document>(documentKey(document.id), (old) => old && { ...old, name: newName });
      await client.invalidateQueries({ queryKey: documentsListKey });
      onClose();
    },
  });
  const submit = () => {
    const parsed = DocumentName.safeParse(name);
    if (!parsed.success) return setInvalid('Enter a name (at most 255 characters).');
    setInvalid(undefined);
    rename.mutate(parsed.data);
  };
  return (
    <Dialog
      open
      title="Rename document"
      onClose={onClose}
      onSubmit={submit}
      dismissible={!rename.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={rename.isPending}>
            Save name
          </Button>
        </>
      }
    >
      <TextField
        label="Document name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={invalid ?? (rename.isError ? errorMessage(rename.error) : undefined)}
        data-autofocus
        maxLength={255}
      />
    </Dialog>
  );
}

function DeleteDialog({ document, onClose }: { document: Document; onClose: () => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => documentsApi.deleteDocument(document.id),
    onSuccess: () => {
      client.removeQueries({ queryKey: documentKey(document.id) });
      void client.invalidateQueries({ queryKey: documentsListKey });
      navigate('/');
    },
  });
  return (
    <ConfirmDialog
      open
      title="Delete document?"
      message={
        <>
          <strong className="font-semibold">{document.name}</strong> and its {document.records_count.toLocaleString('en')} segments with their
          translations will be deleted. This cannot be undone.
          {remove.isError && <span className="mt-2 block text-red-700">{errorMessage(remove.error)}</span>}
        </>
      }
      confirmLabel="Delete document"
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}
