import type { SelectQueryBuilder } from 'kysely';
import { PAGE_SIZE } from '@tessera/shared/contract';
import type { Database } from '../db/schema.ts';

/** A page of the segments `query` selects, in file order, and how many it selects in all. */
export async function recordPage(query: SelectQueryBuilder<Database, 'document_records', {}>, page: number) {
  const [records, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('position')
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { records, total_rows: Number(total.count) };
}
