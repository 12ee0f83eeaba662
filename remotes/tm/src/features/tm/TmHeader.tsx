import { Link } from 'react-router-dom';
import { TMX_IMPORT_EXTENSIONS, TMX_IMPORT_MAX_BYTES, can, startDownload, tmApi } from '@tessera/shared';
import type { TranslationMemory, User } from '@tessera/shared/contract';
import { DeleteResourceDialog, ImportIntoResourceDialog, RenameResourceDialog } from '@tessera/shared/resource-dialogs';
import { Badge, Button, PageHeader, isImportRunning, languagePair, linkClass, sizeLimit } from '@tessera/shared/ui';
import { tmKind } from './kind.ts';

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
                <Button onClick={() => startDownload(tmApi.tmDownloadUrl(tm.id))}>Download TMX</Button>
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
      {manage && dialog === 'rename' && <RenameResourceDialog kind={tmKind} item={tm} onClose={close} />}
      {manage && dialog === 'import' && !importing && <ImportIntoTmDialog tm={tm} onClose={close} />}
      {manage && dialog === 'delete' && !importing && (
        <DeleteResourceDialog kind={tmKind} item={tm} confirmLabel="Delete memory" onClose={close} />
      )}
    </>
  );
}

const limit = sizeLimit(TMX_IMPORT_MAX_BYTES);

/** "Import TMX" into this TM: its units merge with the file's; a toast follows the import to its end. */
function ImportIntoTmDialog({ tm, onClose }: { tm: TranslationMemory; onClose: () => void }) {
  return (
    <ImportIntoResourceDialog
      kind={tmKind}
      item={tm}
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
      onClose={onClose}
    />
  );
}
