/**
 * The sign-in form. It needs neither the router nor the API client: the shell renders it on its own when a page
 * opens at /login/ (the first page most people load, kept small), and as the router's login route otherwise.
 */
import { useEffect, useState } from 'react';
import type { PublicSignInProviderList } from '@tessera/shared/contract';
import { accountDisabledIn, afterLoginPath } from '@tessera/shared/guard';
import { Alert } from '@tessera/shared/ui';
import { SignInForm, type SignInInput } from '@tessera/shared/ui/account';
import { SignedOutPage } from '../common/SignedOutPage.tsx';

type LoginScreenProps = {
  /** The query string of the login URL, holding `redirect` (the page wanted before signing in). */
  search: string;
  /** Goes to `path` once signed in. */
  onSignedIn: (path: string) => void;
};

export function LoginScreen({ search, onSignedIn }: LoginScreenProps) {
  const query = new URLSearchParams(search);
  const wanted = afterLoginPath(query.get('redirect'));
  // Why single sign-on refused, in the server's words (the details are in its log).
  const ssoError = query.get('sso_error');
  const [providers, setProviders] = useState<PublicSignInProviderList>([]);
  const redirects = providers.filter((provider) => provider.protocol !== 'ldap');
  useEffect(() => {
    let shown = true;
    void import('./providers.ts')
      .then(({ signInProviders }) => signInProviders())
      .then((list) => shown && setProviders(list));
    return () => {
      shown = false;
    };
  }, []);

  async function signInAndGo(input: SignInInput) {
    const { signIn } = await import('./signIn.ts');
    const failure = await signIn(input);
    if (failure === null) onSignedIn(wanted);
    return failure;
  }

  return (
    <SignedOutPage>
      <SignInForm signIn={signInAndGo} className="flex flex-col gap-4 p-6">
        <h2 className="text-lg font-semibold text-slate-900">Sign in</h2>
        {/* Said before the password is asked for: the one of a disabled account cannot work. */}
        {accountDisabledIn(search) && <AccountDisabled />}
        {ssoError && (
          <Alert tone="error" title="Single sign-on did not sign you in">
            {ssoError}
          </Alert>
        )}
      </SignInForm>
      {redirects.length > 0 && (
        <nav aria-label="Single sign-on" className="flex flex-col gap-2 px-6 pb-6">
          {redirects.map((provider) => (
            // A full navigation: the provider's pages take over, and the server brings the browser back to `wanted`.
            <a
              key={provider.slug}
              href={`${provider.start_url}?redirect=${encodeURIComponent(wanted)}`}
              className="rounded-md border border-slate-300 px-4 py-2 text-center text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Sign in with {provider.name}
            </a>
          ))}
        </nav>
      )}
    </SignedOutPage>
  );
}

/** Why the session ended, when the server said the account is disabled. */
function AccountDisabled() {
  return (
    <Alert tone="warning" title="This account is disabled">
      Your session ended because an administrator disabled this account; you can sign in again once they enable it. Text
      you typed and had not saved is kept in this browser until then.
    </Alert>
  );
}
