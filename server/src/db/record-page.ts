import type { Selectable, SelectQueryBuilder, StringReference } from 'kysely';
import { PAGE_SIZE } from '@tessera/shared/contract';
import type { Database } from './schema.ts';

/**
 * A page of the rows `query` selects, in `order`, and how many it selects in all (the two statements run side by
 * side): a document's segments in file order, a TM's units by id.
 */
export async function recordPage<T extends 'document_records' | 'tm_units'>(
  query: SelectQueryBuilder<Database, T, {}>,
  order: StringReference<Database, T>,
  page: number,
): Promise<{ records: Selectable<Database[T]>[]; total_rows: number }> {
  const [records, total] = await Promise.all([
    query
      .selectAll()
      .orderBy(order)
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  // selectAll's rows are the table's; Kysely only cannot show that for a table named by a type parameter.
  return { records: records as Selectable<Database[T]>[], total_rows: Number(total.count) };
}
