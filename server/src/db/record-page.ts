import { sql } from 'kysely';
import type { Selectable, SelectQueryBuilder, StringReference } from 'kysely';
import { PAGE_SIZE } from '@tessera/shared/contract';
import type { Database } from './schema.ts';

/**
 * A page of the rows `query` selects, in `order`, and how many it selects in all: a document's segments in file
 * order, a TM's units by id. One statement walks the rows the filters let through once, counting them all while
 * it picks the page's ids: a text search has to read every row whatever the page, and a second statement
 * counting the matches read them all again. Only the ids are held for the count (not whole rows, which a filter
 * letting most of a 50k-segment document through would make heavy); the page's rows are then read by id, under
 * the same conditions, so a TM's partition is still the only one read.
 */
export async function recordPage<T extends 'document_records' | 'tm_units'>(
  query: SelectQueryBuilder<Database, T, {}>,
  order: StringReference<Database, T>,
  page: number,
): Promise<{ records: Selectable<Database[T]>[]; total_rows: number }> {
  const keys = await query
    .select([sql<number>`id`.as('id'), sql<string>`count(*) over ()`.as('matching')])
    .orderBy(order)
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE)
    .execute();
  const first = keys[0];
  if (!first) return { records: [], total_rows: page === 0 ? 0 : await countAll(query) };
  // selectAll's rows are the table's; Kysely only cannot show that for a table named by a type parameter.
  const records = (await query
    .where(sql<boolean>`id = any(${keys.map((key) => key.id)}::integer[])`)
    .selectAll()
    .orderBy(order)
    .execute()) as Selectable<Database[T]>[];
  return { records, total_rows: Number(first.matching) };
}

/** How many rows `query` selects: asked only past the last page, where no row is left to carry the count. */
async function countAll(query: SelectQueryBuilder<Database, 'document_records' | 'tm_units', {}>) {
  const total = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(total.count);
}
