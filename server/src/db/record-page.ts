import type { Selectable, SelectQueryBuilder, StringReference } from 'kysely';
import { PAGE_SIZE, totalFromPage } from '@tessera/shared/contract';
import type { Database } from './schema.ts';

/**
 * A page of the rows `query` selects, in `order`, and how many it selects in all: a document's segments in file
 * order, a TM's units by id. A partly filled page (or an empty first page) is the last one, so the total is known
 * from it; only a full page, or an empty one past the first, has the rows counted, by a second statement.
 */
export async function recordPage<T extends 'document_records' | 'tm_units'>(
  query: SelectQueryBuilder<Database, T, {}>,
  order: StringReference<Database, T>,
  page: number,
): Promise<{ records: Selectable<Database[T]>[]; total_rows: number }> {
  // selectAll's rows are the table's; Kysely only cannot show that for a table named by a type parameter.
  const records = (await query
    .selectAll()
    .orderBy(order)
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE)
    .execute()) as Selectable<Database[T]>[];
  const known = totalFromPage(page, records.length);
  if (known !== undefined) return { records, total_rows: known };
  const total = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return { records, total_rows: Number(total.count) };
}
