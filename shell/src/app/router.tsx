import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { routeTable } from '../common/routes.ts';
import type { ShellRouteName } from '../common/routes.ts';
import { Layout } from '../layout/Layout.tsx';
import { RemoteScreen } from '../common/remotes/RemoteScreen.tsx';
import { NotFound } from '../layout/NotFound.tsx';

const screen = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

/** The shell's own screens, each a lazy chunk. */
const shellScreens: Record<ShellRouteName, ComponentType> = {
  home: screen(
    () => import('../home/HomeScreen.tsx'),
    (module) => module.HomeScreen,
  ),
  login: screen(
    () => import('../login/LoginRoute.tsx'),
    (module) => module.LoginRoute,
  ),
  profile: screen(
    () => import('../profile/ProfileScreen.tsx'),
    (module) => module.ProfileScreen,
  ),
};

/** One child route per row of the route table (./routes.ts holds the paths). */
function screenRoute(entry: (typeof routeTable)[number]): RouteObject {
  if ('remote' in entry)
    return {
      path: entry.path.slice(1),
      element: <RemoteScreen remote={entry.remote} />,
    };
  const Screen = shellScreens[entry.name];
  return entry.path === '/' ? { index: true, element: <Screen /> } : { path: entry.path.slice(1), element: <Screen /> };
}

/** The layout with every screen of the route table, and the not-found page for any other path. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [...routeTable.map(screenRoute), { path: '*', element: <NotFound /> }],
    },
  ];
}
