import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MtProviderName, Role } from '@tessera/shared/contract';

/** A machine translation provider as configured (server/src/mt/README.md). */
export interface MtProviderSettings {
  provider: MtProviderName;
  /** Base URL; unset only for DeepL (its public endpoint). */
  url?: string;
  apiKey?: string;
  /** The chat model (openai). */
  model?: string;
  /**
   * Whether the provider may be on this machine or a private network, where an admin's screen should not make the
   * server reach unasked. The environment's provider always may: whoever sets it runs the server.
   */
  allowPrivateNetwork?: boolean;
}

/** The OpenID Connect provider of the environment (OIDC_*), beside those admins add in Settings (auth/sso). */
export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** The ID token or userinfo claim holding the person's groups (OIDC_GROUPS_CLAIM, default `groups`). */
  groupsClaim: string;
  /** Group name → role (OIDC_ROLE_MAP, JSON); the highest role of a person's mapped groups wins. */
  roleMap: Record<string, Role>;
  /** The sign-in page's button (OIDC_NAME, default "Single sign-on"). */
  name: string;
}

/** The directory of the environment (LDAP_*) to sign in with, beside those admins add in Settings (auth/sso). */
export interface LdapProviderSettings {
  /** ldaps://host:port, or ldap://host:port with StartTLS or allowPlain. */
  url: string;
  starttls: boolean;
  allowPlain: boolean;
  bindDn?: string;
  bindPassword?: string;
  searchBase: string;
  /** `{username}` is replaced by what the person typed, escaped (default `(uid={username})`). */
  searchFilter: string;
  /** Unset: groups are read from the person's `memberOf`; set: searched there with groupSearchFilter. */
  groupSearchBase?: string;
  groupSearchFilter: string;
  /** The directory's `mail` may link an existing Tessera account of that address (LDAP_TRUST_MAIL). */
  trustMail: boolean;
  roleMap: Record<string, Role>;
  /** The sign-in page's button (LDAP_NAME, default "Company directory"). */
  name: string;
}

