/**
 * @tessera/shared: the one package every front-end app imports. Shared as a Module Federation singleton,
 * so the session store and API client below are the same objects in the shell and every remote.
 * The UI kit is at `@tessera/shared/ui`, the contract at `@tessera/shared/contract`, msw mocks at
 * `@tessera/shared/mocks` (never imported by production code).
 *
 * Each domain's API calls are at `@tessera/shared/api/<domain>` (`import * as glossaryApi from
 * '@tessera/shared/api/glossary'`): not shared, so an app bundles only the domains it calls, and each of them
 * calls the client through this entry, i.e. the one singleton client (interceptors, CSRF header, 401 handling).
 *
 * Nothing here imports zod (index.test.ts holds that): the contract's permissions and plain values are
 * re-exported below so that a screen reads them without downloading the schemas; a screen that validates a
 * form loads the contract when the form is submitted (`await import('@tessera/shared/contract')`).
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
export { errorMessage, signInFailureMessage } from './api/errors.ts';
export { startDownload } from './api/download.ts';
export { pathOf, routes } from './contract/routes.ts';
export type { ErrorWording } from './api/errors.ts';
export * from './session/index.ts';
export * from './guard/index.ts';
export * from './router/index.ts';
export { RemoteFrame } from './remote/RemoteFrame.tsx';
export { listKeys } from './query/keys.ts';
export { can } from './contract/permissions.ts';
export type { Permission } from './contract/permissions.ts';
export * from './contract/plain.ts';
export * from './contract/segment-text.ts';
