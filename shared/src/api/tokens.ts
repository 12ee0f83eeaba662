import { plainCalls, routes } from '@tessera/shared';

/**
 * The calls of API tokens. `listMyTokens` answers the signed-in user's tokens, newest first, never their secrets;
 * `createToken` answers 201 with the token and its secret (`token`), shown this once; a revoked token (204) stops
 * working at once. `getTokenLimit` answers how many days a new token may last at most. `listAllTokens`,
 * `revokeAnyToken`, `getTokenSettings` and `putTokenSettings` (that ceiling, where it comes from) are for admins.
 */
export const {
  listMine: listMyTokens,
  create: createToken,
  revokeMine: revokeMyToken,
  listAll: listAllTokens,
  revokeAny: revokeAnyToken,
  settings: getTokenSettings,
  putSettings: putTokenSettings,
  limit: getTokenLimit,
} = plainCalls(routes.tokens);

/**
 * `changeMyPassword(body)`: 204, 400 when the current password is wrong; the other sessions end.
 * `logoutEverywhere()`: 204, every session of the user ends, this one included.
 */
export const { changePassword: changeMyPassword, logoutAll: logoutEverywhere } = plainCalls(routes.auth);
