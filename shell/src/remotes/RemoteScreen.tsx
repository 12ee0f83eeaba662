import { Component, Suspense, use, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button, ErrorState, Page, Spinner } from '@tessera/shared/ui';
import type { RemoteName } from '../app/routes.ts';
import { logError } from '../app/errors.ts';
import { forgetRemote, loadRemoteScreen } from './registry.ts';

/**
 * The ONE wrapper through which the shell shows any remote screen: loads it on demand (Suspense) and keeps a
 * failure (host down, bad manifest, crash while rendering) inside this box with a Retry that really
 * goes back to the network, while the top bar, home and the other screens keep working.
 */
export function RemoteScreen({ remote, title }: { remote: RemoteName; title: string }) {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    try {
      await forgetRemote(remote);
    } finally {
      setRetrying(false);
      setAttempt((n) => n + 1);
    }
  }

  return (
    <RemoteErrorBoundary key={attempt} fallback={<RemoteFailed title={title} retrying={retrying} onRetry={retry} />}>
      <Suspense fallback={<Spinner label={`Loading the ${title} screen…`} />}>
        <LoadedRemote remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function LoadedRemote({ remote }: { remote: RemoteName }) {
  const Screen = use(loadRemoteScreen(remote));
  return <Screen />;
}

function RemoteFailed({ title, retrying, onRetry }: { title: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Page>
      <ErrorState
        title={`The ${title} screen could not be loaded.`}
        message="Its server may be down or being redeployed. The rest of Tessera keeps working; try again in a moment."
        action={
          <Button variant="primary" busy={retrying} onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </Page>
  );
}

type BoundaryProps = { fallback: ReactNode; children: ReactNode };

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    logError(error);
    if (info.componentStack) console.error(info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