/** The SAML identity provider of the environment (SAML_*), beside those admins add in Settings (auth/sso). */
export interface SamlProviderSettings {
  /** SAML_IDP_METADATA as a URL: fetched when first needed, and again every few minutes. */
  metadataUrl?: string;
  /** SAML_IDP_METADATA as a file path: the file's XML, read at start. */
  metadataXml?: string;
  /** The attribute holding the person's groups (SAML_GROUPS_ATTRIBUTE, default `groups`). */
  groupsAttribute: string;
  /** The e-mail attribute may link an existing Tessera account of that address (SAML_TRUST_EMAIL). */
  trustEmail: boolean;
  roleMap: Record<string, Role>;
  /** The sign-in page's button (SAML_NAME, default "Single sign-on (SAML)"). */
  name: string;
}

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded database (`<dataDir>/pglite`) and uploads (`<dataDir>/uploads`). */
  dataDir: string;
  /** PostgreSQL connection string; unset = embedded PGlite. */
  databaseUrl?: string;
  /**
   * A read replica of that database (PostgreSQL streaming replication), for the heavy reads that may lag a moment
   * behind the primary: TM lookups, concordance and reports. Unset = they read the primary too.
   */
  databaseReadUrl?: string;
  /** A browser-session cookie's session ends after this long without a request (sliding). */
  sessionIdleTimeoutMs: number;
  /** "Remember me" sessions last this long. */
  rememberMeMs: number;
  /** Default upload limit of multipart requests; a route may pass its own `limits`. */
  uploadLimitBytes: number;
  /** XLIFF document uploads (default 250 MB, documents domain); tests lower it. */
  documentUploadLimitBytes?: number;
  /**
   * Sign-in throttling (auth/throttle.ts): failed sign-ins allowed per (account, IP) and per IP before the IP
   * must wait; the first wait, the longest (each further failure doubles it), and how long failures are remembered.
   */
  loginFailuresPerAccountAndIp: number;
  loginFailuresPerIp: number;
  loginFirstBlockMs: number;
  loginMaxBlockMs: number;
  loginFailureMemoryMs: number;
  /**
   * Trust X-Forwarded-For/Proto from a reverse proxy (client IPs for sign-in throttling; HTTPS, which answers
   * with Strict-Transport-Security). Off by default: without a proxy a client could fake its IP and protocol.
   */
  trustProxy: boolean;
  /**
   * The address users open the app at (PUBLIC_URL: scheme, host, port), which links the server hands out
   * (invitations) start with. Unset = the origin of the request that asks for the link, which a client chooses.
   */
  publicUrl?: string;
  /**
   * The tessera command's package folder, whose `package.json` names the version this server speaks and whose
   * `dist/` holds the tarball `npm run build` packs (served at /api/cli/). Unset: `cli/` of this checkout.
   */
  cliPackageDir?: string;
  /** pino level; 'silent' turns logging off; 'debug' also logs every request. */
  logLevel: string;
  /** 'pretty': one short line per entry (for a terminal); 'json': pino's JSON lines (for log collectors). */
  logFormat: 'pretty' | 'json';
  adminEmail?: string;
  adminPassword?: string;
  /**
   * How often answers that outlive their request (live event streams) recheck the credentials that opened them,
   * besides whenever sessions end or a user changes: the backstop for what nobody announces (an expiry).
   */
  accessRecheckMs: number;
  /**
   * The longest an API token may last (API_TOKEN_MAX_DAYS) until an admin stores a ceiling (auth/tokens/settings.ts):
   * a leaked one stops working by then at the latest.
   */
  apiTokenMaxDays: number;
  /** How often a running job writes its heartbeat, and after how long without one it counts as dead. */
  jobHeartbeatMs: number;
  jobStaleAfterMs: number;
  /**
   * How long a server that is stopping (SIGTERM) lets running jobs finish before it stops them at their next batch
   * and leaves them to recovery: with the steps after it (jobs.ts), a stop takes well under 10 s.
   */
  jobStopDeadlineMs: number;
  /** Machine translation from MT_PROVIDER, MT_URL, MT_API_KEY, MT_MODEL: wins over the admin settings screen. */
  mt?: MtProviderSettings;
  /** How long one request to the machine translation provider may take (MT_TIMEOUT_SECONDS). */
  mtTimeoutMs: number;
  /** The estimated tokens (characters / 4) a language model's prompt may take (MT_PROMPT_TOKENS; mt/prompt.ts). */
  mtPromptTokens: number;
  /** How often each process looks for active steps due soon to tell their assignees (0: never). */
  deadlineCheckMs: number;
  /** How often each process looks for webhook deliveries that are due (0: never; tests send them when they ask). */
  webhookPollMs: number;
  /** How long a webhook's receiver may take to answer one delivery. */
  webhookTimeoutMs: number;
  /** Where notifications are also mailed (SMTP_URL, SMTP_FROM); unset: they are not. */
  smtp?: SmtpSettings;
  /** The key repository credentials are sealed with (SECRETS_KEY; else a key file in the data folder, PGlite only). */
  secretsKey?: string;
  /** The longest one git command of a repository connection may run (REPOSITORY_GIT_TIMEOUT_SECONDS). */
  repositoryGitTimeoutMs: number;
  /** The most a connection's clone may hold on disk (REPOSITORY_MAX_MB). */
  repositoryMaxBytes: number;
  /** Confirmations are pushed once none came for this long (REPOSITORY_PUSH_QUIET_MINUTES; 0: only on request). */
  repositoryPushQuietMs: number;
  /** Connections are pulled this often besides their webhooks (REPOSITORY_POLL_MINUTES; 0: never). */
  repositoryPollMs: number;
  /** How many units one id range of a large TM's concordance holds: SEARCH_RANGE_UNITS unless set (tests). */
  tmSearchRangeUnits?: number;
  /** Single sign-on with OpenID Connect from OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_GROUPS_CLAIM, OIDC_ROLE_MAP. */
  oidc?: OidcProviderSettings;
  /** Sign-in with a directory's password from LDAP_URL, LDAP_BIND_DN, LDAP_SEARCH_BASE, LDAP_ROLE_MAP and the rest. */
  ldap?: LdapProviderSettings;
  /** Sign-in with a SAML identity provider from SAML_IDP_METADATA, SAML_GROUPS_ATTRIBUTE, SAML_ROLE_MAP, SAML_NAME,
   * SAML_TRUST_EMAIL. */
  saml?: SamlProviderSettings;
}

