/**
 * Glossaries on the home screen: the list with record counts and import status; users with glossary.manage can
 * create an empty glossary or import a file. The dialogs load when first opened, so the home screen does not
 * download them.
 */
import { ResourceListSection } from '@tessera/shared/resource-dialogs';
import { useMessages } from '../../common/i18n.ts';
import { glossaryKind } from '../../common/kind.ts';
import * as glossaryWords from '../../locales/en/glossary.arb';

const dialogs = () => import('./GlossaryDialogs.tsx');

export function GlossariesSection() {
  const t = useMessages();
  return (
    <ResourceListSection
      kind={glossaryKind}
      importLabel={t(glossaryWords.glossaryImportNew)}
      newLabel={t(glossaryWords.glossaryNew)}
      dialogs={dialogs}
    />
  );
}
