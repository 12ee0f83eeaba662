/**
 * What the shell provides of react-router to remotes: the exports remotes of this major use (their builds list
 * them under `usedExports` in mf-manifest-stats.json), so the shell's bundle keeps only those, not the whole package.
 */
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  matchPath,
  unstable_HistoryRouter,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
