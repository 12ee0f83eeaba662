import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from './schemas.ts';

/**
 * One page of a list answer (RFC 7644 §3.4.2.4): how many rows match in all, and `page.count` of them from the
 * 1-based `page.startIndex` in the order `ordered` gives (a count of 0 asks for the total alone).
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  page: Page,
): Promise<{ rows: O[]; total: number }> {
  const { total } = await query
    .clearSelect()
    .select(sql<number>`count(*)`.as('total'))
    // count(*) is a bigint, which PostgreSQL's driver answers as a string.
    .$castTo<{ total: number | string }>()
    .executeTakeFirstOrThrow();
  const rows =
    page.count === 0
      ? []
      : await ordered(query)
          .offset(page.startIndex - 1)
          .limit(page.count)
          .execute();
  return { rows, total: Number(total) };
}
