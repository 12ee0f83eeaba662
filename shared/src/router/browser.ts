/**
 * The browser half of react-router 7, which the rspack base config shares as BOTH the 'react-router' and the
 * 'react-router-dom' singleton (MF `import` option). A shared module cannot be tree-shaken, and the full
 * package also carries its server runtime (request handlers, cookies, sessions, RSC): sharing only this list
 * halves what every page downloads for the router (about 62 KB -> 36 KB gzip).
 *
 * Screens keep importing from 'react-router-dom' as usual. browser.test.ts fails if any source file imports a
 * name that is missing here: add it to the list below.
 *
 * The relative path to the package's ESM build is deliberate: a bare 'react-router' import here would be
 * answered by the share scope, i.e. by this very module.
 */
export { RouterProvider } from 'react-router/dom';
export {
  Await, BrowserRouter, Form, HashRouter, IDLE_BLOCKER, IDLE_FETCHER, IDLE_NAVIGATION, Link, MemoryRouter,
  NavLink, Navigate, NavigationType, Outlet, Route, Router, RouterContextProvider, Routes, ScrollRestoration,
  createBrowserRouter, createContext, createHashRouter, createMemoryRouter, createPath,
  createRoutesFromChildren, createRoutesFromElements, createSearchParams, data, generatePath, href,
  isRouteErrorResponse, matchPath, matchRoutes, parsePath, redirect, redirectDocument, renderMatches,
  replace, resolvePath, unstable_HistoryRouter, unstable_usePrompt, unstable_useRoute,
  unstable_useRouterState, useActionData, useAsyncError, useAsyncValue, useBeforeUnload, useBlocker,
  useFetcher, useFetchers, useFormAction, useHref, useInRouterContext, useLinkClickHandler, useLoaderData,
  useLocation, useMatch, useMatches, useNavigate, useNavigation, useNavigationType, useOutlet,
  useOutletContext, useParams, useResolvedPath, useRevalidator, useRouteError, useRouteLoaderData, useRoutes,
  useSearchParams, useSubmit, useViewTransitionState,
} from '../../../node_modules/react-router/dist/development/index.mjs';
