/**
 * The sign-in form. It needs neither the router nor the API client: the shell renders it on its own when a page
 * opens at /login/ (the first page most people load, kept small), and as the router's login route otherwise.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { afterLoginPath } from '@tessera/shared/guard';
import { Alert, Button, Card, Checkbox, TextField } from '@tessera/shared/ui';

type LoginScreenProps = {
  /** The query string of the login URL, holding `redirect` (the page wanted before signing in). */
  search: string;
  /** Goes to `path` once signed in. */
  onSignedIn: (path: string) => void;
};

export function LoginScreen({ search, onSignedIn }: LoginScreenProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { signIn } = await import('./signIn.ts');
    const failure = await signIn({ email, password, remember });
    if (failure === null) {
      onSignedIn(afterLoginPath(new URLSearchParams(search).get('redirect')));
    } else {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-screen items-start justify-center bg-gradient-to-b from-sky-50 to-slate-50 px-4 pt-24">
      <div className="w-full max-w-sm">
        <h1 className="mb-6 text-center text-3xl font-semibold tracking-tight text-sky-900">Tessera</h1>
        <Card>
          <form onSubmit={submit} className="flex flex-col gap-4 p-6" aria-label="Sign in">
            <h2 className="text-lg font-semibold text-slate-900">Sign in</h2>
            {error && <Alert tone="error">{error}</Alert>}
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Checkbox
              label="Remember me"
              name="remember"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            <Button type="submit" variant="primary" busy={busy}>
              Sign in
            </Button>
          </form>
        </Card>
      </div>
    </div>
  );
}
