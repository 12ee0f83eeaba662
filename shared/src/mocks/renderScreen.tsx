// Test helper for a remote's screen: the real screen inside a memory router, a fresh query cache, the shared
// session signed in (through the msw mock, or the real API of a test), and toasts — the same providers the shell gives it. Test-only
// (imported from '@tessera/shared/mocks/render'), so @testing-library stays out of every page.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen as page } from '@testing-library/react';
import { expect } from 'vitest';
import { UNSAFE_createMemoryHistory, useRoutes, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import type { Role } from '../contract/index.ts';
import { BlockingRouter } from '../router/blocker.tsx';
import { createBlockingHistory } from '../router/history.ts';
import type { BlockingHistory } from '../router/history.ts';
import { SessionProvider, createSessionStore } from '@tessera/shared/core';
import { ToastProvider } from '../ui/Toast.tsx';
import { db, resetMockDb } from './db.ts';
import type { MockDb } from './db.ts';

/**
 * The apps' router (the declarative one on a blocking history, see shared/src/router) on a memory history opened
 * at `path`. `navigate` goes to a path as a link does, or by a delta as the browser's Back and Forward do.
 */
export function createTestRouter(path: string) {
  const history = createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const navigate = (to: string | number) => (typeof to === 'number' ? history.go(to) : history.push(to));
  return { history, navigate };
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** `routes` in the apps' router on `history` (see createTestRouter). */
export function TestRouter({ history, routes }: { history: BlockingHistory; routes: RouteObject[] }) {
  return (
    <BlockingRouter history={history}>
      <Routes routes={routes} />
    </BlockingRouter>
  );
}

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
 * Renders `screen` at `route` (e.g. '/glossary/:id'), opened at `path`, signed in on the development mock; '/' is a
 * "Home screen" heading unless `screen` is a section of the home screen itself (route '/'), and any other path shows
 * only the current location (where the screen sent the user).
 */
export async function renderScreen(
  screen: ReactElement,
  route: string,
  path: string,
  options: RenderScreenOptions = {},
) {
  resetMockDb({ signedInAs: options.role ?? 'admin' });
  options.prepare?.(db);
  return renderSignedInScreen(screen, route, path);
}

/**
 * renderScreen for whoever the API answering the page has signed in (a test's real API, see
 * server/src/test/real-api.ts): the session is read from it first, as the shell reads it.
 */
export async function renderSignedInScreen(screen: ReactElement, route: string, path: string) {
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
  const elsewhere = { path: '*', element: <LocationProbe /> };
  const router = createTestRouter(path);
  const view = render(
    <SessionProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <TestRouter history={router.history} routes={route === '/' ? [shown, elsewhere] : [home, shown, elsewhere]} />
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { ...view, router, queryClient, store };
}

/** Checks that a list section links `name` to `href`, its row reading each of `texts` (languages, status, counts). */
export function expectListed(name: string, href: string, texts: readonly string[]) {
  const link = page.getByRole('link', { name });
  expect(link.getAttribute('href')).toBe(href);
  const row = link.closest('tr')!;
  for (const text of texts) expect(row.textContent).toContain(text);
}

/** Checks a glossary's or TM's screen header: its name, its languages and its count (test id `countTestId`). */
export function expectResourceHeader(countTestId: string, name: string, languages: string, count: string) {
  expect(page.getByRole('heading', { level: 1 }).textContent).toBe(name);
  expect(page.getByLabelText('Languages').textContent).toBe(languages);
  expect(page.getByTestId(countTestId).textContent).toBe(count);
}
