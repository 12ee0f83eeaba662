import * as oidc from 'openid-client';
import type { Role, SignInProvider } from '@tessera/shared/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { loadSecretsKey, secretBox, type SecretBox } from '../../security/secrets.ts';

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

/** A provider ready to sign in with, its client secret opened. */
export interface OidcProvider {
  slug: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  groupsClaim: string;
  roleMap: Record<string, Role>;
  source: 'database' | 'environment';
}

function environmentProvider(config: Pick<Config, 'oidc'>): OidcProvider | undefined {
  if (!config.oidc) return undefined;
  const { issuer, clientId, clientSecret, groupsClaim, roleMap, name } = config.oidc;
  return {
    slug: ENVIRONMENT_PROVIDER,
    name,
    issuer,
    clientId,
    clientSecret,
    groupsClaim,
    roleMap,
    source: 'environment',
  };
}

/**
 * Every provider, the environment's first; `secrets` opens the stored client secrets (asked for only when a
 * stored provider has one, so that listing needs no key).
 */
export async function listProviders(
  db: Db,
  config: Pick<Config, 'oidc'>,
  secrets?: () => Promise<SecretBox>,
): Promise<OidcProvider[]> {
  const rows = await db.selectFrom('sign_in_providers').selectAll().orderBy('name').execute();
  const stored: OidcProvider[] = [];
  for (const row of rows) {
    stored.push({
      slug: row.slug,
      name: row.name,
      issuer: row.issuer,
      clientId: row.client_id,
      clientSecret: row.client_secret_sealed && secrets ? (await secrets()).open(row.client_secret_sealed) : undefined,
      groupsClaim: row.groups_claim,
      roleMap: row.role_map,
      source: 'database',
    });
  }
  const fromEnvironment = environmentProvider(config);
  return [...(fromEnvironment ? [fromEnvironment] : []), ...stored.filter((p) => p.slug !== fromEnvironment?.slug)];
}

export async function findProvider(
  db: Db,
  config: Pick<Config, 'oidc'>,
  slug: string,
  secrets: () => Promise<SecretBox>,
): Promise<OidcProvider | undefined> {
  const fromEnvironment = environmentProvider(config);
  if (fromEnvironment?.slug === slug) return fromEnvironment;
  const row = await db.selectFrom('sign_in_providers').select('slug').where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  return (await listProviders(db, config, secrets)).find((p) => p.slug === slug);
}

/** What an admin sees of a provider: everything but the secret, of which only whether there is one. */
export async function adminView(db: Db, config: Pick<Config, 'oidc'>): Promise<SignInProvider[]> {
  const rows = await db.selectFrom('sign_in_providers').selectAll().execute();
  const hasSecret = new Map(rows.map((row) => [row.slug, row.client_secret_sealed !== null]));
  return (await listProviders(db, config)).map((p) => ({
    slug: p.slug,
    protocol: 'oidc' as const,
    name: p.name,
    issuer: p.issuer,
    client_id: p.clientId,
    has_client_secret: p.source === 'environment' ? Boolean(p.clientSecret) : (hasSecret.get(p.slug) ?? false),
    groups_claim: p.groupsClaim,
    role_map: p.roleMap,
    source: p.source,
  }));
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
