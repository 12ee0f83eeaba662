/**
 * The browser half of react-router 7, which the rspack base config shares as BOTH the 'react-router' and the
 * 'react-router-dom' singleton (MF `import` option). A shared module cannot be tree-shaken, and the full
 * package also carries its server runtime (request handlers, cookies, sessions, RSC): sharing only this list
 * halves what every page downloads for the router. The apps run react-router's declarative mode (a history
 * router, `useRoutes`; ./blocker.tsx and ./GuardedRoutes.tsx do what the data router's blocker, loaders and
 * error elements did), so the data router's engine (`createBrowserRouter`, loaders, fetchers, `useBlocker`)
 * is left out too. The list holds what the screens use plus a few small hooks: every name here is downloaded by
 * every page after sign-in.
 *
 * Screens keep importing from 'react-router-dom' as usual. browser.test.ts fails if any source file imports a
 * name that is missing here: add it to the list below. Tests and their helpers run on the full package, so the
 * memory routers they use are not in the list.
 *
 * The relative path to the package's ESM build is deliberate: a bare 'react-router' import here would be
 * answered by the share scope, i.e. by this very module; and production bundles swap this file for its
 * production twin (rspack base config), which leaves out the development warnings.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  UNSAFE_createBrowserHistory,
  createSearchParams,
  generatePath,
  matchPath,
  unstable_HistoryRouter,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '../../../node_modules/react-router/dist/development/index.mjs';
