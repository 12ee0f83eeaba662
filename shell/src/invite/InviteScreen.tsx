/**
 * The page an invitation link opens (`/invite/<secret>`): who is invited, then a username and password that
 * create the account and sign in. Rendered on its own like the login page (shell/src/bootstrap.tsx), without the
 * router, TanStack Query or federation, which load once the account exists.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage, isApiError } from '@tessera/shared';
import * as invitationsApi from '@tessera/shared/api/invitations';
import type { InvitationInfo } from '@tessera/shared/contract';
import { Alert, Button, Spinner, TextField } from '@tessera/shared/ui';
import { NewPasswordFields, useNewPassword } from '@tessera/shared/ui/account';
import { SignedOutPage } from '../common/SignedOutPage.tsx';

type InviteScreenProps = {
  token: string;
  /** Goes on into the app once the account exists and is signed in. */
  onSignedIn: () => void;
};

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; invitation: InvitationInfo }
  | { state: 'unusable'; title: string; message: string };

function unusable(error: unknown): Loaded {
  if (isApiError(error, 410))
    return { state: 'unusable', title: 'This invitation can no longer be used', message: errorMessage(error) };
  if (isApiError(error, 404) || isApiError(error, 400)) {
    return {
      state: 'unusable',
      title: 'This invitation link is not valid',
      message: 'It may have been withdrawn or copied incompletely. Ask an admin for a new one.',
    };
  }
  return { state: 'unusable', title: 'The invitation could not be loaded', message: errorMessage(error) };
}

export function InviteScreen({ token, onSignedIn }: InviteScreenProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [username, setUsername] = useState('');
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    invitationsApi.readInvitation(token).then(
      (invitation) => current && setLoaded({ state: 'ready', invitation }),
      (failure: unknown) => current && setLoaded(unusable(failure)),
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (newPassword.mismatch) return;
    setBusy(true);
    setError(null);
    try {
      await invitationsApi.acceptInvitation(token, { username, password: newPassword.password });
      onSignedIn();
    } catch (failure) {
      // Used or expired meanwhile (another tab): the whole page says so.
      if (isApiError(failure, 410) || isApiError(failure, 404)) setLoaded(unusable(failure));
      else setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <SignedOutPage>
      {loaded.state === 'loading' && <Spinner label="Opening the invitation…" />}
      {loaded.state === 'unusable' && (
        <div className="flex flex-col gap-4 p-6">
          <h2 className="text-lg font-semibold text-slate-900">{loaded.title}</h2>
          <Alert tone="warning">{loaded.message}</Alert>
          <a className="text-sm font-medium text-sky-700 underline" href="/login/">
            Go to sign in
          </a>
        </div>
      )}
      {loaded.state === 'ready' && (
        <form onSubmit={submit} className="flex flex-col gap-4 p-6" aria-label="Accept invitation">
          <h2 className="text-lg font-semibold text-slate-900">Join Tessera</h2>
          <p className="text-sm text-slate-600">
            You are invited as <strong>{loaded.invitation.role}</strong>. Choose a username and a password for{' '}
            <strong>{loaded.invitation.email}</strong>.
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <NewPasswordFields state={newPassword} label="Password" name="password" />
          <Button type="submit" variant="primary" busy={busy}>
            Create account
          </Button>
        </form>
      )}
    </SignedOutPage>
  );
}
