import type { Client } from './harness.ts';

/** Asks the server, as `client`, to change the signed-in user's password: the response, whatever it says. */
export function changePassword(
  client: Client,
  oldPassword: string,
  newPassword: string,
  options: { revokeTokens?: boolean } = {},
) {
  return client.inject({
    method: 'POST',
    url: '/api/user/password',
    payload: {
      old_password: oldPassword,
      new_password: newPassword,
      ...(options.revokeTokens === undefined ? {} : { revoke_tokens: options.revokeTokens }),
    },
  });
}
