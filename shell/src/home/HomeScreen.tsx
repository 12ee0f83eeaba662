import { Page, PageHeader } from '@tessera/shared/ui';
import type { RemoteName } from '../common/routes.ts';
import { useMessages } from './i18n.ts';
import { RemoteSection, type SectionMessages } from './RemoteSection.tsx';
import { MyWork } from './MyWork.tsx';
import { GetStarted } from './GetStarted.tsx';

/**
 * The remotes whose home sections the home screen shows, in this order. Each remote owns its section (the
 * list, its dialogs and their limits), so redeploying a remote changes its section without a new shell.
 */
const HOME_SECTIONS: readonly { remote: RemoteName; messages: SectionMessages }[] = [
  {
    remote: 'documents',
    messages: { title: 'homeDocumentsTitle', loading: 'homeDocumentsLoading', failed: 'homeDocumentsFailed' },
  },
  {
    remote: 'glossary',
    messages: { title: 'homeGlossariesTitle', loading: 'homeGlossariesLoading', failed: 'homeGlossariesFailed' },
  },
  { remote: 'tm', messages: { title: 'homeTmsTitle', loading: 'homeTmsLoading', failed: 'homeTmsFailed' } },
];

/** The index screen: one's own work, then the home sections of the remotes. */
export function HomeScreen() {
  const t = useMessages();
  return (
    <Page>
      <PageHeader title={t('homeTitle')} subtitle={t('homeSubtitle')} />
      <div className="grid gap-6">
        <GetStarted />
        <MyWork />
        {HOME_SECTIONS.map(({ remote, messages }) => (
          <RemoteSection key={remote} remote={remote} messages={messages} />
        ))}
      </div>
    </Page>
  );
}
