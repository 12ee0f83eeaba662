/**
 * The endpoint table with its schemas: for each route of ../routes.ts its params, query, body, answers and
 * documentation. The server registers its routes from it (`@tessera/shared/contract/endpoints`, apart from the
 * contract's index so that a screen loading the schemas does not load the table too); the front end only takes its
 * types (`import type`), so the schemas never ship to the browser for the calls.
 */
import { assignmentsEndpoints } from './assignments.ts';
import { authEndpoints, invitationsEndpoints, tokensEndpoints, usersEndpoints } from './auth.ts';
import { cliEndpoints } from './cli.ts';
import { commentsEndpoints } from './comments.ts';
import { documentsEndpoints } from './documents.ts';
import { glossaryEndpoints } from './glossary.ts';
import { handoffsEndpoints } from './handoffs.ts';
import { screenshotsEndpoints } from './screenshots.ts';
import { jobsEndpoints } from './jobs.ts';
import { linksEndpoints } from './links.ts';
import { matchingEndpoints } from './matching.ts';
import { mtEndpoints } from './mt.ts';
import { projectsEndpoints } from './projects.ts';
import { qaEndpoints } from './qa.ts';
import { repetitionsEndpoints } from './repetitions.ts';
import { repositoryEndpoints } from './repository.ts';
import { reviewEndpoints } from './review.ts';
import { scimEndpoints } from './scim.ts';
import { securityEndpoints } from './security.ts';
import { spellingEndpoints } from './spelling.ts';
import { ssoEndpoints } from './sso.ts';
import { tmEndpoints } from './tm.ts';
import { webhooksEndpoints } from './webhooks.ts';
import type { SomeEndpoint } from './endpoint.ts';

/**
 * Gives each endpoint its OpenAPI operationId: its place in the table, `<domain>.<name>` (`glossary.list`), which is
 * also its route's name in ../routes.ts, so ids stay put as long as the table's names do.
 */
function withOperationIds<const Table extends Record<string, Record<string, SomeEndpoint>>>(table: Table): Table {
  const named = Object.entries(table).map(([domain, group]) => [
    domain,
    Object.fromEntries(
      Object.entries(group).map(([name, endpoint]) => [
        name,
        { ...endpoint, schema: { ...endpoint.schema, operationId: `${domain}.${name}` } },
      ]),
    ),
  ]);
  return Object.fromEntries(named) as Table;
}

export const endpoints = withOperationIds({
  auth: authEndpoints,
  sso: ssoEndpoints,
  users: usersEndpoints,
  tokens: tokensEndpoints,
  scim: scimEndpoints,
  invitations: invitationsEndpoints,
  glossary: glossaryEndpoints,
  tm: tmEndpoints,
  jobs: jobsEndpoints,
  mt: mtEndpoints,
  documents: documentsEndpoints,
  repetitions: repetitionsEndpoints,
  links: linksEndpoints,
  matching: matchingEndpoints,
  qa: qaEndpoints,
  comments: commentsEndpoints,
  projects: projectsEndpoints,
  assignments: assignmentsEndpoints,
  review: reviewEndpoints,
  repository: repositoryEndpoints,
  security: securityEndpoints,
  cli: cliEndpoints,
  webhooks: webhooksEndpoints,
  handoffs: handoffsEndpoints,
  screenshots: screenshotsEndpoints,
  spelling: spellingEndpoints,
});

export type Endpoints = typeof endpoints;
/** Any endpoint of the table. */
export type AnyEndpoint = { [D in keyof Endpoints]: Endpoints[D][keyof Endpoints[D]] }[keyof Endpoints];
export { API_TAGS, type ApiTag, type Endpoint, type SomeEndpoint } from './endpoint.ts';
export type { CliPackage } from './cli.ts';
