import { sql } from 'kysely';
import type { Db } from './database.ts';

/** An analyze of one table under way, and the one that follows it, which every caller arriving meanwhile shares. */
interface Refreshes {
  running?: Promise<void>;
  next?: Promise<void>;
}

/** By database and statement: the imports of one process that refresh the same statistics at once. */
const refreshesOf = new WeakMap<Db, Map<string, Refreshes>>();

/**
 * Refreshes the planner's statistics of a table after a bulk load. The embedded PGlite has no autovacuum, so a
 * table filled by an import would otherwise never get any: its searches then pick plans 10-40x slower (glossary
 * searches on 100k records: 300-1,200 ms instead of 20-40 ms). PostgreSQL's autovacuum would get there, but
 * only a minute or more after the import says it is done. With `columns`, only those columns and the row count
 * are sampled: the text and JSON columns are most of an analyze's time. With `statisticsTarget`, the analyze
 * samples 300 rows per unit of it instead of per unit of the server's default_statistics_target (100).
 *
 * Imports that end at once share analyzes: analyzes of one table wait for each other (each takes the table's
 * SHARE UPDATE EXCLUSIVE lock), and each waiting one held a connection. A refresh asked while one runs waits for
 * the next, which starts after that one ends, and so samples the rows its caller stored before asking; every
 * refresh asked meanwhile shares that next one. In the scale bench's build, a project's 200 files made 200
 * analyzes that took 9.9 s each, mostly waiting for one another (bench/README.md, scale).
 */
export function refreshStatistics(
  db: Db,
  table: 'glossary_records' | 'glossary_term_keys' | 'document_records',
  { columns, statisticsTarget }: { columns?: readonly string[]; statisticsTarget?: number } = {},
): Promise<void> {
  const only = columns ? sql` (${sql.join(columns.map((column) => sql.ref(column)))})` : sql``;
  const analyze = sql`analyze ${sql.table(table)}${only}`;
  const run = async () => {
    if (statisticsTarget === undefined) {
      await analyze.execute(db);
      return;
    }
    await db.transaction().execute(async (trx) => {
      // Set for the transaction only: the connection goes back to the pool (or to requests) as it was.
      await sql`select set_config('default_statistics_target', ${String(statisticsTarget)}, true)`.execute(trx);
      await analyze.execute(trx);
    });
  };
  let byStatement = refreshesOf.get(db);
  if (!byStatement) refreshesOf.set(db, (byStatement = new Map()));
  const key = `${table} ${columns?.join(',') ?? '*'} ${statisticsTarget ?? ''}`;
  let refreshes = byStatement.get(key);
  if (!refreshes) byStatement.set(key, (refreshes = {}));
  return sharedRefresh(refreshes, run);
}

/** Runs `run` now if none runs, else answers the one that follows the running one (started once it ends). */
function sharedRefresh(refreshes: Refreshes, run: () => Promise<void>): Promise<void> {
  if (refreshes.next) return refreshes.next;
  const start = (): Promise<void> => {
    const running = run().finally(() => {
      if (refreshes.running === running) refreshes.running = undefined;
    });
    refreshes.running = running;
    return running;
  };
  if (!refreshes.running) return start();
  const next = refreshes.running
    .catch(() => undefined)
    .then(() => {
      refreshes.next = undefined;
      return start();
    });
  refreshes.next = next;
  return next;
}
