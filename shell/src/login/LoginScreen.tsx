import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterLoginPath, isApiError, useSessionStore } from '@tessera/shared';
import { Alert, Button, Card, Checkbox, TextField } from '@tessera/shared/ui';

/** Why the sign-in failed, in words: the server's own `message` when it sent one. */
function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'The server could not be reached. Check your connection and try again.';
    return error.message;
  }
  return 'Signing in failed. Please try again.';
}

export function LoginScreen() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await store.login({ email, password, remember });
      navigate(afterLoginPath(params.get('redirect')), { replace: true });
    } catch (failure) {
      setError(failureMessage(failure));
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
            <Checkbox label="Remember me" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            <Button type="submit" variant="primary" busy={busy}>
              Sign in
            </Button>
          </form>
        </Card>
      </div>
    </div>
  );
}
