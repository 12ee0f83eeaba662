// The apps' router in tests: on a memory history, with the blocking the apps use. Test-only (no page imports it).
import { UNSAFE_createMemoryHistory, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { BlockingRouter } from './blocker.tsx';
import { createBlockingHistory } from './history.ts';
import type { BlockingHistory } from './history.ts';

/**
 * The apps' router (the declarative one on a blocking history, see shared/src/router) on a memory history opened
 * at `path`. `navigate` goes to a path as a link does, or by a delta as the browser's Back and Forward do.
 */
export function createTestRouter(path: string) {
  const history = createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const navigate = (to: string | number) => (typeof to === 'number' ? history.go(to) : history.push(to));
  return { history, navigate };
}

const Routes = ({ routes }: { routes: RouteObject[] }) => useRoutes(routes);

/** `routes` in the apps' router on `history` (see createTestRouter). */
export function TestRouter({ history, routes }: { history: BlockingHistory; routes: RouteObject[] }) {
  return (
    <BlockingRouter history={history}>
      <Routes routes={routes} />
    </BlockingRouter>
  );
}
