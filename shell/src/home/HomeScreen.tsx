import { Page, PageHeader } from '@tessera/shared/ui';
import type { RemoteName } from '../common/routes.ts';
import { useMessages } from './i18n.ts';
import { RemoteSection, type SectionMessages } from './RemoteSection.tsx';
import { MyWork } from './MyWork.tsx';
import { GetStarted } from './GetStarted.tsx';
import * as homeScreenWords from './locales/en/home-screen.arb';

/**
 * The remotes whose home sections the home screen shows, in this order. Each remote owns its section (the
 * list, its dialogs and their limits), so redeploying a remote changes its section without a new shell.
 */
const HOME_SECTIONS: readonly { remote: RemoteName; messages: SectionMessages }[] = [
  {
    remote: 'documents',
    messages: {
      title: homeScreenWords.homeDocumentsTitle,
      loading: homeScreenWords.homeDocumentsLoading,
      failed: homeScreenWords.homeDocumentsFailed,
    },
  },
  {
    remote: 'glossary',
    messages: {
      title: homeScreenWords.homeGlossariesTitle,
      loading: homeScreenWords.homeGlossariesLoading,
      failed: homeScreenWords.homeGlossariesFailed,
    },
  },
  {
    remote: 'tm',
    messages: {
      title: homeScreenWords.homeTmsTitle,
      loading: homeScreenWords.homeTmsLoading,
      failed: homeScreenWords.homeTmsFailed,
    },
  },
];

/** The index screen: one's own work, then the home sections of the remotes. */
export function HomeScreen() {
  const t = useMessages();
  return (
    <Page>
      <PageHeader title={t(homeScreenWords.homeTitle)} subtitle={t(homeScreenWords.homeSubtitle)} />
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
