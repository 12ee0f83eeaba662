import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { personName, useCurrentUser, useSessionStore } from '@tessera/shared';
import * as tokensApi from '@tessera/shared/api/tokens';
import { updateProfile } from '@tessera/shared/api/users';
import { browserTimeZone } from '../common/timeZone.ts';
import type { ApiToken, CreatedApiToken, TokenScope, User } from '@tessera/shared/contract';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FailureAlert,
  Page,
  PageHeader,
  Select,
  Spinner,
  TextField,
} from '@tessera/shared/ui';
import { OneTimeSecret } from '@tessera/shared/ui/one-time-secret';
import { NewPasswordFields, useNewPassword } from '@tessera/shared/ui/account';
import { ApiTokensList } from '@tessera/shared/ui/api-tokens';
import { InterfaceLanguagePicker } from '@tessera/shared/ui/interface-language';
import { richMessage, type Translate } from '@tessera/shared/i18n';
import { logError } from '../common/errors.ts';
import { useMessages as useShellMessages } from '../common/i18n.ts';
import { useMessages } from './i18n.ts';
import { pathTo } from '../common/routes.ts';

export const myTokensQueryKey = ['tokens', 'mine'] as const;

export const tokenLimitQueryKey = ['tokens', 'limit'] as const;

/** Every token expires: 90 days is what is proposed, unless the server's ceiling (an admin's setting) is shorter. */
const PROPOSED_EXPIRY_DAYS = 90;
const EXPIRY_DAYS = [30, PROPOSED_EXPIRY_DAYS, 365];

/** The lifetimes on offer: none beyond the ceiling, which is offered itself. */
function expiryOptions(maxDays: number | undefined, t: Translate) {
  const days = maxDays === undefined ? EXPIRY_DAYS : [...new Set([...EXPIRY_DAYS.filter((d) => d < maxDays), maxDays])];
  return days.map((d) => ({
    value: String(d),
    label: d === 365 ? t('profileExpiryOneYear') : t('profileExpiryDays', { days: d }),
  }));
}

/** One's own account: the name one goes by, API tokens, password, sessions. */
export function ProfileScreen() {
  const user = useCurrentUser();
  const t = useMessages();
  const shellWords = useShellMessages();
  if (!user) return <Spinner />;
  const role = shellWords('roleName', { role: user.role });
  return (
    <Page>
      <PageHeader
        title={t('profileTitle')}
        subtitle={t('profileSubtitle', { username: user.username, email: user.email, role })}
      />
      <div className="grid gap-6">
        <NameCard user={user} />
        <LanguageCard />
        <TokensCard />
        <PasswordCard />
        <SessionsCard />
      </div>
    </Page>
  );
}

