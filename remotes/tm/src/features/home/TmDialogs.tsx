/** "New translation memory" and "Import TMX" on the home screen, for users with tm.manage; both end on its screen. */
import * as tmApi from '@tessera/shared/api/tm';
import { CreateResourceBody, TMX_IMPORT_EXTENSIONS, TMX_IMPORT_MAX_BYTES } from '@tessera/shared/contract';
import { ImportResourceDialog, NewResourceDialog } from '@tessera/shared/resource-dialogs';
import { sizeLimit } from '@tessera/shared/ui';
import { useMessages } from '../../common/i18n.ts';
import { tmKind } from '../../common/kind.ts';
import * as tmWords from '../../locales/en/tm.arb';

export function NewDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  return (
    <NewResourceDialog
      kind={tmKind}
      title={t(tmWords.tmNewTitle)}
      submitLabel={t(tmWords.tmCreate)}
      failureTitle={t(tmWords.tmCreateFailed)}
      body={CreateResourceBody}
      create={tmApi.createTranslationMemory}
      onClose={onClose}
    />
  );
}

const limit = sizeLimit(TMX_IMPORT_MAX_BYTES);

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  return (
    <ImportResourceDialog
      kind={tmKind}
      title={t(tmWords.tmImportTmx)}
      file={{
        label: t(tmWords.tmTmxFile),
        accept: TMX_IMPORT_EXTENSIONS.join(','),
        hint: t(tmWords.tmImportNewHint, { limit: limit.words }),
        limit,
        missing: t(tmWords.tmChooseTmxFile),
      }}
      failureTitle={t(tmWords.tmUploadFailed)}
      upload={tmApi.importTranslationMemory}
      onClose={onClose}
    />
  );
}
