/**
 * The endpoint table with its schemas: for each route of ../routes.ts its params, query, body, answers and
 * documentation. The server registers its routes from it (`@tessera/shared/contract/endpoints`, apart from the
 * contract's index so that a screen loading the schemas does not load the table too); the front end only takes its
 * types (`import type`), so the schemas never ship to the browser for the calls.
 */
import { authEndpoints, invitationsEndpoints, tokensEndpoints, usersEndpoints } from './auth.ts';
import { commentsEndpoints } from './comments.ts';
import { documentsEndpoints } from './documents.ts';
import { glossaryEndpoints } from './glossary.ts';
import { jobsEndpoints } from './jobs.ts';
import { linksEndpoints } from './links.ts';
import { matchingEndpoints } from './matching.ts';
import { mtEndpoints } from './mt.ts';
import { projectsEndpoints } from './projects.ts';
import { qaEndpoints } from './qa.ts';
import { repetitionsEndpoints } from './repetitions.ts';
import { tmEndpoints } from './tm.ts';

export const endpoints = {
  auth: authEndpoints,
  users: usersEndpoints,
  tokens: tokensEndpoints,
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
};

export type Endpoints = typeof endpoints;
/** Any endpoint of the table. */
export type AnyEndpoint = { [D in keyof Endpoints]: Endpoints[D][keyof Endpoints[D]] }[keyof Endpoints];
export type { Endpoint, SomeEndpoint } from './endpoint.ts';
