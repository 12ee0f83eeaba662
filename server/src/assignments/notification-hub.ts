import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { listenerOf, type Db } from '../db/database.ts';
import { notificationEvent } from './notifications.ts';

/** Hears ready-to-send Server-Sent Events frames (`event: …\ndata: …\n\n`). */
export type NotificationListener = (frame: string) => void;
/** Hears the id of each new notification, whoever it is for (the mailer). */
export type NewNotificationListener = (id: number) => void;

/** What the database announces of a new notification (migration 0502_notification_deadlines). */
interface Announcement {
  user_id: number;
  id: number;
}

/**
 * This process's end of the notifications channel: one LISTEN for the whole process, fanned out by person to the
 * pages connected here (GET /user/events). A notification is announced by the database when its row is inserted,
 * so pages connected to any API process hear of one made through any other, as documents' live events do
 * (documents/live/hub.ts). Each process reads a notification it has listeners for once, whatever their number.
 */
export class NotificationHub {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #subscribers = new Map<number, Set<NotificationListener>>();
  readonly #everyNew = new Set<NewNotificationListener>();
  #listening: Promise<{ stop(): Promise<void> }> | undefined;

  constructor(db: Db, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  /** Starts hearing a person's new notifications; the returned function stops. */
  async subscribe(userId: number, listener: NotificationListener): Promise<() => void> {
    await this.#listen();
    const listeners = this.#subscribers.get(userId) ?? new Set();
    listeners.add(listener);
    this.#subscribers.set(userId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#subscribers.delete(userId);
    };
  }

  /** Hears every new notification, whoever it is for. */
  async onEveryNew(listener: NewNotificationListener): Promise<void> {
    await this.#listen();
    this.#everyNew.add(listener);
  }

  async close(): Promise<void> {
    const listening = this.#listening;
    this.#listening = undefined;
    this.#subscribers.clear();
    this.#everyNew.clear();
    await (await listening?.catch(() => undefined))?.stop();
  }

  #listen() {
    this.#listening ??= (async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(this.#db);
      return listenerOf(this.#db)(`tessera_notifications_${rows[0]!.schema}`, (payload) => this.#dispatch(payload));
    })();
    return this.#listening;
  }

  #dispatch(payload: string): void {
    let announcement: Announcement;
    try {
      announcement = JSON.parse(payload) as Announcement;
    } catch (error) {
      this.#log.warn({ err: error }, 'unreadable notification announcement');
      return;
    }
    for (const listener of this.#everyNew) listener(announcement.id);
    const listeners = this.#subscribers.get(announcement.user_id);
    if (!listeners) return;
    notificationEvent(this.#db, announcement.user_id, announcement.id).then(
      (event) => {
        if (!event) return;
        const frame = `event: notification\ndata: ${JSON.stringify(event)}\n\n`;
        for (const listener of this.#subscribers.get(announcement.user_id) ?? []) listener(frame);
      },
      (error: unknown) => this.#log.warn({ err: error }, 'a new notification was not read for its live pages'),
    );
  }
}
