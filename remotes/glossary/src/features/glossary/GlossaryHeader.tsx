import { GLOSSARY_IMPORT_EXTENSIONS, GLOSSARY_IMPORT_MAX_BYTES, errorMessage } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import type { Glossary, GlossaryExportFormat, GlossaryImportMode } from '@tessera/shared/contract';
import type { Message, Translate } from '@tessera/shared/i18n/catalog';
import type { ResourceHeaderParts } from '@tessera/shared/resource-dialogs';
import { Button, isImportRunning, languagePair, sizeLimit, useToast } from '@tessera/shared/ui';
import { Menu } from '@tessera/shared/ui/menu';
import { useMessages } from '../../common/i18n.ts';
import * as glossaryWords from '../../locales/en/glossary.arb';

/** The export formats; a description is a message, or a format's own name, which is not translated. */
const exportFormats: Array<{
  format: GlossaryExportFormat;
  label: string;
  description: { message: Message<'glossary'> } | string;
}> = [
  { format: 'csv', label: 'CSV', description: { message: glossaryWords.glossaryExportCsv } },
  { format: 'xlsx', label: 'XLSX', description: { message: glossaryWords.glossaryExportXlsx } },
  { format: 'tbx', label: 'TBX', description: 'TermBase eXchange (TBX-Basic, v2)' },
  { format: 'tbx-v3', label: 'TBX v3', description: 'TermBase eXchange v3 (TBX-Basic)' },
  { format: 'tbx-min', label: 'TBX-Min', description: 'TermBase eXchange v3 (TBX-Min)' },
];

const limit = sizeLimit(GLOSSARY_IMPORT_MAX_BYTES);

/** Skipping comes first: importing a file again then adds nothing. */
const importModes = (t: Translate<'glossary'>): Array<{ value: GlossaryImportMode; label: string }> => [
  { value: 'skip', label: t(glossaryWords.glossaryImportModeSkip) },
  { value: 'update', label: t(glossaryWords.glossaryImportModeUpdate) },
  { value: 'add', label: t(glossaryWords.glossaryImportModeAdd) },
];

/** The glossary's header: who created it, export in five formats, and "Import file" into it. */
export const glossaryHeader = (glossary: Glossary, t: Translate<'glossary'>): ResourceHeaderParts<Glossary> => ({
  details: (
    <>
      <span className="text-slate-400">·</span>
      <span>{t(glossaryWords.glossaryCreatedBy, { user: glossary.created_by_user.username })}</span>
    </>
  ),
  exportAction: <ExportGlossary glossary={glossary} />,
  // The file's records join the glossary's own, in its languages; a toast follows the import.
  importInto: {
    title: t(glossaryWords.glossaryImportIntoTitle, { name: glossary.name }),
    file: {
      label: t(glossaryWords.glossaryImportIntoFile),
      accept: GLOSSARY_IMPORT_EXTENSIONS.join(','),
      hint: t(glossaryWords.glossaryImportIntoHint, {
        limit: limit.words,
        languages: languagePair(glossary.source_lang, glossary.target_lang),
        count: glossary.records_count,
      }),
      limit,
    },
    choice: {
      label: t(glossaryWords.glossaryImportModeLabel),
      options: importModes(t),
      hint: t(glossaryWords.glossaryImportModeHint),
    },
    upload: (file, onProgress, mode) =>
      glossaryApi.importIntoGlossary(glossary.id, file, onProgress, mode as GlossaryImportMode | undefined),
  },
});

function ExportGlossary({ glossary }: { glossary: Glossary }) {
  const toast = useToast();
  const t = useMessages();
  // The server refuses to export a glossary whose import is still running (409).
  if (isImportRunning(glossary)) {
    return (
      <Button disabled title={t(glossaryWords.glossaryExportAfterImport)}>
        {t(glossaryWords.glossaryExport)}
      </Button>
    );
  }
  return (
    <Menu
      label={t(glossaryWords.glossaryExport)}
      items={exportFormats.map(({ format, label, description }) => ({
        label,
        description: typeof description === 'string' ? description : t(description.message),
        // downloadGlossary checks the answer first, so a refusal shows its message here.
        onSelect: () =>
          void glossaryApi
            .downloadGlossary(glossary.id, format)
            .catch((error: unknown) =>
              toast.show(t(glossaryWords.glossaryExportFailed, { error: errorMessage(error) }), 'error'),
            ),
      }))}
    />
  );
}
