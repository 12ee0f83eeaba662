import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './plugin.ts';
import { findPersonalSettings, findUserWithHashByEmail, toUser } from '../users/repository.ts';
import { getDummyHash, verifyPassword } from '../users/passwords.ts';
import { createSession, deleteExpiredSessions, deleteSession } from './repository.ts';
import { claimSignInAttempt, signInSucceeded, signInThrottle } from './throttle.ts';
import { passwordSignInRefusal } from './sso/policy.ts';
import { keepProviderSignOut } from './sso/sign-out.ts';

/** One message for a wrong email or password, so the answer never tells which part was wrong. */
const BAD_CREDENTIALS = 'Wrong email or password';
/**
 * Said only to someone who gave the account's password: its owner learns why the session ended and whom to ask,
 * anyone else learns nothing about the account (a wrong password on a disabled account gets BAD_CREDENTIALS).
 */
const DISABLED = 'This account is disabled';
const TOO_MANY = 'Too many failed sign-ins from this address; wait a few minutes and try again';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = signInThrottle(app.config);

  route(app, endpoints.auth.login, async (request, reply) => {
    const { email, password, remember } = request.body;
    const { config } = app;
    const attempt = await claimSignInAttempt(app.db, throttle, email, request.ip);
    if (!attempt.allowed) {
      reply.header('retry-after', Math.max(1, Math.ceil(attempt.retryAfterMs / 1000)));
      throw new HttpError(429, 'too_many_sign_in_attempts', TOO_MANY);
    }

    const row = await findUserWithHashByEmail(app.db, email);
    // Hash even for an unknown email so the answer takes as long either way.
    const passwordOk = await verifyPassword(password, row?.password_hash ?? (await getDummyHash()));
    if (!row || !passwordOk || row.disabled) {
      // The attempt was counted as a failure when it was claimed.
      request.log.info({ email, ip: request.ip, disabled: row?.disabled }, 'sign-in refused');
      throw row && passwordOk
        ? new HttpError(403, 'account_disabled', DISABLED)
        : new HttpError(401, 'wrong_email_or_password', BAD_CREDENTIALS);
    }

    await signInSucceeded(app.db, throttle, attempt.key);
    const ssoRequired = await passwordSignInRefusal(app.db, config, row.id);
    if (ssoRequired) {
      request.log.info({ userId: row.id }, 'password sign-in refused: single sign-on is required');
      throw new HttpError(403, 'sso_required', ssoRequired);
    }
    await deleteExpiredSessions(app.db);
    const lifetime = remember ? config.rememberMeMs : config.sessionIdleTimeoutMs;
    const token = await createSession(app.db, row.id, remember, lifetime);
    setSessionCookie(request, reply, token, remember ? config.rememberMeMs : undefined);
    request.log.info({ userId: row.id }, 'signed in');
    return { ...toUser(row), locale: row.locale, time_zone: row.time_zone };
  });

  route(app, endpoints.auth.logout, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      // A session signed in through a provider leaves what its sign-out there needs, for the sign-in page to offer.
      await keepProviderSignOut(app.db, request, reply, token);
      await deleteSession(app.db, token);
    }
    clearSessionCookie(request, reply);
    return reply.status(204).send(null);
  });

  route(app, endpoints.auth.me, async (request) => ({
    ...request.user,
    ...(await findPersonalSettings(app.db, request.user.id)),
  }));

  route(app, endpoints.auth.health, async () => {
    try {
      await app.db.selectFrom('users').select('id').limit(1).execute();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, 'database_unavailable', 'Database unavailable');
    }
    return { status: 'ok' as const };
  });
};
