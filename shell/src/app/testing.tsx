// Test helpers: the shell's real routes, guard and providers on a memory history, with a fresh session store
// and the msw development mock of the API (UIK's handlers) behind the one API client.
import { act, render } from '@testing-library/react';
// Tests resolve the full react-router package: the memory history is left out of the browser build the apps share.
import { UNSAFE_createMemoryHistory } from 'react-router';
import { createBlockingHistory, createSessionStore } from '@tessera/shared';
import type { Role } from '@tessera/shared/contract';
import { resetMockDb } from '@tessera/shared/mocks';
import { App } from './App.tsx';

export function renderShell(path: string, options: { signedInAs?: Role | null } = {}) {
  resetMockDb({ signedInAs: options.signedInAs === undefined ? 'admin' : options.signedInAs });
  const store = createSessionStore();
  const history = createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const view = render(<App history={history} store={store} />);
  /** Navigates as a link would (`to` a path) or as the browser's Back and Forward do (`to` a delta). */
  const navigate = (to: string | number) =>
    act(async () => {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
    });
  const location = () => history.location.pathname + history.location.search;
  return { ...view, router: { navigate }, history, store, location };
}
