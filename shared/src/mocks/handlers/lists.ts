import { http, HttpResponse } from 'msw';
import { db } from '../db.ts';
import { apiPath, errorAnswer, requireUser } from './respond.ts';

/** The list calls of the other domains (spec §7: translation memories; users for admins; documents: ../documents.ts). */
export const listHandlers = [
  http.get(apiPath('/translation_memory/'), () => {
    const auth = requireUser();
    return auth.ok ? HttpResponse.json(db.translationMemories) : auth.answer;
  }),
  http.get(apiPath('/users/'), () => {
    const auth = requireUser();
    if (!auth.ok) return auth.answer;
    if (auth.user.role !== 'admin') return errorAnswer(403, 'You do not have permission to do this');
    return HttpResponse.json(db.users);
  }),
];
