import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { session } from '@tessera/shared';
import type { SessionStore } from '@tessera/shared';
import { createGuardLoader } from './guardLoader.ts';
import { routeTable } from './routes.ts';
import type { RemoteName, ShellRouteName } from './routes.ts';
import { Layout, RouteError, StartingUp } from '../layout/Layout.tsx';
import { RemoteScreen } from '../remotes/RemoteScreen.tsx';
import { NotFound } from '../layout/NotFound.tsx';

/** The shell's own screens, each a lazy chunk. */
const shellScreens: Record<ShellRouteName, NonNullable<RouteObject['lazy']>> = {
  home: async () => ({ Component: (await import('../home/HomeScreen.tsx')).HomeScreen }),
  login: async () => ({ Component: (await import('../login/LoginRoute.tsx')).LoginRoute }),
  profile: async () => ({ Component: (await import('../profile/ProfileScreen.tsx')).ProfileScreen }),
};

/** How the failure message names a remote's screen ("The glossary screen could not be loaded."). */
const remoteTitles: Record<RemoteName, string> = {
  tm: 'translation memory',
  documents: 'document',
  glossary: 'glossary',
  users: 'users',
};

/** One child route per row of the route table (./routes.ts holds the paths). */
function screenRoute(entry: (typeof routeTable)[number]): RouteObject {
  const id = entry.name;
  if ('remote' in entry)
    return {
      id,
      path: entry.path.slice(1),
      element: <RemoteScreen remote={entry.remote} title={remoteTitles[entry.remote]} />,
    };
  return entry.path === '/'
    ? { id, index: true, lazy: shellScreens[entry.name] }
    : { id, path: entry.path.slice(1), lazy: shellScreens[entry.name] };
}

export function createRoutes(store: SessionStore = session): RouteObject[] {
  return [
    {
      id: 'root',
      loader: createGuardLoader(store),
      // The guard must run on every route change, not only when the root's own params change.
      shouldRevalidate: () => true,
      Component: Layout,
      ErrorBoundary: RouteError,
      HydrateFallback: StartingUp,
      children: [...routeTable.map(screenRoute), { id: 'not-found', path: '*', Component: NotFound }],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(createRoutes());
