/**
 * The routes of an app behind the navigation guard (../guard), for the declarative router:
 * - every navigation (and the current page again when a call finds the session ended) runs the guard for the
 *   location it leads to; while the guard fetches the user, the page shown stays, or `startingUp` is shown when
 *   there is none yet;
 * - a redirect of the guard replaces the location it was going to (login with the wanted path, home from login);
 * - an error of the guard other than 401, or an error thrown while rendering a route, goes to `onError` and the
 *   routes show nothing until the next navigation (no error page: the global handler only logs).
 */
import { Component, Suspense, startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import type { Location, RouteObject } from 'react-router';
import { decideNavigation, guardNavigation, revalidateInterval } from '../guard/guard.ts';
import { useSession, useSessionStore } from '@tessera/shared/core';
import type { SessionStore } from '@tessera/shared/core';

export type GuardedRoutesProps = {
  routes: RouteObject[];
  /** The guard's route name of a pathname ('login' is the one it treats apart). */
  routeNameOf: (pathname: string) => string;
  /** Shown until the first page passes the guard, and while a route's code loads. */
  startingUp: ReactNode;
  onError: (error: unknown) => void;
};

export function GuardedRoutes(props: GuardedRoutesProps) {
  return (
    <RouteErrorBoundary resetKey={useLocation().key} onError={props.onError}>
      <Suspense fallback={props.startingUp}>
        <Guarded {...props} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

type Verdict =
  { kind: 'show' } | { kind: 'check' } | { kind: 'redirect'; to: string } | { kind: 'failed'; error: unknown };

/** The guard's verdict on one location; `round` counts the checks of the current page asked by an ended session. */
type Checked = { location: Location; round: number; verdict: Verdict };

const sameLocation = (a: Location, b: Location) =>
  a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/** The guard's decision on `location` with the session as it is now; 'check' when the user must be fetched. */
function verdictNow(location: Location, routeNameOf: (pathname: string) => string, store: SessionStore): Verdict {
  const target = { routeName: routeNameOf(location.pathname), path: location.pathname + location.search };
  const decision = decideNavigation(target, store.getState(), Date.now(), revalidateInterval());
  if (decision.action === 'fetch-user') return { kind: 'check' };
  return decision.action === 'redirect' ? { kind: 'redirect', to: decision.to } : { kind: 'show' };
}

function Guarded({ routes, routeNameOf, startingUp, onError }: GuardedRoutesProps) {
  const location = useLocation();
  const store = useSessionStore();
  const [round, setRound] = useState(0);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [shown, setShown] = useState<Location | null>(null);

  // A new location (or round) is decided at once when the session state allows (no fetch needed), so a
  // navigation between pages of a signed-in user renders the new page directly. The verdict is kept in state:
  // it is taken once per location, not again on each render.
  let current = checked;
  if (!current || current.round !== round || !sameLocation(current.location, location)) {
    current = { location, round, verdict: verdictNow(location, routeNameOf, store) };
    setChecked(current);
  }
  const { verdict } = current;
  if (verdict.kind === 'show' && shown !== location) setShown(location);

  const checking = verdict.kind === 'check' ? current : null;
  useEffect(() => {
    if (!checking) return;
    let live = true;
    const { pathname, search } = checking.location;
    guardNavigation({ routeName: routeNameOf(pathname), path: pathname + search }, store).then(
      (to) => {
        if (live)
          startTransition(() => setChecked({ ...checking, verdict: to ? { kind: 'redirect', to } : { kind: 'show' } }));
      },
      (error: unknown) => {
        if (live) setChecked({ ...checking, verdict: { kind: 'failed', error } });
      },
    );
    return () => {
      live = false;
    };
  }, [checking, routeNameOf, store]);

  // A call answered 401: the store marks the user stale and the page shown is checked again at once, so the
  // 401 of the user fetch leads to the login with this page as the redirect.
  const { user, fetchedAt } = useSession();
  const stale = user !== null && fetchedAt === null;
  useEffect(() => {
    if (stale) setRound((n) => n + 1);
  }, [stale]);

  // Handed on once, as the boundary does for a route's error (React itself reports only what a boundary caught).
  const failure = verdict.kind === 'failed' ? verdict : null;
  if (failure && shown) setShown(null);
  useEffect(() => {
    if (failure) onError(failure.error);
  }, [failure, onError]);

  const page = verdict.kind === 'show' ? location : shown;
  const element = useRoutes(routes, page ?? location);
  if (failure) return null;
  return (
    <>
      {page ? element : startingUp}
      {verdict.kind === 'redirect' && <Navigate to={verdict.to} replace />}
    </>
  );
}

type BoundaryProps = { resetKey: string; onError: (error: unknown) => void; children: ReactNode };
type BoundaryState = { resetKey: string; failed: boolean };

/** Catches what the routes throw, hands it to `onError` and shows nothing; the next navigation tries again. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
