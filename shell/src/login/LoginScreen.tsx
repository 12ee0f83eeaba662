/**
 * The sign-in form. It needs neither the router nor the API client: the shell renders it on its own when a page
 * opens at /login/ (the first page most people load, kept small), and as the router's login route otherwise.
 */
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
  async function signInAndGo(input: SignInInput) {
    const { signIn } = await import('./signIn.ts');
    const failure = await signIn(input);
    if (failure === null) onSignedIn(afterLoginPath(new URLSearchParams(search).get('redirect')));
    return failure;
  }

  return (
    <SignedOutPage>
      <SignInForm signIn={signInAndGo} className="flex flex-col gap-4 p-6">
        <h2 className="text-lg font-semibold text-slate-900">Sign in</h2>
        {/* Said before the password is asked for: the one of a disabled account cannot work. */}
        {accountDisabledIn(search) && <AccountDisabled />}
      </SignInForm>
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
