/**
 * The sign-in form. It needs neither the router nor the API client: the shell renders it on its own when a page
 * opens at /login/ (the first page most people load, kept small), and as the router's login route otherwise.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PublicSignInProviderList, SsoSignedOut } from '@tessera/shared/contract';
import { accountDisabledIn, afterLoginPath } from '@tessera/shared/guard';
import { richMessage } from '@tessera/shared/i18n/catalog';
import { Alert } from '@tessera/shared/ui';
import { SignInForm, type SignInInput } from '@tessera/shared/ui/account';
import { SignedOutPage } from '../common/SignedOutPage.tsx';
import { useSignInMessages } from '../common/sign-in-i18n.ts';
import * as signInWords from '../locales/en/sign-in.arb';

// Its form and the API client it posts with load when a directory is picked, not with the page.
const DirectorySignIn = lazy(() => import('./DirectorySignIn.tsx'));

type Directory = { slug: string; name: string };

type LoginScreenProps = {
  /** The query string of the login URL, holding `redirect` (the page wanted before signing in). */
  search: string;
  /** Goes to `path` once signed in. */
  onSignedIn: (path: string) => void;
  /** Tessera's own sign-out led here: the provider the session came from, if any, is offered to sign out of too. */
  signedOut?: boolean;
};

export function LoginScreen({ search, onSignedIn, signedOut = false }: LoginScreenProps) {
  const query = new URLSearchParams(search);
  const wanted = afterLoginPath(query.get('redirect'));
  // Why single sign-on refused, in the server's words (the details are in its log).
  const ssoError = query.get('sso_error');
  const [providers, setProviders] = useState<PublicSignInProviderList>([]);
  const [directory, setDirectory] = useState<Directory | null>(null);
  const [signedOutOf, setSignedOutOf] = useState<SsoSignedOut['provider']>(null);
  const t = useSignInMessages();
  useEffect(() => {
    let shown = true;
    const loaded = import('./providers.ts');
    void loaded.then(({ signInProviders }) => signInProviders()).then((list) => shown && setProviders(list));
    if (signedOut)
      void loaded.then(({ signedOutProvider }) => signedOutProvider()).then((p) => shown && setSignedOutOf(p));
    return () => {
      shown = false;
    };
  }, [signedOut]);

  async function signInAndGo(input: SignInInput) {
    const { signIn } = await import('./signIn.ts');
    const failure = await signIn(input);
    if (failure === null) onSignedIn(wanted);
    return failure;
  }

  if (directory)
    return (
      <SignedOutPage>
        <Suspense fallback={<p className="p-6 text-sm text-slate-600">{t(signInWords.loading)}</p>}>
          <DirectorySignIn
            provider={directory}
            onSignedIn={() => onSignedIn(wanted)}
            onCancel={() => setDirectory(null)}
          />
        </Suspense>
      </SignedOutPage>
    );

  const button =
    'rounded-md border border-slate-300 px-4 py-2 text-center text-sm font-medium text-slate-800 hover:bg-slate-50';
  return (
    <SignedOutPage>
      <SignInForm signIn={signInAndGo} className="flex flex-col gap-4 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t(signInWords.signInTitle)}</h2>
        {/* Said before the password is asked for: the one of a disabled account cannot work. */}
        {accountDisabledIn(search) && <AccountDisabled />}
        {ssoError && (
          <Alert tone="error" title={t(signInWords.ssoFailedTitle)}>
            {ssoError}
          </Alert>
        )}
        {signedOutOf && (
          <Alert title={t(signInWords.signedOutTitle)}>
            {richMessage(t, signInWords.stillSignedInAt, {
              provider: signedOutOf.name,
              // A full navigation: the provider ends its own session, then sends the browser back here.
              signOut: (
                <a href={signedOutOf.logout_url} className="font-medium underline">
                  {t(signInWords.alsoSignOutOf, { provider: signedOutOf.name })}
                </a>
              ),
            })}
          </Alert>
        )}
      </SignInForm>
      {providers.length > 0 && (
        <nav aria-label={t(signInWords.singleSignOn)} className="flex flex-col gap-2 px-6 pb-6">
          {providers.map((provider) =>
            provider.protocol === 'ldap' ? (
              // The directory's username and password, asked here and checked by the server.
              <button key={provider.slug} type="button" className={button} onClick={() => setDirectory(provider)}>
                {t(signInWords.signInWith, { provider: provider.name })}
              </button>
            ) : (
              // A full navigation: the provider's pages take over, and the server brings the browser back to `wanted`.
              <a
                key={provider.slug}
                href={`${provider.start_url}?redirect=${encodeURIComponent(wanted)}`}
                className={button}
              >
                {t(signInWords.signInWith, { provider: provider.name })}
              </a>
            ),
          )}
        </nav>
      )}
    </SignedOutPage>
  );
}

/** Why the session ended, when the server said the account is disabled. */
function AccountDisabled() {
  const t = useSignInMessages();
  return (
    <Alert tone="warning" title={t(signInWords.accountDisabledTitle)}>
      {t(signInWords.accountDisabledText)}
    </Alert>
  );
}
