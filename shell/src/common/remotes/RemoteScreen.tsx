import { Page, Spinner } from '@tessera/shared/ui';
import type { RemoteName } from '../routes.ts';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { RemoteFailed } from './RemoteFailed.tsx';

/** A remote route's screen (the remote's `./Screen`); a failure fills the page with a Retry, the top bar stays. */
export function RemoteScreen({ remote, title }: { remote: RemoteName; title: string }) {
  return (
    <RemoteBoundary
      remote={remote}
      expose="Screen"
      loading={<Spinner label={`Loading the ${title} screen…`} />}
      failed={(failure) => (
        <Page>
          <RemoteFailed
            title={`The ${title} screen could not be loaded.`}
            message="Its server may be down or being redeployed. The rest of Tessera keeps working; try again in a moment."
            what="screen"
            {...failure}
          />
        </Page>
      )}
    />
  );
}
