import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, useMatches, useRevalidator, useRouteError } from 'react-router-dom';
import { useCurrentUser, useSession } from '@tessera/shared';
import { Spinner } from '@tessera/shared/ui';
import { TopBar } from './TopBar.tsx';
import { logError } from '../app/errors.ts';

const DataLayer = lazy(() => import('../app/DataLayer.tsx'));

export function Layout() {
  const user = useCurrentUser();
  useGuardAgainWhenSessionEnds();
  const onLogin = useMatches().some((match) => match.id === 'login');
  // The cache belongs to one account: a different user signing in on this tab starts with an empty one.
  // Not reset on logout itself, so the screen being left does not refetch (and get 401s) on its way out.
  const cacheOwner = useRef<number | undefined>(undefined);
  if (user) cacheOwner.current = user.id;
  return (
    <div className="flex min-h-screen flex-col">
      {user && <TopBar user={user} />}
      <div className="flex-1">
        {onLogin ? (
          // The login screen needs no server state: it never downloads TanStack Query.
          <Outlet />
        ) : (
          <Suspense fallback={<Spinner />}>
            <DataLayer key={cacheOwner.current}>
              <Outlet />
            </DataLayer>
          </Suspense>
        )}
      </div>
    </div>
  );
}

/**
 * A call answered 401 (signed out elsewhere, disabled by an admin, expired): the session store marks the user
 * stale, and this runs the guard at once instead of waiting for the next navigation, so the 401 of its user
 * fetch sends the person to the login screen with the page they were on as the redirect.
 */
function useGuardAgainWhenSessionEnds() {
  const { user, fetchedAt } = useSession();
  const revalidator = useRevalidator();
  const stale = user !== null && fetchedAt === null;
  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [stale, revalidator]);
}

/** Shown while the first navigation's guard runs (fetching the current user). */
export function StartingUp() {
  return <Spinner label="Starting Tessera…" />;
}

/**
 * An error from the guard other than 401 is rethrown with no user message; the global handler
 * only logs it. The router catches it here, so this hands it to the same console logging and shows nothing.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => logError(error), [error]);
  return null;
}
