import { Page, PageHeader } from '@tessera/shared/ui';
import type { RemoteName } from '../common/routes.ts';
import { RemoteSection } from './RemoteSection.tsx';
import { MyWork } from './MyWork.tsx';
import { GetStarted } from './GetStarted.tsx';

/**
 * The remotes whose home sections the home screen shows, in this order. Each remote owns its section (the
 * list, its dialogs and their limits), so redeploying a remote changes its section without a new shell.
 */
const HOME_SECTIONS: readonly { remote: RemoteName; title: string }[] = [
  { remote: 'documents', title: 'Projects and documents' },
  { remote: 'glossary', title: 'Glossaries' },
  { remote: 'tm', title: 'Translation memories' },
];

/** The index screen: one's own work, then the home sections of the remotes. */
export function HomeScreen() {
  return (
    <Page>
      <PageHeader title="Workspace" subtitle="Projects, documents, glossaries and translation memories" />
      <div className="grid gap-6">
        <GetStarted />
        <MyWork />
        {HOME_SECTIONS.map(({ remote, title }) => (
          <RemoteSection key={remote} remote={remote} title={title} />
        ))}
      </div>
    </Page>
  );
}
