import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { PgliteWorkerClient, PgliteWorkerDialect } from './pglite-dialect.ts';
import { createPgliteDataDir, isPgliteDataDir } from './pglite-initdb.ts';
import { createPostgresDialect, listenOnPostgres, type ListeningConnection } from './postgres.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  databaseUrl?: string;
  /** A streaming replica of databaseUrl's database, for reads that may lag a moment behind it (config.ts). */
  databaseReadUrl?: string;
  /** Where PGlite keeps its files (`<dataDir>/pglite`); ignored with databaseUrl. */
  dataDir: string;
  /** Called when the PGlite worker dies on its own; the server cannot go on without its database. */
  onCrash?: (error: Error) => void;
  /** Hears what the server should tell its operator while opening (a data folder lock taken over). */
  log?: (message: string) => void;
}

/**
 * Opens the configured database: PostgreSQL with a pool, or PGlite in a worker thread. `readDb` is where reads
 * that may lag behind the primary go: the read replica when one is configured, else the database itself.
 */
export async function openDatabase(
  options: DatabaseOptions,
): Promise<{ db: Db; readDb: Db; backend: 'postgres' | 'pglite' }> {
  if (options.databaseUrl) {
    const db = postgresKysely(createPostgresDialect({ connectionString: options.databaseUrl }));
    const readDb = options.databaseReadUrl
      ? postgresKysely(createPostgresDialect({ connectionString: options.databaseReadUrl }))
      : db;
    return { db, readDb, backend: 'postgres' };
  }
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(options.dataDir, { recursive: true });
  await lockDataDir(options.dataDir, { log: options.log });
  if (!isPgliteDataDir(dir)) {
    options.log?.(`Creating the embedded database in ${dir}`);
    await createPgliteDataDir(dir);
  }
  const client = await PgliteWorkerClient.open({ dataDir: dir }, { onCrash: options.onCrash });
  const db = pgliteKysely(client);
  return { db, readDb: db, backend: 'pglite' };
}

const embeddedDatabases = new WeakSet<Db>();

/**
 * Hears NOTIFY payloads on a channel; stopping ends the listening. `connection` hears when the listening
 * connection is lost (what is sent until it is back is missed) and when it listens again.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  connection?: ListeningConnection,
) => Promise<{ stop(): Promise<void> }>;
const listeners = new WeakMap<Db, Listen>();

export function pgliteKysely(client: PgliteWorkerClient): Db {
  const db = new Kysely<Database>({ dialect: new PgliteWorkerDialect(client) });
  embeddedDatabases.add(db);
  listeners.set(db, async (channel, onPayload) => {
    await client.listen(channel, onPayload);
    // The worker's one connection listens until the database closes.
    return { stop: async () => {} };
  });
  return db;
}

export function postgresKysely({ dialect, pool }: ReturnType<typeof createPostgresDialect>): Db {
  const db = new Kysely<Database>({ dialect });
  listeners.set(db, (channel, onPayload, connection) => listenOnPostgres(pool, channel, onPayload, connection));
  return db;
}

/** LISTEN needs a connection of its own for as long as it listens: one is taken from the pool for it. */
export function listenerOf(db: Db): Listen {
  const listen = listeners.get(db);
  if (!listen) throw new Error('This database was not opened through openDatabase, pgliteKysely or postgresKysely');
  return listen;
}

/**
 * Whether `db` is the embedded PGlite database, whose one connection runs one statement at a time: work that
 * PostgreSQL does in one long statement beside other connections (an index build) must be cut into short ones
 * there, or every request waits for it.
 */
export function isEmbeddedDatabase(db: Db): boolean {
  return embeddedDatabases.has(db);
}

/** How long a start waits for the process named in the lock file to go away before refusing the folder. */
const LOCK_WAIT_MS = 5000;
const LOCK_POLL_MS = 100;

/**
 * Whether `pid` is a live process, and the same one that wrote the lock (`startTime`, from /proc, guards against
 * the pid having been reused). A killed process stays in the process table as a zombie until its parent reaps it;
 * a supervisor that does not reap (or an init that never does in a container) keeps it there for good, so a
 * zombie counts as gone.
 */
function isHolderAlive(pid: number, startTime: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  if (!stat) return true; // no /proc (not Linux): the signal check is all there is
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return startTime === undefined || stat.startTime === startTime;
}

/** State letter and start time (clock ticks since boot) of a process, from /proc/<pid>/stat; undefined without /proc. */
function procStat(pid: number): { state: string; startTime: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid ...": the command may hold spaces and parentheses, so read from the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, startTime: fields[19]! };
  } catch {
    return undefined;
  }
}

/**
 * PGlite is one process per folder: a second server on the same DATA_DIR would corrupt it. A lock file (pid and
 * start time) refuses that with a clear message. A lock whose process is gone (killed, crashed) is taken over and
 * `log` says so; one whose process is still exiting is waited for up to `waitMs`, so that a supervisor restarting
 * a server at once succeeds.
 */
export async function lockDataDir(
  dataDir: string,
  options: { waitMs?: number; log?: (message: string) => void } = {},
): Promise<void> {
  const lockFile = join(dataDir, 'pglite.lock');
  const deadline = Date.now() + (options.waitMs ?? LOCK_WAIT_MS);
  const holder = readLock(lockFile);
  if (holder && holder.pid !== process.pid) {
    while (isHolderAlive(holder.pid, holder.startTime)) {
      if (Date.now() >= deadline) {
        throw new Error(
          `The data folder ${dataDir} is in use by process ${holder.pid}. The embedded database allows one server per folder; ` +
            'stop the other one, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database between servers.',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    options.log?.(`Took over the data folder ${dataDir} from process ${holder.pid}, which is no longer running.`);
  }
  const own = procStat(process.pid)?.startTime;
  writeFileSync(lockFile, own ? `${process.pid} ${own}` : String(process.pid));
  process.once('exit', () => {
    try {
      if (readLock(lockFile)?.pid === process.pid) rmSync(lockFile);
    } catch {
      // already gone
    }
  });
}

/** The process named in the lock file; undefined when there is none or the file holds no pid. */
function readLock(lockFile: string): { pid: number; startTime: string | undefined } | undefined {
  if (!existsSync(lockFile)) return undefined;
  const [pidText, startTime] = readFileSync(lockFile, 'utf8').trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, startTime };
}
