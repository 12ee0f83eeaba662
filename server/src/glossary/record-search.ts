import { sql } from 'kysely';
import { SEARCH_COUNT_LIMIT } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { GlossaryRow } from './tables.ts';

/** `lower(col) LIKE %search%` with the user's %, _ and \ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search condition: a case-insensitive substring of source or target. Both sides are lower-cased by
 * PostgreSQL (one notion of case), and the trigram indexes on lower(source) and lower(target) serve it.
 */
export function matches(search: string) {
  const pattern = likePattern(search);
  return sql<boolean>`(lower(r.source) like lower(${pattern}) or lower(r.target) like lower(${pattern}))`;
}

/** A glossary as a page of its records needs it, with the ids pageRecords starts a search from when it has any. */
export type GlossaryForPage = Pick<GlossaryRow, 'id' | 'processing_status' | 'records_count'> & { matching?: number[] };

/**
 * The glossary a page of records is read from; for a search the indexes serve (three characters or more), with
 * the ids of up to SEARCH_COUNT_LIMIT + 1 of its matches (matchingIdsUpToCap) read in the same statement, which
 * saves a search a round trip and a statement of its own. Undefined when there is no such glossary.
 */
export async function findGlossaryForPage(
  db: Db,
  glossaryId: number,
  search: string,
): Promise<GlossaryForPage | undefined> {
  const glossary = db
    .selectFrom('glossaries')
    .select(['id', 'processing_status', 'records_count'])
    .where('id', '=', glossaryId);
  if (search.length < 3) return glossary.executeTakeFirst();
  const row = await glossary
    .select(sql<number[]>`array(${matchingIds(db, glossaryId, search)})`.as('matching'))
    .executeTakeFirst();
  return row && { ...row, matching: row.matching.map(Number) };
}

/** The ids of up to SEARCH_COUNT_LIMIT + 1 matches, in no particular order. */
export async function matchingIdsUpToCap(db: Db, glossaryId: number, search: string): Promise<number[]> {
  const rows = await matchingIds(db, glossaryId, search).execute();
  return rows.map((row) => row.id);
}

function matchingIds(db: Db, glossaryId: number, search: string) {
  return db
    .selectFrom('glossary_records as r')
    .where('r.glossary_id', '=', glossaryId)
    .where(matches(search))
    .select('r.id')
    .limit(SEARCH_COUNT_LIMIT + 1);
}
