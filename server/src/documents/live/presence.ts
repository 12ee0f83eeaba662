import { sql, type RawBuilder } from 'kysely';
import { SEGMENT_HOLD_IDLE_MS, type Presence } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';

/**
 * A connection whose heartbeat (every `HEARTBEAT_MS` of plugins/event-stream.ts) has not been seen for this long
 * belongs to a process that is gone.
 */
export const CONNECTION_GONE_MS = 60_000;

const alive = sql<boolean>`seen_at > now() - make_interval(secs => ${CONNECTION_GONE_MS / 1000})`;
const holding = sql<boolean>`focused_at > now() - make_interval(secs => ${SEGMENT_HOLD_IDLE_MS / 1000})`;

export async function joinDocument(db: Db, documentId: number, userId: number, connection: string): Promise<void> {
  await db
    .deleteFrom('document_presence')
    .where('document_id', '=', documentId)
    .where(sql<boolean>`not ${alive}`)
    .execute();
  await db.insertInto('document_presence').values({ document_id: documentId, user_id: userId, connection }).execute();
}

export async function leaveDocument(db: Db, documentId: number, connection: string): Promise<void> {
  await db
    .deleteFrom('document_presence')
    .where('document_id', '=', documentId)
    .where('connection', '=', connection)
    .execute();
}

export async function renewPresence(db: Db, connection: string): Promise<void> {
  await db
    .updateTable('document_presence')
    .set({ seen_at: sql`now()` })
    .where('connection', '=', connection)
    .execute();
}

/** Why a focus was not taken: the segment is not one of the document's, or the user has no live connection to it. */
export type FocusRefused = 'not-in-document' | 'not-open';

/**
 * The user now edits this segment of the document (null: none). Answers why not when the segment is not one of
 * the document's or the user has no live connection to the document, else undefined. One statement: the
 * segment's check and the presence update go together.
 */
export async function focusRecord(
  db: Db,
  documentId: number,
  userId: number,
  recordId: number | null,
): Promise<FocusRefused | undefined> {
  const { rows } = await sql<{ in_document: boolean; updated: number }>`
    with segment as (
      select ${recordId}::integer is null or exists (
        select from document_records where id = ${recordId} and document_id = ${documentId}) as in_document
    ), focused as (
      update document_presence set record_id = ${recordId}, focused_at = now(), seen_at = now()
      where document_id = ${documentId} and user_id = ${userId} and (select in_document from segment)
      returning 1
    )
    select (select in_document from segment) as in_document, (select count(*) from focused)::int as updated`.execute(
    db,
  );
  const { in_document, updated } = rows[0]!;
  if (!in_document) return 'not-in-document';
  return Number(updated) > 0 ? undefined : 'not-open';
}

/** Who has the document open, once each, with the segment each holds (none when idle too long). */
export async function presenceOf(db: Db, documentId: number): Promise<Presence> {
  const rows = await db
    .selectFrom('document_presence as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.username', sql<number | null>`case when ${holding} then p.record_id end`.as('record_id')])
    .where('p.document_id', '=', documentId)
    .where(alive)
    .orderBy('p.user_id')
    .orderBy('p.focused_at', 'desc')
    .execute();
  const seen = new Set<number>();
  return { users: rows.filter((row) => !seen.has(row.user_id) && seen.add(row.user_id)) };
}

/**
 * Who else holds the segment `recordId` (has it open, active on it in the last two minutes): their username, or
 * null. An SQL expression, so that a statement reading the segment can say whether it is held too.
 */
export const holderExpression = (recordId: RawBuilder<number> | number, exceptUserId: number) => sql<string | null>`(
  select u.username from document_presence p join users u on u.id = p.user_id
  where p.record_id = ${recordId} and p.user_id <> ${exceptUserId} and ${alive} and ${holding}
  limit 1)`;

/** Who else holds this segment (has it open, active on it in the last two minutes), if anyone. */
export async function holderOf(db: Db, recordId: number, exceptUserId: number): Promise<string | undefined> {
  const { rows } = await sql<{
    holder: string | null;
  }>`select ${holderExpression(recordId, exceptUserId)} as holder`.execute(db);
  return rows[0]?.holder ?? undefined;
}
