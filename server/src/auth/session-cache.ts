import { sql } from 'kysely';
import type { User } from '@tessera/shared/contract';
import { listenerOf, type Db } from '../db/database.ts';

/**
 * How long a kept session is trusted without being read again: a backstop for a listening connection that died
 * without the process noticing (a half-open TCP connection), and for a clock that differs from the database's.
 */
const KEEP_MS = 5_000;
/** Enough for every session that is busy at once; beyond it the oldest kept one is forgotten. */
const MAX_KEPT = 10_000;
/** How long a process that ended sessions waits at most to hear the database announce it (see endingSessions). */
const ANNOUNCEMENT_WAIT_MS = 1_000;

/** A live session as read from the database (./repository.ts findSession), with its user: what the cache keeps. */
export interface SessionLookup {
  user: User;
  persistent: boolean;
  lastSeenAt: Date;
  /** When the session ends unless used (or, remembered, at all). */
  expiresAt: Date;
  tokenHash: string;
}

interface Kept {
  session: SessionLookup;
  /** The session's own expiry or KEEP_MS after it was read, whichever comes first (epoch ms). */
  until: number;
}

/**
 * The sessions this API process has read lately, so that a signed-in request does not read its session from the
 * database each time. Ending sessions stays immediate in every process: the database announces every deleted
 * session and every change of a user (NOTIFY from triggers, auth/migrations.ts), and each process forgets all it
 * keeps when it hears it. The process that ended them forgets at once after its commit, and answers only once it
 * has heard the announcement itself (endingSessions): the other processes were told at the same moment, so a request
 * sent to them after that answer finds their kept sessions forgotten. Nothing is kept unless the process is
 * listening: when the listening connection drops, notifications may be missed, so everything kept is forgotten and
 * reads go to the database until it listens again.
 */
export class SessionCache {
  readonly #kept = new Map<string, Kept>();
  /** Moves whenever sessions may have ended, so that a read begun before is not kept after. */
  #generation = 0;
  #listening = false;
  /** How many announcements this process has heard. */
  #announcements = 0;
  readonly #awaitingAnnouncement = new Set<() => void>();

  /** The kept session of a token hash, or undefined when none is kept or it is due to be read again. */
  get(tokenHash: string): SessionLookup | undefined {
    const kept = this.#kept.get(tokenHash);
    if (!kept) return undefined;
    if (Date.now() < kept.until) return kept.session;
    this.#kept.delete(tokenHash);
    return undefined;
  }

  /**
   * Called before reading a session from the database; the answer keeps what that read found, unless sessions
   * may have ended while it ran (the read may have seen a row deleted since) or the process is not listening.
   */
  beforeRead(): (session: SessionLookup) => void {
    const generation = this.#generation;
    return (session) => {
      if (!this.#listening || generation !== this.#generation) return;
      if (this.#kept.size >= MAX_KEPT) this.#kept.delete(this.#kept.keys().next().value!);
      this.#kept.set(session.tokenHash, {
        session,
        until: Math.min(session.expiresAt.getTime(), Date.now() + KEEP_MS),
      });
    };
  }

  /** A kept session whose idle deadline this process just pushed forward. */
  touched(tokenHash: string, lastSeenAt: Date): void {
    const kept = this.#kept.get(tokenHash);
    if (kept) kept.session = { ...kept.session, lastSeenAt };
  }

  /** Sessions may have ended: nothing kept is trusted any more, nor any read under way. */
  forgetAll(): void {
    this.#generation++;
    this.#kept.clear();
  }

  /** The database announced that sessions ended or a user changed. */
  announced(): void {
    this.#announcements++;
    this.forgetAll();
    for (const resolve of this.#awaitingAnnouncement) resolve();
    this.#awaitingAnnouncement.clear();
  }

  /** How many announcements were heard so far: what announcementSince waits to see exceeded. */
  get announcementsHeard(): number {
    return this.#announcements;
  }

  /**
   * Resolves once an announcement is heard after the first `heard` ones: at once when it already was (the database
   * may deliver it before the answer of the statement that caused it) or when not listening; after a second at the
   * latest.
   */
  announcementSince(heard: number): Promise<void> {
    if (!this.#listening || this.#announcements > heard) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ANNOUNCEMENT_WAIT_MS);
      const awaiting = this.#awaitingAnnouncement;
      function done() {
        clearTimeout(timer);
        awaiting.delete(done);
        resolve();
      }
      awaiting.add(done);
    });
  }

  /** Whether sessions are kept: only while the process hears the database announce the ended ones. */
  listening(listening: boolean): void {
    this.#listening = listening;
    this.forgetAll();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/**
 * Starts keeping the sessions read through `db`: listens on the schema's sessions channel (a connection of its own
 * on PostgreSQL), and answers the cache with a way to stop. Ending sessions through `db` then goes
 * through endingSessions. `heard` is called on each announcement, and when listening resumes after a break
 * (announcements may have been missed).
 */
export async function startSessionCache(
  db: Db,
  heard: () => void = () => {},
): Promise<{ cache: SessionCache; stop(): Promise<void> }> {
  const cache = new SessionCache();
  caches.set(db, cache);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const listening = await listenerOf(db)(
    `tessera_sessions_${rows[0]!.schema}`,
    () => {
      cache.announced();
      heard();
    },
    {
      lost: () => cache.listening(false),
      resumed: () => {
        cache.listening(true);
        heard();
      },
    },
  );
  cache.listening(true);
  return {
    cache,
    async stop() {
      caches.delete(db);
      cache.listening(false);
      await listening.stop();
    },
  };
}

/**
 * Call before ending sessions or changing a user through `db`, and call what it answers once that is committed (a
 * transaction's caller, with the database the transaction was opened on: before the commit, a concurrent request
 * could read a session again and keep it). That forgets the sessions this process keeps at once, then waits until
 * the process hears the database announce the change, which the other processes were sent at the same moment.
 * Only for changes the triggers announce.
 */
export function endingSessions(db: Db): () => Promise<void> {
  const cache = caches.get(db);
  if (!cache) return async () => {};
  const heard = cache.announcementsHeard;
  return async () => {
    cache.forgetAll();
    await cache.announcementSince(heard);
  };
}
