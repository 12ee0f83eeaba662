import { HttpResponse } from 'msw';
import { db } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { handle, requireUser } from './respond.ts';

/** The list calls of the other domains (translation memories; users for admins; documents: ../documents.ts). */
export const listHandlers = [
  handle(routes.tm.list, () => {
    const auth = requireUser();
    return auth.ok ? HttpResponse.json(db.translationMemories) : auth.answer;
  }),
  handle(routes.users.list, () => {
    const auth = requireUser('users.manage');
    return auth.ok ? HttpResponse.json(db.users) : auth.answer;
  }),
];
