/**
 * "New glossary" and "Import glossary" on the home screen, for users with glossary.manage.
 * Both end on the new glossary's screen; an import's background progress is shown there.
 */
import { glossaryApi } from '@tessera/shared';
import { CreateGlossaryBody, GlossaryName } from '@tessera/shared/contract';
import { pathTo } from '../app/routes.ts';
import { ImportResourceDialog, NewResourceDialog } from './resourceDialogs.tsx';
import type { ResourceKind } from './resourceDialogs.tsx';
/** The server refuses bigger uploads (413); checking first saves uploading 50 MB for nothing. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const IMPORT_ACCEPT = '.csv,.tsv,.txt,.xlsx,.tbx,.xml';

/** glossary.manage: managers and admins (the server checks it again on every call). */

const glossaries: ResourceKind = {
  noun: 'Glossary',
  nameSchema: GlossaryName,
  sameLanguage: 'Choose a language other than the source language.',
  listKey: ['glossaries'],
  pathOf: (id) => pathTo('glossary', { id }),
  importNoun: 'glossary',
  fetchOne: (id) => glossaryApi.getGlossary(id),
};

export function NewGlossaryDialog({ onClose }: { onClose: () => void }) {
  return (
    <NewResourceDialog
      kind={glossaries}
      title="New glossary"
      submitLabel="Create glossary"
      failureTitle="The glossary could not be created"
      body={CreateGlossaryBody}
      create={glossaryApi.createGlossary}
      onClose={onClose}
    />
  );
}

export function ImportGlossaryDialog({ onClose }: { onClose: () => void }) {
  return (
    <ImportResourceDialog
      kind={glossaries}
      title="Import glossary"
      file={{
        label: 'File',
        accept: IMPORT_ACCEPT,
        hint: 'CSV, TSV, XLSX or TBX, up to 50 MB. CSV/TSV/XLSX need a header row (source, target, comment or language codes).',
        limit: { bytes: MAX_IMPORT_BYTES, words: '50 MB' },
        missing: 'Choose a file.',
      }}
      languagesNote="Languages: needed unless the file names them (TBX, or language codes as CSV/XLSX headers)."
      failureTitle="The file could not be imported"
      upload={glossaryApi.importGlossary}
      onClose={onClose}
    />
  );
}
