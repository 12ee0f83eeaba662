/**
 * Glossaries on the home screen: the list with record counts and import status; users with glossary.manage can
 * create an empty glossary or import a file. The dialogs load when first opened, so the home screen does not
 * download them.
 */
import { ResourceListSection } from '@tessera/shared/resource-dialogs';
import { glossaryKind } from '../../common/kind.ts';

const dialogs = () => import('./GlossaryDialogs.tsx');

export function GlossariesSection() {
  return (
    <ResourceListSection kind={glossaryKind} importLabel="Import glossary" newLabel="New glossary" dialogs={dialogs} />
  );
}
