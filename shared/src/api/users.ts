import type { CreateUserBody, SetPasswordBody, UpdateUserBody, User } from '../contract/users.ts';
import { api } from './client.ts';

/** GET /users/: every user (admins only; others get 403). */
export const listUsers = (signal?: AbortSignal) => api.get<User[]>('/users/', undefined, signal);

/** POST /users/ -> 201 the new user; 409 when the email or username is taken. */
export const createUser = (body: CreateUserBody) => api.post<User>('/users/', body);

/**
 * PUT /users/{id} with only what changes -> the user. Disabling ends their sessions at once; 409 for a
 * taken email/username or when it would leave no active admin.
 */
export const updateUser = (id: number, body: UpdateUserBody) => api.put<User>(`/users/${id}`, body);

/** POST /users/{id}/password -> 204; the user's other sessions end. */
export const setUserPassword = (id: number, body: SetPasswordBody) => api.post<void>(`/users/${id}/password`, body);
