/**
 * The ONE session store: the current user plus the time of its last fetch.
 * Framework-free so the guard and tests can use it without React; `SessionProvider`/hooks wrap it.
 * Shared as a Module Federation singleton, so the shell and every remote hold this very instance.
 */
import type { LoginBody } from '../contract/auth.ts';
import type { User } from '../contract/users.ts';
import * as authApi from '../api/auth.ts';
import { isApiError, onUnauthorized } from '../api/client.ts';
import { saysAccountDisabled } from '../contract/session-end.ts';

export type SessionState = {
  user: User | null;
  /** Epoch ms of the last successful fetch of the user (login counts as one); null when signed out. */
  fetchedAt: number | null;
  /**
   * The server ended the session while a screen with unsaved work holds sign-in in place (`holdSignInInPlace`):
   * that screen asks for the password over its work instead of the guard's redirect to login. Absent otherwise.
   */
  signInAgain?: true;
  /**
   * The server said the session ended because its account is disabled: screens say so before asking for a password
   * that cannot work. Until someone signs in again.
   */
  accountDisabled?: true;
};

export type AuthCalls = {
  login: (credentials: LoginBody) => Promise<User>;
  logout: () => Promise<void>;
  fetchCurrentUser: () => Promise<User>;
};

export type SessionStore = {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** GET /user/. A 401 clears the session (it expired) before the error propagates. */
  fetchCurrentUser: () => Promise<User>;
  login: (credentials: LoginBody) => Promise<User>;
  /** Clears the user and resets the last-fetch time, even when the server call fails. */
  logout: () => Promise<void>;
  /**
   * The server no longer knows this session (some call got a 401): the user stays on screen, but the last-fetch
   * time is reset, so the guard fetches the user on the next navigation and a 401 then leads to login. `sentAt`
   * (`performance.now()` when the call left): a call sent before the last sign-in carried the session that had
   * ended, so its 401, however late it arrives, says nothing about the new one and is ignored. `accountDisabled`:
   * the 401 said the account is disabled.
   */
  markStale: (sentAt?: number, accountDisabled?: boolean) => void;
  /**
   * While held (a screen with unsaved work is open), a 401 sets `signInAgain` instead of marking the user stale:
   * the user stays known, the guard does not send them to login, and the screen shows the sign-in dialog in
   * place (`SignInAgainDialog` of the UI kit); signing in clears it. Returns the release: when the last hold
   * goes while sign-in is still wanted, the user is marked stale, and the guard takes over as usual.
   */
  holdSignInInPlace: () => () => void;
};

const signedOut: SessionState = { user: null, fetchedAt: null };

/** A state with `accountDisabled` set when `disabled`, and without it otherwise. */
const withAccountDisabled = (state: SessionState, disabled: boolean): SessionState =>
  disabled ? { ...state, accountDisabled: true } : state;

export function createSessionStore(calls: AuthCalls = authApi, now: () => number = Date.now): SessionStore {
  let state: SessionState = signedOut;
  let holds = 0;
  let signedInAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();

  function set(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async fetchCurrentUser() {
      try {
        const user = await calls.fetchCurrentUser();
        set({ user, fetchedAt: now() });
        return user;
      } catch (error) {
        if (isApiError(error, 401)) set(withAccountDisabled(signedOut, saysAccountDisabled(error.body)));
        throw error;
      }
    },
    async login(credentials) {
      const user = await calls.login(credentials);
      signedInAt = performance.now();
      set({ user, fetchedAt: now() });
      return user;
    },
    async logout() {
      try {
        await calls.logout();
      } finally {
        set(signedOut);
      }
    },
    markStale(sentAt = Number.POSITIVE_INFINITY, accountDisabled = false) {
      if (sentAt < signedInAt) return;
      const disabled = accountDisabled || state.accountDisabled === true;
      if (holds > 0 && state.user) {
        if (!state.signInAgain || disabled !== !!state.accountDisabled)
          set(withAccountDisabled({ ...state, signInAgain: true }, disabled));
        return;
      }
      if (state.fetchedAt !== null || disabled !== !!state.accountDisabled)
        set(withAccountDisabled({ user: state.user, fetchedAt: null }, disabled));
    },
    holdSignInInPlace() {
      holds++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds--;
        if (holds === 0 && state.signInAgain)
          set(withAccountDisabled({ user: state.user, fetchedAt: null }, state.accountDisabled === true));
      };
    },
  };
}

/** The instance every app uses. */
export const session: SessionStore = createSessionStore();
onUnauthorized((sentAt, body) => session.markStale(sentAt, saysAccountDisabled(body)));
