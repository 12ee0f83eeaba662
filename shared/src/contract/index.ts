/**
 * The API contract: the one source of truth. The server validates requests and answers with these zod
 * schemas; the front end types its calls from them. Framework-free on purpose (zod only), so the server can
 * import it without pulling in React or axios.
 */
export * from './plain.ts';
export * from './segment-text.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './permissions.ts';
export * from './glossary.ts';
export * from './tm.ts';
export * from './segment-origin.ts';
export * from './history.ts';
export * from './comments.ts';
export * from './repetitions.ts';
export * from './file-names.ts';
export * from './documents.ts';
export * from './preview.ts';
export * from './segment-place.ts';
export * from './qa.ts';
export * from './qa-report.ts';
export * from './matching.ts';
export * from './live.ts';
export * from './projects.ts';
export * from './repository.ts';
export * from './assignments.ts';
export * from './review.ts';
export * from './jobs.ts';
export * from './analysis.ts';
export * from './report.ts';
export * from './csv.ts';
export * from './terms.ts';
export * from './mt.ts';
export * from './webhooks.ts';
export * from './handoffs.ts';
export * from './screenshots.ts';
export * from './tokens.ts';
export * from './invitations.ts';
export * from './routes.ts';
export * from './validation.ts';
export * from './time-zone.ts';
// Types only: the schemas stay in the endpoint table (./endpoints/sso.ts), so no run-time name is added here.
export type {
  LdapLoginBody,
  PublicSignInProviderList,
  PutSignInProviderBody,
  RoleMap,
  SignInMethodList,
  SignInPolicy,
  SignInProvider,
  SsoSignedOut,
} from './sso.ts';
// Types only, like sso's: the schemas stay in ./endpoints/spelling.ts's table.
export type {
  AddDictionaryWordBody,
  ProjectDictionary,
  SpellingCheckBody,
  SpellingCheckResult,
  SpellingWord,
} from './spelling.ts';
// Types only, like sso's: the schemas stay in ./endpoints/scim.ts's table.
export type {
  CreateScimTokenBody,
  CreatedScimToken,
  PutScimSettingsBody,
  ScimSettings,
  ScimToken,
  ScimTokenList,
} from './scim.ts';
