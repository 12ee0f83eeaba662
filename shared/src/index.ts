/**
 * @tessera/shared: the one package every front-end app imports. Its one-instance part (the API client, the session
 * store, the router's blocking context) is the core entry (`@tessera/shared/core`, see core.ts), which remotes take
 * from the shell, so those are the same objects in the shell and every remote; a remote takes the rest of this entry
 * from a shell of its release or later, and loads its own copy under an older one.
 * The UI kit is at `@tessera/shared/ui`, the contract at `@tessera/shared/contract`, msw mocks at
 * `@tessera/shared/mocks` (never imported by production code).
 *
 * Each domain's API calls are at `@tessera/shared/api/<domain>` (`import * as glossaryApi from
 * '@tessera/shared/api/glossary'`): not shared, so an app bundles only the domains it calls, and each of them
 * calls the client through this entry, i.e. the core's one client (interceptors, CSRF header, 401 handling).
 *
 * Nothing here imports zod (index.test.ts holds that): the contract's permissions and plain values are
 * re-exported below so that a screen reads them without downloading the schemas; a screen that validates a
 * form loads the contract when the form is submitted (`await import('@tessera/shared/contract')`).
 */
// The one-instance part (client, session, router context): from the core entry, which remotes take from the shell
// (named one by one: the shell's module under that share key may be a whole release's main entry).
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
  createSessionStore,
  session,
  SessionProvider,
  useCurrentUser,
  useHoldSignInInPlace,
  useSession,
  useSessionStore,
  useSignedInAgain,
  BlockingRouter,
  useBlocker,
} from '@tessera/shared/core';
export type {
  ApiRequest,
  AuthCalls,
  Blocker,
  CallAnswer,
  CallInput,
  PlainCall,
  QueryParams,
  SessionState,
  SessionStore,
} from '@tessera/shared/core';
export { errorMessage, signInFailureMessage } from './api/errors.ts';
export { startDownload } from './api/download.ts';
export { pathOf, routes } from './contract/routes.ts';
export type { ErrorWording } from './api/errors.ts';
export * from './guard/index.ts';
export * from './router/index.ts';
export { RemoteFrame } from './remote/RemoteFrame.tsx';
export { listKeys } from './query/keys.ts';
export { can } from './contract/permissions.ts';
export type { Permission } from './contract/permissions.ts';
export * from './contract/plain.ts';
export * from './contract/segment-text.ts';
