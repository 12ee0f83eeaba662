import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { findSession, touchSession } from './repository.ts';
import { CSRF_HEADER, CSRF_VALUE, isPermission, roleHasPermission, type Permission, type User } from '@tessera/shared/contract';
import { HttpError } from '../plugins/errors.ts';

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
  }
  interface FastifyContextConfig {
    /** The permission a signed-in user needs for this route (shared/src/contract/permissions.ts). */
    permission?: Permission;
    /** The route is open to everyone (sign-in, health). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null (only public routes ever see null). */
    sessionUser: User | null;
    /** The signed-in user; on a route with a permission it is always there. Throws 401 when nobody is signed in. */
    readonly user: User;
    /** SHA-256 of the current session token, when signed in. */
    sessionTokenHash: string | null;
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
    throw new Error(`route ${String(route.method)} ${route.url} requires unknown permission "${String(config.permission)}"`);
  }
}

/**
 * HTTPS directly, or behind a proxy that says so. X-Forwarded-Proto is honoured even without TRUST_PROXY:
 * faking it only makes one's own cookie stricter.
 */
function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || String(request.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim() === 'https';
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
 * Sessions and access control for every /api route: reads the session cookie, then answers 401 (nobody signed
 * in) or 403 (role lacks the route's permission), then checks the CSRF header on state-changing requests.
 */
export const authPlugin = fp(async function authPlugin(app: FastifyInstance) {
  await app.register(cookie);

  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      if (!this.sessionUser) throw new HttpError(401, 'Sign in first');
      return this.sessionUser;
    },
  });

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

  app.addHook('onRequest', async (request, reply) => {
    // Decided by the matched route, not the raw URL: a static wildcard route catching /api/unknown is no API route.
    if (request.is404 || !isApiPath(request.routeOptions.url ?? '')) return;
    const config = request.routeOptions.config;

    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await findSession(app.db, token);
      if (session) {
        request.sessionUser = session.user;
        request.sessionTokenHash = session.tokenHash;
        if (!session.persistent && Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
          await touchSession(app.db, session.tokenHash, app.config.sessionIdleTimeoutMs);
        }
      } else if (!config.public) {
        // A stale cookie (expired, signed out elsewhere, user disabled): drop it so the browser stops sending it.
        clearSessionCookie(request, reply);
      }
    }

    if (!config.public) {
      const user = request.sessionUser;
      if (!user) throw new HttpError(401, 'Sign in first');
      if (!config.permission || !roleHasPermission(user.role, config.permission)) {
        throw new HttpError(403, 'Your role does not allow this');
      }
    }

    if (STATE_CHANGING.has(request.method) && request.headers[CSRF_HEADER] !== CSRF_VALUE) {
      throw new HttpError(403, `Missing ${CSRF_HEADER} header (cross-site request refused)`);
    }
  });
}, { name: 'auth', dependencies: ['errors'] });
