import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, LoginBody, User } from '@tessera/shared/contract';
import { z } from 'zod';
import { HttpError } from '../plugins/errors.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './plugin.ts';
import { findUserWithHashByEmail, toUser } from '../users/repository.ts';
import { getDummyHash, verifyPassword } from './passwords.ts';
import { createSession, deleteExpiredSessions, deleteSession } from './repository.ts';
import { claimSignInAttempt, signInSucceeded, signInThrottle } from './throttle.ts';

/** One message for every refused sign-in, so the answer never tells which part was wrong. */
const BAD_CREDENTIALS = 'Wrong email or password, or the account is disabled';
const TOO_MANY = 'Too many failed sign-ins from this address; wait a few minutes and try again';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = signInThrottle(app.config);

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the HttpOnly session cookie',
        body: LoginBody,
        response: { 200: User, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const { config } = app;
      const attempt = await claimSignInAttempt(app.db, throttle, email, request.ip);
      if (!attempt.allowed) {
        reply.header('retry-after', Math.max(1, Math.ceil(attempt.retryAfterMs / 1000)));
        throw new HttpError(429, TOO_MANY);
      }

      const row = await findUserWithHashByEmail(app.db, email);
      // Hash even for an unknown email so the answer takes as long either way.
      const passwordOk = await verifyPassword(password, row?.password_hash ?? (await getDummyHash()));
      if (!row || !passwordOk || row.disabled) {
        // The attempt was counted as a failure when it was claimed.
        request.log.info({ email, ip: request.ip }, 'sign-in refused');
        throw new HttpError(401, BAD_CREDENTIALS);
      }

      await signInSucceeded(app.db, throttle, attempt.key);
      await deleteExpiredSessions(app.db);
      const lifetime = remember ? config.rememberMeMs : config.sessionIdleTimeoutMs;
      const token = await createSession(app.db, row.id, remember, lifetime);
      setSessionCookie(request, reply, token, remember ? config.rememberMeMs : undefined);
      request.log.info({ userId: row.id }, 'signed in');
      return toUser(row);
    },
  );

  app.post(
    '/auth/logout',
    {
      // Public so that signing out with an already expired session still clears the cookie.
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Sign out; deletes the session', response: { 204: z.null(), 403: ErrorBody } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/',
    {
      config: { permission: 'session' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: User, 401: ErrorBody } },
    },
    async (request) => request.user,
  );

  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Answers once the database is reachable',
        response: { 200: z.object({ status: z.literal('ok') }), 503: ErrorBody },
      },
    },
    async () => {
      try {
        await app.db.selectFrom('users').select('id').limit(1).execute();
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};
