import type { Message } from '@tessera/shared/i18n/catalog';
import { Card, Spinner } from '@tessera/shared/ui';
import type { RemoteName } from '../common/routes.ts';
import { useMessages } from './i18n.ts';
import { RemoteBoundary } from '../common/remotes/RemoteBoundary.tsx';
import { RemoteFailed } from '../common/remotes/RemoteFailed.tsx';
import * as homeScreenWords from './locales/en/home-screen.arb';

/** A home section's words: the messages of its title, of its spinner's label and of its failure's title. */
export type SectionMessages = {
  title: Message<'home-screen'>;
  loading: Message<'home-screen'>;
  failed: Message<'home-screen'>;
};

/**
 * One remote's part of the home screen (its `./HomeSection`). It loads and fails on its own: a remote that is
 * down shows its card with a Retry while the other sections work.
 */
export function RemoteSection({ remote, messages }: { remote: RemoteName; messages: SectionMessages }) {
  const t = useMessages();
  const title = t(messages.title);
  return (
    <RemoteBoundary
      remote={remote}
      expose="HomeSection"
      loading={
        <Card title={title}>
          <Spinner label={t(messages.loading)} />
        </Card>
      }
      failed={(failure) => (
        <Card title={title}>
          <div className="p-4">
            <RemoteFailed
              title={t(messages.failed)}
              message={t(homeScreenWords.homeSectionFailedText)}
              what="section"
              {...failure}
            />
          </div>
        </Card>
      )}
    />
  );
}
