/**
 * A real OpenID Provider for tests: `oidc-provider` (certified) on a loopback port, with its own login and consent
 * pages (devInteractions: any login name is the account; the password is not checked). Tests set each account's
 * claims, groups included, and may change them between sign-ins.
 */
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
  close(): Promise<void>;
}

export async function startOidcProvider(clients: TestClient[]): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
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
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  };
  const provider = new Provider(issuer, configuration);
  // Its warnings about development-only settings are what a test provider is.
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider:', error));
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
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
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
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
