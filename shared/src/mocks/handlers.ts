/** Every msw handler of the development mock; the browser worker, Vitest and standalone runs share them. */
import { documentHandlers } from './documents.ts';
import { authHandlers } from './handlers/auth.ts';
import { glossaryHandlers } from './handlers/glossary.ts';
import { listHandlers } from './handlers/lists.ts';
import { usersHandlers } from './handlers/users.ts';
import { mtHandlers } from './handlers/mt.ts';
import { tokenHandlers } from './handlers/tokens.ts';
import { tmHandlers } from './tm.ts';

export const handlers = [...authHandlers, ...glossaryHandlers, ...listHandlers, ...usersHandlers, ...tmHandlers, ...documentHandlers, ...mtHandlers, ...tokenHandlers];
export { authHandlers, documentHandlers, glossaryHandlers, listHandlers, mtHandlers, tokenHandlers, usersHandlers };
