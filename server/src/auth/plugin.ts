import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { findSession, isSessionOfDisabledAccount, touchSession } from './repository.ts';
import { hashToken } from '../security/token-hash.ts';
import { startSessionCache, type SessionCache, type SessionLookup } from './session-cache.ts';
import { AccessWatch } from './access-watch.ts';
import { authAccountHooks } from './account-hooks.ts';
import {
  CSRF_HEADER,
  CSRF_VALUE,
  isPermission,
  SESSION_ENDED_ACCOUNT_DISABLED,
  roleHasPermission,
  type Permission,
  type TokenScope,
  type User,
} from '@tessera/shared/contract';
import { HttpError } from '../plugins/errors.ts';
import { findApiToken, touchApiToken } from './tokens/repository.ts';
import { bearerSecretOf, READ_METHODS } from './tokens/bearer.ts';

export const SESSION_COOKIE = 'tessera_session';

/** A browser session's idle deadline is pushed forward at most this often (saves a write per request). */
const TOUCH_INTERVAL_MS = 60_000;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ApiRoute {
  method: string;
  url: string;
  permission?: Permission;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with what it requires (the authorization matrix test walks this list). */
    apiRoutes: ApiRoute[];
    /** Ends answers that outlive their request (event streams) once their credentials no longer let them in. */
    accessWatch: AccessWatch;
  }
  interface FastifyContextConfig {
    /** The permission a signed-in user needs for this route (shared/src/contract/permissions.ts). */
    permission?: Permission;
    /** The route is open to everyone (sign-in, health). */
    public?: boolean;
    /** Refused to API tokens (managing tokens, one's password, sessions): only a signed-in session may. */
    sessionOnly?: boolean;
    /** Only records what it is sent (routes.ts `recordsOnly`): no CSRF header is asked. */
    recordsOnly?: boolean;
    /** Posted by another site and proven by its own signature (routes.ts `signedPost`): no CSRF header is asked. */
    signedPost?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null (only public routes ever see null). */
    sessionUser: User | null;
    /** The signed-in user; on a route with a permission it is always there. Throws 401 when nobody is signed in. */
    readonly user: User;
    /** SHA-256 of the current session token, when signed in. */
    sessionTokenHash: string | null;
    /** The API token the request came with (`Authorization: Bearer`), when it did. */
    apiToken: { id: number; scope: TokenScope } | null;
  }
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** Refuses to register an /api route that declares neither a permission nor `public: true`. */
function checkRouteDeclaration(route: RouteOptions): void {
  if (!isApiPath(route.url)) return;
  const config = (route.config ?? {}) as { permission?: unknown; public?: unknown };
  if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) {
    route.config = { ...config, public: true } as RouteOptions['config'];
    return;
  }
  if (config.public === true) return;
  if (config.permission === undefined) {
    throw new Error(
      `route ${String(route.method)} ${route.url} declares neither config.permission nor config.public; every /api route must say who may call it`,
    );
  }
  if (!isPermission(config.permission)) {
    throw new Error(
      `route ${String(route.method)} ${route.url} requires unknown permission "${String(config.permission)}"`,
    );
  }
}

/**
 * HTTPS directly, or behind a proxy that says so. X-Forwarded-Proto is honoured even without TRUST_PROXY:
 * faking it only makes one's own cookie stricter.
 */
export function isHttps(request: FastifyRequest): boolean {
  return (
    request.protocol === 'https' ||
    String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]!
      .trim() === 'https'
  );
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs?: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
}

/**
 * Sessions and access control for every /api route: reads the API token (`Authorization: Bearer`) or else the
 * session cookie, then answers 401 (nobody signed in) or 403 (role lacks the route's permission, or the token's
 * scope does not allow it), then checks the CSRF header on state-changing requests made with a cookie.
 */
