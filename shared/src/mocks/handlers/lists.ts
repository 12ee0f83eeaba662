import { HttpResponse } from 'msw';
import { db } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { handle } from './respond.ts';

/** The list calls of the other domains (translation memories; users for admins; documents: ../documents.ts). */
export const listHandlers = [
  handle(routes.tm.list, () => HttpResponse.json(db.translationMemories)),
  handle(routes.users.list, () => HttpResponse.json(db.users)),
];
