import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../security/token-hash.ts';
import { routes } from '@tessera/shared/contract';
import { isHttps } from '../plugin.ts';

/**
 * Signing out at the provider after signing out of Tessera: the session remembers which provider it came from and
 * what that provider's logout needs (OpenID Connect: the ID token, sent back as `id_token_hint`; SAML: the NameID and
 * SessionIndex of its LogoutRequest); Tessera's sign-out ends the session and hands that over to a short-lived cookie
 * of this browser, which the sign-in page's offer ("Also sign out of …") and the provider's logout route read.
 */
export const SIGN_OUT_COOKIE = 'tessera_sso_signout';
/** The cookie's path: the folder of Tessera's own logout, above both OpenID Connect's and SAML's logout routes. */
const SIGN_OUT_PATH = `/api${routes.auth.logout.path.slice(0, routes.auth.logout.path.lastIndexOf('/') + 1)}`;
const SIGN_OUT_LIFETIME_MS = 10 * 60_000;

/** What a provider's logout needs of the sign-in it ends: OpenID Connect's ID token, SAML's subject and session. */
export interface LogoutHint {
  id_token?: string;
  name_id?: string;
  name_id_format?: string;
  session_index?: string;
}

/** Records how the session of `sessionToken` signed in. */
export async function rememberSignIn(db: Db, sessionToken: string, provider: string, hint: LogoutHint): Promise<void> {
  await db
    .insertInto('sso_sessions')
    .values({ token_hash: hashToken(sessionToken), provider, logout_hint: JSON.stringify(hint) })
    .execute();
}

/**
 * Before the session of `sessionToken` ends: when it signed in through a provider, what its logout needs is kept
 * under a new cookie of this browser (10 minutes), so that the provider can still be offered once signed out.
 */
export async function keepProviderSignOut(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionToken: string,
): Promise<void> {
  const signedIn = await db
    .selectFrom('sso_sessions')
    .select(['provider', 'logout_hint'])
    .where('token_hash', '=', hashToken(sessionToken))
    .executeTakeFirst();
  if (!signedIn) return;
  const cookie = randomBytes(32).toString('base64url');
  await db.deleteFrom('sso_sign_outs').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('sso_sign_outs')
    .values({ cookie_hash: hashToken(cookie), ...signedIn, expires_at: new Date(Date.now() + SIGN_OUT_LIFETIME_MS) })
    .execute();
  reply.setCookie(SIGN_OUT_COOKIE, cookie, {
    path: SIGN_OUT_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: SIGN_OUT_LIFETIME_MS / 1000,
  });
}

/** The provider this browser signed out of Tessera from, within the last minutes; undefined when none. */
export async function signedOutProvider(db: Db, request: FastifyRequest): Promise<string | undefined> {
  const cookie = request.cookies[SIGN_OUT_COOKIE];
  if (!cookie) return undefined;
  const row = await db
    .selectFrom('sso_sign_outs')
    .select('provider')
    .where('cookie_hash', '=', hashToken(cookie))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.provider;
}

/** What the logout at `provider` needs, used once: the cookie is cleared and its row deleted. */
export async function takeLogoutHint(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: string,
): Promise<LogoutHint> {
  const cookie = request.cookies[SIGN_OUT_COOKIE];
  if (!cookie) return {};
  reply.clearCookie(SIGN_OUT_COOKIE, {
    path: SIGN_OUT_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
  });
  const row = await db
    .deleteFrom('sso_sign_outs')
    .where('cookie_hash', '=', hashToken(cookie))
    .where('provider', '=', provider)
    .where('expires_at', '>', new Date())
    .returning('logout_hint')
    .executeTakeFirst();
  return row ? (JSON.parse(row.logout_hint) as LogoutHint) : {};
}

/**
 * The sessions a provider's own logout ends: those it signed in as `nameId` (and, when the provider names one, in its
 * session `sessionIndex`).
 */
export async function sessionsSignedInAs(
  db: Db,
  provider: string,
  nameId: string,
  sessionIndex: string | undefined,
): Promise<string[]> {
  const rows = await db
    .selectFrom('sso_sessions')
    .select(['token_hash', 'logout_hint'])
    .where('provider', '=', provider)
    .execute();
  return rows
    .filter((row) => {
      const hint = JSON.parse(row.logout_hint) as LogoutHint;
      return hint.name_id === nameId && (sessionIndex === undefined || hint.session_index === sessionIndex);
    })
    .map((row) => row.token_hash);
}
