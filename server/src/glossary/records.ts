import { sql } from 'kysely';
import type { GlossaryRecord, TermFields, TermMatch } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { iso, NEXT_VERSION } from '../db/column-types.ts';
import { moveRowCount } from '../db/row-counts.ts';
import type { GlossaryRecordRow } from './tables.ts';
import { glossarySourceLanguage, indexTerms, reindexRecord } from './terms/index-store.ts';
import { defaultTermMatch } from './terms/match.ts';
import { matches } from './record-search.ts';

export type RecordWithCreator = GlossaryRecordRow & {
  created_by_username: string;
  created_by_display_name: string | null;
  updated_by_username: string | null;
  updated_by_display_name: string | null;
};

/** A page of records, with how many there are in all (or, past SEARCH_COUNT_LIMIT matches, at least). */
export type RecordsPage = { records: RecordWithCreator[]; total_rows: number; total_rows_capped?: true };

export function toGlossaryRecord(row: RecordWithCreator): GlossaryRecord {
  return {
    id: row.id,
    glossary_id: row.glossary_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    source: row.source,
    target: row.target,
    comment: row.comment,
    status: row.status,
    definition: row.definition,
    part_of_speech: row.part_of_speech,
    case_sensitive: row.case_sensitive,
    match_rule: row.match_rule,
    created_by_user: {
      id: row.created_by,
      username: row.created_by_username,
      display_name: row.created_by_display_name,
    },
    updated_by_user:
      row.updated_by === null || row.updated_by_username === null
        ? null
        : { id: row.updated_by, username: row.updated_by_username, display_name: row.updated_by_display_name },
  };
}

/** Glossary records (as `r`) with the names of whoever created and last edited each. */
export function recordsWithUsernames(db: Db) {
  return db
    .selectFrom('glossary_records as r')
    .innerJoin('users as u', 'u.id', 'r.created_by')
    .selectAll('r')
    .select(['u.username as created_by_username', 'u.display_name as created_by_display_name'])
    .leftJoin('users as editor', 'editor.id', 'r.updated_by')
    .select(['editor.username as updated_by_username', 'editor.display_name as updated_by_display_name']);
}

export async function findRecord(db: Db, id: number): Promise<RecordWithCreator | undefined> {
  return recordsWithUsernames(db).where('r.id', '=', id).executeTakeFirst();
}

/**
 * What a record holds: its terms, comment and term fields. Without a match rule a new record takes its glossary
 * language's default (`defaultTermMatch`) and an edited one keeps its own.
 */
export interface RecordText extends TermFields {
  source: string;
  target: string;
  comment: string;
  match_rule?: TermMatch;
}

/** A record to insert: the comment and term fields it does not give take their defaults. */
export type NewRecord = Pick<RecordText, 'source' | 'target' | 'match_rule'> &
  Partial<Pick<RecordText, 'comment'> & TermFields>;

/** The term fields of a record that says none: an admitted term, case ignored. */
export const DEFAULT_TERM_FIELDS: TermFields = {
  status: 'admitted',
  definition: '',
  part_of_speech: '',
  case_sensitive: false,
};

export async function insertRecord(db: Db, glossaryId: number, text: RecordText, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const language = await glossarySourceLanguage(trx, glossaryId);
    const match_rule = text.match_rule ?? defaultTermMatch(language);
    const row = await trx
      .insertInto('glossary_records')
      .values({ glossary_id: glossaryId, ...text, match_rule, created_by: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await moveRowCount(trx, 'glossaries', glossaryId, 1);
    await indexTerms(trx, glossaryId, [{ id: row.id, source: text.source, target: text.target, match_rule }], language);
    return row.id;
  });
}

/**
 * Changes a record in one statement. With `expectedVersion` (the `updated_at` the editor read) it only
 * changes a record still at that version: 'stale' means someone else changed it meanwhile.
 */
export async function updateRecord(
  db: Db,
  id: number,
  text: RecordText,
  editorId: number,
  expectedVersion?: Date,
): Promise<'updated' | 'missing' | 'stale'> {
  let update = db
    .updateTable('glossary_records')
    .set({ ...text, updated_by: editorId, updated_at: NEXT_VERSION })
    .where('id', '=', id);
  if (expectedVersion)
    update = update.where('updated_at', '=', sql<Date>`${expectedVersion.toISOString()}::timestamptz`);
  const result = await update.executeTakeFirst();
  if (result.numUpdatedRows > 0n) {
    await reindexRecord(db, id);
    return 'updated';
  }
  if (!expectedVersion) return 'missing';
  const exists = await db.selectFrom('glossary_records').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'stale' : 'missing';
}

/** Which records a bulk delete takes: these ids, or every record matching a search (empty: all). */
export type RecordSelection = { ids: number[] } | { search: string };

/**
 * Deletes the selected records of a glossary in one transaction and moves its count. Ids of another glossary's
 * records refuse the whole delete (`foreign`); ids of no record (deleted meanwhile) are not counted.
 */
export async function deleteRecords(
  db: Db,
  glossaryId: number,
  selection: RecordSelection,
): Promise<{ deleted: number } | { foreign: number[] }> {
  return db.transaction().execute(async (trx) => {
    let remove = trx.deleteFrom('glossary_records as r').where('r.glossary_id', '=', glossaryId);
    if ('ids' in selection) {
      const foreign = await trx
        .selectFrom('glossary_records')
        .select('id')
        .where('id', 'in', selection.ids)
        .where('glossary_id', '<>', glossaryId)
        .orderBy('id')
        .execute();
      if (foreign.length > 0) return { foreign: foreign.map((row) => row.id) };
      remove = remove.where('r.id', 'in', selection.ids);
    } else if (selection.search !== '') {
      remove = remove.where(matches(selection.search));
    }
    const deleted = Number((await remove.executeTakeFirst()).numDeletedRows);
    await sql`update glossaries set records_count = greatest(records_count - ${deleted}, 0)
      where id = ${glossaryId}`.execute(trx);
    return { deleted };
  });
}

export async function deleteRecord(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('glossary_records')
      .where('id', '=', id)
      .returning('glossary_id')
      .executeTakeFirst();
    if (!row) return false;
    await moveRowCount(trx, 'glossaries', row.glossary_id, -1);
    return true;
  });
}
