// Test helper for a remote's screen: the real screen inside a memory router, a fresh query cache, the shared
// session signed in through the msw mock, and toasts — the same providers the shell gives it. Test-only
// (imported from '@tessera/shared/mocks/render'), so @testing-library stays out of every page.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { Role } from '../contract/index.ts';
import { SessionProvider, createSessionStore } from '../session/index.ts';
import { ToastProvider } from '../ui/Toast.tsx';
import { db, resetMockDb } from './db.ts';
import type { MockDb } from './db.ts';

/** Shows the current URL so tests can assert what the screen put into it. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

export type RenderScreenOptions = {
  /** Who is signed in (admin unless told). */
  role?: Role;
  /** Changes the fresh mock data before the screen's first call (e.g. an import in progress). */
  prepare?: (mock: MockDb) => void;
};

/**
 * Renders `screen` at `route` (e.g. '/glossary/:id'), opened at `path`; '/' is a "Home screen" heading unless
 * `screen` is a section of the home screen itself (route '/').
 */
export async function renderScreen(
  screen: ReactElement,
  route: string,
  path: string,
  options: RenderScreenOptions = {},
) {
  resetMockDb({ signedInAs: options.role ?? 'admin' });
  options.prepare?.(db);
  const store = createSessionStore();
  await store.fetchCurrentUser();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const shown = {
    path: route,
    element: (
      <>
        {screen}
        <LocationProbe />
      </>
    ),
  };
  const home = { path: '/', element: <h1>Home screen</h1> };
  const router = createMemoryRouter(route === '/' ? [shown] : [home, shown], { initialEntries: [path] });
  const view = render(
    <SessionProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { ...view, router, queryClient };
}
