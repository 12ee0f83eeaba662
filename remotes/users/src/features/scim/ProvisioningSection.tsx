import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, routes } from '@tessera/shared';
import type { CreatedScimToken, PutScimSettingsBody, ScimSettings, ScimToken } from '@tessera/shared/contract';
import { Button, Card, FailureAlert, QueryErrorState, Spinner, TextArea, TextField } from '@tessera/shared/ui';
import { OneTimeSecret } from '@tessera/shared/ui/one-time-secret';
import { SaveOutcome } from '../../common/SaveOutcome.tsx';

const tokensKey = ['scim', 'tokens'] as const;
const settingsKey = ['scim', 'settings'] as const;
const EXAMPLE_ROLE_MAP = '{"Tessera translators": "user", "Tessera PMs": "manager", "Tessera admins": "admin"}';

const when = (iso: string | null, never: string) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : never;

/**
 * Settings → Provisioning (SCIM), for admins: what to give the identity provider (Entra ID, Okta) so that it creates,
 * changes and deactivates accounts ahead of sign-in: the SCIM base URL and a token, whose secret is shown once;
 * and which role each SCIM group gives its members.
 */
export function ProvisioningSection() {
  const settings = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => call(routes.scim.settings, { signal }) });
  return (
    <Card title={<span id="scim-settings-title">Provisioning (SCIM)</span>}>
      <section aria-labelledby="scim-settings-title" className="flex flex-col gap-6 p-5">
        {settings.isPending ? (
          <Spinner label="Loading the provisioning settings…" />
        ) : settings.isError ? (
          <QueryErrorState title="The provisioning settings could not be loaded" query={settings} />
        ) : (
          <>
            <TextField
              label="SCIM base URL"
              hint="The tenant or base URL to give the identity provider, with a token below as its secret."
              readOnly
              value={settings.data.base_url}
              onFocus={(event) => event.target.select()}
              className="font-mono"
            />
            <Tokens />
            <RoleMapForm settings={settings.data} />
          </>
        )}
      </section>
    </Card>
  );
}

function Tokens() {
  const client = useQueryClient();
  const tokens = useQuery({ queryKey: tokensKey, queryFn: ({ signal }) => call(routes.scim.listTokens, { signal }) });
  const [name, setName] = useState('');
  const [made, setMade] = useState<CreatedScimToken | null>(null);
  const create = useMutation({
    mutationFn: (tokenName: string) => call(routes.scim.createToken, { body: { name: tokenName } }),
    onSuccess: (created) => {
      setMade(created);
      setName('');
      void client.invalidateQueries({ queryKey: tokensKey });
    },
  });
  const revoke = useMutation({
    mutationFn: (token: ScimToken) => call(routes.scim.revokeToken, { params: { id: token.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    create.mutate(name);
  };
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-slate-900">Tokens</h3>
      {tokens.isPending ? (
        <Spinner label="Loading the SCIM tokens…" />
      ) : tokens.isError ? (
        <QueryErrorState title="The SCIM tokens could not be loaded" query={tokens} />
      ) : tokens.data.length === 0 ? (
        <p className="text-sm text-slate-600">No token yet: no identity provider can provision accounts.</p>
      ) : (
        <ul aria-label="SCIM tokens" className="divide-y divide-slate-200 text-sm">
          {tokens.data.map((token) => (
            <li key={token.id} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium text-slate-900">{token.name}</span>{' '}
                <span className="text-slate-600">
                  (made {when(token.created_at, '')}, last used {when(token.last_used_at, 'never')})
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => revoke.mutate(token)}
                busy={revoke.isPending && revoke.variables?.id === token.id}
              >
                Revoke {token.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FailureAlert failed={revoke} title="The token was not revoked" />
      {made && (
        <OneTimeSecret
          title={`Token ${made.name} made`}
          note="Give it to the identity provider as its secret token now: it is shown this once."
          label="SCIM token secret"
          value={made.token}
        />
      )}
      <form onSubmit={submit} aria-label="New SCIM token" className="flex max-w-xl items-end gap-2">
        <TextField
          label="Token name"
          placeholder="Entra ID"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          fieldClassName="flex-1"
        />
        <Button type="submit" busy={create.isPending}>
          New token
        </Button>
      </form>
      <FailureAlert failed={create} title="No token was made" />
    </div>
  );
}

/** The role map as the admin edits it: indented JSON, or nothing for an empty map. */
const roleMapText = (roleMap: ScimSettings['role_map']) =>
  Object.keys(roleMap).length === 0 ? '' : JSON.stringify(roleMap, null, 2);

function RoleMapForm({ settings }: { settings: ScimSettings }) {
  const client = useQueryClient();
  const [text, setText] = useState(() => roleMapText(settings.role_map));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: PutScimSettingsBody) => call(routes.scim.putSettings, { body }),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      setText(roleMapText(saved.role_map));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let roleMap: unknown;
    try {
      roleMap = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      setProblem(`The role map must be JSON, like ${EXAMPLE_ROLE_MAP}`);
      return;
    }
    if (typeof roleMap !== 'object' || roleMap === null || Array.isArray(roleMap)) {
      setProblem(`The role map must be a JSON object, like ${EXAMPLE_ROLE_MAP}`);
      return;
    }
    setProblem(null);
    save.mutate({ role_map: roleMap as PutScimSettingsBody['role_map'] });
  };
  return (
    <form onSubmit={submit} aria-label="SCIM role map" className="grid max-w-xl gap-3">
      <h3 className="text-sm font-semibold text-slate-900">Roles from groups</h3>
      <TextArea
        label="Role map (group → role)"
        hint="A provisioned person gets the highest role among their groups'; user when none of their groups is listed."
        placeholder={EXAMPLE_ROLE_MAP}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem ?? undefined}
        className="font-mono"
      />
      <div>
        <Button type="submit" busy={save.isPending}>
          Save role map
        </Button>
      </div>
      <SaveOutcome save={save} saved={() => 'Saved: the members of SCIM groups have their roles again.'} />
    </form>
  );
}
