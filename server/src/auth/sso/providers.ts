import type { Selectable } from 'kysely';
import * as oidc from 'openid-client';
import type { Role, SignInProvider } from '@tessera/shared/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { loadSecretsKey, secretBox, type SecretBox } from '../../security/secrets.ts';
import type { SignInProvidersTable } from './tables.ts';

/** Opens the secrets key when first needed (a failure, no SECRETS_KEY yet, is tried again next time). */
export function lazySecrets(config: Config): () => Promise<SecretBox> {
  let box: Promise<SecretBox> | undefined;
  return () => {
    box ??= loadSecretsKey(config).then(secretBox);
    box.catch(() => (box = undefined));
    return box;
  };
}

/** The slug of the environment's provider (OIDC_*): its start URL is /api/auth/sso/oidc/start. */
export const ENVIRONMENT_PROVIDER = 'oidc';
/** The slug of the environment's directory (LDAP_*): people sign in at /api/auth/ldap/ldap/login. */
export const ENVIRONMENT_DIRECTORY = 'ldap';

/** What any provider's settings need to be read: the environment's providers. */
export type ProviderConfig = Pick<Config, 'oidc' | 'ldap'>;

interface ProviderBase {
  slug: string;
  name: string;
  roleMap: Record<string, Role>;
  source: 'database' | 'environment';
}

/** An OpenID Connect provider ready to sign in with, its client secret opened. */
export interface OidcProvider extends ProviderBase {
  protocol: 'oidc';
  issuer: string;
  clientId: string;
  clientSecret?: string;
  groupsClaim: string;
}

/** A directory (LDAP, Active Directory) ready to sign in with, its bind password opened. */
export interface LdapProvider extends ProviderBase {
  protocol: 'ldap';
  url: string;
  starttls: boolean;
  allowPlain: boolean;
  tlsCa?: string;
  bindDn?: string;
  bindPassword?: string;
  searchBase: string;
  searchFilter: string;
  groupSearchBase?: string;
  groupSearchFilter: string;
  trustMail: boolean;
}

export type Provider = OidcProvider | LdapProvider;

function environmentProviders(config: ProviderConfig): Provider[] {
  const providers: Provider[] = [];
  if (config.oidc) {
    const { issuer, clientId, clientSecret, groupsClaim, roleMap, name } = config.oidc;
    providers.push({
      protocol: 'oidc',
      slug: ENVIRONMENT_PROVIDER,
      name,
      issuer,
      clientId,
      clientSecret,
      groupsClaim,
      roleMap,
      source: 'environment',
    });
  }
  if (config.ldap)
    providers.push({ protocol: 'ldap', slug: ENVIRONMENT_DIRECTORY, ...config.ldap, source: 'environment' });
  return providers;
}

/** Whether the environment sets the provider of this slug (then it cannot be changed or removed in Settings). */
export function setByEnvironment(config: ProviderConfig, slug: string): boolean {
  return environmentProviders(config).some((p) => p.slug === slug);
}

type ProviderRow = Selectable<SignInProvidersTable>;

async function providerOf(row: ProviderRow, secrets?: () => Promise<SecretBox>): Promise<Provider> {
  const open = async (sealed: string | null) => (sealed && secrets ? (await secrets()).open(sealed) : undefined);
  const base = { slug: row.slug, name: row.name, roleMap: row.role_map, source: 'database' as const };
  if (row.protocol === 'ldap')
    return {
      ...base,
      protocol: 'ldap',
      url: row.ldap_url!,
      starttls: row.starttls,
      allowPlain: row.allow_plain,
      tlsCa: row.tls_ca ?? undefined,
      bindDn: row.bind_dn ?? undefined,
      bindPassword: await open(row.bind_password_sealed),
      searchBase: row.search_base!,
      searchFilter: row.search_filter!,
      groupSearchBase: row.group_search_base ?? undefined,
      groupSearchFilter: row.group_search_filter!,
      trustMail: row.trust_mail,
    };
  return {
    ...base,
    protocol: 'oidc',
    issuer: row.issuer!,
    clientId: row.client_id!,
    clientSecret: await open(row.client_secret_sealed),
    groupsClaim: row.groups_claim!,
  };
}

