/**
 * The browser half of react-router 7, which the rspack base config shares as BOTH the 'react-router' and the
 * 'react-router-dom' singleton (MF `import` option). A shared module cannot be tree-shaken, and the full
 * package also carries its server runtime (request handlers, cookies, sessions, RSC): sharing only this list
 * halves what every page downloads for the router (about 62 KB -> 36 KB gzip). The list holds what the screens
 * use plus a few small hooks, not the whole browser API (Form, fetchers, <Routes>, scroll restoration, …):
 * every name here is downloaded by the login screen.
 *
 * Screens keep importing from 'react-router-dom' as usual. browser.test.ts fails if any source file imports a
 * name that is missing here: add it to the list below. Tests and their helpers run on the full package, so the
 * memory routers they use are not in the list.
 *
 * The relative paths to the package's ESM build are deliberate: a bare 'react-router' import here would be
 * answered by the share scope, i.e. by this very module; and production bundles swap these two files for their
 * production twins (rspack base config), which leave out the development warnings.
 */
export { RouterProvider } from '../../../node_modules/react-router/dist/development/dom-export.mjs';
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  UNSAFE_createBrowserHistory,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  redirect,
  unstable_HistoryRouter,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRoutes,
  useSearchParams,
} from '../../../node_modules/react-router/dist/development/index.mjs';
