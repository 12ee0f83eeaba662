import { Card, Spinner } from '@tessera/shared/ui';
import type { RemoteName } from '../common/routes.ts';
import { RemoteBoundary } from '../common/remotes/RemoteBoundary.tsx';
import { RemoteFailed } from '../common/remotes/RemoteFailed.tsx';

/**
 * One remote's part of the home screen (its `./HomeSection`). It loads and fails on its own: a remote that is
 * down shows its card with a Retry while the other sections work.
 */
export function RemoteSection({ remote, title }: { remote: RemoteName; title: string }) {
  return (
    <RemoteBoundary
      remote={remote}
      expose="HomeSection"
      loading={
        <Card title={title}>
          <Spinner label={`Loading ${title.toLowerCase()}…`} />
        </Card>
      }
      failed={(failure) => (
        <Card title={title}>
          <div className="p-4">
            <RemoteFailed
              title={`${title} could not be loaded.`}
              message="Their server may be down or being redeployed; the rest of the home screen works."
              what="section"
              {...failure}
            />
          </div>
        </Card>
      )}
    />
  );
}
