import { useState } from 'react';
import { BlockingRouter, GuardedRoutes, SessionProvider, createBrowserBlockingHistory, session } from '@tessera/shared';
import type { BlockingHistory, SessionStore } from '@tessera/shared';
import { ToastProvider } from '@tessera/shared/ui';
import { logError } from '../common/errors.ts';
import { createRoutes } from './router.tsx';
import { routeNameOf } from '../common/routes.ts';
import { StartingUp } from '../layout/Layout.tsx';

const routes = createRoutes();

type AppProps = { history?: BlockingHistory; store?: SessionStore };

/**
 * The shell's providers and its routes behind the session guard. Server state (TanStack Query) is added by the
 * layout once someone is signed in. An error of the guard (other than its 401) or of a screen only goes to the
 * console, as the global handler does.
 */
export function App({ history, store = session }: AppProps) {
  const [appHistory] = useState(() => history ?? createBrowserBlockingHistory());
  return (
    <SessionProvider store={store}>
      <ToastProvider>
        <BlockingRouter history={appHistory}>
          <GuardedRoutes routes={routes} routeNameOf={routeNameOf} startingUp={<StartingUp />} onError={logError} />
        </BlockingRouter>
      </ToastProvider>
    </SessionProvider>
  );
}
