import type { CreateUserBody, SetPasswordBody, UpdateUserBody } from '../contract/users.ts';
import { call, routes } from '@tessera/shared';

/** Every user (admins only; others get 403). */
export const listUsers = (signal?: AbortSignal) => call(routes.users.list, { signal });

/** 201 the new user; 409 when the email or username is taken. */
export const createUser = (body: CreateUserBody) => call(routes.users.create, { body });

/**
 * Changes only what the body holds, answers the user. Disabling ends their sessions at once; 409 for a taken
 * email/username or when it would leave no active admin.
 */
export const updateUser = (id: number, body: UpdateUserBody) => call(routes.users.update, { params: { id }, body });

/** 204; the user's other sessions end. */
export const setUserPassword = (id: number, body: SetPasswordBody) =>
  call(routes.users.setPassword, { params: { id }, body });
