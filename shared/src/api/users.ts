import type { User } from '../contract/users.ts';
import { api } from './client.ts';

/** GET /users/: every user (admins only; others get 403). */
export const listUsers = (signal?: AbortSignal) => api.get<User[]>('/users/', undefined, signal);
