/**
 * "New glossary" and "Import glossary" on the home screen, for users with glossary.manage.
 * Both end on the new glossary's screen; an import's background progress is shown there.
 */
import * as glossaryApi from '@tessera/shared/api/glossary';
import { CreateResourceBody, GLOSSARY_IMPORT_EXTENSIONS, GLOSSARY_IMPORT_MAX_BYTES } from '@tessera/shared/contract';
import { ImportResourceDialog, NewResourceDialog } from '@tessera/shared/resource-dialogs';
import { sizeLimit } from '@tessera/shared/ui';
import { useMessages } from '../../common/i18n.ts';
import { glossaryKind } from '../../common/kind.ts';
import * as glossaryWords from '../../locales/en/glossary.arb';

export function NewDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  return (
    <NewResourceDialog
      kind={glossaryKind}
      title={t(glossaryWords.glossaryNew)}
      submitLabel={t(glossaryWords.glossaryCreate)}
      failureTitle={t(glossaryWords.glossaryCreateFailed)}
      body={CreateResourceBody}
      create={glossaryApi.createGlossary}
      onClose={onClose}
    />
  );
}

const limit = sizeLimit(GLOSSARY_IMPORT_MAX_BYTES);

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  return (
    <ImportResourceDialog
      kind={glossaryKind}
      title={t(glossaryWords.glossaryImportNew)}
      file={{
        label: t(glossaryWords.glossaryImportFileLabel),
        accept: GLOSSARY_IMPORT_EXTENSIONS.join(','),
        hint: t(glossaryWords.glossaryImportNewHint, { limit: limit.words }),
        limit,
        missing: t(glossaryWords.glossaryImportChooseFile),
      }}
      languagesNote={t(glossaryWords.glossaryImportLanguagesNote)}
      failureTitle={t(glossaryWords.glossaryImportFailed)}
      upload={glossaryApi.importGlossary}
      onClose={onClose}
    />
  );
}
