import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { pathOf, routes } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { HttpError } from '../../plugins/errors.ts';
import { SecretsKeyError } from '../../security/secrets.ts';
import { isHttps, setSessionCookie } from '../plugin.ts';
import { createSession, deleteExpiredSessions } from '../repository.ts';
import { accountFor, SsoRefusal, type ProviderClaims } from './accounts.ts';
import {
  clientOf,
  findProvider,
  idpOf,
  lazySecrets,
  listProviders,
  type OidcProvider,
  type Provider,
} from './providers.ts';
import { rememberSignIn, signedOutProvider, takeLogoutHint } from './sign-out.ts';

/** The short-lived cookie that ties a sign-in under way to the browser that started it. */
export const FLOW_COOKIE = 'tessera_sso';
const FLOW_LIFETIME_MS = 10 * 60_000;
/** The shell's sign-in page (LOGIN_PATH of @tessera/shared/guard), where a refusal is said. */
const SIGN_IN_PAGE = '/login/';

/**
 * The page to land on: a path of this app only. Anything a browser could read as another origin (`https://…`,
 * `//host`, `/\host`) is refused rather than silently replaced, so a crafted link is noticed.
 */
export function checkedRedirect(redirect: string | undefined): string {
  if (redirect === undefined || redirect === '') return '/';
  const base = 'http://tessera.invalid';
  let url: URL;
  try {
    url = new URL(redirect, base);
  } catch {
    throw new HttpError(400, 'invalid_redirect', 'redirect must be a path of this app, like /projects');
  }
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\') || url.origin !== base)
    throw new HttpError(400, 'invalid_redirect', 'redirect must be a path of this app, like /projects');
  return url.pathname + url.search + url.hash;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** The app's origin: PUBLIC_URL, else the request's (which a client chooses). */
export function appOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** The provider's callback under /api: the flow cookie's path too, so that it is sent there alone. */
const callbackPath = (slug: string) => `/api${pathOf(routes.sso.callback, { provider: slug })}`;

function callbackUrl(app: FastifyInstance, request: FastifyRequest, slug: string): string {
  return `${appOrigin(app, request)}${callbackPath(slug)}`;
}

/**
 * Where a provider's own sign-out starts, when it can end its session for another application: OpenID Connect's
 * end_session_endpoint, SAML's single logout service; undefined otherwise (a directory has no session to end).
 */
async function logoutRouteOf(provider: Provider): Promise<string | undefined> {
  if (provider.protocol === 'oidc') {
    const client = await clientOf(provider).catch(() => undefined);
    return client?.serverMetadata().end_session_endpoint
      ? pathOf(routes.sso.logout, { provider: provider.slug })
      : undefined;
  }
  if (provider.protocol === 'saml') {
    const idp = await idpOf(provider).catch(() => undefined);
    return idp?.sloUrl ? pathOf(routes.sso.samlLogout, { provider: provider.slug }) : undefined;
  }
  return undefined;
}

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const secrets = lazySecrets(app.config);

  const providerOr404 = async (slug: string): Promise<OidcProvider> => {
    try {
      const provider = await findProvider(app.db, app.config, slug, secrets);
      // A directory signs in with its own form (ldap-routes.ts), not through these redirects.
      if (provider?.protocol !== 'oidc')
        throw new HttpError(404, 'oidc_provider_not_found', `No OpenID Connect provider is named "${slug}"`);
      return provider;
    } catch (error) {
      if (error instanceof SecretsKeyError) throw new HttpError(502, 'secrets_key_unusable', error.message);
      throw error;
    }
  };

  const discover = async (provider: OidcProvider, request: FastifyRequest): Promise<oidc.Configuration> => {
    try {
      return await clientOf(provider);
    } catch (error) {
      request.log.error({ err: error, provider: provider.slug, issuer: provider.issuer }, 'sso: discovery failed');
      throw new HttpError(
        502,
        'sign_in_provider_unreachable',
        `${provider.name} cannot be reached; try again later, or sign in with your password`,
      );
    }
  };

  route(app, endpoints.sso.providers, async () =>
    (await listProviders(app.db, app.config)).map((p) => {
      if (p.protocol === 'ldap') return { protocol: p.protocol, slug: p.slug, name: p.name };
      const start = p.protocol === 'saml' ? routes.sso.samlStart : routes.sso.start;
      return {
        protocol: p.protocol,
        slug: p.slug,
        name: p.name,
        start_url: `/api${pathOf(start, { provider: p.slug })}`,
      };
    }),
  );

  route(app, endpoints.sso.start, async (request, reply) => {
    const redirect = checkedRedirect(request.query.redirect);
    const provider = await providerOr404(request.params.provider);
    const client = await discover(provider, request);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const flowCookie = randomBytes(32).toString('base64url');
    await app.db.deleteFrom('sso_flows').where('expires_at', '<', new Date()).execute();
    await app.db
      .insertInto('sso_flows')
      .values({
        cookie_hash: hash(flowCookie),
        provider: provider.slug,
        state,
        nonce,
        code_verifier: codeVerifier,
        redirect,
        expires_at: new Date(Date.now() + FLOW_LIFETIME_MS),
      })
      .execute();
    // SameSite=Lax: the provider sends the browser back with a top-level GET, which carries it.
    reply.setCookie(FLOW_COOKIE, flowCookie, {
      path: callbackPath(provider.slug),
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(request),
      maxAge: FLOW_LIFETIME_MS / 1000,
    });
    const target = oidc.buildAuthorizationUrl(client, {
      redirect_uri: callbackUrl(app, request, provider.slug),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return reply.redirect(target.href, 302);
  });

  route(app, endpoints.sso.callback, async (request, reply) => {
    const slug = request.params.provider;
    const refuse = (message: string, redirect?: string) => {
      const query = new URLSearchParams({ sso_error: message, ...(redirect ? { redirect } : {}) });
      return reply.redirect(`${SIGN_IN_PAGE}?${query}`, 302);
    };
    const flowCookie = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, {
      path: callbackPath(slug),
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(request),
    });
    // Used once: a second callback with the same cookie (a replayed answer) finds nothing.
    const flow = flowCookie
      ? await app.db
          .deleteFrom('sso_flows')
          .where('cookie_hash', '=', hash(flowCookie))
          .returningAll()
          .executeTakeFirst()
      : undefined;
    if (!flow || flow.provider !== slug || new Date(flow.expires_at).getTime() < Date.now()) {
      request.log.info({ provider: slug, hadCookie: Boolean(flowCookie) }, 'sso: callback without a sign-in under way');
      return refuse('The sign-in took too long or was started in another browser; please try again');
    }
    const provider = await providerOr404(slug);
    if (request.query.error) {
      request.log.info(
        { provider: slug, error: request.query.error, description: request.query.error_description },
        'sso: provider refused',
      );
      return refuse(
        request.query.error === 'access_denied'
          ? `${provider.name} did not let you sign in`
          : `${provider.name} could not sign you in (${request.query.error})`,
        flow.redirect,
      );
    }
    const client = await discover(provider, request);
    let claims: ProviderClaims;
    let idToken: string | undefined;
    try {
      const current = new URL(request.url, callbackUrl(app, request, slug));
      const tokens = await oidc.authorizationCodeGrant(client, current, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = { ...tokens.claims()! } as ProviderClaims;
      idToken = tokens.id_token;
      // Many providers put the groups or the e-mail in the userinfo answer only; the ID token's claims win.
      if (!(provider.groupsClaim in claims && 'email' in claims) && client.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(client, tokens.access_token, claims.sub);
        claims = { ...info, ...claims };
      }
    } catch (error) {
      request.log.warn({ err: error, provider: slug }, "sso: the provider's answer was refused");
      return refuse(`The answer from ${provider.name} could not be verified; please try again`, flow.redirect);
    }
    let userId: number;
    try {
      userId = (await accountFor(app.db, provider, { ...claims, groups: claims[provider.groupsClaim] })).id;
    } catch (error) {
      if (!(error instanceof SsoRefusal) && !(error instanceof HttpError)) throw error;
      request.log.info({ provider: slug, subject: claims.sub, reason: error.message }, 'sso: sign-in refused');
      return refuse(error.message, flow.redirect);
    }
    await deleteExpiredSessions(app.db);
    const token = await createSession(app.db, userId, false, app.config.sessionIdleTimeoutMs);
    await rememberSignIn(app.db, token, slug, { id_token: idToken });
    setSessionCookie(request, reply, token);
    request.log.info({ userId, provider: slug }, 'signed in with single sign-on');
    return reply.redirect(flow.redirect, 302);
  });

  route(app, endpoints.sso.logout, async (request, reply) => {
    const provider = await providerOr404(request.params.provider);
    const client = await discover(provider, request);
    if (!client.serverMetadata().end_session_endpoint)
      throw new HttpError(
        409,
        'provider_sign_out_unsupported',
        `${provider.name} does not offer signing out from other applications`,
      );
    const { id_token: idTokenHint } = await takeLogoutHint(app.db, request, reply, provider.slug);
    const target = oidc.buildEndSessionUrl(client, {
      client_id: provider.clientId,
      post_logout_redirect_uri: `${appOrigin(app, request)}${SIGN_IN_PAGE}`,
      ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
    });
    return reply.redirect(target.href, 302);
  });

  route(app, endpoints.sso.signedOut, async (request) => {
    const slug = await signedOutProvider(app.db, request);
    const provider = slug ? await findProvider(app.db, app.config, slug, secrets).catch(() => undefined) : undefined;
    const logout = provider && (await logoutRouteOf(provider));
    return { provider: logout ? { slug: provider.slug, name: provider.name, logout_url: `/api${logout}` } : null };
  });
};
