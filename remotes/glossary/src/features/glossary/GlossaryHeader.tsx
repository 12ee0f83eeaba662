import { Link } from 'react-router-dom';
import { GLOSSARY_IMPORT_EXTENSIONS, GLOSSARY_IMPORT_MAX_BYTES, can, errorMessage, glossaryApi } from '@tessera/shared';
import type { Glossary, GlossaryExportFormat, User } from '@tessera/shared/contract';
import { DeleteResourceDialog, ImportIntoResourceDialog, RenameResourceDialog } from '@tessera/shared/resource-dialogs';
import {
  Badge,
  Button,
  Menu,
  PageHeader,
  isImportRunning,
  languagePair,
  linkClass,
  sizeLimit,
  useToast,
} from '@tessera/shared/ui';
import { glossaryKind } from './kind.ts';

const exportFormats: Array<{ format: GlossaryExportFormat; label: string; description: string }> = [
  { format: 'csv', label: 'CSV', description: 'Comma-separated, UTF-8' },
  { format: 'xlsx', label: 'XLSX', description: 'Excel workbook' },
  { format: 'tbx', label: 'TBX', description: 'TermBase eXchange (TBX-Basic, v2)' },
  { format: 'tbx-v3', label: 'TBX v3', description: 'TermBase eXchange v3 (TBX-Basic)' },
  { format: 'tbx-min', label: 'TBX-Min', description: 'TermBase eXchange v3 (TBX-Min)' },
];

/** The dialogs of the glossary screen: opened from the header, the failed-import alert, or a toast's choice. */
export type GlossaryDialog = 'rename' | 'import' | 'delete';

export function GlossaryHeader({
  glossary,
  user,
  dialog,
  setDialog,
}: {
  glossary: Glossary;
  user: User | null;
  dialog: GlossaryDialog | null;
  setDialog: (dialog: GlossaryDialog | null) => void;
}) {
  const toast = useToast();
  const manage = can(user, 'glossary.manage');
  const importing = isImportRunning(glossary);
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        breadcrumb={
          <Link to="/" className={linkClass}>
            Glossaries
          </Link>
        }
        title={glossary.name}
        subtitle={
          <>
            <Badge tone="info">
              <span aria-label="Languages">{languagePair(glossary.source_lang, glossary.target_lang)}</span>
            </Badge>
            <span data-testid="records-count">
              {glossary.records_count.toLocaleString('en')} {glossary.records_count === 1 ? 'record' : 'records'}
            </span>
            <span className="text-slate-400">·</span>
            <span>created by {glossary.created_by_user.username}</span>
          </>
        }
        actions={
          manage && (
            <>
              {isImportRunning(glossary) ? (
                // The server refuses to export a glossary whose import is still running (409).
                <Button disabled title="Export is possible once the import has finished">
                  Export
                </Button>
              ) : (
                <Menu
                  label="Export"
                  items={exportFormats.map(({ format, label, description }) => ({
                    label,
                    description,
                    // downloadGlossary checks the answer first, so a refusal shows its message here.
                    onSelect: () =>
                      void glossaryApi
                        .downloadGlossary(glossary.id, format)
                        .catch((error: unknown) => toast.show(`The export failed: ${errorMessage(error)}`, 'error')),
                  }))}
                />
              )}
              {!importing && <Button onClick={() => setDialog('import')}>Import file</Button>}
              <Button onClick={() => setDialog('rename')}>Rename</Button>
              <Button variant="danger-subtle" onClick={() => setDialog('delete')}>
                Delete glossary
              </Button>
            </>
          )
        }
      />
      {manage && dialog === 'rename' && <RenameResourceDialog kind={glossaryKind} item={glossary} onClose={close} />}
      {manage && dialog === 'import' && !importing && <ImportIntoGlossaryDialog glossary={glossary} onClose={close} />}
      {manage && dialog === 'delete' && (
        <DeleteResourceDialog kind={glossaryKind} item={glossary} confirmLabel="Delete glossary" onClose={close} />
      )}
    </>
  );
}

const limit = sizeLimit(GLOSSARY_IMPORT_MAX_BYTES);

/** "Import file" into this glossary: the file's records join its own, in its languages; a toast follows the import. */
function ImportIntoGlossaryDialog({ glossary, onClose }: { glossary: Glossary; onClose: () => void }) {
  return (
    <ImportIntoResourceDialog
      kind={glossaryKind}
      item={glossary}
      title={`Import into "${glossary.name}"`}
      file={{
        label: 'Glossary file',
        accept: GLOSSARY_IMPORT_EXTENSIONS.join(','),
        hint: `CSV, TSV, XLSX or TBX, up to ${limit.words}, with ${languagePair(glossary.source_lang, glossary.target_lang)} terms: its records join the ${glossary.records_count.toLocaleString('en')} here.`,
        limit,
      }}
      upload={(file, onProgress) => glossaryApi.importIntoGlossary(glossary.id, file, onProgress)}
      onClose={onClose}
    />
  );
}
