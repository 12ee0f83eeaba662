/** Every msw handler of the development mock; the browser worker, Vitest and standalone runs share them. */
import { documentHandlers } from './documents.ts';
import { assignmentHandlers, deliveryHandlers } from './handlers/assignments.ts';
import { commentHandlers } from './handlers/comments.ts';
import { reviewHandlers } from './handlers/review.ts';
import { authHandlers } from './handlers/auth.ts';
import { glossaryHandlers } from './handlers/glossary.ts';
import { handoffHandlers } from './handlers/handoffs.ts';
import { matchingHandlers } from './handlers/matching.ts';
import { listHandlers, usersHandlers } from './handlers/users.ts';
import { mtHandlers } from './handlers/mt.ts';
import { projectHandlers } from './handlers/projects.ts';
import { tokenHandlers } from './handlers/tokens.ts';
import { repositoryHandlers } from './handlers/repository.ts';
import { webhookHandlers } from './handlers/webhooks.ts';
import { tmHandlers } from './tm.ts';

// Matching goes before the TM handlers: /translation_memory/search is not the TM with the id "search".
export const handlers = [
  ...[authHandlers, glossaryHandlers, listHandlers, usersHandlers, matchingHandlers, tmHandlers, commentHandlers],
  ...[reviewHandlers, deliveryHandlers, documentHandlers, mtHandlers, tokenHandlers, assignmentHandlers],
  ...[projectHandlers, webhookHandlers, repositoryHandlers, handoffHandlers],
].flat();
export { authHandlers, documentHandlers, glossaryHandlers, listHandlers };