export interface SmtpSettings {
  /** `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`, as nodemailer reads it. */
  url: string;
  /** The sender of the mails. */
  from: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const defaultConfig: Config = {
  port: 8080,
  host: '0.0.0.0',
  dataDir: resolve('data'),
  sessionIdleTimeoutMs: 12 * HOUR,
  rememberMeMs: 30 * DAY,
  uploadLimitBytes: 50 * 1024 * 1024,
  loginFailuresPerAccountAndIp: 5,
  loginFailuresPerIp: 20,
  loginFirstBlockMs: MINUTE,
  loginMaxBlockMs: 15 * MINUTE,
  loginFailureMemoryMs: DAY,
  trustProxy: false,
  logLevel: 'info',
  logFormat: 'json',
  accessRecheckMs: 20_000,
  apiTokenMaxDays: 365,
  jobHeartbeatMs: 10_000,
  jobStaleAfterMs: 60_000,
  jobStopDeadlineMs: 3_000,
  mtTimeoutMs: 30_000,
  mtPromptTokens: 2000,
  deadlineCheckMs: MINUTE,
  repositoryGitTimeoutMs: 5 * MINUTE,
  repositoryMaxBytes: 1024 * 1024 * 1024,
  repositoryPushQuietMs: 10 * MINUTE,
  repositoryPollMs: 0,
  webhookPollMs: 3_000,
  webhookTimeoutMs: 10_000,
};

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** A job's heartbeat must come, and come well before the others count it dead. */
function jobTimings(env: NodeJS.ProcessEnv): Pick<Config, 'jobHeartbeatMs' | 'jobStaleAfterMs'> {
  const heartbeat = integer(env, 'JOB_HEARTBEAT_SECONDS', defaultConfig.jobHeartbeatMs / 1000);
  const staleAfter = integer(env, 'JOB_STALE_AFTER_SECONDS', defaultConfig.jobStaleAfterMs / 1000);
  if (heartbeat < 1) throw new Error(`JOB_HEARTBEAT_SECONDS must be at least 1, got "${env.JOB_HEARTBEAT_SECONDS}"`);
  if (staleAfter < 2 * heartbeat)
    throw new Error(
      `JOB_STALE_AFTER_SECONDS (${staleAfter}) must be at least twice JOB_HEARTBEAT_SECONDS (${heartbeat}): a live job would be taken for dead`,
    );
  return { jobHeartbeatMs: heartbeat * 1000, jobStaleAfterMs: staleAfter * 1000 };
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: NodeJS.ProcessEnv): string {
  const level = text(env, 'LOG_LEVEL')?.toLowerCase() ?? defaultConfig.logLevel;
  if (!LOG_LEVELS.includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return level;
}

/** Readable lines for a person at a terminal, JSON for a log collector; LOG_FORMAT chooses either way. */
function logFormat(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): Config['logFormat'] {
  const format = text(env, 'LOG_FORMAT');
  if (format === undefined) return stdoutIsTerminal ? 'pretty' : 'json';
  if (format !== 'pretty' && format !== 'json') throw new Error(`LOG_FORMAT must be pretty or json, got "${format}"`);
  return format;
}

/** The origin users open the app at: a link built from a request's Host would let the client choose it. */
function publicUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = text(env, 'PUBLIC_URL');
  if (raw === undefined) return undefined;
  const problem = `PUBLIC_URL must be the address users open the app at, like https://tessera.example.com, got "${raw}"`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  const onlyAnOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !onlyAnOrigin) throw new Error(problem);
  return url.origin;
}

/** What each provider cannot work without, said once here for the environment and the settings screen. */
export function mtSettingsProblem(settings: MtProviderSettings): string | undefined {
  if (settings.provider === 'deepl' && !settings.apiKey) return 'DeepL needs an API key';
  if (settings.provider !== 'deepl' && !settings.url)
    return `${settings.provider === 'openai' ? 'An OpenAI-compatible server' : 'LibreTranslate'} needs the server's URL`;
  if (settings.provider === 'openai' && !settings.model) return 'An OpenAI-compatible server needs a model name';
  return undefined;
}

function mtTimeoutMs(env: NodeJS.ProcessEnv): number {
  const seconds = integer(env, 'MT_TIMEOUT_SECONDS', defaultConfig.mtTimeoutMs / 1000);
  if (seconds === 0) throw new Error('MT_TIMEOUT_SECONDS must be at least 1');
  return seconds * 1000;
}

function mtSettings(env: NodeJS.ProcessEnv): MtProviderSettings | undefined {
  const name = text(env, 'MT_PROVIDER')?.toLowerCase();
  if (name === undefined || name === 'none') return undefined;
  const provider = MtProviderName.safeParse(name);
  if (!provider.success)
    throw new Error(
      `MT_PROVIDER must be one of ${MtProviderName.options.join(', ')} or none, got "${env.MT_PROVIDER}"`,
    );
  const url = text(env, 'MT_URL');
  if (url !== undefined && !/^https?:\/\/[^\s]+$/.test(url))
    throw new Error(`MT_URL must be an http:// or https:// URL, got "${url}"`);
  const settings: MtProviderSettings = {
    provider: provider.data,
    url,
    apiKey: text(env, 'MT_API_KEY'),
    model: text(env, 'MT_MODEL'),
  };
  const problem = mtSettingsProblem(settings);
  if (problem)
    throw new Error(
      `MT_PROVIDER=${provider.data}: ${problem} (${provider.data === 'deepl' ? 'MT_API_KEY' : !settings.url ? 'MT_URL' : 'MT_MODEL'})`,
    );
  return settings;
}

