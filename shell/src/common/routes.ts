/**
 * The route table: every screen's path, name and parameters. Screens are loaded on demand: the shell's own
 * (home, login) as lazy chunks, the others from their federated remote.
 * The router (./router.tsx) builds its child routes from this table: to add a route, add a row here (with
 * `remote` for a federated screen, else add the shell screen's lazy import to `shellScreens` there).
 */
import { matchPath } from 'react-router';

export type RemoteName = 'glossary' | 'documents' | 'tm' | 'users';

export type RouteEntry = { name: string; path: string; remote?: RemoteName };

export const routeTable = [
  { name: 'home', path: '/' },
  { name: 'tm', path: '/tm/:id', remote: 'tm' },
  { name: 'document', path: '/document/:id', remote: 'documents' },
  { name: 'document-qa', path: '/document/:id/qa', remote: 'documents' },
  { name: 'project', path: '/project/:id', remote: 'documents' },
  { name: 'glossary', path: '/glossary/:id', remote: 'glossary' },
  { name: 'users', path: '/users/', remote: 'users' },
  { name: 'settings', path: '/settings/', remote: 'users' },
  { name: 'login', path: '/login/' },
  { name: 'profile', path: '/profile/' },
] as const satisfies readonly RouteEntry[];

export type RouteName = (typeof routeTable)[number]['name'];
/** The routes whose screen the shell itself holds (no `remote`). */
export type ShellRouteName = Exclude<(typeof routeTable)[number], { remote: RemoteName }>['name'];

/** The route name a pathname belongs to; 'not-found' for anything else (still guarded like any route). */
export function routeNameOf(pathname: string): RouteName | 'not-found' {
  const entry = routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname));
  return entry?.name ?? 'not-found';
}

/** Builds the path of a named route, e.g. `pathTo('glossary', { id: 3 })` -> '/glossary/3'. */
export function pathTo(name: RouteName, params: { id?: number | string } = {}): string {
  const entry = routeTable.find((route) => route.name === name)!;
  return entry.path.replace(':id', encodeURIComponent(String(params.id ?? '')));
}
