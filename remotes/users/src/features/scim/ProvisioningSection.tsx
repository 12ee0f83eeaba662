import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, routes } from '@tessera/shared';
import type { CreatedScimToken, PutScimSettingsBody, ScimSettings, ScimToken } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Message } from '@tessera/shared/i18n/catalog';
import { Button, Card, FailureAlert, QueryErrorState, Spinner, TextArea, TextField } from '@tessera/shared/ui';
import { OneTimeSecret } from '@tessera/shared/ui/one-time-secret';
import { useMessages } from '../../common/settings-i18n.ts';
import { SaveOutcome } from '../../common/SaveOutcome.tsx';
import * as settingsWords from '../../locales/en/settings.arb';

const tokensKey = ['scim', 'tokens'] as const;
const settingsKey = ['scim', 'settings'] as const;
/** An example of the JSON the role map takes (group names of the identity provider's; roles as the server names them). */
const EXAMPLE_ROLE_MAP = '{"Tessera translators": "user", "Tessera PMs": "manager", "Tessera admins": "admin"}';

/**
 * Settings → Provisioning (SCIM), for admins: what to give the identity provider (Entra ID, Okta) so that it creates,
 * changes and deactivates accounts ahead of sign-in: the SCIM base URL and a token, whose secret is shown once;
 * and which role each SCIM group gives its members.
 */
export function ProvisioningSection() {
  const t = useMessages();
  const settings = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => call(routes.scim.settings, { signal }) });
  return (
    <Card title={<span id="scim-settings-title">{t(settingsWords.scimTitle)}</span>}>
      <section aria-labelledby="scim-settings-title" className="flex flex-col gap-6 p-5">
        {settings.isPending ? (
          <Spinner label={t(settingsWords.scimLoading)} />
        ) : settings.isError ? (
          <QueryErrorState title={t(settingsWords.scimLoadFailed)} query={settings} />
        ) : (
          <>
            <TextField
              label={t(settingsWords.scimBaseUrl)}
              hint={t(settingsWords.scimBaseUrlHint)}
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
  const t = useMessages();
  const f = useFormats();
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
      <h3 className="text-sm font-semibold text-slate-900">{t(settingsWords.scimTokensTitle)}</h3>
      {tokens.isPending ? (
        <Spinner label={t(settingsWords.scimTokensLoading)} />
      ) : tokens.isError ? (
        <QueryErrorState title={t(settingsWords.scimTokensLoadFailed)} query={tokens} />
      ) : tokens.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t(settingsWords.scimTokensEmpty)}</p>
      ) : (
        <ul aria-label={t(settingsWords.scimTokensList)} className="divide-y divide-slate-200 text-sm">
          {tokens.data.map((token) => (
            <li key={token.id} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium text-slate-900">{token.name}</span>{' '}
                <span className="text-slate-600">
                  {token.last_used_at
                    ? t(settingsWords.scimTokenDates, {
                        made: f.dateTime(token.created_at),
                        used: f.dateTime(token.last_used_at),
                      })
                    : t(settingsWords.scimTokenDatesNeverUsed, { made: f.dateTime(token.created_at) })}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => revoke.mutate(token)}
                busy={revoke.isPending && revoke.variables?.id === token.id}
              >
                {t(settingsWords.scimRevoke, { name: token.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FailureAlert failed={revoke} title={t(settingsWords.scimRevokeFailed)} />
      {made && (
        <OneTimeSecret
          title={t(settingsWords.scimTokenMade, { name: made.name })}
          note={t(settingsWords.scimTokenMadeNote)}
          label={t(settingsWords.scimTokenSecret)}
          value={made.token}
        />
      )}
      <form onSubmit={submit} aria-label={t(settingsWords.scimNewTokenForm)} className="flex max-w-xl items-end gap-2">
        <TextField
          label={t(settingsWords.scimTokenName)}
          placeholder="Entra ID"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          fieldClassName="flex-1"
        />
        <Button type="submit" busy={create.isPending}>
          {t(settingsWords.scimNewToken)}
        </Button>
      </form>
      <FailureAlert
        failed={create}
        title={t(settingsWords.scimCreateFailed)}
        fields={{ name: t(settingsWords.scimTokenName) }}
      />
    </div>
  );
}

/** The role map as the admin edits it: indented JSON, or nothing for an empty map. */
const roleMapText = (roleMap: ScimSettings['role_map']) =>
  Object.keys(roleMap).length === 0 ? '' : JSON.stringify(roleMap, null, 2);

function RoleMapForm({ settings }: { settings: ScimSettings }) {
  const t = useMessages();
  const client = useQueryClient();
  const [text, setText] = useState(() => roleMapText(settings.role_map));
  /** What is wrong with the role map typed: the message that says so. */
  const [problem, setProblem] = useState<Message<'settings'> | null>(null);
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
      setProblem(settingsWords.scimRoleMapNotJson);
      return;
    }
    if (typeof roleMap !== 'object' || roleMap === null || Array.isArray(roleMap)) {
      setProblem(settingsWords.scimRoleMapNotObject);
      return;
    }
    setProblem(null);
    save.mutate({ role_map: roleMap as PutScimSettingsBody['role_map'] });
  };
  return (
    <form onSubmit={submit} aria-label={t(settingsWords.scimRoleMapForm)} className="grid max-w-xl gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{t(settingsWords.scimRolesFromGroups)}</h3>
      <TextArea
        label={t(settingsWords.scimRoleMap)}
        hint={t(settingsWords.scimRoleMapHint)}
        placeholder={EXAMPLE_ROLE_MAP}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem ? t(problem, { example: EXAMPLE_ROLE_MAP }) : undefined}
        className="font-mono"
      />
      <div>
        <Button type="submit" busy={save.isPending}>
          {t(settingsWords.scimSaveRoleMap)}
        </Button>
      </div>
      <SaveOutcome
        save={save}
        saved={() => t(settingsWords.scimRoleMapSaved)}
        fields={{ role_map: t(settingsWords.scimRoleMap) }}
      />
    </form>
  );
}
