import type { LoginBody } from '../contract/auth.ts';
import type { User } from '../contract/users.ts';
import { api } from './client.ts';

/** POST /auth/login: answers the signed-in user; a wrong password answers 401 with a `message`. */
export const login = (credentials: LoginBody) => api.post<User>('/auth/login', credentials);

/** POST /auth/logout: ends the server session. */
export const logout = () => api.post<void>('/auth/logout');

/** GET /user/: the current user; 401 when signed out. */
export const fetchCurrentUser = () => api.get<User>('/user/');
