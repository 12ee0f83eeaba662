/**
 * @tessera/shared: the one package every front-end app imports. Shared as a Module Federation singleton,
 * so the session store and API client below are the same objects in the shell and every remote.
 * The UI kit is at `@tessera/shared/ui`, the contract at `@tessera/shared/contract`, msw mocks at
 * `@tessera/shared/mocks` (never imported by production code).
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
  configureApi,
  http,
  isApiError,
  onUnauthorized,
  urlOf,
} from './api/client.ts';
export type { ApiRequest, CallAnswer, CallInput, QueryParams } from './api/client.ts';
export { errorMessage, signInFailureMessage } from './api/errors.ts';
export { startDownload } from './api/download.ts';
export type { ErrorWording } from './api/errors.ts';
export * as authApi from './api/auth.ts';
export * as documentsApi from './api/documents.ts';
export * as qaApi from './api/qa.ts';
export * as historyApi from './api/history.ts';
export * as repetitionsApi from './api/repetitions.ts';
export * as commentsApi from './api/comments.ts';
export * as glossaryApi from './api/glossary.ts';
export * as matchingApi from './api/matching.ts';
export * as tmApi from './api/tm.ts';
export * as usersApi from './api/users.ts';
export * as tokensApi from './api/tokens.ts';
export * as invitationsApi from './api/invitations.ts';
export * as projectsApi from './api/projects.ts';
export * as jobsApi from './api/jobs.ts';
export * as termsApi from './api/terms.ts';
export * as mtApi from './api/mt.ts';
export * as liveApi from './api/live.ts';
export * from './session/index.ts';
export * from './guard/index.ts';
export * from './router/index.ts';
export { RemoteFrame } from './remote/RemoteFrame.tsx';
export { listKeys } from './query/keys.ts';
export { can } from './contract/permissions.ts';
export type { Permission } from './contract/permissions.ts';
export * from './contract/plain.ts';
export * from './contract/segment-text.ts';
