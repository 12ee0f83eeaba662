export { createSessionStore, session } from './store.ts';
export type { AuthCalls, SessionState, SessionStore } from './store.ts';
export { SessionProvider, useCurrentUser, useSession, useSessionStore } from './react.tsx';
