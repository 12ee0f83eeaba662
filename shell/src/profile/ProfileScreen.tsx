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
import { richMessage, type Translate } from '@tessera/shared/i18n/catalog';
import { logError } from '../common/errors.ts';
import { useMessages as useShellMessages } from '../common/i18n.ts';
import { useMessages } from './i18n.ts';
import { pathTo } from '../common/routes.ts';
import * as shellWords from '../locales/en/shell.arb';
import * as profileWords from './locales/en/profile.arb';

export const myTokensQueryKey = ['tokens', 'mine'] as const;

export const tokenLimitQueryKey = ['tokens', 'limit'] as const;

/** Every token expires: 90 days is what is proposed, unless the server's ceiling (an admin's setting) is shorter. */
const PROPOSED_EXPIRY_DAYS = 90;
const EXPIRY_DAYS = [30, PROPOSED_EXPIRY_DAYS, 365];

/** The lifetimes on offer: none beyond the ceiling, which is offered itself. */
function expiryOptions(maxDays: number | undefined, t: Translate<'profile'>) {
  const days = maxDays === undefined ? EXPIRY_DAYS : [...new Set([...EXPIRY_DAYS.filter((d) => d < maxDays), maxDays])];
  return days.map((d) => ({
    value: String(d),
    label: d === 365 ? t(profileWords.profileExpiryOneYear) : t(profileWords.profileExpiryDays, { days: d }),
  }));
}

/** One's own account: the name one goes by, API tokens, password, sessions. */
export function ProfileScreen() {
  const user = useCurrentUser();
  const t = useMessages();
  const tShell = useShellMessages();
  if (!user) return <Spinner />;
  const role = tShell(shellWords.roleName, { role: user.role });
  return (
    <Page>
      <PageHeader
        title={t(profileWords.profileTitle)}
        subtitle={t(profileWords.profileSubtitle, { username: user.username, email: user.email, role })}
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
    <Card title={t(profileWords.profileNameTitle)}>
      <form onSubmit={submit} aria-label={t(profileWords.profileNameForm)} className="grid max-w-sm gap-3 p-5">
        {save.isSuccess && (
          <Alert tone="info">{t(profileWords.profileNameSaved, { name: personName(save.data) })}</Alert>
        )}
        <FailureAlert failed={save} fields={{ display_name: t(profileWords.profileDisplayName) }} />
        <TextField
          label={t(profileWords.profileDisplayName)}
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint={t(profileWords.profileDisplayNameHint, { username: user.username })}
        />
        <div>
          <Button type="submit" busy={save.isPending}>
            {t(profileWords.profileSaveName)}
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
    <Card title={t(profileWords.profileLanguageTitle)}>
      <div className="grid max-w-sm gap-3 p-5">
        <p className="text-sm text-slate-600">{t(profileWords.profileLanguageHint)}</p>
        {save.isSuccess && <Alert tone="info">{t(profileWords.profileLanguageSaved)}</Alert>}
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
    <Card title={t(profileWords.profileTokensTitle)}>
      <div className="grid gap-4 p-5">
        <p className="text-sm text-slate-600">
          {richMessage(t, profileWords.profileTokensText, { header: <code>Authorization: Bearer …</code> })}
        </p>
        <form
          onSubmit={submit}
          aria-label={t(profileWords.profileNewTokenForm)}
          className="flex flex-wrap items-end gap-3"
        >
          <TextField
            label={t(profileWords.profileTokenName)}
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Select
            label={t(profileWords.profileTokenScope)}
            value={scope}
            onChange={(e) => setScope(e.target.value as TokenScope)}
            options={[
              { value: 'read', label: t(profileWords.profileScopeRead) },
              { value: 'write', label: t(profileWords.profileScopeWrite) },
            ]}
          />
          <Select
            label={t(profileWords.profileTokenExpiry)}
            value={String(expiry)}
            onChange={(e) => setExpiry(Number(e.target.value))}
            options={expiryOptions(maxDays, t)}
          />
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t(profileWords.profileCreateToken)}
          </Button>
        </form>
        <FailureAlert
          failed={create}
          fields={{
            name: t(profileWords.profileTokenName),
            scope: t(profileWords.profileTokenScope),
            expires_at: t(profileWords.profileTokenExpiry),
          }}
        />
        {created && (
          <OneTimeSecret
            title={t(profileWords.profileTokenCreated, { name: created.name })}
            note={t(profileWords.profileTokenCopyNote)}
            label={t(profileWords.profileNewToken)}
            value={created.token}
          />
        )}
        <ApiTokensList
          label={t(profileWords.profileTokensList)}
          tokens={tokens}
          revoke={revoke}
          emptyTitle={t(profileWords.profileNoTokens)}
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
    <Card title={t(profileWords.profilePasswordTitle)}>
      <form onSubmit={submit} aria-label={t(profileWords.profilePasswordForm)} className="grid max-w-sm gap-3 p-5">
        {change.isSuccess && (
          <Alert tone="info">
            {t(
              change.variables ? profileWords.profilePasswordChangedTokensRevoked : profileWords.profilePasswordChanged,
            )}
          </Alert>
        )}
        <FailureAlert
          failed={change}
          fields={{
            old_password: t(profileWords.profileCurrentPassword),
            new_password: t(profileWords.profileNewPassword),
            revoke_tokens: t(profileWords.profileRevokeTokens),
          }}
        />
        <TextField
          label={t(profileWords.profileCurrentPassword)}
          type="password"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
        />
        <NewPasswordFields state={newPassword} label={t(profileWords.profileNewPassword)} />
        <Checkbox
          label={t(profileWords.profileRevokeTokens)}
          checked={revokeTokens}
          onChange={(e) => setRevokeTokens(e.target.checked)}
        />
        <div>
          <Button type="submit" variant="primary" busy={change.isPending}>
            {t(profileWords.profileChangePassword)}
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
    <Card title={t(profileWords.profileSessionsTitle)}>
      <div className="flex flex-wrap items-center gap-4 p-5">
        <p className="flex-1 text-sm text-slate-600">{t(profileWords.profileSessionsText)}</p>
        <Button variant="danger" busy={signOut.isPending} onClick={() => signOut.mutate()}>
          {t(profileWords.profileSignOutEverywhere)}
        </Button>
        <FailureAlert failed={signOut} />
      </div>
    </Card>
  );
}
