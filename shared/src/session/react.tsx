import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { User } from '../contract/users.ts';
import { session as defaultSession } from './store.ts';
import type { SessionState, SessionStore } from './store.ts';

/** Defaults to the shared instance, so a remote rendered by the shell needs no provider of its own. */
const SessionContext = createContext<SessionStore>(defaultSession);

/** Tests and standalone hosts may pass their own store; apps normally rely on the default instance. */
export function SessionProvider({ store = defaultSession, children }: { store?: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  return useContext(SessionContext);
}

export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function useCurrentUser(): User | null {
  return useSession().user;
}

/**
 * While the calling screen is mounted (and `active`), a session that ends asks for the password in place instead
 * of leaving the screen for the login (see `SessionStore.holdSignInInPlace`). `SignInAgainDialog` calls it.
 */
export function useHoldSignInInPlace(active = true): void {
  const store = useSessionStore();
  useEffect(() => (active ? store.holdSignInInPlace() : undefined), [store, active]);
}

/** Runs `callback` once the user has signed in again after their session ended in place: save what waited. */
export function useSignedInAgain(callback: () => void): void {
  const store = useSessionStore();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    let waiting = store.getState().signInAgain === true;
    return store.subscribe(() => {
      const state = store.getState();
      if (state.signInAgain) {
        waiting = true;
      } else if (waiting) {
        waiting = false;
        if (state.user && state.fetchedAt !== null) latest.current();
      }
    });
  }, [store]);
}
