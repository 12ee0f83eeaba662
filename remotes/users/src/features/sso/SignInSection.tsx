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
 * Settings → Single sign-on (admins): the OpenID Connect providers people sign in with, a button each on the sign-in
 * page, and whether single sign-on is required. A client secret is write-only: the server says only whether one is
 * stored. The environment's provider (OIDC_*) is shown and cannot be changed here.
 */
export function SignInSection() {
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
            <ProviderList providers={providers.data} />
            <ProviderForm />
            <PolicyForm hasProvider={providers.data.length > 0} />
          </>
        )}
      </section>
    </Card>
  );
}

function ProviderList({ providers }: { providers: SignInProvider[] }) {
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
            </span>
            {provider.source === 'environment' ? (
              <span className="text-xs text-slate-500">
                set by the server ({provider.protocol === 'ldap' ? 'LDAP_*' : 'OIDC_*'})
              </span>
            ) : (
              <Button variant="secondary" onClick={() => remove.mutate(provider.slug)} busy={remove.isPending}>
                Remove {provider.name}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <FailureAlert failed={remove} title="Not removed" />
    </div>
  );
}

/** A provider's settings in a line (never a secret: only whether one is stored). */
function describe(provider: SignInProvider): string {
  const groups = Object.entries(provider.role_map)
    .map(([group, role]) => `${group} → ${role}`)
    .join(', ');
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

/** Adds a provider, or changes the one of the same short name (its secret kept when the field is left empty). */
function ProviderForm() {
  const client = useQueryClient();
  const [fields, setFields] = useState({
    slug: '',
    name: '',
    issuer: '',
    client_id: '',
    client_secret: '',
    groups_claim: 'groups',
    role_map: EXAMPLE_ROLE_MAP,
  });
  const [mapProblem, setMapProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: PutSignInProviderBody }) =>
      call(routes.sso.putProvider, { params: { provider: slug }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: providersKey }),
  });
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
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
    const { slug, client_secret, role_map: _text, ...rest } = fields;
    save.mutate({ slug, body: { ...rest, role_map: roleMap, ...(client_secret ? { client_secret } : {}) } });
  };
  return (
    <form onSubmit={submit} aria-label="Sign-in provider" className="grid max-w-xl gap-3">
      <h3 className="text-sm font-semibold text-slate-900">Add or change an OpenID Connect provider</h3>
      <TextField
        label="Short name (in its URLs)"
        required
        pattern="[a-z0-9][a-z0-9-]*"
        hint="Redirect URI to register at the provider: this site's address followed by /api/auth/sso/<short name>/callback"
        {...field('slug')}
      />
      <TextField label="Button label" required {...field('name')} />
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
      <TextArea
        label="Groups to roles (JSON)"
        required
        error={mapProblem ?? undefined}
        hint="The highest role of a person's groups wins; someone in none of them is refused."
        {...field('role_map')}
      />
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save provider
        </Button>
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
