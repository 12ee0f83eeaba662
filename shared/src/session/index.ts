export { createSessionStore, session } from './store.ts';
export type { AuthCalls, SessionState, SessionStore } from './store.ts';
export {
  SessionProvider,
  useCurrentUser,
  useHoldSignInInPlace,
  useSession,
  useSessionStore,
  useSignedInAgain,
} from './react.tsx';
