// Test helpers: the shell's real routes, guard and providers in a memory router, with a fresh session store
// and the msw development mock of the API (UIK's handlers) behind the one API client.
import { render } from '@testing-library/react';
// Tests resolve the full react-router package: the memory router is left out of the browser build the apps share.
import { createMemoryRouter } from 'react-router-dom';
import { createSessionStore } from '@tessera/shared';
import type { Role } from '@tessera/shared/contract';
import { resetMockDb } from '@tessera/shared/mocks';
import { App } from './App.tsx';
import { createRoutes } from './router.tsx';

export function renderShell(path: string, options: { signedInAs?: Role | null } = {}) {
  resetMockDb({ signedInAs: options.signedInAs === undefined ? 'admin' : options.signedInAs });
  const store = createSessionStore();
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  const view = render(<App router={router} store={store} />);
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, store, location };
}
