import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import './styles.css';
import { installGlobalErrorHandler, logError } from './common/errors.ts';

installGlobalErrorHandler();

/** The router, the session guard and every other screen: loaded once someone is past the login page. */
async function startApp(root: Root) {
  const { App } = await import('./app/App.tsx');
  root.render(<App />);
}

/**
 * A page opened at /login/ knows no user yet, so the guard would show the login screen anyway: it is rendered at
 * once, without the router and the API client, and the app starts at the wanted page after signing in.
 */
function opensOnLogin(): boolean {
  return /^\/login\/?$/.test(window.location.pathname);
}

/** The secret of an invitation link (`/invite/<secret>`): that page is public and also opens without the app. */
function invitationToken(): string | undefined {
  return /^\/invite\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
}

async function start() {
  // Development with MOCK_API=1 answers /api from msw in the page; production builds drop this branch.
  if (process.env.TESSERA_MOCKS === 'on') {
    const { startMockWorker } = await import('@tessera/shared/mocks/browser');
    await startMockWorker();
  }
  const main = document.querySelector('main');
  if (!main) throw new Error('The page has no <main> element to mount Tessera on');
  const root = createRoot(main, {
    onUncaughtError: logError,
    onRecoverableError: logError,
    // A version skew's boundary writes its one line with both versions (shell/src/common/remotes/RemoteBoundary.tsx).
    onCaughtError: (error) => {
      if (!(error instanceof Error && error.name === 'VersionSkewError')) logError(error);
    },
  });
  const invitation = invitationToken();
  if (invitation) {
    const { InviteScreen } = await import('./invite/InviteScreen.tsx');
    const signedIn = () => {
      window.history.replaceState(null, '', '/');
      startApp(root).catch(logError);
    };
    return root.render(<InviteScreen token={invitation} onSignedIn={signedIn} />);
  }
  if (!opensOnLogin()) return startApp(root);
  // A chunk of its own, like the invitation page: the pages of someone signed in never run the sign-in form, and
  // every one of them downloads this entry.
  const { LoginScreen } = await import('./login/LoginScreen.tsx');
  const signedIn = (path: string) => {
    window.history.replaceState(null, '', path);
    startApp(root).catch(logError);
  };
  root.render(<LoginScreen search={window.location.search} onSignedIn={signedIn} />);
}

start().catch(logError);
