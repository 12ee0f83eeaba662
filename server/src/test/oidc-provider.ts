/**
 * A real OpenID Provider for tests: `oidc-provider` (certified) on a loopback port, with its own login and consent
 * pages (devInteractions: any login name is the account; the password is not checked). Tests set each account's
 * claims, groups included, and may change them between sign-ins.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  /** Claims of each account by its login name (also its subject); set before signing in, change at will. */
  accounts: Map<string, TestAccount>;
  /**
   * When set, changes each ID token the token endpoint answers, as a man in the middle or a faulty provider
   * would; `sign` signs new claims with the provider's own key.
   */
  tamperIdToken?: (idToken: string, sign: (claims: Record<string, unknown>) => string) => string;
  close(): Promise<void>;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWS (RS256) of these claims with the provider's key, as the provider signs its own ID tokens. */
function signWith(privateKey: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const input = `${base64url({ alg: 'RS256', typ: 'JWT', kid })}.${base64url(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
}

export async function startOidcProvider(clients: TestClient[]): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  // The provider's signing key, known here so that a test may sign what the provider would not.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: clients.map((client) => ({
      ...client,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    // Groups travel with the profile scope here; Keycloak and Entra ID put them in the ID token by configuration,
    // which the relying party reads first.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups'],
    },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: () => ({ sub: id, ...accounts.get(id) }) };
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['tessera-test-cookie-key'] },
    jwks: { keys: [signingKey] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  };
  const provider = new Provider(issuer, configuration);
  // Its warnings about development-only settings are what a test provider is.
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider:', error));
  const op: TestOidcProvider = {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  // A post-middleware (oidc-provider's documented extension point): the token endpoint's answer as it leaves.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (ctx.oidc?.route === 'token' && op.tamperIdToken && typeof body?.id_token === 'string')
      body.id_token = op.tamperIdToken(body.id_token, (claims) => signWith(privateKey, signingKey.kid, claims));
  });
  server.on('request', provider.callback());
  return op;
}

/** The claims of a JWT, read without checking anything. */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

/**
 * A browser's visits to the provider: each request carries the cookies earlier answers set, a form's fields as its
 * body (POST), and follows no redirect, so that the caller sees each step.
 */
function browserVisits() {
  const jar = new Map<string, string>();
  return async (url: string, body?: URLSearchParams) => {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
}

/**
 * Signs in at the provider as a browser would, from the authorization URL Tessera redirected to: its login page
 * (as `login`), then its consent page, following redirects with the provider's cookies, until the provider sends
 * the browser to a URL starting with `callbackPrefix`, which is answered.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  callbackPrefix: string,
): Promise<string> {
  const visit = browserVisits();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await visit(url, body);
    body = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      if (url.startsWith(callbackPrefix)) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action)
      throw new Error(`the provider answered ${response.status}: ${page.slice(0, 500)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    body = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}

/**
 * Confirms an RP-initiated logout at the provider as a browser would, from the end-session URL Tessera redirected
 * to: the provider's "sign out?" page, its form posted with the provider's cookies, then its redirects, until the
 * provider sends the browser away from itself: that URL.
 */
export async function signOutAtProvider(endSessionUrl: string): Promise<string> {
  const { origin } = new URL(endSessionUrl);
  const visit = browserVisits();
  let url = endSessionUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 10; step++) {
    const response = await visit(url, body);
    body = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      if (new URL(url).origin !== origin) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action || !xsrf)
      throw new Error(`the provider answered ${response.status}: ${page.slice(0, 500)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    body = new URLSearchParams({ xsrf, logout: 'yes' });
  }
  throw new Error('the provider never sent the browser away');
}
