import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { tmApi } from '@tessera/shared';
import { TmName } from '@tessera/shared/contract';
import type { TranslationMemory, User } from '@tessera/shared/contract';
import { Badge, Button, DeleteDialog, PageHeader, RenameDialog, linkClass, useToast } from '@tessera/shared/ui';
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
      {renaming && <RenameTmDialog tm={tm} onClose={() => setRenaming(false)} />}
      {deleting && <DeleteTmDialog tm={tm} onClose={() => setDeleting(false)} />}
    </>
  );
}

function RenameTmDialog({ tm, onClose }: { tm: TranslationMemory; onClose: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const rename = async (name: string) => {
    await tmApi.renameTranslationMemory(tm.id, { name });
    client.setQueryData<TranslationMemory>(tmKeys.one(tm.id), (old) => old && { ...old, name });
    await client.invalidateQueries({ queryKey: ['translation-memories'] });
    toast.show('Translation memory renamed');
  };
  return <RenameDialog title="Rename translation memory" label="Translation memory name" currentName={tm.name} schema={TmName} maxLength={200} onRename={rename} onClose={onClose} />;
}

function DeleteTmDialog({ tm, onClose }: { tm: TranslationMemory; onClose: () => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = async () => {
    await tmApi.deleteTranslationMemory(tm.id);
    client.removeQueries({ queryKey: tmKeys.one(tm.id) });
    void client.invalidateQueries({ queryKey: ['translation-memories'] });
    toast.show(`Translation memory "${tm.name}" deleted`);
    navigate('/');
  };
  return (
    <DeleteDialog
      title="Delete translation memory?"
      message={
        <>
          <strong className="font-semibold">{tm.name}</strong> and its {tm.records_count.toLocaleString('en')} units will be deleted. This cannot be undone.
        </>
      }
      confirmLabel="Delete memory"
      onDelete={remove}
      onClose={onClose}
    />
  );
}
