import type { Selectable } from 'kysely';
import * as oidc from 'openid-client';
import { pathOf, routes, type Role, type SignInProvider } from '@tessera/shared/contract';
import type { Config, LdapProviderSettings, OidcProviderSettings, SamlProviderSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { loadSecretsKey, secretBox, type SecretBox } from '../../security/secrets.ts';
import { fetchMetadata, readIdpMetadata, type IdpMetadata } from './saml-metadata.ts';
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

/** The slug of the environment's SAML identity provider (SAML_*): its start URL is /api/auth/saml/saml/start. */
export const ENVIRONMENT_SAML = 'saml';

/** What any provider's settings need to be read: the environment's providers. */
export type ProviderConfig = Pick<Config, 'oidc' | 'ldap' | 'saml'>;

interface ProviderBase {
  slug: string;
  name: string;
  roleMap: Record<string, Role>;
  source: 'database' | 'environment';
}

/** An OpenID Connect provider ready to sign in with, its client secret opened: the environment's or an admin's. */
export interface OidcProvider extends ProviderBase, OidcProviderSettings {
  protocol: 'oidc';
}

/** A directory (LDAP, Active Directory) ready to sign in with, its bind password opened. */
export interface LdapProvider extends ProviderBase, LdapProviderSettings {
  protocol: 'ldap';
  /** The CA certificate (PEM) an admin gave for a directory whose certificate no public CA signed. */
  tlsCa?: string;
}

/** A SAML identity provider: its metadata pasted or stored when saved, or (the environment's) fetched from a URL. */
export interface SamlProvider extends ProviderBase, SamlProviderSettings {
  protocol: 'saml';
  allowIdpInitiated: boolean;
  allowPrivateNetwork: boolean;
  /** Tessera's key (opened) and certificate for it: AuthnRequests signed, encrypted assertions decrypted. */
  spKey?: { privateKey: string; certificate: string };
  /** Tessera's certificate for it, known without opening the key (what an admin is shown). */
  spCertificate?: string;
}

export type Provider = OidcProvider | LdapProvider | SamlProvider;

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
  if (config.saml)
    providers.push({
      protocol: 'saml',
      slug: ENVIRONMENT_SAML,
      ...config.saml,
      allowIdpInitiated: false,
      // Whoever sets the environment runs the server: its identity provider may be on the company's network.
      allowPrivateNetwork: true,
      source: 'environment',
    });
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
  if (row.protocol === 'saml')
    return {
      ...base,
      protocol: 'saml',
      metadataUrl: row.saml_metadata_url ?? undefined,
      metadataXml: row.saml_metadata_xml!,
      groupsAttribute: row.saml_groups_attribute!,
      allowIdpInitiated: row.saml_allow_idp_initiated,
      allowPrivateNetwork: row.saml_allow_private_network,
      trustEmail: row.saml_trust_email,
      ...(row.saml_sp_private_key_sealed && row.saml_sp_certificate && secrets
        ? { spKey: { privateKey: (await open(row.saml_sp_private_key_sealed))!, certificate: row.saml_sp_certificate } }
        : {}),
      spCertificate: row.saml_sp_certificate ?? undefined,
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

const METADATA_KEPT_MS = 10 * 60_000;
const fetchedMetadata = new Map<string, { at: number; metadata: Promise<IdpMetadata> }>();

/**
 * What the identity provider's metadata says: read from the stored XML, or fetched from the environment's URL (kept
 * a few minutes per process, so that a new signing certificate is picked up without a restart).
 */
export function idpOf(provider: SamlProvider): Promise<IdpMetadata> {
  if (provider.metadataXml !== undefined) {
    try {
      return Promise.resolve(readIdpMetadata(provider.metadataXml));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  const url = provider.metadataUrl!;
  const kept = fetchedMetadata.get(url);
  if (kept && Date.now() - kept.at < METADATA_KEPT_MS) return kept.metadata;
  const metadata = fetchMetadata(url, provider).then(readIdpMetadata);
  fetchedMetadata.set(url, { at: Date.now(), metadata });
  metadata.catch(() => fetchedMetadata.delete(url));
  return metadata;
}

/** Tessera's own entity id for a SAML provider, which is also where its metadata is served. */
export const samlEntityId = (origin: string, slug: string) =>
  `${origin}/api${pathOf(routes.sso.samlMetadata, { provider: slug })}`;
/** Where the identity provider sends its LogoutResponses and LogoutRequests (single logout service). */
export const samlSloUrl = (origin: string, slug: string) =>
  `${origin}/api${pathOf(routes.sso.samlSlo, { provider: slug })}`;
/** Where the identity provider posts its answers (the assertion consumer service). */
export const samlAcsUrl = (origin: string, slug: string) =>
  `${origin}/api${pathOf(routes.sso.samlAcs, { provider: slug })}`;

/**
 * What an admin sees of a provider: everything but its secrets, of which only whether there is one. `origin` is
 * the app's (PUBLIC_URL), from which a SAML provider's entity id and ACS URL are told.
 */
export async function adminView(db: Db, config: ProviderConfig, origin: string): Promise<SignInProvider[]> {
  const rows = await db.selectFrom('sign_in_providers').selectAll().execute();
  const sealed = new Map(rows.map((row) => [row.slug, row]));
  const stored = (
    slug: string,
    column: 'client_secret_sealed' | 'bind_password_sealed' | 'saml_sp_private_key_sealed',
  ) => (sealed.get(slug)?.[column] ?? null) !== null;
  const providers = await listProviders(db, config);
  const metadata = new Map<string, IdpMetadata | undefined>();
  for (const p of providers) if (p.protocol === 'saml') metadata.set(p.slug, await idpOf(p).catch(() => undefined));
  return providers.map((p): SignInProvider => {
    if (p.protocol === 'saml') {
      const idp = metadata.get(p.slug);
      return {
        slug: p.slug,
        protocol: 'saml',
        name: p.name,
        metadata_url: p.metadataUrl ?? null,
        // The environment's metadata URL may be down: the rest is still shown.
        idp_entity_id: idp?.entityId ?? '',
        idp_sso_url: idp?.ssoUrl ?? '',
        idp_certificates: idp?.certificates.length ?? 0,
        groups_attribute: p.groupsAttribute,
        allow_idp_initiated: p.allowIdpInitiated,
        allow_private_network: p.allowPrivateNetwork,
        trust_email: p.trustEmail,
        sp_certificate: p.spCertificate ?? null,
        has_sp_private_key: stored(p.slug, 'saml_sp_private_key_sealed'),
        sp_entity_id: samlEntityId(origin, p.slug),
        acs_url: samlAcsUrl(origin, p.slug),
        role_map: p.roleMap,
        source: p.source,
      };
    }
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

/** How far the provider's clock may be ahead of this server's when its ID token's `exp` and `iat` are checked. */
export const OIDC_CLOCK_TOLERANCE_S = 30;

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
    { [oidc.clockTolerance]: OIDC_CLOCK_TOLERANCE_S },
    provider.clientSecret ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.None(),
    {
      timeout: 10,
      // The ID token's signature is checked against the provider's published keys even though it came straight
      // from the token endpoint: TLS alone would trust whatever answers at the provider's address.
      execute: [
        oidc.enableNonRepudiationChecks,
        ...(issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : []),
      ],
    },
  );
  discovered.set(key, { at: Date.now(), configuration });
  // A provider that was down is asked again next time.
  configuration.catch(() => discovered.delete(key));
  return configuration;
}
