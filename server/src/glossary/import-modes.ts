/**
 * Imports into a glossary that holds records already: in `skip` and `update` mode each batch of the file's records
 * is sorted into records to add and records the glossary holds (same source and target as the term matcher
 * compares them: `recordIdentity`). An update takes the comment and the term fields the file has (a column, whose
 * empty cell clears the field, or a TBX element); what the file has no column or element for stays as it was. Changes to held records are staged in `glossary_import_updates` and applied in
 * one transaction once the whole file has been read, so a failed import changes none of them.
 */
import { sql } from 'kysely';
import type { GlossaryImportMode } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { pgArrayLiteral } from '../db/array-literal.ts';
import { indexKeysOf, recordIdentity, stemmerFor } from './terms/match.ts';
import { DEFAULT_TERM_FIELDS, type NewRecord } from './records.ts';

/** What an import did with the file's records, by mode (the import report's `added`, `updated`, `skipped`). */
export interface ModeTally {
  added: number;
  updated: number;
  skipped: number;
}

export const emptyModeTally = (): ModeTally => ({ added: 0, updated: 0, skipped: 0 });

export interface ImportTarget {
  glossaryId: number;
  /** The glossary's source language: its term index is stemmed in it. */
  sourceLang: string;
  mode: GlossaryImportMode;
  /** When the import started: records created since are the import's own. */
  startedAt: Date;
}

/** The values an update may change. */
type Values = Pick<Required<NewRecord>, 'comment' | keyof typeof DEFAULT_TERM_FIELDS>;
const VALUE_FIELDS = ['comment', ...Object.keys(DEFAULT_TERM_FIELDS)] as (keyof Values)[];

interface HeldRecord {
  id: number;
  values: Values;
  /** Created by this very import (from an earlier batch of the file). */
  fresh: boolean;
}

/** `values` with what `record` gives; undefined when that changes nothing. */
function updated(values: Values, record: NewRecord): Values | undefined {
  const next = { ...values };
  for (const field of VALUE_FIELDS) if (record[field] !== undefined) Object.assign(next, { [field]: record[field] });
  return VALUE_FIELDS.some((field) => next[field] !== values[field]) ? next : undefined;
}

/**
 * Sorts one batch of the file's records: the ones to add, and the changes to stage for records the glossary holds
 * (`update` mode, when the file says something else). A record repeating one of the file before it counts as
 * skipped; with `update` the later values are the ones kept.
 */
export async function sortBatch(
  db: Db,
  target: ImportTarget,
  batch: readonly NewRecord[],
  tally: ModeTally,
): Promise<NewRecord[]> {
  if (target.mode === 'add') {
    tally.added += batch.length;
    return [...batch];
  }
  const held = await heldRecords(db, target, batch);
  const fresh = new Map<string, NewRecord>();
  const updates = new Map<number, Values>();
  for (const record of batch) {
    const identity = recordIdentity(record);
    const existing = held.get(identity);
    const earlier = fresh.get(identity);
    if (existing) {
      const next = target.mode === 'update' ? updated(existing.values, record) : undefined;
      if (next) {
        updates.set(existing.id, next);
        existing.values = next;
      }
      if (next && !existing.fresh) tally.updated++;
      else tally.skipped++;
    } else if (earlier) {
      if (target.mode === 'update')
        for (const field of VALUE_FIELDS)
          if (record[field] !== undefined) Object.assign(earlier, { [field]: record[field] });
      tally.skipped++;
    } else {
      fresh.set(identity, { ...record });
    }
  }
  await stageUpdates(db, target.glossaryId, updates);
  tally.added += fresh.size;
  return [...fresh.values()];
}

/**
 * The glossary's records with the source and target of one of the batch's, by identity. Candidates come from the
 * term index (a term's key follows from its words, so two terms of one identity share it), then compare exactly.
 */
async function heldRecords(
  db: Db,
  target: ImportTarget,
  batch: readonly NewRecord[],
): Promise<Map<string, HeldRecord>> {
  const stem = stemmerFor(target.sourceLang);
  const keys = new Set<string>();
  const wordless = new Set<string>();
  for (const record of batch) {
    // A held record of the same words is keyed by its stems or, under the prefix rule, by its words.
    const entries = [indexKeysOf(record.source, stem, 'stemmed'), indexKeysOf(record.source, stem, 'prefix')];
    for (const entry of entries) if (entry) keys.add(entry.key);
    if (!entries[0]) wordless.add(record.source);
  }
  const { rows } = await sql<Values & { id: number; source: string; target: string; fresh: boolean }>`
    select r.id, r.source, r.target, coalesce(u.comment, r.comment) as comment,
      coalesce(u.status, r.status) as status, coalesce(u.definition, r.definition) as definition,
      coalesce(u.part_of_speech, r.part_of_speech) as part_of_speech,
      coalesce(u.case_sensitive, r.case_sensitive) as case_sensitive,
      r.created_at >= ${target.startedAt.toISOString()}::timestamptz as fresh
    from glossary_records r
    left join glossary_import_updates u on u.record_id = r.id
    where r.glossary_id = ${target.glossaryId} and (
      r.id in (select k.record_id from glossary_term_keys k
        where k.key = any(${pgArrayLiteral([...keys])}::text[]) and k.glossary_id = ${target.glossaryId})
      or r.source = any(${pgArrayLiteral([...wordless])}::text[]))
    order by r.id`.execute(db);
  const held = new Map<string, HeldRecord>();
  for (const row of rows) {
    const identity = recordIdentity(row);
    const { id, source: _source, target: _target, fresh, ...values } = row;
    if (!held.has(identity)) held.set(identity, { id, values, fresh });
  }
  return held;
}

async function stageUpdates(db: Db, glossaryId: number, updates: Map<number, Values>): Promise<void> {
  if (updates.size === 0) return;
  const values = [...updates.values()];
  const column = <F extends keyof Values>(field: F) => pgArrayLiteral(values.map((v) => v[field]));
  await sql`
    insert into glossary_import_updates (record_id, glossary_id, comment, status, definition, part_of_speech,
      case_sensitive)
    select id, ${glossaryId}::integer, comment, status, definition, part_of_speech, case_sensitive
    from unnest(${pgArrayLiteral([...updates.keys()])}::integer[], ${column('comment')}::text[],
      ${column('status')}::text[], ${column('definition')}::text[], ${column('part_of_speech')}::text[],
      ${column('case_sensitive')}::boolean[]) as u(id, comment, status, definition, part_of_speech, case_sensitive)
    on conflict (record_id) do update set comment = excluded.comment, status = excluded.status,
      definition = excluded.definition, part_of_speech = excluded.part_of_speech,
      case_sensitive = excluded.case_sensitive`.execute(db);
}

/** Gives the held records the staged changes, in one transaction, as edits by the importing user. */
export async function applyStagedUpdates(db: Db, glossaryId: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`
      update glossary_records r
      set comment = u.comment, status = u.status, definition = u.definition, part_of_speech = u.part_of_speech,
        case_sensitive = u.case_sensitive, updated_by = ${userId},
        updated_at = greatest(date_trunc('milliseconds', now()), r.updated_at + interval '1 millisecond')
      from glossary_import_updates u
      where u.record_id = r.id and u.glossary_id = ${glossaryId}`.execute(trx);
    await trx.deleteFrom('glossary_import_updates').where('glossary_id', '=', glossaryId).execute();
  });
}

/** Forgets what a failed (or interrupted) import had staged. */
export async function discardStagedUpdates(db: Db, glossaryId: number): Promise<void> {
  await db.deleteFrom('glossary_import_updates').where('glossary_id', '=', glossaryId).execute();
}
