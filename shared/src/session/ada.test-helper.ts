import type { User } from '../contract/users.ts';

/** Ada, the user the session, guard and live-channel tests sign in as: an active user with no special role. */
export const ada: User = {
  id: 1,
  email: 'ada@example.com',
  username: 'ada',
  display_name: null,
  role: 'user',
  disabled: false,
};
