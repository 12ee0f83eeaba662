import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, routes } from '@tessera/shared';
import * as usersApi from '@tessera/shared/api/users';
import type { PutSignInProviderBody, SignInPolicy, SignInProvider } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Translate } from '@tessera/shared/i18n/catalog';
import {
  Button,
  Card,
  Checkbox,
  FailureAlert,
  QueryErrorState,
  Select,
  Spinner,
  TextArea,
  TextField,
} from '@tessera/shared/ui';
import { messagesIn as usersMessagesIn, useMessages as useUsersMessages } from '../../common/i18n.ts';
import { useMessages } from '../../common/settings-i18n.ts';
import { shortList } from '../../common/lists.ts';
import { roleShortName } from '../../common/roles.ts';
import { SaveOutcome } from '../../common/SaveOutcome.tsx';
import * as settingsWords from '../../locales/en/settings.arb';
import * as usersWords from '../../locales/en/users.arb';

const providersKey = ['sso', 'providers'] as const;
const policyKey = ['sso', 'policy'] as const;
const EXAMPLE_ROLE_MAP = '{"translators": "user", "pm": "manager", "it-admins": "admin"}';

/**
 * Settings → Single sign-on (admins): the providers people sign in with, a button each on the sign-in page (OpenID
 * Connect providers, and company directories by LDAP, whose username and password the sign-in page asks for), and
 * whether single sign-on is required. Secrets are write-only: the server says only whether one is stored. The
 * environment's providers (OIDC_*, LDAP_*) are shown and cannot be changed here.
 */
export function SignInSection() {
  const t = useMessages();
  const [editing, setEditing] = useState<SignInProvider | null>(null);
  const providers = useQuery({
    queryKey: providersKey,
    queryFn: ({ signal }) => call(routes.sso.listProviders, { signal }),
  });
  return (
    <Card title={<span id="sign-in-settings-title">{t(settingsWords.ssoTitle)}</span>}>
      <section aria-labelledby="sign-in-settings-title" className="flex flex-col gap-6 p-5">
        {providers.isPending ? (
          <Spinner label={t(settingsWords.ssoProvidersLoading)} />
        ) : providers.isError ? (
          <QueryErrorState title={t(settingsWords.ssoProvidersLoadFailed)} query={providers} />
        ) : (
          <>
            <ProviderList providers={providers.data} onEdit={setEditing} />
            <ProviderForm key={editing?.slug ?? ''} editing={editing} onDone={() => setEditing(null)} />
            <PolicyForm hasProvider={providers.data.length > 0} />
          </>
        )}
      </section>
    </Card>
  );
}

