/**
 * Translation memories on the home screen: the list with unit counts and import status; users with tm.manage
 * can create an empty TM or import a TMX file (upload progress here, then the TM's screen shows the background
 * import's progress). The dialogs load when first opened, so the home screen does not download them.
 */
import { ResourceListSection } from '@tessera/shared/resource-dialogs';
import { useMessages } from '../../common/i18n.ts';
import { tmKind } from '../../common/kind.ts';
import * as tmWords from '../../locales/en/tm.arb';

const dialogs = () => import('./TmDialogs.tsx');

export function TranslationMemoriesSection() {
  const t = useMessages();
  return (
    <ResourceListSection
      kind={tmKind}
      importLabel={t(tmWords.tmImportTmx)}
      newLabel={t(tmWords.tmNew)}
      dialogs={dialogs}
    />
  );
}