function smtpSettings(env: NodeJS.ProcessEnv): SmtpSettings | undefined {
  const url = text(env, 'SMTP_URL');
  if (url === undefined) return undefined;
  if (!/^smtps?:\/\/[^\s]+$/.test(url)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  return { url, from: text(env, 'SMTP_FROM') ?? 'Tessera <tessera@localhost>' };
}

function apiTokenMaxDays(env: NodeJS.ProcessEnv): number {
  const days = integer(env, 'API_TOKEN_MAX_DAYS', defaultConfig.apiTokenMaxDays);
  if (days === 0) throw new Error('API_TOKEN_MAX_DAYS must be at least 1');
  return days;
}

/** A role map as JSON (`{"translators": "user", "pm": "manager"}`), checked: `name` says which variable. */
export function parseRoleMap(name: string, raw: string): Record<string, Role> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be JSON mapping group names to roles, like {"translators": "user"}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.keys(parsed).length === 0)
    throw new Error(`${name} must be a JSON object mapping at least one group name to a role`);
  for (const [group, role] of Object.entries(parsed)) {
    if (!Role.safeParse(role).success)
      throw new Error(`${name}: group "${group}" maps to "${String(role)}", not one of ${Role.options.join(', ')}`);
  }
  return parsed as Record<string, Role>;
}

function oidcSettings(env: NodeJS.ProcessEnv): OidcProviderSettings | undefined {
  const issuer = text(env, 'OIDC_ISSUER');
  if (issuer === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(issuer)) throw new Error(`OIDC_ISSUER must be an https:// URL, got "${issuer}"`);
  const clientId = text(env, 'OIDC_CLIENT_ID');
  if (!clientId) throw new Error('OIDC_ISSUER is set: set OIDC_CLIENT_ID too');
  const roleMap = text(env, 'OIDC_ROLE_MAP');
  if (!roleMap) throw new Error('OIDC_ISSUER is set: set OIDC_ROLE_MAP too (JSON: group name → role)');
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    groupsClaim: text(env, 'OIDC_GROUPS_CLAIM') ?? 'groups',
    roleMap: parseRoleMap('OIDC_ROLE_MAP', roleMap),
    name: text(env, 'OIDC_NAME') ?? 'Single sign-on',
  };
}

