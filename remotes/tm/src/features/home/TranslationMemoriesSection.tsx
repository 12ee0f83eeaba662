/**
 * Translation memories on the home screen: the list with unit counts and import status; users with tm.manage
 * can create an empty TM or import a TMX file (upload progress here, then the TM's screen shows the background
 * import's progress). The dialogs load when first opened, so the home screen does not download them.
 */
import * as tmApi from '@tessera/shared/api/tm';
import { ResourceListSection } from '@tessera/shared/resource-dialogs';
import { lazyPart } from '@tessera/shared/ui';
import { tmKind } from '../tm/kind.ts';

const dialogs = () => import('./TmDialogs.tsx');
const NewTmDialog = lazyPart(dialogs, 'NewTmDialog', { what: 'The new memory dialog' });
const ImportTmxDialog = lazyPart(dialogs, 'ImportTmxDialog', { what: 'The import dialog' });

export function TranslationMemoriesSection() {
  return (
    <ResourceListSection
      kind={tmKind}
      list={tmApi.listTranslationMemories}
      importLabel="Import TMX"
      newLabel="New memory"
      NewDialog={NewTmDialog}
      ImportDialog={ImportTmxDialog}
    />
  );
}
