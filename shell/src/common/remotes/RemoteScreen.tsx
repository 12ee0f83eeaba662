import type { Message } from '@tessera/shared/i18n/catalog';
import { Page, Spinner } from '@tessera/shared/ui';
import type { RemoteName } from '../routes.ts';
import { useMessages } from '../i18n.ts';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { RemoteFailed } from './RemoteFailed.tsx';
import * as shellWords from '../../locales/en/shell.arb';

/** How the spinner and the failure message name each remote's screen ("The glossary screen could not be loaded."). */
const SCREEN_MESSAGES: Record<RemoteName, { loading: Message<'shell'>; failed: Message<'shell'> }> = {
  tm: { loading: shellWords.screenLoadingTm, failed: shellWords.screenFailedTm },
  documents: { loading: shellWords.screenLoadingDocuments, failed: shellWords.screenFailedDocuments },
  glossary: { loading: shellWords.screenLoadingGlossary, failed: shellWords.screenFailedGlossary },
  users: { loading: shellWords.screenLoadingUsers, failed: shellWords.screenFailedUsers },
};

/** A remote route's screen (the remote's `./Screen`); a failure fills the page with a Retry, the top bar stays. */
export function RemoteScreen({ remote }: { remote: RemoteName }) {
  const t = useMessages();
  const messages = SCREEN_MESSAGES[remote];
  return (
    <RemoteBoundary
      remote={remote}
      expose="Screen"
      loading={<Spinner label={t(messages.loading)} />}
      failed={(failure) => (
        <Page>
          <RemoteFailed
            title={t(messages.failed)}
            message={t(shellWords.screenFailedText)}
            what="screen"
            {...failure}
          />
        </Page>
      )}
    />
  );
}
