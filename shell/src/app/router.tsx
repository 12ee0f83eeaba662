import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { session } from '@tessera/shared';
import type { SessionStore } from '@tessera/shared';
import { createGuardLoader } from './guardLoader.ts';
import { Layout, RouteError, StartingUp } from '../layout/Layout.tsx';
import { RemoteScreen } from '../remotes/RemoteScreen.tsx';
import { NotFound } from '../layout/NotFound.tsx';

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
      children: [
        { id: 'home', index: true, lazy: async () => ({ Component: (await import('../home/HomeScreen.tsx')).HomeScreen }) },
        { id: 'tm', path: 'tm/:id', element: <RemoteScreen remote="tm" title="translation memory" /> },
        { id: 'document', path: 'document/:id', element: <RemoteScreen remote="documents" title="document" /> },
        { id: 'glossary', path: 'glossary/:id', element: <RemoteScreen remote="glossary" title="glossary" /> },
        { id: 'users', path: 'users/', element: <RemoteScreen remote="users" title="users" /> },
        { id: 'login', path: 'login/', lazy: async () => ({ Component: (await import('../login/LoginScreen.tsx')).LoginScreen }) },
        { id: 'not-found', path: '*', Component: NotFound },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(createRoutes());

/** For component tests: the same routes in memory, starting at `initialPath`. */
export const createTestRouter = (initialPath: string, store: SessionStore) =>
  createMemoryRouter(createRoutes(store), { initialEntries: [initialPath] });