/**
 * Every provider, the environment's first; `secrets` opens the stored client secrets and bind passwords (asked for
 * only when a stored provider has one, so that listing needs no key).
 */
export async function listProviders(
  db: Db,
  config: ProviderConfig,
  secrets?: () => Promise<SecretBox>,
): Promise<Provider[]> {
  const rows = await db.selectFrom('sign_in_providers').selectAll().orderBy('name').execute();
  const stored: Provider[] = [];
  for (const row of rows) stored.push(await providerOf(row, secrets));
  const fromEnvironment = environmentProviders(config);
  const taken = new Set(fromEnvironment.map((p) => p.slug));
  return [...fromEnvironment, ...stored.filter((p) => !taken.has(p.slug))];
}

export async function findProvider(
  db: Db,
  config: ProviderConfig,
  slug: string,
  secrets: () => Promise<SecretBox>,
): Promise<Provider | undefined> {
  const fromEnvironment = environmentProviders(config).find((p) => p.slug === slug);
  if (fromEnvironment) return fromEnvironment;
  const row = await db.selectFrom('sign_in_providers').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? providerOf(row, secrets) : undefined;
}

/** What an admin sees of a provider: everything but its secrets, of which only whether there is one. */
export async function adminView(db: Db, config: ProviderConfig): Promise<SignInProvider[]> {
  const rows = await db.selectFrom('sign_in_providers').selectAll().execute();
  const sealed = new Map(rows.map((row) => [row.slug, row]));
  const stored = (slug: string, column: 'client_secret_sealed' | 'bind_password_sealed') =>
    (sealed.get(slug)?.[column] ?? null) !== null;
  return (await listProviders(db, config)).map((p): SignInProvider => {
    if (p.protocol === 'ldap')
      return {
        slug: p.slug,
        protocol: 'ldap',
        name: p.name,
        url: p.url,
        starttls: p.starttls,
        allow_plain: p.allowPlain,
        tls_ca: p.tlsCa ?? null,
        bind_dn: p.bindDn ?? null,
        has_bind_password:
          p.source === 'environment' ? Boolean(p.bindPassword) : stored(p.slug, 'bind_password_sealed'),
        search_base: p.searchBase,
        search_filter: p.searchFilter,
        group_search_base: p.groupSearchBase ?? null,
        group_search_filter: p.groupSearchFilter,
        trust_mail: p.trustMail,
        role_map: p.roleMap,
        source: p.source,
      };
    return {
      slug: p.slug,
      protocol: 'oidc',
      name: p.name,
      issuer: p.issuer,
      client_id: p.clientId,
      has_client_secret: p.source === 'environment' ? Boolean(p.clientSecret) : stored(p.slug, 'client_secret_sealed'),
      groups_claim: p.groupsClaim,
      role_map: p.roleMap,
      source: p.source,
    };
  });
}

/** Plain http is for a provider on this machine only (a test, a development setup): tokens travel in clear otherwise. */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const DISCOVERY_KEPT_MS = 10 * 60_000;
const discovered = new Map<string, { at: number; configuration: Promise<oidc.Configuration> }>();

/**
 * The provider's discovery document and client, kept a few minutes per process: only its metadata and keys, never
 * anything of one sign-in, so any process can finish a sign-in another started.
 */
export function clientOf(provider: OidcProvider): Promise<oidc.Configuration> {
  const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret ?? '']);
  const kept = discovered.get(key);
  if (kept && Date.now() - kept.at < DISCOVERY_KEPT_MS) return kept.configuration;
  const issuer = new URL(provider.issuer);
  const configuration = oidc.discovery(
    issuer,
    provider.clientId,
    undefined,
    provider.clientSecret ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.None(),
    {
      timeout: 10,
      ...(issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    },
  );
  discovered.set(key, { at: Date.now(), configuration });
  // A provider that was down is asked again next time.
  configuration.catch(() => discovered.delete(key));
  return configuration;
}
