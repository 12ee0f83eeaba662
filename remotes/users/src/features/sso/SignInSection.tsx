import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, routes } from '@tessera/shared';
import * as usersApi from '@tessera/shared/api/users';
import type { PutSignInProviderBody, SignInPolicy, SignInProvider } from '@tessera/shared/contract';
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
import { SaveOutcome } from '../../common/SaveOutcome.tsx';

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
  const [editing, setEditing] = useState<SignInProvider | null>(null);
  const providers = useQuery({
    queryKey: providersKey,
    queryFn: ({ signal }) => call(routes.sso.listProviders, { signal }),
  });
  return (
    <Card title={<span id="sign-in-settings-title">Single sign-on</span>}>
      <section aria-labelledby="sign-in-settings-title" className="flex flex-col gap-6 p-5">
        {providers.isPending ? (
          <Spinner label="Loading the sign-in providers…" />
        ) : providers.isError ? (
          <QueryErrorState title="The sign-in providers could not be loaded" query={providers} />
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
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (provider: string) => call(routes.sso.deleteProvider, { params: { provider } }),
    onSuccess: () => client.invalidateQueries({ queryKey: providersKey }),
  });
  if (providers.length === 0)
    return <p className="text-sm text-slate-600">No provider yet: everyone signs in with a password.</p>;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Sign-in providers" className="divide-y divide-slate-200 text-sm">
        {providers.map((provider) => (
          <li key={provider.slug} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium text-slate-900">{provider.name}</span>{' '}
              <span className="text-slate-600">({describe(provider)})</span>
              {provider.protocol === 'saml' && <ServiceProviderUrls provider={provider} />}
            </span>
            {provider.source === 'environment' ? (
              <span className="text-xs text-slate-500">
                set by the server ({ENVIRONMENT_VARIABLES[provider.protocol]})
              </span>
            ) : (
              <span className="flex gap-2">
                <Button variant="secondary" onClick={() => onEdit(provider)}>
                  Edit {provider.name}
                </Button>
                <Button variant="secondary" onClick={() => remove.mutate(provider.slug)} busy={remove.isPending}>
                  Remove {provider.name}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <FailureAlert failed={remove} title="Not removed" />
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
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
      <dt>Entity ID and metadata URL to give the identity provider</dt>
      <dd className="break-all font-mono">{provider.sp_entity_id}</dd>
      <dt>Assertion consumer (ACS) URL</dt>
      <dd className="break-all font-mono">{provider.acs_url}</dd>
    </dl>
  );
}

/** A provider's settings in a line (never a secret: only whether one is stored). */
function describe(provider: SignInProvider): string {
  const groups = Object.entries(provider.role_map)
    .map(([group, role]) => `${group} → ${role}`)
    .join(', ');
  if (provider.protocol === 'saml')
    return [
      provider.slug,
      `SAML identity provider ${provider.idp_entity_id || '(metadata not read)'}`,
      `${provider.idp_certificates} signing certificate${provider.idp_certificates === 1 ? '' : 's'}`,
      `groups attribute ${provider.groups_attribute}`,
      `groups: ${groups}`,
    ].join(', ');
  if (provider.protocol === 'ldap')
    return [
      provider.slug,
      `directory ${provider.url}${provider.starttls ? ' with StartTLS' : ''}`,
      provider.bind_dn ? `bound as ${provider.bind_dn}` : 'anonymous search',
      provider.has_bind_password ? 'password stored' : 'no password',
      `people under ${provider.search_base}`,
      `groups: ${groups}`,
    ].join(', ');
  return [
    provider.slug,
    provider.issuer,
    `client ${provider.client_id}`,
    provider.has_client_secret ? 'secret stored' : 'no secret',
    `groups: ${groups}`,
  ].join(', ');
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
  const client = useQueryClient();
  const [fields, setFields] = useState(() => fieldsOf(editing));
  const [mapProblem, setMapProblem] = useState<string | null>(null);
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
      setMapProblem('The role map must be JSON, like ' + EXAMPLE_ROLE_MAP);
      return;
    }
    setMapProblem(null);
    save.mutate({ slug: fields.slug, body: bodyOf(fields, roleMap) });
  };
  const ldap = fields.protocol === 'ldap';
  const saml = fields.protocol === 'saml';
  return (
    <form onSubmit={submit} aria-label="Sign-in provider" className="grid max-w-xl gap-3">
      <h3 className="text-sm font-semibold text-slate-900">
        {editing ? `Change ${editing.name}` : 'Add or change a sign-in provider'}
      </h3>
      <Select
        label="Protocol"
        value={fields.protocol}
        onChange={(event) => setFields({ ...fields, protocol: event.target.value as Fields['protocol'] })}
        options={[
          { value: 'oidc', label: 'OpenID Connect' },
          { value: 'ldap', label: 'Company directory (LDAP, Active Directory)' },
          { value: 'saml', label: 'SAML 2.0' },
        ]}
      />
      <TextField
        label="Short name (in its URLs)"
        required
        readOnly={editing !== null}
        pattern="[a-z0-9][a-z0-9-]*"
        hint={
          saml
            ? "Tessera's entity ID for the identity provider: this site's address followed by /api/auth/saml/<short name>/metadata"
            : ldap
              ? 'People sign in at this site with their directory username and password.'
              : "Redirect URI to register at the provider: this site's address followed by /api/auth/sso/<short name>/callback"
        }
        {...field('slug')}
      />
      <TextField label="Button label" required {...field('name')} />
      {saml ? (
        <>
          <Select
            label="Identity provider metadata"
            value={fields.metadata_source}
            onChange={(event) => setFields({ ...fields, metadata_source: event.target.value as 'url' | 'xml' })}
            options={[
              { value: 'url', label: 'From its URL' },
              { value: 'xml', label: 'Pasted XML' },
            ]}
          />
          {fields.metadata_source === 'url' ? (
            <TextField
              label="Metadata URL"
              type="url"
              required
              hint="Read when saved: its entity ID, sign-in URL and signing certificates. Save again after the identity provider changes its certificate."
              {...field('metadata_url')}
            />
          ) : (
            <TextArea
              label="Metadata XML"
              required={editing?.protocol !== 'saml'}
              hint={editing?.protocol === 'saml' ? 'Left empty, the stored metadata is kept.' : undefined}
              {...field('metadata_xml')}
            />
          )}
          <TextField label="Groups attribute" required {...field('groups_attribute')} />
          <Checkbox
            label="Accept sign-ins started at the identity provider (IdP-initiated)"
            {...flag('allow_idp_initiated')}
          />
          <Checkbox
            label="The metadata URL is on the company's network (allow private addresses)"
            {...flag('allow_private_network')}
          />
          <Checkbox
            label="Trust the identity provider's e-mail: it may link an existing account with that address"
            {...flag('trust_email')}
          />
          <TextArea
            label="Tessera's certificate for this provider (PEM)"
            hint="With its private key, Tessera signs its sign-in requests and can read encrypted assertions; the certificate is in Tessera's metadata. Emptied, the key is forgotten."
            {...field('sp_certificate')}
          />
          <TextArea
            label="Tessera's private key for this provider (PEM)"
            autoComplete="off"
            hint={
              editing?.protocol === 'saml' && editing.has_sp_private_key
                ? 'Left empty, the stored key is kept. It is never shown again.'
                : 'Never shown again once saved.'
            }
            {...field('sp_private_key')}
          />
        </>
      ) : ldap ? (
        <>
          <TextField
            label="Directory URL"
            required
            placeholder="ldaps://ldap.example.com:636"
            hint="ldaps://, or ldap:// with StartTLS: passwords must not cross the network in clear."
            {...field('url')}
          />
          <Checkbox label="Upgrade an ldap:// connection with StartTLS" {...flag('starttls')} />
          <Checkbox
            label="Allow plain ldap:// without StartTLS (passwords in clear: a trusted network only)"
            {...flag('allow_plain')}
          />
          <TextArea
            label="CA certificates to trust (PEM)"
            hint="Left empty, the server's usual certificate authorities alone."
            {...field('tls_ca')}
          />
          <TextField
            label="Service account DN"
            hint="Searches the directory for the person signing in; left empty, the search is anonymous."
            {...field('bind_dn')}
          />
          <TextField
            label="Service account password"
            type="password"
            autoComplete="off"
            hint="Left empty, a stored password is kept."
            {...field('bind_password')}
          />
          <TextField
            label="Where people are"
            required
            placeholder="ou=people,dc=example,dc=com"
            {...field('search_base')}
          />
          <TextField
            label="Person filter"
            required
            hint="{username} is what the person types. Active Directory: (sAMAccountName={username})."
            {...field('search_filter')}
          />
          <TextField
            label="Where groups are"
            hint="Left empty, groups come from the person's memberOf."
            {...field('group_search_base')}
          />
          <TextField label="Group filter" required hint="{dn} is the person's DN." {...field('group_search_filter')} />
          <Checkbox
            label="Trust the directory's mail: it may link an existing account with that address"
            {...flag('trust_mail')}
          />
        </>
      ) : (
        <>
          <TextField label="Issuer URL" type="url" required {...field('issuer')} />
          <TextField label="Client ID" required {...field('client_id')} />
          <TextField
            label="Client secret"
            type="password"
            autoComplete="off"
            hint="Left empty, a stored secret is kept."
            {...field('client_secret')}
          />
          <TextField label="Groups claim" required {...field('groups_claim')} />
        </>
      )}
      <TextArea
        label="Groups to roles (JSON)"
        required
        error={mapProblem ?? undefined}
        hint={
          ldap
            ? "A group by its name (CN) or its DN. The highest role of a person's groups wins; someone in none of them is refused."
            : "The highest role of a person's groups wins; someone in none of them is refused."
        }
        {...field('role_map')}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save provider
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
      <SaveOutcome save={save} saved={(provider) => `Saved: ${provider.name} is on the sign-in page.`} />
    </form>
  );
}

function PolicyForm({ hasProvider }: { hasProvider: boolean }) {
  const client = useQueryClient();
  const policy = useQuery({ queryKey: policyKey, queryFn: ({ signal }) => call(routes.sso.policy, { signal }) });
  const users = useQuery({ queryKey: ['users', 'list'], queryFn: ({ signal }) => usersApi.listUsers(signal) });
  const save = useMutation({
    mutationFn: (body: SignInPolicy) => call(routes.sso.putPolicy, { body }),
    onSuccess: (saved) => client.setQueryData(policyKey, saved),
  });
  if (policy.isPending || users.isPending) return <Spinner label="Loading the sign-in policy…" />;
  if (policy.isError) return <QueryErrorState title="The sign-in policy could not be loaded" query={policy} />;
  if (users.isError) return <QueryErrorState title="The users could not be loaded" query={users} />;
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
  const [required, setRequired] = useState(policy.require_sso);
  const [breakGlass, setBreakGlass] = useState(String(policy.break_glass_user_id ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ require_sso: required, break_glass_user_id: breakGlass ? Number(breakGlass) : null });
  };
  return (
    <form onSubmit={submit} aria-label="Sign-in policy" className="grid max-w-xl gap-3">
      <h3 className="text-sm font-semibold text-slate-900">Policy</h3>
      <Checkbox
        label="Require single sign-on (password sign-in refused, but for the break-glass admin)"
        checked={required}
        disabled={!hasProvider && !required}
        onChange={(event) => setRequired(event.target.checked)}
      />
      <Select
        label="Break-glass local admin"
        hint="Still signs in with a password, to get in when the provider fails."
        value={breakGlass}
        onChange={(event) => setBreakGlass(event.target.value)}
        options={[{ value: '', label: 'Nobody' }, ...admins]}
      />
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save policy
        </Button>
      </div>
      <SaveOutcome
        save={save}
        saved={(policy) => `Saved: ${policy.require_sso ? 'single sign-on is required.' : 'passwords work as well.'}`}
      />
    </form>
  );
}
