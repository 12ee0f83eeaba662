import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, isApiError, tmApi } from '@tessera/shared';
import { TMX_IMPORT_EXTENSIONS, TMX_IMPORT_MAX_BYTES, TmName, can } from '@tessera/shared/contract';
import type { TranslationMemory, User } from '@tessera/shared/contract';
import {
  Badge,
  Button,
  DeleteDialog,
  ImportFileDialog,
  PageHeader,
  RenameDialog,
  languagePair,
  linkClass,
  sizeLimit,
  trackImport,
  useToast,
} from '@tessera/shared/ui';
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

/** The dialogs of the TM screen: opened from the header, the failed-import alert, or a toast's choice. */
export type TmDialog = 'rename' | 'import' | 'delete' | null;

export function TmHeader({
  tm,
  user,
  dialog,
  setDialog,
}: {
  tm: TranslationMemory;
  user: User | null;
  dialog: TmDialog;
  setDialog: (dialog: TmDialog) => void;
}) {
  const manage = can(user, 'tm.manage');
  const importing = isImportRunning(tm);
  const close = () => setDialog(null);

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
              <span aria-label="Languages">{languagePair(tm.source_lang, tm.target_lang)}</span>
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
              {!importing && <Button onClick={() => setDialog('import')}>Import TMX</Button>}
              <Button onClick={() => setDialog('rename')}>Rename</Button>
              {!importing && (
                <Button variant="danger-subtle" onClick={() => setDialog('delete')}>
                  Delete memory
                </Button>
              )}
            </>
          )
        }
      />
      {manage && dialog === 'rename' && <RenameTmDialog tm={tm} onClose={close} />}
      {manage && dialog === 'import' && !importing && <ImportIntoTmDialog tm={tm} onClose={close} />}
      {manage && dialog === 'delete' && !importing && <DeleteTmDialog tm={tm} onClose={close} />}
    </>
  );
}

const limit = sizeLimit(TMX_IMPORT_MAX_BYTES);

/** "Import TMX" into this TM: its units merge with the file's; a toast follows the import to its end. */
function ImportIntoTmDialog({ tm, onClose }: { tm: TranslationMemory; onClose: () => void }) {
  const client = useQueryClient();
  const followImport = useFollowTmImport();
  return (
    <ImportFileDialog
      title={`Import TMX into "${tm.name}"`}
      file={{
        label: 'TMX file',
        accept: TMX_IMPORT_EXTENSIONS.join(','),
        hint:
          tm.records_count > 0
            ? `Units join the ${tm.records_count.toLocaleString('en')} here (${languagePair(tm.source_lang, tm.target_lang)}); of two equal units the one changed last stays. TMX up to ${limit.words}.`
            : `TMX 1.1 to 1.4b, up to ${limit.words}.`,
        limit,
      }}
      upload={(file, onProgress) => tmApi.importIntoTranslationMemory(tm.id, file, {}, onProgress)}
      onStarted={(started) => {
        client.setQueryData(tmKeys.one(tm.id), started);
        void client.invalidateQueries({ queryKey: ['translation-memories'] });
        followImport(started);
      }}
      onClose={onClose}
      describeError={errorMessage}
    />
  );
}

/**
 * Follows an import of this TM in a toast until it ends (whatever screen the user is on by then); the failed
 * toast's choices come back to this screen with the dialog open.
 */
export function useFollowTmImport() {
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  return (tm: TranslationMemory) =>
    trackImport(toast, {
      item: tm,
      noun: 'translation memory',
      fetch: () => tmApi.getTranslationMemory(tm.id),
      isGone: (error) => isApiError(error, 404),
      onTryAnother: () => void navigate(`/tm/${tm.id}?then=import`),
      onDelete: () => void navigate(`/tm/${tm.id}?then=delete`),
      onEnd: (ended) => {
        client.setQueryData(tmKeys.one(tm.id), ended);
        void client.invalidateQueries({ queryKey: tmKeys.records(tm.id) });
        void client.invalidateQueries({ queryKey: ['translation-memories'] });
      },
    });
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
  return (
    <RenameDialog
      title="Rename translation memory"
      label="Translation memory name"
      currentName={tm.name}
      schema={TmName}
      maxLength={200}
      onRename={rename}
      onClose={onClose}
    />
  );
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
          <strong className="font-semibold">{tm.name}</strong> and its {tm.records_count.toLocaleString('en')} units
          will be deleted. This cannot be undone.
        </>
      }
      confirmLabel="Delete memory"
      onDelete={remove}
      onClose={onClose}
    />
  );
}