/** The display name shown beside one's username in lists; saved, the session reads the user again. */
function NameCard({ user }: { user: User }) {
  const store = useSessionStore();
  const t = useMessages();
  const [name, setName] = useState(user.display_name ?? '');
  const save = useMutation({
    mutationFn: () => updateProfile({ display_name: name }),
    onSuccess: (changed) => {
      setName(changed.display_name ?? '');
      void store.fetchCurrentUser().catch(() => undefined);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <Card title={t('profileNameTitle')}>
      <form onSubmit={submit} aria-label={t('profileNameForm')} className="grid max-w-sm gap-3 p-5">
        {save.isSuccess && <Alert tone="info">{t('profileNameSaved', { name: personName(save.data) })}</Alert>}
        <FailureAlert failed={save} fields={{ display_name: t('profileDisplayName') }} />
        <TextField
          label={t('profileDisplayName')}
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint={t('profileDisplayNameHint', { username: user.username })}
        />
        <div>
          <Button type="submit" busy={save.isPending}>
            {t('profileSaveName')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The interface's language, kept on the server: it follows the person to any computer they sign in on. */
function LanguageCard() {
  const store = useSessionStore();
  const t = useMessages();
  const save = useMutation({
    // The browser's time zone goes with it: the e-mails this language is chosen for write their dates in it.
    mutationFn: (locale: string) => updateProfile({ locale, time_zone: browserTimeZone() }),
    onSuccess: () => void store.fetchCurrentUser().catch(() => undefined),
  });
  return (
    <Card title={t('profileLanguageTitle')}>
      <div className="grid max-w-sm gap-3 p-5">
        <p className="text-sm text-slate-600">{t('profileLanguageHint')}</p>
        {save.isSuccess && <Alert tone="info">{t('profileLanguageSaved')}</Alert>}
        <FailureAlert failed={save} />
        <InterfaceLanguagePicker onChosen={(locale) => save.mutate(locale)} />
      </div>
    </Card>
  );
}

function TokensCard() {
  const queryClient = useQueryClient();
  const t = useMessages();
  const tokens = useQuery({ queryKey: myTokensQueryKey, queryFn: ({ signal }) => tokensApi.listMyTokens(signal) });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const limit = useQuery({ queryKey: tokenLimitQueryKey, queryFn: ({ signal }) => tokensApi.getTokenLimit(signal) });
  const maxDays = limit.data?.max_days;
  const [chosenExpiry, setExpiry] = useState(PROPOSED_EXPIRY_DAYS);
  const expiry = maxDays === undefined ? chosenExpiry : Math.min(chosenExpiry, maxDays);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  // When the screen opened: a token expiring while it stays open is shown as expired on the next visit.
  const [openedAt] = useState(Date.now);
  const create = useMutation({
    mutationFn: () =>
      tokensApi.createToken({
        name,
        scope,
        expires_at: new Date(Date.now() + expiry * 86_400_000).toISOString(),
      }),
    onSuccess: (token) => {
      setCreated(token);
      setName('');
      void queryClient.invalidateQueries({ queryKey: myTokensQueryKey });
    },
  });
  const revoke = useMutation({
    mutationFn: (token: ApiToken) => tokensApi.revokeMyToken(token.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTokensQueryKey }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    create.mutate();
  }

  return (
    <Card title={t('profileTokensTitle')}>
      <div className="grid gap-4 p-5">
        <p className="text-sm text-slate-600">
          {richMessage(t, 'profileTokensText', { header: <code>Authorization: Bearer …</code> })}
        </p>
        <form onSubmit={submit} aria-label={t('profileNewTokenForm')} className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('profileTokenName')}
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Select
            label={t('profileTokenScope')}
            value={scope}
            onChange={(e) => setScope(e.target.value as TokenScope)}
            options={[
              { value: 'read', label: t('profileScopeRead') },
              { value: 'write', label: t('profileScopeWrite') },
            ]}
          />
          <Select
            label={t('profileTokenExpiry')}
            value={String(expiry)}
            onChange={(e) => setExpiry(Number(e.target.value))}
            options={expiryOptions(maxDays, t)}
          />
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('profileCreateToken')}
          </Button>
        </form>
        <FailureAlert
          failed={create}
          fields={{ name: t('profileTokenName'), scope: t('profileTokenScope'), expires_at: t('profileTokenExpiry') }}
        />
        {created && (
          <OneTimeSecret
            title={t('profileTokenCreated', { name: created.name })}
            note={t('profileTokenCopyNote')}
            label={t('profileNewToken')}
            value={created.token}
          />
        )}
        <ApiTokensList
          label={t('profileTokensList')}
          tokens={tokens}
          revoke={revoke}
          emptyTitle={t('profileNoTokens')}
          expiredBefore={openedAt}
        />
      </div>
    </Card>
  );
}

function PasswordCard() {
  const queryClient = useQueryClient();
  const t = useMessages();
  const [oldPassword, setOldPassword] = useState('');
  const newPassword = useNewPassword();
  const [revokeTokens, setRevokeTokens] = useState(false);
  const change = useMutation({
    mutationFn: (revoke: boolean) =>
      tokensApi.changeMyPassword({
        old_password: oldPassword,
        new_password: newPassword.password,
        revoke_tokens: revoke,
      }),
    onSuccess: () => {
      setOldPassword('');
      newPassword.clear();
      void queryClient.invalidateQueries({ queryKey: myTokensQueryKey });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (newPassword.mismatch) return;
    change.mutate(revokeTokens);
  }

  return (
    <Card title={t('profilePasswordTitle')}>
      <form onSubmit={submit} aria-label={t('profilePasswordForm')} className="grid max-w-sm gap-3 p-5">
        {change.isSuccess && (
          <Alert tone="info">
            {t(change.variables ? 'profilePasswordChangedTokensRevoked' : 'profilePasswordChanged')}
          </Alert>
        )}
        <FailureAlert
          failed={change}
          fields={{
            old_password: t('profileCurrentPassword'),
            new_password: t('profileNewPassword'),
            revoke_tokens: t('profileRevokeTokens'),
          }}
        />
        <TextField
          label={t('profileCurrentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
        />
        <NewPasswordFields state={newPassword} label={t('profileNewPassword')} />
        <Checkbox
          label={t('profileRevokeTokens')}
          checked={revokeTokens}
          onChange={(e) => setRevokeTokens(e.target.checked)}
        />
        <div>
          <Button type="submit" variant="primary" busy={change.isPending}>
            {t('profileChangePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionsCard() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const t = useMessages();
  const signOut = useMutation({
    mutationFn: () => tokensApi.logoutEverywhere(),
    onSuccess: async () => {
      // The server session is gone already; this clears the local one.
      await store.logout().catch(logError);
      navigate(pathTo('login'));
    },
  });
  return (
    <Card title={t('profileSessionsTitle')}>
      <div className="flex flex-wrap items-center gap-4 p-5">
        <p className="flex-1 text-sm text-slate-600">{t('profileSessionsText')}</p>
        <Button variant="danger" busy={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('profileSignOutEverywhere')}
        </Button>
        <FailureAlert failed={signOut} />
      </div>
    </Card>
  );
}
