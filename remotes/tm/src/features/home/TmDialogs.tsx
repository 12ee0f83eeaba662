/** "New translation memory" and "Import TMX" on the home screen, for users with tm.manage; both end on its screen. */
import * as tmApi from '@tessera/shared/api/tm';
import { CreateResourceBody, TMX_IMPORT_EXTENSIONS, TMX_IMPORT_MAX_BYTES } from '@tessera/shared/contract';
import { ImportResourceDialog, NewResourceDialog } from '@tessera/shared/resource-dialogs';
import { sizeLimit } from '@tessera/shared/ui';
import { tmKind } from '../../common/kind.ts';

export function NewDialog({ onClose }: { onClose: () => void }) {
  return (
    <NewResourceDialog
      kind={tmKind}
      title="New translation memory"
      submitLabel="Create memory"
      failureTitle="The translation memory could not be created"
      body={CreateResourceBody}
      create={tmApi.createTranslationMemory}
      onClose={onClose}
    />
  );
}

const limit = sizeLimit(TMX_IMPORT_MAX_BYTES);

export function ImportDialog({ onClose }: { onClose: () => void }) {
  return (
    <ImportResourceDialog
      kind={tmKind}
      title="Import TMX"
      file={{
        label: 'TMX file',
        accept: TMX_IMPORT_EXTENSIONS.join(','),
        hint: `TMX 1.1 to 1.4b, up to ${limit.words}. Without languages, the file's srclang and its other language are used.`,
        limit,
        missing: 'Choose a TMX file.',
      }}
      failureTitle="The file could not be uploaded"
      upload={tmApi.importTranslationMemory}
      onClose={onClose}
    />
  );
}
