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
import { richMessage, type Message } from '@tessera/shared/i18n/catalog';
import { SignedOutPage } from '../common/SignedOutPage.tsx';
import { useMessages } from '../common/i18n.ts';
import { useSignInMessages } from '../common/sign-in-i18n.ts';
import * as shellWords from '../locales/en/shell.arb';
import * as signInWords from '../locales/en/sign-in.arb';

type InviteScreenProps = {
  token: string;
  /** Goes on into the app once the account exists and is signed in. */
  onSignedIn: () => void;
};

/** Why an invitation cannot be used: spent (used or expired), a link that names none, or no answer. */
type Unusable = 'gone' | 'invalid' | 'failed';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; invitation: InvitationInfo }
  | { state: 'unusable'; reason: Unusable; message: string | null };

/** The page's words for a link that names no invitation; the server's message for the others. */
function unusable(error: unknown): Loaded {
  if (isApiError(error, 410)) return { state: 'unusable', reason: 'gone', message: errorMessage(error) };
  if (isApiError(error, 404) || isApiError(error, 400)) return { state: 'unusable', reason: 'invalid', message: null };
  return { state: 'unusable', reason: 'failed', message: errorMessage(error) };
}

const UNUSABLE_TITLES: Record<Unusable, Message<'sign-in'>> = {
  gone: signInWords.inviteGoneTitle,
  invalid: signInWords.inviteInvalidTitle,
  failed: signInWords.inviteFailedTitle,
};

export function InviteScreen({ token, onSignedIn }: InviteScreenProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [username, setUsername] = useState('');
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useSignInMessages();
  const tShell = useMessages();

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
      else
        setError(
          errorMessage(failure, {
            fields: { username: t(signInWords.inviteUsername), password: t(signInWords.invitePassword) },
          }),
        );
      setBusy(false);
    }
  }

  return (
    <SignedOutPage>
      {loaded.state === 'loading' && <Spinner label={t(signInWords.inviteOpening)} />}
      {loaded.state === 'unusable' && (
        <div className="flex flex-col gap-4 p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t(UNUSABLE_TITLES[loaded.reason])}</h2>
          <Alert tone="warning">{loaded.message ?? t(signInWords.inviteInvalidText)}</Alert>
          <a className="text-sm font-medium text-sky-700 underline" href="/login/">
            {t(signInWords.inviteGoToSignIn)}
          </a>
        </div>
      )}
      {loaded.state === 'ready' && (
        <form onSubmit={submit} className="flex flex-col gap-4 p-6" aria-label={t(signInWords.inviteFormLabel)}>
          <h2 className="text-lg font-semibold text-slate-900">{t(signInWords.inviteTitle)}</h2>
          <p className="text-sm text-slate-600">
            {richMessage(t, signInWords.inviteIntro, {
              role: <strong>{tShell(shellWords.roleName, { role: loaded.invitation.role })}</strong>,
              email: <strong>{loaded.invitation.email}</strong>,
            })}
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label={t(signInWords.inviteUsername)}
            name="username"
            autoComplete="username"
            required
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <NewPasswordFields state={newPassword} label={t(signInWords.invitePassword)} name="password" />
          <Button type="submit" variant="primary" busy={busy}>
            {t(signInWords.inviteCreateAccount)}
          </Button>
        </form>
      )}
    </SignedOutPage>
  );
}
