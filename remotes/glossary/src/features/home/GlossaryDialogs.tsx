/**
 * "New glossary" and "Import glossary" on the home screen, for users with glossary.manage.
 * Both end on the new glossary's screen; an import's background progress is shown there.
 */
import * as glossaryApi from '@tessera/shared/api/glossary';
import { CreateResourceBody, GLOSSARY_IMPORT_EXTENSIONS, GLOSSARY_IMPORT_MAX_BYTES } from '@tessera/shared/contract';
import { ImportResourceDialog, NewResourceDialog } from '@tessera/shared/resource-dialogs';
import { sizeLimit } from '@tessera/shared/ui';
import { glossaryKind } from '../../common/kind.ts';

export function NewDialog({ onClose }: { onClose: () => void }) {
  return (
    <NewResourceDialog
      kind={glossaryKind}
      title="New glossary"
      submitLabel="Create glossary"
      failureTitle="The glossary could not be created"
      body={CreateResourceBody}
      create={glossaryApi.createGlossary}
      onClose={onClose}
    />
  );
}

const limit = sizeLimit(GLOSSARY_IMPORT_MAX_BYTES);

export function ImportDialog({ onClose }: { onClose: () => void }) {
  return (
    <ImportResourceDialog
      kind={glossaryKind}
      title="Import glossary"
      file={{
        label: 'File',
        accept: GLOSSARY_IMPORT_EXTENSIONS.join(','),
        hint: `CSV, TSV, XLSX or TBX, up to ${limit.words}. CSV/TSV/XLSX need a header row (source, target, comment or language codes).`,
        limit,
        missing: 'Choose a file.',
      }}
      languagesNote="Languages: needed unless the file names them (TBX, or language codes as CSV/XLSX headers)."
      failureTitle="The file could not be imported"
      upload={glossaryApi.importGlossary}
      onClose={onClose}
    />
  );
}
