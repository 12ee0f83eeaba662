/**
 * Glossaries on the home screen: the list with record counts and import status; users with glossary.manage can
 * create an empty glossary or import a file. The dialogs load when first opened, so the home screen does not
 * download them.
 */
import { lazy } from 'react';
import { can, useCurrentUser } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import { ResourceListSection } from '@tessera/shared/resource-dialogs';
import { glossaryKind } from '../glossary/kind.ts';

const NewGlossaryDialog = lazy(() => import('./GlossaryDialogs.tsx').then((m) => ({ default: m.NewGlossaryDialog })));
const ImportGlossaryDialog = lazy(() =>
  import('./GlossaryDialogs.tsx').then((m) => ({ default: m.ImportGlossaryDialog })),
);

export function GlossariesSection() {
  const user = useCurrentUser();
  return (
    <ResourceListSection
      kind={glossaryKind}
      title="Glossaries"
      emptyTitle="No glossaries yet"
      list={glossaryApi.listGlossaries}
      manage={can(user, 'glossary.manage')}
      importLabel="Import glossary"
      newLabel="New glossary"
      countHeader="Records"
      NewDialog={NewGlossaryDialog}
      ImportDialog={ImportGlossaryDialog}
    />
  );
}
