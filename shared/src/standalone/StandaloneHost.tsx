/**
 * A minimal host for running ONE remote on its own (`npm run dev -w remotes/<name>`): the shared session,
 * a QueryClient, toasts and a router holding just the remote's route and its home section (at `/`), behind the same navigation guard as the
 * shell, with a small sign-in form. Its dev server proxies /api to a real API, or with MOCK_API=1 at dev time it
 * answers /api from msw.
 */
import { useState } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, Navigate, Outlet, matchPath, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { RouteObject } from 'react-router';
// Through the package names, not relative paths: these are the federation-shared singletons.
import {
  BlockingRouter,
  GuardedRoutes,
  SessionProvider,
  afterLoginPath,
  createBrowserBlockingHistory,
  signInFailureMessage,
  useCurrentUser,
  useSessionStore,
} from '@tessera/shared';
import { Alert, Button, Card, EmptyState, Page, Spinner, ToastProvider, linkClass } from '@tessera/shared/ui';
import { SignInForm, type SignInInput } from '@tessera/shared/ui/account';
import { useMessages } from './i18n.ts';
import * as standaloneWords from './locales/en/standalone.arb';

export type StandaloneOptions = {
  /** Route name, e.g. 'glossary'. */
  routeName: string;
  /** Route path, e.g. '/glossary/:id'. */
  path: string;
  /** Where `/` leads when there is no home section, e.g. '/glossary/1'. */
  startPath: string;
  Screen: ComponentType;
  /** The remote's part of the shell's home screen (its `./HomeSection`), shown at `/` when given. */
  HomeSection?: ComponentType;
};

export async function startStandalone(options: StandaloneOptions): Promise<void> {
  if (process.env.TESSERA_MOCKS === 'on') {
    const { startMockWorker } = await import('@tessera/shared/mocks/browser');
    await startMockWorker();
  }
  const main = document.querySelector('main');
  if (!main) throw new Error('The page has no <main> element');
  createRoot(main).render(<StandaloneHost {...options} />);
}

export function StandaloneHost({ routeName, path, startPath, Screen, HomeSection }: StandaloneOptions) {
  const [history] = useState(createBrowserBlockingHistory);
  const [routes] = useState((): RouteObject[] => [
    {
      element: <Frame />,
      children: [
        {
          index: true,
          element: HomeSection ? (
            <Page>
              <HomeSection />
            </Page>
          ) : (
            <StandaloneHome routeName={routeName} startPath={startPath} />
          ),
        },
        { path, element: <Screen /> },
        { path: '/login/', element: <SignIn startPath={HomeSection ? '/' : startPath} /> },
      ],
    },
  ]);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [nameOf] = useState(() => (pathname: string) => (matchPath('/login/', pathname) ? 'login' : routeName));
  return (
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <BlockingRouter history={history}>
            {/* As in the shell: an error of the guard (other than its 401) or of the screen only goes to the console. */}
            <GuardedRoutes routes={routes} routeNameOf={nameOf} startingUp={<StartingUp />} onError={console.error} />
          </BlockingRouter>
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}

function Frame() {
  const user = useCurrentUser();
  const t = useMessages();
  return (
    <div className="min-h-screen">
      <div className="flex items-center justify-between bg-slate-800 px-6 py-2 text-xs text-slate-100">
        <span>
          {t(
            process.env.TESSERA_MOCKS === 'on' ? standaloneWords.standaloneMockApi : standaloneWords.standaloneRealApi,
          )}
        </span>
        {user && (
          <span className="flex items-center gap-3">
            {user.username} ({user.role})
            <LogOut />
          </span>
        )}
      </div>
      <Outlet />
    </div>
  );
}

function LogOut() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const t = useMessages();
  const logOut = () =>
    void store
      .logout()
      .catch(console.error)
      .finally(() => navigate('/login/'));
  return (
    <Button variant="inverse" size="sm" onClick={logOut}>
      {t(standaloneWords.standaloneLogOut)}
    </Button>
  );
}

/** Shown while the first navigation's guard runs (fetching the current user). */
function StartingUp() {
  const t = useMessages();
  return <Spinner label={t(standaloneWords.standaloneStarting)} />;
}

/**
 * `/`: opening the dev server goes straight to the screen. A link back home from the screen (its "Home" or
 * "Back") lands here instead of being sent round to the same screen again: this host has no home screen.
 */
function StandaloneHome({ routeName, startPath }: { routeName: string; startPath: string }) {
  const t = useMessages();
  // The initial entry of the history has the key 'default': only then does `/` mean "open the screen".
  if (useLocation().key === 'default') return <Navigate to={startPath} replace />;
  return (
    <Page>
      <EmptyState title={t(standaloneWords.standaloneHomeTitle)}>
        {t(standaloneWords.standaloneHomeText, { route: routeName })}{' '}
        <Link className={linkClass} to={startPath}>
          {t(standaloneWords.standaloneHomeBack, { path: startPath })}
        </Link>
      </EmptyState>
    </Page>
  );
}

/** After signing in: the wanted path, or the start (the home section, or the screen without one). */
function SignIn({ startPath }: { startPath: string }) {
  const store = useSessionStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useMessages();

  async function signIn(input: SignInInput) {
    try {
      await store.login(input);
    } catch (failure) {
      return signInFailureMessage(failure);
    }
    const to = afterLoginPath(params.get('redirect'));
    navigate(to === '/' ? startPath : to, { replace: true });
    return null;
  }

  return (
    <div className="mx-auto mt-16 max-w-sm">
      <Card title={t(standaloneWords.standaloneSignInTitle)}>
        <SignInForm signIn={signIn} className="flex flex-col gap-3 p-4">
          {process.env.TESSERA_MOCKS === 'on' && (
            <Alert>
              {t(standaloneWords.standaloneMockAccounts, {
                admin: 'admin@tessera.test',
                manager: 'manager@tessera.test',
                user: 'user@tessera.test',
                password: 'tessera-mock',
              })}
            </Alert>
          )}
        </SignInForm>
      </Card>
    </div>
  );
}
