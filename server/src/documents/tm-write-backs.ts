import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { writeBackApproved } from '../tm/matching/write-back.ts';
import { findRecord } from './repository.ts';

/** A claim on a queued write-back older than this belongs to a process that stopped while writing it. */
const CLAIM_EXPIRES_S = 60;
/** How often each process looks for write-backs left by others (a stopped process, a failed write). */
const SWEEP_MS = 30_000;
const BATCH = 50;

/**
 * Writes approved segments into their documents' TMs after the save has answered: the save's statement queues
 * them (`tm_write_backs`, see updateRecord), so a save never waits for the TMs and a write-back is never lost. A
 * process writes what it queued at once and, every 30 s, whatever another process left behind; a row is removed
 * only once written, and the segment as it is then is what gets written (unapproved meanwhile: nothing).
 */
const queues = new WeakMap<Db, TmWriteBacks>();

/** The write-back queue of this database's server, once its routes are registered (tests wait for it). */
export const tmWriteBacksOf = (db: Db): TmWriteBacks | undefined => queues.get(db);

export class TmWriteBacks {
  readonly #app: FastifyInstance;
  #running: Promise<void> | undefined;
  #again = false;
  #sweep: ReturnType<typeof setInterval> | undefined;
  #closed = false;

  constructor(app: FastifyInstance) {
    this.#app = app;
    queues.set(app.db, this);
  }

  /** Writes what is queued now, and keeps sweeping for what others left until `close`. */
  start(): void {
    this.soon();
    this.#sweep = setInterval(() => this.soon(), SWEEP_MS);
    this.#sweep.unref();
  }

  /** Writes what is queued, after the current request; one run at a time, another after it if asked meanwhile. */
  soon(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain()
      .catch((error: unknown) => this.#app.log.warn({ err: error }, 'TM write-backs not written; retried later'))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.soon();
        }
      });
  }

  /** Resolves once nothing is being written (tests; closing). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweep);
    await this.idle();
  }

  async #drain(): Promise<void> {
    for (;;) {
      const claimed = await claim(this.#app.db);
      for (const { record_id, author, queued_at } of claimed) {
        const record = await findRecord(this.#app.db, record_id);
        if (record?.approved) await writeBackApproved(this.#app, record, author);
        // Approved again meanwhile (a newer queued_at): that one stays queued.
        await this.#app.db
          .deleteFrom('tm_write_backs')
          .where('record_id', '=', record_id)
          .where('queued_at', '=', sql<Date>`${queued_at}::timestamptz`)
          .execute();
      }
      if (claimed.length < BATCH) return;
    }
  }
}

/** Takes up to a batch of the queued write-backs no live process is writing. */
async function claim(db: Db) {
  // queued_at as text: a Date would lose its microseconds, and it is compared again when the row is removed.
  const { rows } = await sql<{ record_id: number; author: string; queued_at: string }>`
    update tm_write_backs set claimed_at = now()
    where record_id in (
      select record_id from tm_write_backs
      where claimed_at is null or claimed_at < now() - make_interval(secs => ${CLAIM_EXPIRES_S})
      order by queued_at limit ${BATCH}
      for update skip locked)
    returning record_id, author, queued_at::text as queued_at`.execute(db);
  return rows;
}
