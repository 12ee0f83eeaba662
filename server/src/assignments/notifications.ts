import { sql } from 'kysely';
import {
  NOTIFICATIONS_LISTED,
  type NotificationKind,
  type NotificationList,
  type WorkflowStep,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { iso } from '../db/column-types.ts';

export interface NewNotification {
  user_id: number;
  kind: NotificationKind;
  document_id: number;
  step: WorkflowStep;
  actor_id: number | null;
}

/** Tells each their news; nobody is told of what they did themselves. */
export async function notify(db: Db, notifications: readonly NewNotification[]): Promise<void> {
  const news = notifications.filter((notification) => notification.user_id !== notification.actor_id);
  if (news.length > 0) await db.insertInto('notifications').values(news).execute();
}

/** A person's notifications, the newest first, and how many of all theirs are unread. */
export async function notificationsOf(db: Db, userId: number): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('notifications as n')
      .innerJoin('documents as d', 'd.id', 'n.document_id')
      .leftJoin('users as u', 'u.id', 'n.actor_id')
      .select(['n.id', 'n.kind', 'n.step', 'n.created_at', 'n.read_at', 'd.id as document_id', 'd.name'])
      .select(['u.id as actor_id', 'u.username as actor_name'])
      .where('n.user_id', '=', userId)
      .orderBy('n.id', 'desc')
      .limit(NOTIFICATIONS_LISTED)
      .execute(),
    sql<{ count: number }>`
      select count(*)::int as count from notifications where user_id = ${userId} and read_at is null`.execute(db),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      document: { id: row.document_id, name: row.name },
      step: row.step,
      by: row.actor_id === null || row.actor_name === null ? null : { id: row.actor_id, username: row.actor_name },
      created_at: iso(row.created_at),
      read: row.read_at !== null,
    })),
    unread: unread.rows[0]!.count,
  };
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