function ProviderList({
  providers,
  onEdit,
}: {
  providers: SignInProvider[];
  onEdit: (provider: SignInProvider) => void;
}) {
  const t = useMessages();
  const { locale } = useFormats();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (provider: string) => call(routes.sso.deleteProvider, { params: { provider } }),
    onSuccess: () => client.invalidateQueries({ queryKey: providersKey }),
  });
  if (providers.length === 0) return <p className="text-sm text-slate-600">{t(settingsWords.ssoProvidersEmpty)}</p>;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t(settingsWords.ssoProvidersList)} className="divide-y divide-slate-200 text-sm">
        {providers.map((provider) => (
          <li key={provider.slug} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span translate="no" className="font-medium text-slate-900">
                {provider.name}
              </span>{' '}
              <span className="text-slate-600">({describe(provider, t, locale)})</span>
              {provider.protocol === 'saml' && <ServiceProviderUrls provider={provider} />}
            </span>
            {provider.source === 'environment' ? (
              <span className="text-xs text-slate-500">
                {t(settingsWords.ssoSetByServer, { variables: ENVIRONMENT_VARIABLES[provider.protocol] })}
              </span>
            ) : (
              <span className="flex gap-2">
                <Button variant="secondary" onClick={() => onEdit(provider)}>
                  {t(settingsWords.ssoEditProvider, { name: provider.name })}
                </Button>
                <Button variant="secondary" onClick={() => remove.mutate(provider.slug)} busy={remove.isPending}>
                  {t(settingsWords.ssoRemoveProvider, { name: provider.name })}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <FailureAlert failed={remove} title={t(settingsWords.ssoNotRemoved)} />
    </div>
  );
}

const ENVIRONMENT_VARIABLES: Record<SignInProvider['protocol'], string> = {
  oidc: 'OIDC_*',
  ldap: 'LDAP_*',
  saml: 'SAML_*',
};

/** What the admin gives the SAML identity provider: Tessera's entity id (its metadata URL) and where to post. */
function ServiceProviderUrls({ provider }: { provider: Extract<SignInProvider, { protocol: 'saml' }> }) {
  const t = useMessages();
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
      <dt>{t(settingsWords.ssoSamlEntityId)}</dt>
      <dd className="break-all font-mono">{provider.sp_entity_id}</dd>
      <dt>{t(settingsWords.ssoSamlAcsUrl)}</dt>
      <dd className="break-all font-mono">{provider.acs_url}</dd>
    </dl>
  );
}

/**
 * A provider's settings in a line (never a secret: only whether one is stored): each a phrase of its own, listed as
 * the language lists them.
 */
function describe(provider: SignInProvider, t: Translate<'settings'>, locale: string): string {
  const groups = t(settingsWords.ssoFactGroups, {
    groups: shortList(
      Object.entries(provider.role_map).map(
        ([group, role]) => `${group} → ${roleShortName(usersMessagesIn(locale), role)}`,
      ),
      locale,
    ),
  });
  const facts =
    provider.protocol === 'saml'
      ? [
          provider.slug,
          provider.idp_entity_id
            ? t(settingsWords.ssoFactSamlIdp, { entityId: provider.idp_entity_id })
            : t(settingsWords.ssoFactSamlIdpUnread),
          // A plural message needs a number: an answer lacking the count (a stub's) says none rather than failing.
          t(settingsWords.ssoFactSigningCertificates, { count: provider.idp_certificates || 0 }),
          t(settingsWords.ssoFactGroupsAttribute, { attribute: provider.groups_attribute }),
          groups,
        ]
      : provider.protocol === 'ldap'
        ? [
            provider.slug,
            provider.starttls
              ? t(settingsWords.ssoFactDirectoryStartTls, { url: provider.url })
              : t(settingsWords.ssoFactDirectory, { url: provider.url }),
            provider.bind_dn
              ? t(settingsWords.ssoFactBoundAs, { dn: provider.bind_dn })
              : t(settingsWords.ssoFactAnonymousSearch),
            provider.has_bind_password ? t(settingsWords.ssoFactPasswordStored) : t(settingsWords.ssoFactNoPassword),
            t(settingsWords.ssoFactPeopleUnder, { base: provider.search_base }),
            groups,
          ]
        : [
            provider.slug,
            provider.issuer,
            t(settingsWords.ssoFactClient, { clientId: provider.client_id }),
            provider.has_client_secret ? t(settingsWords.ssoFactSecretStored) : t(settingsWords.ssoFactNoSecret),
            groups,
          ];
  return shortList(facts, locale);
}

type Fields = {
  protocol: SignInProvider['protocol'];
  slug: string;
  name: string;
  role_map: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  groups_claim: string;
  url: string;
  starttls: boolean;
  allow_plain: boolean;
  tls_ca: string;
  bind_dn: string;
  bind_password: string;
  search_base: string;
  search_filter: string;
  group_search_base: string;
  group_search_filter: string;
  trust_mail: boolean;
  /** 'url' or 'xml': where the SAML identity provider's metadata comes from. */
  metadata_source: 'url' | 'xml';
  metadata_url: string;
  metadata_xml: string;
  groups_attribute: string;
  allow_idp_initiated: boolean;
  allow_private_network: boolean;
  trust_email: boolean;
  sp_certificate: string;
  sp_private_key: string;
};

/** The form's fields for a new provider, or filled from one to change (its secret left empty: kept). */
function fieldsOf(provider: SignInProvider | null): Fields {
  const fields: Fields = {
    protocol: 'oidc',
    slug: '',
    name: '',
    role_map: EXAMPLE_ROLE_MAP,
    issuer: '',
    client_id: '',
    client_secret: '',
    groups_claim: 'groups',
    url: '',
    starttls: false,
    allow_plain: false,
    tls_ca: '',
    bind_dn: '',
    bind_password: '',
    search_base: '',
    search_filter: '(uid={username})',
    group_search_base: '',
    group_search_filter: '(member={dn})',
    trust_mail: false,
    metadata_source: 'url',
    metadata_url: '',
    metadata_xml: '',
    groups_attribute: 'groups',
    allow_idp_initiated: false,
    allow_private_network: false,
    trust_email: false,
    sp_certificate: '',
    sp_private_key: '',
  };
  if (!provider) return fields;
  const common = { slug: provider.slug, name: provider.name, role_map: JSON.stringify(provider.role_map) };
  if (provider.protocol === 'saml')
    return {
      ...fields,
      ...common,
      protocol: 'saml',
      // Pasted metadata is not sent back: left empty it is kept, pasted again (or given by URL) it is replaced.
      metadata_source: provider.metadata_url === null ? 'xml' : 'url',
      metadata_url: provider.metadata_url ?? '',
      groups_attribute: provider.groups_attribute,
      allow_idp_initiated: provider.allow_idp_initiated,
      allow_private_network: provider.allow_private_network,
      trust_email: provider.trust_email,
      sp_certificate: provider.sp_certificate ?? '',
    };
  if (provider.protocol === 'oidc')
    return {
      ...fields,
      ...common,
      issuer: provider.issuer,
      client_id: provider.client_id,
      groups_claim: provider.groups_claim,
    };
  return {
    ...fields,
    ...common,
    protocol: 'ldap',
    url: provider.url,
    starttls: provider.starttls,
    allow_plain: provider.allow_plain,
    tls_ca: provider.tls_ca ?? '',
    bind_dn: provider.bind_dn ?? '',
    search_base: provider.search_base,
    search_filter: provider.search_filter,
    group_search_base: provider.group_search_base ?? '',
    group_search_filter: provider.group_search_filter,
    trust_mail: provider.trust_mail,
  };
}

/** What the server is sent for the protocol chosen: only its own settings, a secret only when one was typed. */
/** The provider's fields as the form labels them, by their name in the body, for a refusal that names one. */
const providerFieldNames = (t: Translate<'settings'>) => ({
  slug: t(settingsWords.ssoShortName),
  name: t(settingsWords.ssoButtonLabel),
  metadata_url: t(settingsWords.ssoSamlMetadataUrl),
  metadata_xml: t(settingsWords.ssoSamlMetadataXml),
  groups_attribute: t(settingsWords.ssoSamlGroupsAttribute),
  sp_certificate: t(settingsWords.ssoSamlSpCertificate),
  sp_private_key: t(settingsWords.ssoSamlSpPrivateKey),
  issuer: t(settingsWords.ssoOidcIssuer),
  client_id: t(settingsWords.ssoOidcClientId),
  client_secret: t(settingsWords.ssoOidcClientSecret),
  groups_claim: t(settingsWords.ssoOidcGroupsClaim),
  url: t(settingsWords.ssoLdapUrl),
  tls_ca: t(settingsWords.ssoLdapCa),
  bind_dn: t(settingsWords.ssoLdapBindDn),
  bind_password: t(settingsWords.ssoLdapBindPassword),
  search_base: t(settingsWords.ssoLdapSearchBase),
  search_filter: t(settingsWords.ssoLdapSearchFilter),
  group_search_base: t(settingsWords.ssoLdapGroupBase),
  group_search_filter: t(settingsWords.ssoLdapGroupFilter),
  role_map: t(settingsWords.ssoRoleMap),
});

function bodyOf(fields: Fields, roleMap: PutSignInProviderBody['role_map']): PutSignInProviderBody {
  const orNull = (text: string) => text.trim() || null;
  if (fields.protocol === 'saml')
    return {
      protocol: 'saml',
      name: fields.name,
      // Pasted metadata left empty while editing keeps the stored one.
      ...(fields.metadata_source === 'url'
        ? { metadata_url: fields.metadata_url }
        : fields.metadata_xml.trim()
          ? { metadata_xml: fields.metadata_xml }
          : {}),
      groups_attribute: fields.groups_attribute,
      allow_idp_initiated: fields.allow_idp_initiated,
      allow_private_network: fields.allow_private_network,
      trust_email: fields.trust_email,
      // The certificate is sent back as shown (emptied, the key is forgotten); the key only when one was pasted.
      sp_certificate: orNull(fields.sp_certificate),
      ...(fields.sp_private_key.trim() ? { sp_private_key: fields.sp_private_key } : {}),
      role_map: roleMap,
    };
  if (fields.protocol === 'oidc')
    return {
      protocol: 'oidc',
      name: fields.name,
      issuer: fields.issuer,
      client_id: fields.client_id,
      ...(fields.client_secret ? { client_secret: fields.client_secret } : {}),
      groups_claim: fields.groups_claim,
      role_map: roleMap,
    };
  return {
    protocol: 'ldap',
    name: fields.name,
    url: fields.url,
    starttls: fields.starttls,
    allow_plain: fields.allow_plain,
    tls_ca: orNull(fields.tls_ca),
    bind_dn: orNull(fields.bind_dn),
    ...(fields.bind_password ? { bind_password: fields.bind_password } : {}),
    search_base: fields.search_base,
    search_filter: fields.search_filter,
    group_search_base: orNull(fields.group_search_base),
    group_search_filter: fields.group_search_filter,
    trust_mail: fields.trust_mail,
    role_map: roleMap,
  };
}

/**
 * Adds a provider, or changes the one of the same short name (the one chosen with Edit, or typed): a secret left
 * empty keeps the stored one.
 */
function ProviderForm({ editing, onDone }: { editing: SignInProvider | null; onDone: () => void }) {
  const t = useMessages();
  const client = useQueryClient();
  const [fields, setFields] = useState(() => fieldsOf(editing));
  /** The groups to roles map typed is not JSON. */
  const [mapProblem, setMapProblem] = useState(false);
  const save = useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: PutSignInProviderBody }) =>
      call(routes.sso.putProvider, { params: { provider: slug }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: providersKey }),
  });
  type TextName = { [K in keyof Fields]: Fields[K] extends string ? K : never }[keyof Fields];
  const field = (name: TextName) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });
  type FlagName = { [K in keyof Fields]: Fields[K] extends boolean ? K : never }[keyof Fields];
  const flag = (name: FlagName) => ({
    checked: fields[name],
    onChange: (event: { target: { checked: boolean } }) => setFields({ ...fields, [name]: event.target.checked }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let roleMap: PutSignInProviderBody['role_map'];
    try {
      roleMap = JSON.parse(fields.role_map) as PutSignInProviderBody['role_map'];
    } catch {
      setMapProblem(true);
      return;
    }
    setMapProblem(false);
    save.mutate({ slug: fields.slug, body: bodyOf(fields, roleMap) });
  };
  const ldap = fields.protocol === 'ldap';
  const saml = fields.protocol === 'saml';
  return (
    <form onSubmit={submit} aria-label={t(settingsWords.ssoProviderForm)} className="grid max-w-xl gap-3">
      <h3 className="text-sm font-semibold text-slate-900">
        {editing ? t(settingsWords.ssoChangeProvider, { name: editing.name }) : t(settingsWords.ssoAddProvider)}
      </h3>
      <Select
        label={t(settingsWords.ssoProtocol)}
        value={fields.protocol}
        onChange={(event) => setFields({ ...fields, protocol: event.target.value as Fields['protocol'] })}
        options={[
          { value: 'oidc', label: 'OpenID Connect' },
          { value: 'ldap', label: t(settingsWords.ssoProtocolLdap) },
          { value: 'saml', label: 'SAML 2.0' },
        ]}
      />
      <TextField
        label={t(settingsWords.ssoShortName)}
        required
        readOnly={editing !== null}
        pattern="[a-z0-9][a-z0-9-]*"
        hint={
          saml
            ? t(settingsWords.ssoShortNameHintSaml)
            : ldap
              ? t(settingsWords.ssoShortNameHintLdap)
              : t(settingsWords.ssoShortNameHintOidc)
        }
        {...field('slug')}
      />
      <TextField label={t(settingsWords.ssoButtonLabel)} required {...field('name')} />
      {saml ? (
        <>
          <Select
            label={t(settingsWords.ssoSamlMetadata)}
            value={fields.metadata_source}
            onChange={(event) => setFields({ ...fields, metadata_source: event.target.value as 'url' | 'xml' })}
            options={[
              { value: 'url', label: t(settingsWords.ssoSamlMetadataFromUrl) },
              { value: 'xml', label: t(settingsWords.ssoSamlMetadataPasted) },
            ]}
          />
          {fields.metadata_source === 'url' ? (
            <TextField
              label={t(settingsWords.ssoSamlMetadataUrl)}
              type="url"
              required
              hint={t(settingsWords.ssoSamlMetadataUrlHint)}
              {...field('metadata_url')}
            />
          ) : (
            <TextArea
              label={t(settingsWords.ssoSamlMetadataXml)}
              required={editing?.protocol !== 'saml'}
              hint={editing?.protocol === 'saml' ? t(settingsWords.ssoSamlMetadataKept) : undefined}
              {...field('metadata_xml')}
            />
          )}
          <TextField label={t(settingsWords.ssoSamlGroupsAttribute)} required {...field('groups_attribute')} />
          <Checkbox label={t(settingsWords.ssoSamlIdpInitiated)} {...flag('allow_idp_initiated')} />
          <Checkbox label={t(settingsWords.ssoSamlPrivateNetwork)} {...flag('allow_private_network')} />
          <Checkbox label={t(settingsWords.ssoSamlTrustEmail)} {...flag('trust_email')} />
          <TextArea
            label={t(settingsWords.ssoSamlSpCertificate)}
            hint={t(settingsWords.ssoSamlSpCertificateHint)}
            {...field('sp_certificate')}
          />
          <TextArea
            label={t(settingsWords.ssoSamlSpPrivateKey)}
            autoComplete="off"
            hint={
              editing?.protocol === 'saml' && editing.has_sp_private_key
                ? t(settingsWords.ssoSamlSpPrivateKeyKept)
                : t(settingsWords.ssoSamlSpPrivateKeyNew)
            }
            {...field('sp_private_key')}
          />
        </>
      ) : ldap ? (
        <>
          <TextField
            label={t(settingsWords.ssoLdapUrl)}
            required
            placeholder="ldaps://ldap.example.com:636"
            hint={t(settingsWords.ssoLdapUrlHint)}
            {...field('url')}
          />
          <Checkbox label={t(settingsWords.ssoLdapStartTls)} {...flag('starttls')} />
          <Checkbox label={t(settingsWords.ssoLdapAllowPlain)} {...flag('allow_plain')} />
          <TextArea label={t(settingsWords.ssoLdapCa)} hint={t(settingsWords.ssoLdapCaHint)} {...field('tls_ca')} />
          <TextField
            label={t(settingsWords.ssoLdapBindDn)}
            hint={t(settingsWords.ssoLdapBindDnHint)}
            {...field('bind_dn')}
          />
          <TextField
            label={t(settingsWords.ssoLdapBindPassword)}
            type="password"
            autoComplete="off"
            hint={t(settingsWords.ssoLdapBindPasswordHint)}
            {...field('bind_password')}
          />
          <TextField
            label={t(settingsWords.ssoLdapSearchBase)}
            required
            placeholder="ou=people,dc=example,dc=com"
            {...field('search_base')}
          />
          <TextField
            label={t(settingsWords.ssoLdapSearchFilter)}
            required
            hint={t(settingsWords.ssoLdapSearchFilterHint, {
              username: '{username}',
              activeDirectory: '(sAMAccountName={username})',
            })}
            {...field('search_filter')}
          />
          <TextField
            label={t(settingsWords.ssoLdapGroupBase)}
            hint={t(settingsWords.ssoLdapGroupBaseHint, { attribute: 'memberOf' })}
            {...field('group_search_base')}
          />
          <TextField
            label={t(settingsWords.ssoLdapGroupFilter)}
            required
            hint={t(settingsWords.ssoLdapGroupFilterHint, { dn: '{dn}' })}
            {...field('group_search_filter')}
          />
          <Checkbox label={t(settingsWords.ssoLdapTrustMail, { attribute: 'mail' })} {...flag('trust_mail')} />
        </>
      ) : (
        <>
          <TextField label={t(settingsWords.ssoOidcIssuer)} type="url" required {...field('issuer')} />
          <TextField label={t(settingsWords.ssoOidcClientId)} required {...field('client_id')} />
          <TextField
            label={t(settingsWords.ssoOidcClientSecret)}
            type="password"
            autoComplete="off"
            hint={t(settingsWords.ssoOidcClientSecretHint)}
            {...field('client_secret')}
          />
          <TextField label={t(settingsWords.ssoOidcGroupsClaim)} required {...field('groups_claim')} />
        </>
      )}
      <TextArea
        label={t(settingsWords.ssoRoleMap)}
        required
        error={mapProblem ? t(settingsWords.ssoRoleMapNotJson, { example: EXAMPLE_ROLE_MAP }) : undefined}
        hint={ldap ? t(settingsWords.ssoRoleMapHintLdap) : t(settingsWords.ssoRoleMapHint)}
        {...field('role_map')}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t(settingsWords.ssoSaveProvider)}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onDone}>
            {t(settingsWords.ssoCancel)}
          </Button>
        )}
      </div>
      <SaveOutcome
        save={save}
        saved={(provider) => t(settingsWords.ssoProviderSaved, { name: provider.name })}
        fields={providerFieldNames(t)}
      />
    </form>
  );
}

