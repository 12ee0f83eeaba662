import { http, HttpResponse } from 'msw';
import { db } from '../db.ts';
import { apiPath, requireUser } from './respond.ts';

/** The list calls of the other domains (translation memories; users for admins; documents: ../documents.ts). */
export const listHandlers = [
  http.get(apiPath('/translation_memory/'), () => {
    const auth = requireUser();
    return auth.ok ? HttpResponse.json(db.translationMemories) : auth.answer;
  }),
  http.get(apiPath('/users/'), () => {
    const auth = requireUser('users.manage');
    return auth.ok ? HttpResponse.json(db.users) : auth.answer;
  }),
];
