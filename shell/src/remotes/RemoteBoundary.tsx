import { Component, Suspense, use, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { RemoteName } from '../app/routes.ts';
import { logError } from '../app/errors.ts';
import { forgetRemote, loadRemoteComponent } from './registry.ts';
import type { RemoteExpose } from './registry.ts';

/** What a failed remote component shows instead: its message and a Retry button (busy while retrying). */
export type RemoteFailure = (retry: { retrying: boolean; onRetry: () => void }) => ReactNode;

/**
 * The ONE wrapper through which the shell shows anything a remote exposes (a route's screen, a home section):
 * loads it on demand (Suspense) and keeps a failure (host down, bad manifest, crash while rendering) inside
 * this box with a Retry that really goes back to the network, while everything around it keeps working.
 */
export function RemoteBoundary({
  remote,
  expose,
  loading,
  failed,
}: {
  remote: RemoteName;
  expose: RemoteExpose;
  loading: ReactNode;
  failed: RemoteFailure;
}) {
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
    <RemoteErrorBoundary key={attempt} fallback={failed({ retrying, onRetry: () => void retry() })}>
      <Suspense fallback={loading}>
        <LoadedRemote remote={remote} expose={expose} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function LoadedRemote({ remote, expose }: { remote: RemoteName; expose: RemoteExpose }) {
  const Exposed = use(loadRemoteComponent(remote, expose));
  return <Exposed />;
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
