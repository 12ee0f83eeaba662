import { Component, Suspense, use, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { RemoteName } from '../routes.ts';
import { logError } from '../errors.ts';
import { forgetRemote, loadRemoteComponent } from './registry.ts';
import type { RemoteExpose } from './registry.ts';
import { VersionSkewError } from './skew.ts';

/**
 * What a failed remote component shows instead: its message and a Retry button (busy while retrying), or, for a
 * remote this shell cannot run (`skew`), what to do about it.
 */
export type RemoteFailure = (failure: { retrying: boolean; onRetry: () => void; skew?: VersionSkewError }) => ReactNode;

/**
 * The ONE wrapper through which the shell shows anything a remote exposes (a route's screen, a home section):
 * loads it on demand (Suspense) and keeps a failure (host down, bad manifest, crash while rendering) inside
 * this box with a Retry that really goes back to the network, while everything around it keeps working. A remote
 * built for a kit this shell cannot give (a VersionSkewError) shows what to do instead of a Retry that cannot help.
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
    <RemoteErrorBoundary key={attempt} fallback={(skew) => failed({ retrying, onRetry: () => void retry(), skew })}>
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

type BoundaryProps = { fallback: (skew?: VersionSkewError) => ReactNode; children: ReactNode };
type BoundaryState = { failed: boolean; skew?: VersionSkewError };

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, skew: error instanceof VersionSkewError ? error : undefined };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // A skew is no bug to trace: one line with both versions says it all.
    if (error instanceof VersionSkewError) {
      console.error(error.message);
      return;
    }
    logError(error);
    if (info.componentStack) console.error(info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.skew) : this.props.children;
  }
}
