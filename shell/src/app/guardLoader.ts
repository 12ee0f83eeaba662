import { redirect } from 'react-router-dom';
import { guardNavigation, session } from '@tessera/shared';
import type { SessionStore } from '@tessera/shared';
import { routeNameOf } from './routes.ts';

/**
 * The root route's loader: runs the navigation guard on every navigation (the root route always revalidates).
 * A redirect is thrown as a router redirect; any other error propagates to the router's error element,
 * which hands it to the global handler (console only).
 */
export function createGuardLoader(store: SessionStore = session) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const to = await guardNavigation({ routeName: routeNameOf(url.pathname), path: url.pathname + url.search }, store);
    if (to) throw redirect(to);
    return null;
  };
}
