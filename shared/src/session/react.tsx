import { createContext, useContext, useSyncExternalStore } from 'react';
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
