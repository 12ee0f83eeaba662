// Test helpers for the TM screen: the real screen inside a memory router, a fresh query cache, the shared
// session signed in through the msw mock, and toasts — the same providers the shell gives it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { SessionProvider, createSessionStore } from '@tessera/shared';
import type { Role } from '@tessera/shared/contract';
import { db, resetMockDb } from '@tessera/shared/mocks';
import type { MockDb } from '@tessera/shared/mocks';
import { ToastProvider } from '@tessera/shared/ui';
import { TranslationMemoryScreen } from './TranslationMemoryScreen.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

export async function renderTmScreen(path: string, options: { role?: Role; prepare?: (mock: MockDb) => void } = {}) {
  resetMockDb({ signedInAs: options.role ?? 'admin' });
  options.prepare?.(db);
  const store = createSessionStore();
  await store.fetchCurrentUser();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home screen</h1> },
      {
        path: '/tm/:id',
        element: (
          <>
            <TranslationMemoryScreen />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
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
