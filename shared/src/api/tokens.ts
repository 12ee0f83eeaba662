import type { ChangePasswordBody, CreateTokenBody } from '../contract/tokens.ts';
import { call, routes } from '@tessera/shared';

/** The signed-in user's API tokens, newest first (never their secrets). */
export const listMyTokens = (signal?: AbortSignal) => call(routes.tokens.listMine, { signal });

/** 201 the token with its secret (`token`), shown this once. */
export const createToken = (body: CreateTokenBody) => call(routes.tokens.create, { body });

/** 204; the token stops working at once. */
export const revokeMyToken = (id: number) => call(routes.tokens.revokeMine, { params: { id } });

/** Every user's tokens (admins only). */
export const listAllTokens = (signal?: AbortSignal) => call(routes.tokens.listAll, { signal });

/** 204 (admins only). */
export const revokeAnyToken = (id: number) => call(routes.tokens.revokeAny, { params: { id } });

/** 204; 400 when the current password is wrong. The other sessions end. */
export const changeMyPassword = (body: ChangePasswordBody) => call(routes.auth.changePassword, { body });

/** 204: every session of the user ends, this one included. */
export const logoutEverywhere = () => call(routes.auth.logoutAll);
