import { sql } from 'kysely';
import {
  DEADLINE_WARNING_MS,
  NOTIFICATIONS_LISTED,
  type Notification,
  type NotificationEvent,
  type NotificationKind,
  type NotificationList,
  type WorkflowStep,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { iso, isoOrNull } from '../db/column-types.ts';

export interface NewNotification {
  user_id: number;
  kind: NotificationKind;
  document_id: number;
  step: WorkflowStep | null;
  actor_id: number | null;
  /** The segment it is about (a mention's). */
  record_id?: number;
}

/**
 * Tells each their news; nobody is told of what they did themselves. The database announces each new row
 * (notification-hub.ts), so their open pages hear of it once the caller's transaction commits.
 */
export async function notify(db: Db, notifications: readonly NewNotification[]): Promise<void> {
  const news = notifications.filter((notification) => notification.user_id !== notification.actor_id);
  if (news.length > 0) await db.insertInto('notifications').values(news).execute();
}

/**
 * Tells the assignee of each active step due within DEADLINE_WARNING_MS that it is due, once per step, assignee
 * and due date (a new due date, or a new assignee, is told again). Safe to run in several processes at once: the
 * unique index `notifications_deadline_once` lets one insert of each win. Answers how many were told.
 */
export async function notifyDeadlines(db: Db): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into notifications (user_id, kind, document_id, step, actor_id, due_at)
    select a.user_id, 'deadline', a.document_id, a.step, null, a.due_at
    from document_assignments a
    where a.delivered_at is null
      and a.due_at > now() and a.due_at <= now() + ${`${DEADLINE_WARNING_MS} milliseconds`}::interval
      and not exists (
        select 1 from document_assignments before
        where before.document_id = a.document_id and before.position < a.position and before.delivered_at is null)
    on conflict (document_id, step, user_id, due_at) where kind = 'deadline' do nothing
    returning id`.execute(db);
  return rows.length;
}

function selectNotifications(db: Db) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('documents as d', 'd.id', 'n.document_id')
    .leftJoin('users as u', 'u.id', 'n.actor_id')
    .leftJoin('document_records as r', 'r.id', 'n.record_id')
    .select(['n.id', 'n.kind', 'n.step', 'n.due_at', 'n.created_at', 'n.read_at', 'd.id as document_id', 'd.name'])
    .select(['d.target_lang', 'r.position'])
    .select(['u.id as actor_id', 'u.username as actor_name', 'u.display_name as actor_display_name']);
}

type NotificationRow = Awaited<ReturnType<ReturnType<typeof selectNotifications>['executeTakeFirstOrThrow']>>;

const notificationOf = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  document: { id: row.document_id, name: row.name, target_lang: row.target_lang },
  step: row.step,
  segment: row.position === null ? null : row.position + 1,
  by:
    row.actor_id === null || row.actor_name === null
      ? null
      : { id: row.actor_id, username: row.actor_name, display_name: row.actor_display_name },
  due_at: isoOrNull(row.due_at),
  created_at: iso(row.created_at),
  read: row.read_at !== null,
});

async function unreadOf(db: Db, userId: number): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from notifications where user_id = ${userId} and read_at is null`.execute(db);
  return rows[0]!.count;
}

/** A person's notifications, the newest first, and how many of all theirs are unread. */
export async function notificationsOf(db: Db, userId: number): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    selectNotifications(db)
      .where('n.user_id', '=', userId)
      .orderBy('n.id', 'desc')
      .limit(NOTIFICATIONS_LISTED)
      .execute(),
    unreadOf(db, userId),
  ]);
  return { notifications: rows.map(notificationOf), unread };
}

/** One new notification of a person with their unread count, as their event stream sends it; undefined once gone. */
export async function notificationEvent(db: Db, userId: number, id: number): Promise<NotificationEvent | undefined> {
  const [row, unread] = await Promise.all([
    selectNotifications(db).where('n.id', '=', id).where('n.user_id', '=', userId).executeTakeFirst(),
    unreadOf(db, userId),
  ]);
  return row && { notification: notificationOf(row), unread };
}

/** Marks a person's notifications read: those of `ids` (others' ids are left alone), or all. */
export async function markRead(db: Db, userId: number, ids: readonly number[] | undefined): Promise<void> {
  if (ids?.length === 0) return;
  let update = db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) update = update.where('id', 'in', ids);
  await update.execute();
}
