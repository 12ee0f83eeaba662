/**
 * The sign-in form. It needs neither the router nor the API client: the shell renders it on its own when a page
 * opens at /login/ (the first page most people load, kept small), and as the router's login route otherwise.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { afterLoginPath } from '@tessera/shared/guard';
import { Alert, Button, SignInFields, emptySignIn } from '@tessera/shared/ui';
import { SignedOutPage } from './SignedOutPage.tsx';

type LoginScreenProps = {
  /** The query string of the login URL, holding `redirect` (the page wanted before signing in). */
  search: string;
  /** Goes to `path` once signed in. */
  onSignedIn: (path: string) => void;
};

export function LoginScreen({ search, onSignedIn }: LoginScreenProps) {
  const [input, setInput] = useState(emptySignIn);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { signIn } = await import('./signIn.ts');
    const failure = await signIn(input);
    if (failure === null) {
      onSignedIn(afterLoginPath(new URLSearchParams(search).get('redirect')));
    } else {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <SignedOutPage>
      <form onSubmit={submit} className="flex flex-col gap-4 p-6" aria-label="Sign in">
        <h2 className="text-lg font-semibold text-slate-900">Sign in</h2>
        {error && <Alert tone="error">{error}</Alert>}
        <SignInFields value={input} onChange={setInput} />
        <Button type="submit" variant="primary" busy={busy}>
          Sign in
        </Button>
      </form>
    </SignedOutPage>
  );
}
