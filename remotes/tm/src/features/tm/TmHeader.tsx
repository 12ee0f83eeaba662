import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { tmApi } from '@tessera/shared';
import { TmName } from '@tessera/shared/contract';
import type { TranslationMemory, User } from '@tessera/shared/contract';
import { Badge, Button, ConfirmDialog, Dialog, PageHeader, TextField, linkClass, useToast } from '@tessera/shared/ui';
import { errorMessage } from './errors.ts';
import { canManageTms } from './permissions.ts';
import { isImportRunning, tmKeys } from './queries.ts';

/** Starts a download through a plain link so the browser streams the (possibly huge) file to disk. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function TmHeader({ tm, user }: { tm: TranslationMemory; user: User | null }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const manage = canManageTms(user);
  const importing = isImportRunning(tm);

  return (
    <>
      <PageHeader
        breadcrumb={
          <Link to="/" className={linkClass}>
            Translation memories
          </Link>
        }
        title={tm.name}
        subtitle={
          <>
            <Badge tone="info">
              <span aria-label="Languages">{tm.source_lang && tm.target_lang ? `${tm.source_lang} → ${tm.target_lang}` : 'languages from the file'}</span>
            </Badge>
            <span data-testid="units-count">
              {tm.records_count.toLocaleString('en')} {tm.records_count === 1 ? 'unit' : 'units'}
            </span>
          </>
        }
        actions={
          manage && (
            <>
              {tm.processing_status === 'done' && (
                <Button onClick={() => download(tmApi.tmDownloadUrl(tm.id))}>Download TMX</Button>
              )}
              <Button onClick={() => setRenaming(true)}>Rename</Button>
              {!importing && (
                <Button variant="danger-subtle" onClick={() => setDeleting(true)}>
                  Delete memory
                </Button>
              )}
            </>
          )
        }
      />
      {renaming && <RenameDialog tm={tm} onClose={() => setRenaming(false)} />}
      {deleting && <DeleteTmDialog tm={tm} onClose={() => setDeleting(false)} />}
    </>
  );
}

function RenameDialog({ tm, onClose }: { tm: TranslationMemory; onClose: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const [name, setName] = useState(tm.name);
  const [invalid, setInvalid] = useState<string>();
  const rename = useMutation({
    mutationFn: (newName: string) => tmApi.renameTranslationMemory(tm.id, { name: newName }),
    onSuccess: async (_answer, newName) => {
      client.setQueryData<TranslationMemory>(tmKeys.one(tm.id), (old) => old && { ...old, name: newName });
      await client.invalidateQueries({ queryKey: ['translation-memories'] });
      toast.show('Translation memory renamed');
      onClose();
    },
  });
  const submit = () => {
    const parsed = TmName.safeParse(name);
    if (!parsed.success) return setInvalid('Enter a name (at most 200 characters).');
    setInvalid(undefined);
    rename.mutate(parsed.data);
  };
  return (
    <Dialog
      open
      title="Rename translation memory"
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
        label="Translation memory name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={invalid ?? (rename.isError ? errorMessage(rename.error) : undefined)}
        data-autofocus
        maxLength={200}
      />
    </Dialog>
  );
}

function DeleteTmDialog({ tm, onClose }: { tm: TranslationMemory; onClose: () => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => tmApi.deleteTranslationMemory(tm.id),
    onSuccess: () => {
      client.removeQueries({ queryKey: tmKeys.one(tm.id) });
      void client.invalidateQueries({ queryKey: ['translation-memories'] });
      toast.show(`Translation memory "${tm.name}" deleted`);
      navigate('/');
    },
    onError: (error) => toast.show(`The translation memory could not be deleted: ${errorMessage(error)}`, 'error'),
  });
  return (
    <ConfirmDialog
      open
      title="Delete translation memory?"
      message={
        <>
          <strong className="font-semibold">{tm.name}</strong> and its {tm.records_count.toLocaleString('en')} units will be deleted. This cannot be undone.
        </>
      }
      confirmLabel="Delete memory"
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}
