import { useState } from 'react';
import { isApiError, useSessionStore } from '@tessera/shared';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { Checkbox, TextField } from './fields.tsx';
import { Alert } from './states.tsx';

/** The password form of `SignInAgainDialog`, for the account whose session ended. */
export default function SignInAgainForm({ email, message }: { email: string; message: string }) {
  const store = useSessionStore();
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (busy || password === '') return;
    setBusy(true);
    setError(null);
    try {
      await store.login({ email, password, remember });
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      size="sm"
      title="Sign in again"
      dismissible={false}
      onClose={() => undefined}
      onSubmit={() => void submit()}
      footer={
        <Button type="submit" variant="primary" busy={busy} disabled={password === ''}>
          Sign in
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <p>{message}</p>
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label="Email" type="email" name="email" autoComplete="username" value={email} readOnly />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          data-autofocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Checkbox
          label="Remember me"
          name="remember"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
      </div>
    </Dialog>
  );
}

/** The sign-in answer's own message (wrong password, account disabled, too many attempts), as the login screen shows it. */
function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'The server could not be reached. Check your connection and try again.';
    return error.message;
  }
  return 'Signing in failed. Please try again.';
}
