import { useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router-dom';
import { useCurrentUser } from '@tessera/shared';
import { Spinner } from '@tessera/shared/ui';
import { TopBar } from './TopBar.tsx';
import { logError } from '../app/errors.ts';

export function Layout() {
  const user = useCurrentUser();
  return (
    <div className="flex min-h-screen flex-col">
      {user && <TopBar user={user} />}
      <div className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}

/** Shown while the first navigation's guard runs (fetching the current user). */
export function StartingUp() {
  return <Spinner label="Starting Tessera…" />;
}

/**
 * Spec §2/§8: an error from the guard other than 401 is rethrown with no user message; the global handler
 * only logs it. The router catches it here, so this hands it to the same console logging and shows nothing.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => logError(error), [error]);
  return null;
}
