import type { Client } from './harness.ts';

/** Asks the server, as `client`, to change the signed-in user's password: the response, whatever it says. */
export function changePassword(client: Client, oldPassword: string, newPassword: string) {
  return client.inject({
    method: 'POST',
    url: '/api/user/password',
    payload: { old_password: oldPassword, new_password: newPassword },
  });
}
