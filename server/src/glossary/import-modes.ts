/**
 * Imports into a glossary that holds records already: in `skip` and `update` mode each batch of the file's records
 * is sorted into records to add and records the glossary holds (same source and target as the term matcher
 * compares them: `recordIdentity`). Changes to held records are staged in `glossary_import_updates` and applied in
 * one transaction once the whole file has been read, so a failed import changes none of them.
 */
import { sql } from 'kysely';
import type { GlossaryImportMode } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { pgArrayLiteral } from '../db/array-literal.ts';
import { indexKeysOf, recordIdentity, stemmerFor } from './terms/match.ts';
import type { RecordText } from './repository.ts';

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

interface HeldRecord {
  id: number;
  comment: string;
  /** Created by this very import (from an earlier batch of the file). */
  fresh: boolean;
}

/**
 * Sorts one batch of the file's records: the ones to add, and the comments to stage for records the glossary holds
 * (`update` mode, when the file's comment differs). A record repeating one of the file before it counts as
 * skipped; with `update` the later comment is the one kept.
 */
export async function sortBatch(
  db: Db,
  target: ImportTarget,
  batch: readonly RecordText[],
  tally: ModeTally,
): Promise<RecordText[]> {
  if (target.mode === 'add') {
    tally.added += batch.length;
    return [...batch];
  }
  const held = await heldRecords(db, target, batch);
  const fresh = new Map<string, RecordText>();
  const updates = new Map<number, string>();
  for (const record of batch) {
    const identity = recordIdentity(record);
    const existing = held.get(identity);
    const earlier = fresh.get(identity);
    const known = existing ?? earlier;
    const changes = target.mode === 'update' && known !== undefined && known.comment !== record.comment;
    if (existing) {
      if (changes) {
        updates.set(existing.id, record.comment);
        existing.comment = record.comment;
      }
      if (changes && !existing.fresh) tally.updated++;
      else tally.skipped++;
    } else if (earlier) {
      if (changes) earlier.comment = record.comment;
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
  batch: readonly RecordText[],
): Promise<Map<string, HeldRecord>> {
  const stem = stemmerFor(target.sourceLang);
  const keys = new Set<string>();
  const wordless = new Set<string>();
  for (const record of batch) {
    const entry = indexKeysOf(record.source, stem);
    if (entry) keys.add(entry.key);
    else wordless.add(record.source);
  }
  const { rows } = await sql<{ id: number; source: string; target: string; comment: string; fresh: boolean }>`
    select r.id, r.source, r.target, coalesce(u.comment, r.comment) as comment,
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
    if (!held.has(identity)) held.set(identity, { id: row.id, comment: row.comment, fresh: row.fresh });
  }
  return held;
}

async function stageUpdates(db: Db, glossaryId: number, updates: Map<number, string>): Promise<void> {
  if (updates.size === 0) return;
  await sql`
    insert into glossary_import_updates (record_id, glossary_id, comment)
    select id, ${glossaryId}::integer, comment
    from unnest(${pgArrayLiteral([...updates.keys()])}::integer[], ${pgArrayLiteral([...updates.values()])}::text[])
      as u(id, comment)
    on conflict (record_id) do update set comment = excluded.comment`.execute(db);
}

/** Gives the held records the staged changes, in one transaction, as edits by the importing user. */
export async function applyStagedUpdates(db: Db, glossaryId: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`
      update glossary_records r
      set comment = u.comment, updated_by = ${userId},
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