function samlSettings(env: NodeJS.ProcessEnv): SamlProviderSettings | undefined {
  const metadata = text(env, 'SAML_IDP_METADATA');
  if (metadata === undefined) return undefined;
  const roleMap = text(env, 'SAML_ROLE_MAP');
  if (!roleMap) throw new Error('SAML_IDP_METADATA is set: set SAML_ROLE_MAP too (JSON: group name → role)');
  let source: Pick<SamlProviderSettings, 'metadataUrl' | 'metadataXml'>;
  if (/^https?:\/\//i.test(metadata)) source = { metadataUrl: metadata };
  else {
    try {
      source = { metadataXml: readFileSync(metadata, 'utf8') };
    } catch (error) {
      throw new Error(`SAML_IDP_METADATA is neither an http(s) URL nor a file that can be read: ${String(error)}`);
    }
  }
  return {
    ...source,
    groupsAttribute: text(env, 'SAML_GROUPS_ATTRIBUTE') ?? 'groups',
    trustEmail: flag(env, 'SAML_TRUST_EMAIL'),
    roleMap: parseRoleMap('SAML_ROLE_MAP', roleMap),
    name: text(env, 'SAML_NAME') ?? 'Single sign-on (SAML)',
  };
}

/** A yes/no setting: true, false, 1 or 0. */
function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

const LDAP_FILTER = /^\(.*\)$/;

function ldapSettings(env: NodeJS.ProcessEnv): LdapProviderSettings | undefined {
  const url = text(env, 'LDAP_URL');
  if (url === undefined) return undefined;
  if (!/^ldaps?:\/\/[^/?#\s]+\/?$/i.test(url))
    throw new Error(`LDAP_URL must be an ldaps:// or ldap:// URL naming a host and port only, got "${url}"`);
  const starttls = flag(env, 'LDAP_STARTTLS');
  const allowPlain = flag(env, 'LDAP_ALLOW_PLAIN');
  const ldaps = /^ldaps:/i.test(url);
  if (ldaps && starttls) throw new Error('LDAP_STARTTLS upgrades an ldap:// URL: LDAP_URL is ldaps:// already');
  if (!ldaps && !starttls && !allowPlain)
    throw new Error(
      'LDAP_URL is ldap:// without StartTLS, which sends passwords in clear: use ldaps://, set LDAP_STARTTLS=true, ' +
        'or LDAP_ALLOW_PLAIN=true for a directory on a trusted network',
    );
  const searchBase = text(env, 'LDAP_SEARCH_BASE');
  if (!searchBase) throw new Error('LDAP_URL is set: set LDAP_SEARCH_BASE too (where people are searched)');
  const roleMap = text(env, 'LDAP_ROLE_MAP');
  if (!roleMap) throw new Error('LDAP_URL is set: set LDAP_ROLE_MAP too (JSON: group name → role)');
  const searchFilter = text(env, 'LDAP_SEARCH_FILTER') ?? '(uid={username})';
  if (!LDAP_FILTER.test(searchFilter) || !searchFilter.includes('{username}'))
    throw new Error(`LDAP_SEARCH_FILTER must be a filter in parentheses containing {username}, got "${searchFilter}"`);
  const groupSearchFilter = text(env, 'LDAP_GROUP_SEARCH_FILTER') ?? '(member={dn})';
  if (!LDAP_FILTER.test(groupSearchFilter) || !groupSearchFilter.includes('{dn}'))
    throw new Error(
      `LDAP_GROUP_SEARCH_FILTER must be a filter in parentheses containing {dn}, got "${groupSearchFilter}"`,
    );
  const bindDn = text(env, 'LDAP_BIND_DN');
  const bindPassword = env.LDAP_BIND_PASSWORD || undefined;
  if (bindPassword && !bindDn)
    throw new Error('LDAP_BIND_PASSWORD is set: set LDAP_BIND_DN too (whose password it is)');
  return {
    url,
    starttls,
    allowPlain,
    bindDn,
    bindPassword,
    searchBase,
    searchFilter,
    groupSearchBase: text(env, 'LDAP_GROUP_SEARCH_BASE'),
    groupSearchFilter,
    trustMail: flag(env, 'LDAP_TRUST_MAIL'),
    roleMap: parseRoleMap('LDAP_ROLE_MAP', roleMap),
    name: text(env, 'LDAP_NAME') ?? 'Company directory',
  };
}

/** A replica is of a PostgreSQL database: beside the embedded one it would read another database's data. */
function databaseReadUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = text(env, 'DATABASE_READ_URL');
  if (url && !text(env, 'DATABASE_URL'))
    throw new Error('DATABASE_READ_URL names a read replica of DATABASE_URL: set DATABASE_URL too');
  return url;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal = process.stdout.isTTY === true,
): Config {
  return {
    ...defaultConfig,
    port: integer(env, 'PORT', defaultConfig.port),
    host: text(env, 'HOST') ?? defaultConfig.host,
    dataDir: resolve(text(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseReadUrl: databaseReadUrl(env),
    sessionIdleTimeoutMs: integer(env, 'SESSION_IDLE_MINUTES', defaultConfig.sessionIdleTimeoutMs / MINUTE) * MINUTE,
    uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_MB', defaultConfig.uploadLimitBytes / 1024 / 1024) * 1024 * 1024,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    publicUrl: publicUrl(env),
    logLevel: logLevel(env),
    logFormat: logFormat(env, stdoutIsTerminal),
    adminEmail: text(env, 'TESSERA_ADMIN_EMAIL'),
    adminPassword: env.TESSERA_ADMIN_PASSWORD || undefined,
    mt: mtSettings(env),
    mtTimeoutMs: mtTimeoutMs(env),
    mtPromptTokens: integer(env, 'MT_PROMPT_TOKENS', defaultConfig.mtPromptTokens),
    apiTokenMaxDays: apiTokenMaxDays(env),
    smtp: smtpSettings(env),
    secretsKey: text(env, 'SECRETS_KEY'),
    ...jobTimings(env),
    repositoryGitTimeoutMs: integer(env, 'REPOSITORY_GIT_TIMEOUT_SECONDS', 300) * 1000,
    repositoryMaxBytes: integer(env, 'REPOSITORY_MAX_MB', 1024) * 1024 * 1024,
    repositoryPushQuietMs: integer(env, 'REPOSITORY_PUSH_QUIET_MINUTES', 10) * MINUTE,
    repositoryPollMs: integer(env, 'REPOSITORY_POLL_MINUTES', 0) * MINUTE,
    oidc: oidcSettings(env),
    ldap: ldapSettings(env),
    saml: samlSettings(env),
  };
}
