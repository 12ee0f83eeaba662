/**
 * The browser half of react-router 7, which the rspack base config shares as BOTH the 'react-router' and the
 * 'react-router-dom' singleton (MF `import` option). A shared module cannot be tree-shaken, and the full
 * package also carries its server runtime (request handlers, cookies, sessions, RSC): sharing only this list
 * halves what every page downloads for the router (about 62 KB -> 36 KB gzip). The list holds what the screens
 * use plus a few small hooks, not the whole browser API (Form, fetchers, <Routes>, scroll restoration, …):
 * every name here is downloaded by the login screen.
 *
 * Screens keep importing from 'react-router-dom' as usual. browser.test.ts fails if any source file imports a
 * name that is missing here: add it to the list below.
 *
 * The relative path to the package's ESM build is deliberate: a bare 'react-router' import here would be
 * answered by the share scope, i.e. by this very module.
 */
export { RouterProvider } from 'react-router/dom';
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  createMemoryRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  redirect,
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
  useSearchParams,
} from '../../../node_modules/react-router/dist/development/index.mjs';
