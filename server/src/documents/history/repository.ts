import { sql } from 'kysely';
import type { SegmentChange, SegmentVersion, WorkflowStep } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';

/** Who changes segments in a transaction, and how: the history trigger reads it (migration 0361). */
export interface ChangeAuthor {
  userId: number | null;
  /** Omitted: the kind follows the new origin (a TM insert is 'tm', a typed target 'manual'...). */
  change?: SegmentChange | undefined;
  /** The document's active workflow step, which the version records; omitted or null without steps. */
  step?: WorkflowStep | null | undefined;
}

/**
 * Names the author and kind of the segment changes that follow in this transaction (`trx` must be one: the
 * settings end with it). Bulk writers such as pre-translation call it with `{ userId: null, change:
 * 'pretranslation' }` before their updates.
 */
export async function recordChangesAs(trx: Db, author: ChangeAuthor): Promise<void> {
  await sql`select ${changeAuthorSettings(author)}`.execute(trx);
}

/** The expression of `recordChangesAs`, for a statement that names its author and changes segments itself. */
export const changeAuthorSettings = (author: ChangeAuthor) =>
  sql`set_config('tessera.user_id', ${author.userId === null ? '' : String(author.userId)}, true),
    set_config('tessera.change', ${author.change ?? ''}, true),
    set_config('tessera.step', ${author.step ?? ''}, true)`;

/** A segment's versions, newest first, with their authors' names. */
export async function listHistory(db: Db, recordId: number): Promise<SegmentVersion[]> {
  const rows = await db
    .selectFrom('segment_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.record_id',
      'h.user_id',
      'u.username',
      'u.display_name',
      'h.change',
      'h.old_target',
      'h.new_target',
      'h.old_approved',
      'h.new_approved',
      'h.old_review_level',
      'h.new_review_level',
      'h.step',
      'h.mt_score',
      'h.mt_method',
      'h.created_at',
    ])
    .where('h.record_id', '=', recordId)
    .orderBy('h.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    record_id: row.record_id,
    user:
      row.user_id !== null && row.username !== null
        ? { id: row.user_id, username: row.username, display_name: row.display_name }
        : null,
    change: row.change,
    old_target: row.old_target,
    new_target: row.new_target,
    old_approved: row.old_approved,
    new_approved: row.new_approved,
    old_reviewed: row.old_review_level > 0,
    new_reviewed: row.new_review_level > 0,
    step: row.step,
    ...(row.mt_method !== null && { mt_quality: { method: row.mt_method, score: row.mt_score } }),
    created_at: new Date(row.created_at).toISOString(),
  }));
}

export async function findVersion(db: Db, recordId: number, versionId: number) {
  return db
    .selectFrom('segment_history')
    .selectAll()
    .where('record_id', '=', recordId)
    .where('id', '=', versionId)
    .executeTakeFirst();
}

/**
 * Who changed a segment of the document last, and when (null when nobody has, or only pre-translation did): one
 * index probe per segment for its newest version, not a scan of every version of every document.
 */
export async function lastChangeByPerson(
  db: Db,
  documentId: number,
): Promise<{ username: string; email: string; at: Date } | null> {
  const { rows } = await sql<{ username: string; email: string; at: Date }>`
    select u.username, u.email, newest.created_at as at
    from document_records r
    cross join lateral (
      select h.id, h.user_id, h.created_at from segment_history h
      where h.record_id = r.id and h.user_id is not null order by h.id desc limit 1
    ) newest
    join users u on u.id = newest.user_id
    where r.document_id = ${documentId}
    order by newest.id desc
    limit 1`.execute(db);
  const row = rows[0];
  return row ? { ...row, at: new Date(row.at) } : null;
}
