// Test helper for a remote's screen: the real screen in a memory router, a fresh query cache, the shared session
// signed in (on the msw mock, or a test's real API) and toasts, as the shell gives them. Test-only
// ('@tessera/shared/mocks/render'), so @testing-library stays out of every page.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen as page } from '@testing-library/react';
import { expect } from 'vitest';
import { useLocation } from 'react-router';
import type { Role } from '../contract/index.ts';
import { TestRouter, createTestRouter } from '../router/testing.tsx';
import { SessionProvider, createSessionStore } from '@tessera/shared/core';
import { ToastProvider } from '../ui/Toast.tsx';
import { db, resetMockDb } from './db.ts';
import type { MockDb } from './db.ts';

export { TestRouter, createTestRouter };

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

/**
 * Chooses a person in a person picker (@tessera/shared/ui/person-picker): opens it, types `search` (nothing: the
 * list as it opens, with its "none" choice first) and clicks the option named `name` once the answer shows it.
 * What the search finds is the API's to say: on the mock, every user the test's data holds.
 */
export async function choosePerson(
  user: {
    click: (element: Element) => Promise<void>;
    clear: (element: Element) => Promise<void>;
    type: (element: Element, text: string) => Promise<void>;
  },
  field: HTMLElement,
  name: string,
  search: string = name,
) {
  await user.click(field);
  await user.clear(field);
  if (search) await user.type(field, search);
  await user.click(await page.findByRole('option', { name }));
}
