import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { personName, useCurrentUser, useSessionStore } from '@tessera/shared';
import * as tokensApi from '@tessera/shared/api/tokens';
import { updateProfile } from '@tessera/shared/api/users';
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
import { logError } from '../common/errors.ts';
import { pathTo } from '../common/routes.ts';

export const myTokensQueryKey = ['tokens', 'mine'] as const;

export const tokenLimitQueryKey = ['tokens', 'limit'] as const;

/** Every token expires: 90 days is what is proposed, unless the server's ceiling (an admin's setting) is shorter. */
const PROPOSED_EXPIRY_DAYS = 90;
const EXPIRY_DAYS = [30, PROPOSED_EXPIRY_DAYS, 365];

/** The lifetimes on offer: none beyond the ceiling, which is offered itself. */
function expiryOptions(maxDays: number | undefined) {
  const days = maxDays === undefined ? EXPIRY_DAYS : [...new Set([...EXPIRY_DAYS.filter((d) => d < maxDays), maxDays])];
  return days.map((d) => ({ value: String(d), label: d === 365 ? '1 year' : d === 1 ? '1 day' : `${d} days` }));
}

/** One's own account: the name one goes by, API tokens, password, sessions. */
export function ProfileScreen() {
  const user = useCurrentUser();
  if (!user) return <Spinner />;
  return (
    <Page>
      <PageHeader title="Profile" subtitle={`${user.username} · ${user.email} · ${user.role}`} />
      <div className="grid gap-6">
        <NameCard user={user} />
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
    <Card title="Name">
      <form onSubmit={submit} aria-label="Display name" className="grid max-w-sm gap-3 p-5">
        {save.isSuccess && <Alert tone="info">Saved. Lists show you as {personName(save.data)}.</Alert>}
        <FailureAlert failed={save} />
        <TextField
          label="Display name"
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint={`Shown beside your username (${user.username}); leave empty to be shown by your username only.`}
        />
        <div>
          <Button type="submit" busy={save.isPending}>
            Save name
          </Button>
        </div>
      </form>
    </Card>
  );
}

function TokensCard() {
  const queryClient = useQueryClient();
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
    <Card title="API tokens">
      <div className="grid gap-4 p-5">
        <p className="text-sm text-slate-600">
          Scripts and build pipelines send a token as <code>Authorization: Bearer …</code>. It acts with your
          permissions: a read token may only read.
        </p>
        <form onSubmit={submit} aria-label="New API token" className="flex flex-wrap items-end gap-3">
          <TextField
            label="Token name"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Select
            label="Scope"
            value={scope}
            onChange={(e) => setScope(e.target.value as TokenScope)}
            options={[
              { value: 'read', label: 'Read' },
              { value: 'write', label: 'Read and write' },
            ]}
          />
          <Select
            label="Expires after"
            value={String(expiry)}
            onChange={(e) => setExpiry(Number(e.target.value))}
            options={expiryOptions(maxDays)}
          />
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create token
          </Button>
        </form>
        <FailureAlert failed={create} />
        {created && (
          <OneTimeSecret
            title={`Token "${created.name}" created`}
            note="Copy it now: it is not shown again."
            label="New token"
            value={created.token}
          />
        )}
        <ApiTokensList
          label="API tokens"
          tokens={tokens}
          revoke={revoke}
          emptyTitle="No API tokens yet"
          expiredBefore={openedAt}
        />
      </div>
    </Card>
  );
}

function PasswordCard() {
  const queryClient = useQueryClient();
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
    <Card title="Password">
      <form onSubmit={submit} aria-label="Change password" className="grid max-w-sm gap-3 p-5">
        {change.isSuccess && (
          <Alert tone="info">
            Password changed. Your other sessions were signed out
            {change.variables ? ' and your API tokens revoked' : ''}.
          </Alert>
        )}
        <FailureAlert failed={change} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
        />
        <NewPasswordFields state={newPassword} label="New password" />
        <Checkbox
          label="Also revoke all my API tokens"
          checked={revokeTokens}
          onChange={(e) => setRevokeTokens(e.target.checked)}
        />
        <div>
          <Button type="submit" variant="primary" busy={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionsCard() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => tokensApi.logoutEverywhere(),
    onSuccess: async () => {
      // The server session is gone already; this clears the local one.
      await store.logout().catch(logError);
      navigate(pathTo('login'));
    },
  });
  return (
    <Card title="Sessions">
      <div className="flex flex-wrap items-center gap-4 p-5">
        <p className="flex-1 text-sm text-slate-600">
          Signs you out on every browser and device, this one included, and revokes your API tokens.
        </p>
        <Button variant="danger" busy={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out everywhere
        </Button>
        <FailureAlert failed={signOut} />
      </div>
    </Card>
  );
}
