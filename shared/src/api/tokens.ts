import type {
  ApiToken,
  ChangePasswordBody,
  CreatedApiToken,
  CreateTokenBody,
  UserApiToken,
} from '../contract/tokens.ts';
import { api } from './client.ts';

/** GET /user/tokens: the signed-in user's API tokens, newest first (never their secrets). */
export const listMyTokens = (signal?: AbortSignal) => api.get<ApiToken[]>('/user/tokens', undefined, signal);

/** POST /user/tokens -> 201 the token with its secret (`token`), shown this once. */
export const createToken = (body: CreateTokenBody) => api.post<CreatedApiToken>('/user/tokens', body);

/** DELETE /user/tokens/{id} -> 204; the token stops working at once. */
export const revokeMyToken = (id: number) => api.delete<void>(`/user/tokens/${id}`);

/** GET /users/tokens: every user's tokens (admins only). */
export const listAllTokens = (signal?: AbortSignal) => api.get<UserApiToken[]>('/users/tokens', undefined, signal);

/** DELETE /users/tokens/{id} -> 204 (admins only). */
export const revokeAnyToken = (id: number) => api.delete<void>(`/users/tokens/${id}`);

/** POST /user/password -> 204; 400 when the current password is wrong. The other sessions end. */
export const changeMyPassword = (body: ChangePasswordBody) => api.post<void>('/user/password', body);

/** POST /auth/logout-all -> 204: every session of the user ends, this one included. */
export const logoutEverywhere = () => api.post<void>('/auth/logout-all');
