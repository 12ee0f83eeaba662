import { GLOSSARY_IMPORT_EXTENSIONS, GLOSSARY_IMPORT_MAX_BYTES, errorMessage } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import type { Glossary, GlossaryExportFormat, GlossaryImportMode } from '@tessera/shared/contract';
import type { ResourceHeaderParts } from '@tessera/shared/resource-dialogs';
import { Button, isImportRunning, languagePair, sizeLimit, useToast } from '@tessera/shared/ui';
import { Menu } from '@tessera/shared/ui/menu';

const exportFormats: Array<{ format: GlossaryExportFormat; label: string; description: string }> = [
  { format: 'csv', label: 'CSV', description: 'Comma-separated, UTF-8' },
  { format: 'xlsx', label: 'XLSX', description: 'Excel workbook' },
  { format: 'tbx', label: 'TBX', description: 'TermBase eXchange (TBX-Basic, v2)' },
  { format: 'tbx-v3', label: 'TBX v3', description: 'TermBase eXchange v3 (TBX-Basic)' },
  { format: 'tbx-min', label: 'TBX-Min', description: 'TermBase eXchange v3 (TBX-Min)' },
];

const limit = sizeLimit(GLOSSARY_IMPORT_MAX_BYTES);

/** Skipping comes first: importing a file again then adds nothing. */
const importModes: Array<{ value: GlossaryImportMode; label: string }> = [
  { value: 'skip', label: 'Skip records already here' },
  { value: 'update', label: 'Update their comments from the file' },
  { value: 'add', label: 'Add them again' },
];

/** The glossary's header: who created it, export in five formats, and "Import file" into it. */
export const glossaryHeader = (glossary: Glossary): ResourceHeaderParts<Glossary> => ({
  details: (
    <>
      <span className="text-slate-400">·</span>
      <span>created by {glossary.created_by_user.username}</span>
    </>
  ),
  exportAction: <ExportGlossary glossary={glossary} />,
  // The file's records join the glossary's own, in its languages; a toast follows the import.
  importInto: {
    title: `Import into "${glossary.name}"`,
    file: {
      label: 'Glossary file',
      accept: GLOSSARY_IMPORT_EXTENSIONS.join(','),
      hint: `CSV, TSV, XLSX or TBX, up to ${limit.words}, with ${languagePair(glossary.source_lang, glossary.target_lang)} terms: its records join the ${glossary.records_count.toLocaleString('en')} here.`,
      limit,
    },
    choice: {
      label: 'Records with the same source and target as one here',
      options: importModes,
      hint: 'Terms compare as the editor finds them: case, spacing and apostrophes aside.',
    },
    upload: (file, onProgress, mode) =>
      glossaryApi.importIntoGlossary(glossary.id, file, onProgress, mode as GlossaryImportMode | undefined),
  },
});

function ExportGlossary({ glossary }: { glossary: Glossary }) {
  const toast = useToast();
  // The server refuses to export a glossary whose import is still running (409).
  if (isImportRunning(glossary)) {
    return (
      <Button disabled title="Export is possible once the import has finished">
        Export
      </Button>
    );
  }
  return (
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
  );
}
