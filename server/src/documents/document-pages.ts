import { DOCUMENTS_PAGE_DEFAULT, type DocumentPage, type DocumentsPageQuery } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { toDocument } from './repository.ts';

/**
 * One page of the documents, newest first as the whole list is, and how many the filters keep: the home screen at
 * tens of thousands of documents asks for the page it shows, never for all of them. Migration 0900's indexes serve
 * the order with and without a project (outside any project: a partial index of their own).
 */
export async function pageDocuments(db: Db, query: DocumentsPageQuery): Promise<DocumentPage> {
  const limit = query.limit ?? DOCUMENTS_PAGE_DEFAULT;
  let matching = db.selectFrom('documents');
  if (query.project === 'none') matching = matching.where('project_id', 'is', null);
  else if (query.project !== undefined) matching = matching.where('project_id', '=', query.project);
  if (query.ids !== undefined) matching = matching.where('id', 'in', query.ids.length > 0 ? query.ids : [0]);
  const [rows, count] = await Promise.all([
    matching
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((query.page ?? 0) * limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(toDocument), total_rows: Number(count.n) };
}
