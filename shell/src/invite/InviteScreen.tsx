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
import { richMessage } from '@tessera/shared/i18n';
import { SignedOutPage } from '../common/SignedOutPage.tsx';
import { useMessages } from '../common/i18n.ts';
import { useSignInMessages } from '../common/sign-in-i18n.ts';

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

const UNUSABLE_TITLES: Record<Unusable, string> = {
  gone: 'inviteGoneTitle',
  invalid: 'inviteInvalidTitle',
  failed: 'inviteFailedTitle',
};

export function InviteScreen({ token, onSignedIn }: InviteScreenProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [username, setUsername] = useState('');
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useSignInMessages();
  const shellWords = useMessages();

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
        setError(errorMessage(failure, { fields: { username: t('inviteUsername'), password: t('invitePassword') } }));
      setBusy(false);
    }
  }

  return (
    <SignedOutPage>
      {loaded.state === 'loading' && <Spinner label={t('inviteOpening')} />}
      {loaded.state === 'unusable' && (
        <div className="flex flex-col gap-4 p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t(UNUSABLE_TITLES[loaded.reason])}</h2>
          <Alert tone="warning">{loaded.message ?? t('inviteInvalidText')}</Alert>
          <a className="text-sm font-medium text-sky-700 underline" href="/login/">
            {t('inviteGoToSignIn')}
          </a>
        </div>
      )}
      {loaded.state === 'ready' && (
        <form onSubmit={submit} className="flex flex-col gap-4 p-6" aria-label={t('inviteFormLabel')}>
          <h2 className="text-lg font-semibold text-slate-900">{t('inviteTitle')}</h2>
          <p className="text-sm text-slate-600">
            {richMessage(t, 'inviteIntro', {
              role: <strong>{shellWords('roleName', { role: loaded.invitation.role })}</strong>,
              email: <strong>{loaded.invitation.email}</strong>,
            })}
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label={t('inviteUsername')}
            name="username"
            autoComplete="username"
            required
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <NewPasswordFields state={newPassword} label={t('invitePassword')} name="password" />
          <Button type="submit" variant="primary" busy={busy}>
            {t('inviteCreateAccount')}
          </Button>
        </form>
      )}
    </SignedOutPage>
  );
}