export const authPlugin = fp(
  async function authPlugin(app: FastifyInstance) {
    await app.register(cookie);

    app.decorateRequest('sessionUser', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('apiToken', null);
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        if (!this.sessionUser) throw new HttpError(401, 'not_signed_in', 'Sign in first');
        return this.sessionUser;
      },
    });

    // Users announce what changes in accounts; sessions and tokens follow here.
    app.decorate('accountHooks', authAccountHooks);
    const accessWatch = new AccessWatch(app.db, app.log, app.config.accessRecheckMs);
    app.decorate('accessWatch', accessWatch);
    let sessionCache: { cache: SessionCache; stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      sessionCache = await startSessionCache(app.db, () => void accessWatch.recheck()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'sessions are read for every request: the ended ones cannot be heard of');
        return undefined;
      });
    });
    app.addHook('onClose', async () => {
      accessWatch.close();
      await sessionCache?.stop();
    });
    const readSession = async (tokenHash: string): Promise<SessionLookup | undefined> => {
      const cache = sessionCache?.cache;
      const kept = cache?.get(tokenHash);
      if (kept) return kept;
      const keep = cache?.beforeRead();
      const session = await findSession(app.db, tokenHash);
      if (session) keep?.(session);
      return session;
    };

    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      checkRouteDeclaration(route);
      if (!isApiPath(route.url)) return;
      const config = (route.config ?? {}) as { permission?: Permission; public?: boolean };
      for (const method of [route.method].flat()) {
        apiRoutes.push({ method, url: route.url, permission: config.permission, public: config.public === true });
      }
    });

    app.addHook('onRequest', async (request) => {
      // Decided by the matched route, not the raw URL: a static wildcard route catching /api/unknown is no API route.
      if (request.is404 || !isApiPath(request.routeOptions.url ?? '')) return;
      const config = request.routeOptions.config;

      const token = request.cookies[SESSION_COOKIE];
      const bearer = bearerSecretOf(request);
      // A request with a bearer token is that token's alone: any cookie it also carries is not looked at.
      if (bearer !== undefined) {
        const found = bearer ? await findApiToken(app.db, bearer) : undefined;
        if (found) {
          request.sessionUser = found.user;
          request.apiToken = { id: found.tokenId, scope: found.scope };
          if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
            await touchApiToken(app.db, found.tokenId);
          }
        } else if (!config.public) {
          throw new HttpError(
            401,
            'api_token_invalid',
            'The API token is unknown, expired or revoked, or its user is disabled',
          );
        }
      } else if (token) {
        const session = await readSession(hashToken(token));
        if (session) {
          request.sessionUser = session.user;
          request.sessionTokenHash = session.tokenHash;
          if (!session.persistent && Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
            await touchSession(app.db, session.tokenHash, app.config.sessionIdleTimeoutMs);
            sessionCache?.cache.touched(session.tokenHash, new Date());
          }
        } else if (!config.public) {
          // Ended by disabling its account: the cookie stays, so every page of that browser can say why.
          if (await isSessionOfDisabledAccount(app.db, hashToken(token)))
            throw new HttpError(401, 'account_disabled', 'This account is disabled', {
              reason: SESSION_ENDED_ACCOUNT_DISABLED,
            });
          // A stale cookie (expired, signed out elsewhere) is left alone: an answer that cleared it could reach the
          // browser after the answer of a sign-in made meanwhile (the sign-in-again dialog while other calls are in
          // flight) and erase the new session's cookie, which has the same name. Sign-in replaces it; sign-out clears it.
        }
      }

      if (!config.public) {
        const user = request.sessionUser;
        if (!user) throw new HttpError(401, 'not_signed_in', 'Sign in first');
        if (!config.permission || !roleHasPermission(user.role, config.permission)) {
          throw new HttpError(403, 'forbidden', 'Your role does not allow this');
        }
        if (request.apiToken) {
          if (config.sessionOnly)
            throw new HttpError(403, 'session_required', 'API tokens cannot do this; sign in to do it');
          if (request.apiToken.scope === 'read' && !READ_METHODS.has(request.method)) {
            throw new HttpError(403, 'api_token_read_only', 'This API token is read-only (scope "read")');
          }
        }
      }

      // A cross-site page cannot send an Authorization header without a CORS preflight the API never grants.
      if (
        STATE_CHANGING.has(request.method) &&
        !request.apiToken &&
        !config.recordsOnly &&
        !config.signedPost &&
        request.headers[CSRF_HEADER] !== CSRF_VALUE
      ) {
        throw new HttpError(403, 'csrf_header_missing', `Missing ${CSRF_HEADER} header (cross-site request refused)`);
      }
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