function PolicyForm({ hasProvider }: { hasProvider: boolean }) {
  const t = useMessages();
  const tUsers = useUsersMessages();
  const client = useQueryClient();
  const policy = useQuery({ queryKey: policyKey, queryFn: ({ signal }) => call(routes.sso.policy, { signal }) });
  const users = useQuery({ queryKey: ['users', 'list'], queryFn: ({ signal }) => usersApi.listUsers(signal) });
  const save = useMutation({
    mutationFn: (body: SignInPolicy) => call(routes.sso.putPolicy, { body }),
    onSuccess: (saved) => client.setQueryData(policyKey, saved),
  });
  if (policy.isPending || users.isPending) return <Spinner label={t(settingsWords.ssoPolicyLoading)} />;
  if (policy.isError) return <QueryErrorState title={t(settingsWords.ssoPolicyLoadFailed)} query={policy} />;
  if (users.isError) return <QueryErrorState title={tUsers(usersWords.usersLoadFailed)} query={users} />;
  const admins = users.data.filter((user) => user.role === 'admin' && !user.disabled);
  return (
    <PolicyFields
      key={JSON.stringify(policy.data)}
      policy={policy.data}
      admins={admins.map((admin) => ({
        value: String(admin.id),
        label: admin.display_name ? `${admin.display_name} (${admin.email})` : admin.email,
      }))}
      hasProvider={hasProvider}
      save={save}
    />
  );
}

