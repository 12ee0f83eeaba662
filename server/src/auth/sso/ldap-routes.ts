import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role, User } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { HttpError } from '../../plugins/errors.ts';
import { SecretsKeyError } from '../../security/secrets.ts';
import { setSessionCookie } from '../plugin.ts';
import { createSession, deleteExpiredSessions } from '../repository.ts';
import { claimSignInAttempt, signInSucceeded, signInThrottle } from '../throttle.ts';
import { accountFor, SsoRefusal } from './accounts.ts';
import { DirectoryUnavailable, signInAtDirectory, WrongCredentials, type DirectoryPerson } from './ldap.ts';
import { findProvider, lazySecrets, type LdapProvider } from './providers.ts';

/** One message for a wrong username or password, or a username the directory does not know. */
const BAD_CREDENTIALS = 'Wrong username or password';
const TOO_MANY = 'Too many failed sign-ins from this address; wait a few minutes and try again';

/**
 * The sign-in throttle's account for a directory's username: never an e-mail (those hold an `@` and no `:`), so it
 * counts apart from password sign-in, per directory, whatever case the person types.
 */
const throttleAccount = (slug: string, username: string) => `ldap:${slug}:${username.toLowerCase()}`;

/** The role map as the directory's groups are matched: names lower-cased, as DNs and CNs compare in directories. */
const lowerCased = (roleMap: Record<string, Role>): Record<string, Role> =>
  Object.fromEntries(Object.entries(roleMap).map(([group, role]) => [group.trim().toLowerCase(), role]));

/** Sign-in with a directory's (LDAP, Active Directory) username and password: auth/sso/README.md. */
export const ldapRoutes: FastifyPluginAsyncZod = async (app) => {
  const secrets = lazySecrets(app.config);
  const throttle = signInThrottle(app.config);

  const directoryOr404 = async (slug: string): Promise<LdapProvider> => {
    try {
      const provider = await findProvider(app.db, app.config, slug, secrets);
      if (provider?.protocol !== 'ldap')
        throw new HttpError(404, 'directory_not_found', `No directory is named "${slug}"`);
      return provider;
    } catch (error) {
      if (error instanceof SecretsKeyError) throw new HttpError(502, 'secrets_key_unusable', error.message);
      throw error;
    }
  };

  route(app, endpoints.sso.ldapLogin, async (request, reply) => {
    const { username, password, remember } = request.body;
    const provider = await directoryOr404(request.params.provider);
    const attempt = await claimSignInAttempt(app.db, throttle, throttleAccount(provider.slug, username), request.ip);
    if (!attempt.allowed) {
      reply.header('retry-after', Math.max(1, Math.ceil(attempt.retryAfterMs / 1000)));
      throw new HttpError(429, 'too_many_sign_in_attempts', TOO_MANY);
    }
    let person: DirectoryPerson;
    try {
      person = await signInAtDirectory(provider, username, password);
    } catch (error) {
      // The attempt was counted as a failure when it was claimed.
      if (error instanceof WrongCredentials) {
        request.log.info(
          { provider: provider.slug, username, ip: request.ip, reason: error.message },
          'ldap: sign-in refused',
        );
        throw new HttpError(401, 'wrong_username_or_password', BAD_CREDENTIALS);
      }
      if (error instanceof DirectoryUnavailable) {
        request.log.error(
          { err: error, provider: provider.slug, url: provider.url },
          'ldap: the directory cannot be used',
        );
        throw new HttpError(
          502,
          'sign_in_provider_unreachable',
          `${provider.name} cannot be reached; try again later, or sign in with your password`,
        );
      }
      throw error;
    }
    await signInSucceeded(app.db, throttle, attempt.key);

    let user: User;
    try {
      user = await accountFor(
        app.db,
        { slug: provider.slug, name: provider.name, roleMap: lowerCased(provider.roleMap) },
        {
          sub: person.subject,
          groups: person.groups,
          email: person.email,
          // Anyone who may edit their own entry may type any address into `mail`: only an admin's word makes it proof.
          email_verified: provider.trustMail,
          name: person.name,
          preferred_username: username,
        },
      );
    } catch (error) {
      if (!(error instanceof SsoRefusal) && !(error instanceof HttpError)) throw error;
      request.log.info({ provider: provider.slug, dn: person.dn, reason: error.message }, 'ldap: sign-in refused');
      throw error instanceof HttpError ? error : new HttpError(403, 'sso_sign_in_refused', error.message);
    }
    await deleteExpiredSessions(app.db);
    const lifetime = remember ? app.config.rememberMeMs : app.config.sessionIdleTimeoutMs;
    const token = await createSession(app.db, user.id, remember, lifetime);
    setSessionCookie(request, reply, token, remember ? app.config.rememberMeMs : undefined);
    request.log.info({ userId: user.id, provider: provider.slug }, 'signed in with a directory');
    return user;
  });
};
