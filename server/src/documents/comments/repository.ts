import { sql } from 'kysely';
import type { SegmentComment } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';

const columns = [
  'c.id',
  'c.record_id',
  'c.document_id',
  'c.user_id',
  'u.username',
  'u.display_name',
  'c.text',
  'c.resolved',
  'c.created_at',
  'c.updated_at',
] as const;

type Row = {
  id: number;
  record_id: number;
  document_id: number;
  user_id: number;
  username: string;
  display_name: string | null;
  text: string;
  resolved: boolean;
  created_at: Date;
  updated_at: Date;
};

function toComment(row: Row): SegmentComment {
  return {
    id: row.id,
    record_id: row.record_id,
    document_id: row.document_id,
    author: { id: row.user_id, username: row.username, display_name: row.display_name },
    text: row.text,
    resolved: row.resolved,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const selectComments = (db: Db) =>
  db.selectFrom('segment_comments as c').innerJoin('users as u', 'u.id', 'c.user_id').select(columns);

/** A segment's comments, oldest first (a conversation). */
export async function listComments(db: Db, recordId: number): Promise<SegmentComment[]> {
  return (await selectComments(db).where('c.record_id', '=', recordId).orderBy('c.id').execute()).map(toComment);
}

export async function findComment(db: Db, id: number): Promise<SegmentComment | undefined> {
  const row = await selectComments(db).where('c.id', '=', id).executeTakeFirst();
  return row && toComment(row);
}

export async function createComment(
  db: Db,
  values: { record_id: number; document_id: number; user_id: number; text: string },
): Promise<SegmentComment> {
  const { id } = await db.insertInto('segment_comments').values(values).returning('id').executeTakeFirstOrThrow();
  return (await findComment(db, id))!;
}

export async function updateComment(
  db: Db,
  id: number,
  changes: { text?: string | undefined; resolved?: boolean | undefined },
): Promise<SegmentComment | undefined> {
  const set = {
    ...(changes.text !== undefined ? { text: changes.text } : {}),
    ...(changes.resolved !== undefined ? { resolved: changes.resolved } : {}),
    updated_at: sql<Date>`now()`,
  };
  const updated = await db
    .updateTable('segment_comments')
    .set(set)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return updated && findComment(db, id);
}

export async function deleteComment(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('segment_comments').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
