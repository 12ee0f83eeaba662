import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import type { Db } from '../../db/database.ts';
import { route } from '../../plugins/endpoint.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  findPersonalSettings,
  findUserWithHashByEmail,
  setInterfaceLocale,
  setTimeZone,
} from '../../users/repository.ts';
import { changeUser, resetPassword } from '../../users/service.ts';
import { verifyPassword } from '../../users/passwords.ts';
import { clearSessionCookie } from '../plugin.ts';
import { deleteUserSessions } from '../repository.ts';
import { authAccountHooks } from '../account-hooks.ts';
import { deleteUserTokens } from '../tokens/repository.ts';
import { claimSignInAttempt, signInSucceeded, signInThrottle } from '../throttle.ts';

/** One's own account: the profile, the password and the sessions. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = signInThrottle(app.config);

  route(app, endpoints.auth.updateMe, async (request) => {
    const { display_name, locale, time_zone } = request.body;
    const user =
      display_name === undefined
        ? request.user
        : await changeUser(app.db, authAccountHooks, request.user.id, { display_name });
    if (locale !== undefined) await setInterfaceLocale(app.db, user.id, locale);
    if (time_zone !== undefined) await setTimeZone(app.db, user.id, time_zone);
    return { ...user, ...(await findPersonalSettings(app.db, user.id)) };
  });

  route(app, endpoints.auth.changePassword, async (request, reply) => {
    const { user } = request;
    // Guessing the current password through a borrowed session counts like guessing it at sign-in.
    const attempt = await claimSignInAttempt(app.db, throttle, user.email, request.ip);
    if (!attempt.allowed) {
      reply.header('retry-after', Math.max(1, Math.ceil(attempt.retryAfterMs / 1000)));
      throw new HttpError(
        429,
        'too_many_password_attempts',
        'Too many wrong passwords from this address; wait a few minutes and try again',
      );
    }
    const row = await findUserWithHashByEmail(app.db, user.email);
    // 400, not 401: the session is fine, and a 401 would make the browser client sign the person out.
    if (!row || !(await verifyPassword(request.body.old_password, row.password_hash))) {
      throw new HttpError(400, 'wrong_current_password', 'The current password is wrong');
    }
    await signInSucceeded(app.db, throttle, attempt.key);
    const revokeTokens = request.body.revoke_tokens === true;
    const revoking = revokeTokens ? (trx: Db) => deleteUserTokens(trx, user.id) : undefined;
    await resetPassword(
      app.db,
      authAccountHooks,
      user.id,
      request.body.new_password,
      request.sessionTokenHash,
      revoking,
    );
    request.log.info({ userId: user.id, revokeTokens }, 'password changed by its owner');
    return reply.status(204).send(null);
  });

  route(app, endpoints.auth.logoutAll, async (request, reply) => {
    // Whoever took the account over may have made tokens too: they go with the sessions.
    await deleteUserTokens(app.db, request.user.id);
    await deleteUserSessions(app.db, request.user.id);
    clearSessionCookie(request, reply);
    request.log.info({ userId: request.user.id }, 'signed out everywhere');
    return reply.status(204).send(null);
  });
};
