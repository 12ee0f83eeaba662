import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { listenerOf, type Db } from '../../db/database.ts';

export type LiveEventName = 'record' | 'presence' | 'document';
/** Hears ready-to-send Server-Sent Events frames (`event: …\ndata: …\n\n`). */
export type LiveListener = (frame: string) => void;

interface Notification {
  document_id: number;
  event: LiveEventName;
  /** Absent for presence: each process reads it from the database (a full list may not fit a notification). */
  data?: unknown;
}

/** Presence changes of a document within this time are read and sent once (a crowd arriving at once). */
const PRESENCE_COALESCE_MS = 100;

const frame = (event: LiveEventName, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

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

  readonly #presenceOf: (documentId: number) => Promise<unknown>;
  readonly #presenceDue = new Map<number, ReturnType<typeof setTimeout>>();
  /** Frames waiting for the end of this turn of the event loop, by document. */
  readonly #pending = new Map<number, string>();
  #flushing: ReturnType<typeof setImmediate> | undefined;

  constructor(db: Db, log: FastifyBaseLogger, presenceOf: (documentId: number) => Promise<unknown>) {
    this.#db = db;
    this.#log = log;
    this.#presenceOf = presenceOf;
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

  /** Tells every editor of the document, on every API process, that who is in it changed. */
  async presenceChanged(documentId: number): Promise<void> {
    const payload = JSON.stringify({ document_id: documentId, event: 'presence' } satisfies Notification);
    await sql`select pg_notify(${await this.#channelName()}, ${payload})`.execute(this.#db);
  }

  /** The current presence of a document as a frame, for a connection that just opened. */
  async presenceFrame(documentId: number): Promise<string> {
    return frame('presence', await this.#presenceOf(documentId));
  }

  async close(): Promise<void> {
    for (const timer of this.#presenceDue.values()) clearTimeout(timer);
    clearImmediate(this.#flushing);
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
    const documentId = notification.document_id;
    if (!this.#subscribers.has(documentId)) return;
    if (notification.event === 'presence') return this.#presenceSoon(documentId);
    // Serialised once for all of this process's editors; several segments of one statement, one frame each.
    const data = notification.event === 'record' ? (notification.data as unknown[]) : [notification.data];
    this.#send(documentId, data.map((item) => frame(notification.event, item)).join(''));
  }

  #presenceSoon(documentId: number): void {
    if (this.#presenceDue.has(documentId)) return;
    this.#presenceDue.set(
      documentId,
      setTimeout(() => {
        this.#presenceDue.delete(documentId);
        this.presenceFrame(documentId).then(
          (text) => this.#send(documentId, text),
          (error: unknown) => this.#log.warn({ err: error }, 'presence not read'),
        );
      }, PRESENCE_COALESCE_MS),
    );
  }

  /**
   * Frames of a document that arrive in one turn of the event loop (notifications come from the database in
   * bursts when many editors save) go out as one write per connection: with hundreds of editors on a document,
   * one write per frame and connection was most of the fan-out's system calls.
   */
  #send(documentId: number, text: string): void {
    const pending = this.#pending.get(documentId);
    if (pending !== undefined) {
      this.#pending.set(documentId, pending + text);
      return;
    }
    this.#pending.set(documentId, text);
    this.#flushing ??= setImmediate(() => this.#flush());
  }

  #flush(): void {
    this.#flushing = undefined;
    const pending = [...this.#pending];
    this.#pending.clear();
    for (const [documentId, text] of pending) {
      for (const listener of this.#subscribers.get(documentId) ?? []) {
        try {
          listener(text);
        } catch (error) {
          this.#log.warn({ err: error }, 'a live listener failed');
        }
      }
    }
  }
}
