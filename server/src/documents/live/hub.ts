import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { listenerOf, type Db } from '../../db/database.ts';

export type LiveEventName = 'record' | 'presence' | 'document';
export type LiveListener = (event: LiveEventName, data: unknown) => void;

interface Notification {
  document_id: number;
  event: LiveEventName;
  data: unknown;
}

/**
 * This process's end of the live channel: one LISTEN for the whole process, fanned out to the editors connected
 * here by document. What is published goes through the database (NOTIFY), so editors connected to other API
 * processes hear it too, and this process hears the triggers' segment and document changes the same way.
 */
export class LiveHub {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #subscribers = new Map<number, Set<LiveListener>>();
  #channel: Promise<string> | undefined;
  #listening: Promise<{ stop(): Promise<void> }> | undefined;

  constructor(db: Db, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  /** Starts hearing a document's events; the returned function stops. */
  async subscribe(documentId: number, listener: LiveListener): Promise<() => void> {
    this.#listening ??= this.#listen();
    await this.#listening;
    const listeners = this.#subscribers.get(documentId) ?? new Set();
    listeners.add(listener);
    this.#subscribers.set(documentId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#subscribers.delete(documentId);
    };
  }

  /** Tells every editor of the document, on every API process. */
  async publish(documentId: number, event: LiveEventName, data: unknown): Promise<void> {
    const payload = JSON.stringify({ document_id: documentId, event, data } satisfies Notification);
    await sql`select pg_notify(${await this.#channelName()}, ${payload})`.execute(this.#db);
  }

  async close(): Promise<void> {
    const listening = this.#listening;
    this.#listening = undefined;
    await (await listening?.catch(() => undefined))?.stop();
  }

  async #listen() {
    return listenerOf(this.#db)(await this.#channelName(), (payload) => this.#dispatch(payload));
  }

  #channelName(): Promise<string> {
    this.#channel ??= sql<{ schema: string }>`select current_schema() as schema`
      .execute(this.#db)
      .then(({ rows }) => `tessera_live_${rows[0]!.schema}`);
    return this.#channel;
  }

  #dispatch(payload: string): void {
    let notification: Notification;
    try {
      notification = JSON.parse(payload) as Notification;
    } catch (error) {
      this.#log.warn({ err: error }, 'unreadable live notification');
      return;
    }
    for (const listener of this.#subscribers.get(notification.document_id) ?? []) {
      try {
        listener(notification.event, notification.data);
      } catch (error) {
        this.#log.warn({ err: error }, 'a live listener failed');
      }
    }
  }
}