function PolicyFields({
  policy,
  admins,
  hasProvider,
  save,
}: {
  policy: SignInPolicy;
  admins: { value: string; label: string }[];
  hasProvider: boolean;
  save: ReturnType<typeof useMutation<SignInPolicy, Error, SignInPolicy>>;
}) {
  const t = useMessages();
  const [required, setRequired] = useState(policy.require_sso);
  const [breakGlass, setBreakGlass] = useState(String(policy.break_glass_user_id ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ require_sso: required, break_glass_user_id: breakGlass ? Number(breakGlass) : null });
  };
  return (
    <form onSubmit={submit} aria-label={t(settingsWords.ssoPolicyForm)} className="grid max-w-xl gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{t(settingsWords.ssoPolicyTitle)}</h3>
      <Checkbox
        label={t(settingsWords.ssoRequire)}
        checked={required}
        disabled={!hasProvider && !required}
        onChange={(event) => setRequired(event.target.checked)}
      />
      <Select
        label={t(settingsWords.ssoBreakGlass)}
        hint={t(settingsWords.ssoBreakGlassHint)}
        value={breakGlass}
        onChange={(event) => setBreakGlass(event.target.value)}
        options={[{ value: '', label: t(settingsWords.ssoBreakGlassNobody) }, ...admins]}
      />
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t(settingsWords.ssoSavePolicy)}
        </Button>
      </div>
      <SaveOutcome
        save={save}
        saved={(policy) =>
          policy.require_sso ? t(settingsWords.ssoPolicySavedRequired) : t(settingsWords.ssoPolicySavedOptional)
        }
      />
    </form>
  );
}
