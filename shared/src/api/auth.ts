import type { LoginBody } from '../contract/auth.ts';
import { routes } from '../contract/routes.ts';
import { call } from './client.ts';

/** Signs in: answers the signed-in user; a wrong password answers 401 with a `message`. */
export const login = (credentials: LoginBody) => call(routes.auth.login, { body: credentials });

/** Ends the server session. */
export const logout = () => call(routes.auth.logout);

/** The current user; 401 when signed out. */
export const fetchCurrentUser = () => call(routes.auth.me);
