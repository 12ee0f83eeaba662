/**
 * Glossaries on the home screen: the list with record counts and import status; users with glossary.manage can
 * create an empty glossary or import a file. The dialogs load when first opened, so the home screen does not
 * download them.
 */
import * as glossaryApi from '@tessera/shared/api/glossary';
import { ResourceListSection } from '@tessera/shared/resource-dialogs';
import { lazyPart } from '@tessera/shared/ui';
import { glossaryKind } from '../glossary/kind.ts';

const dialogs = () => import('./GlossaryDialogs.tsx');
const NewGlossaryDialog = lazyPart(dialogs, 'NewGlossaryDialog', { what: 'The new glossary dialog' });
const ImportGlossaryDialog = lazyPart(dialogs, 'ImportGlossaryDialog', { what: 'The import dialog' });

export function GlossariesSection() {
  return (
    <ResourceListSection
      kind={glossaryKind}
      list={glossaryApi.listGlossaries}
      importLabel="Import glossary"
      newLabel="New glossary"
      NewDialog={NewGlossaryDialog}
      ImportDialog={ImportGlossaryDialog}
    />
  );
}
