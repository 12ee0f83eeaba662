/**
 * @tessera/shared/core: what must be ONE instance in the page, and nothing else: the API client (its axios
 * instance, the 401 listeners), the session store with its React hooks, and the router's blocking context.
 * Remotes consume this entry from the shell as a Module Federation singleton under the share key of the package's
 * main entry (`@tessera/shared`, which re-exports all of it), so a shell of any release of the major provides it:
 * every name here was in the major's first release (core.test.ts holds that). Everything else a remote uses of
 * the package (kit, domain calls, helpers, contract) it may load in its own copy (under a shell of an older
 * release, see scripts/federation-config.ts), which reaches the one instance through this entry.
 *
 * A name added here, or one whose behaviour a remote would need changed, is a major: shells of older releases
 * could not give it.
 */
export {
  ApiError,
  DEFAULT_API_BASE,
  apiRequest,
  call,
  plainCalls,
  configureApi,
  http,
  isApiError,
  onUnauthorized,
  urlOf,
} from './api/client.ts';
export type { ApiRequest, CallAnswer, CallInput, PlainCall, QueryParams } from './api/client.ts';
export { createSessionStore, session } from './session/store.ts';
export type { AuthCalls, SessionState, SessionStore } from './session/store.ts';
export {
  SessionProvider,
  useCurrentUser,
  useHoldSignInInPlace,
  useSession,
  useSessionStore,
  useSignedInAgain,
} from './session/react.tsx';
export { BlockingRouter, useBlocker } from './router/blocker.tsx';
export type { Blocker } from './router/blocker.tsx';
