import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@tessera/shared';
import type { Me } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { Spinner } from '@tessera/shared/ui';
import { TopBar } from './TopBar.tsx';
import { routeNameOf } from '../common/routes.ts';

const DataLayer = lazy(() => import('./DataLayer.tsx'));

export function Layout() {
  const user = useCurrentUser();
  const onLogin = routeNameOf(useLocation().pathname) === 'login';
  // The cache belongs to one account: a different user signing in on this tab starts with an empty one.
  // Not reset on logout itself, so the screen being left does not refetch (and get 401s) on its way out.
  const cacheOwner = useRef<number | undefined>(undefined);
  if (user) cacheOwner.current = user.id;
  useChosenLanguage((user as Me | null)?.locale);
  useBrowserTimeZone(user as Me | null);
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

/** The interface's language a signed-in person chose (kept on the server), once their session says it. */
function useChosenLanguage(locale: string | null | undefined) {
  useEffect(() => {
    if (locale) void setLocale(locale);
  }, [locale]);
}

/**
 * The server keeps the time zone of the browser a signed-in person uses (their e-mails' dates are written in it):
 * once their session says which it keeps, this browser's is sent when it differs. Once per person and zone known,
 * so a refusal is not sent again and again.
 */
function useBrowserTimeZone(user: Me | null) {
  const id = user?.id;
  const known = user?.time_zone ?? null;
  useEffect(() => {
    if (id === undefined) return;
    void import('../common/timeZone.ts').then(({ keepTimeZone }) => keepTimeZone(known)).catch(() => undefined);
  }, [id, known]);
}

/**
 * Shown while the first navigation's guard runs (fetching the current user) and the first screen's code loads: the
 * kit's own "Loading…", so a signed-in page needs none of the sign-in page's words.
 */
export function StartingUp() {
  return <Spinner />;
}
