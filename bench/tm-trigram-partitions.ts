/**
 * What building a TM's trigram indexes in short steps would cost on embedded PGlite, and what it would do to
 * search: N units (the tmx-import vocabulary) are loaded without indexes into a table hash-partitioned by a pair
 * bucket (a column holding a hash of source and target, so that duplicates fall into the same partition and a
 * unique pair index per partition still finds them), then each partition gets its pair, lookup and trigram
 * indexes one `CREATE INDEX` at a time. The same rows are then copied into one table whose trigram indexes are
 * built in one statement each (what a bulk build of the current layout costs), and the same TM searches (the query
 * shape of repository.ts pageUnits) are timed on both.
 * Prints CPU seconds of this process (PGlite's worker included) and the longest statement of each kind: a request
 * waits for the statement running when it comes.
 *
 *   node bench/tm-trigram-partitions.ts                      # 1M units, 64 partitions
 *   node bench/tm-trigram-partitions.ts --units 100000 --partitions 8
 *
 * Runs with the server's node flags (SERVER_NODE_FLAGS: --liftoff-only changes PGlite's CPU by a quarter).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { PgliteWorkerClient } from '../server/src/db/pglite-dialect.ts';
import { pgliteKysely, type Db } from '../server/src/db/database.ts';
import { createPgliteDataDir } from '../server/src/db/pglite-initdb.ts';
import { toUnitColumns, type UnitColumns } from '../server/src/tm/import-batch.ts';
import { prng } from '../server/src/test/prng.ts';
import { loadAverage } from './measure.ts';
import { DE, EN, pickWords } from './tm-vocabulary.ts';

if (!SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) {
  const { status } = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(status ?? 1);
}

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const UNITS = Number(args.get('units') ?? 1_000_000);
const PARTITIONS = Number(args.get('partitions') ?? 64);
const BATCH_SIZE = 500;
/** Every this many units, one gets a word of its own: a search with one match. */
const RARE_EVERY = 1000;
/** Frequent words, a word of one unit half-way through, none. */
const SEARCHES = [
  'the',
  'rechnung',
  'glossar',
  'save the',
  `x${Math.floor(UNITS / 2 / RARE_EVERY) * RARE_EVERY + 1}q`,
  'zzqy',
];

const random = prng(42);
let serial = 0;
function nextBatch(): UnitColumns {
  const units = Array.from({ length: BATCH_SIZE }, () => {
    const length = 5 + Math.floor(random() * 25);
    serial++;
    const rare = serial % RARE_EVERY === 1 ? ` x${serial}q` : '';
    const source = `${pickWords(random, EN, length).join(' ')}${rare}.`;
    const target = `${pickWords(random, DE, length + Math.floor(random() * 4)).join(' ')}.`;
    return {
      ...{ source, target, sourceText: source, targetText: target },
      ...{ creationDate: '2020-01-01T00:00:00.000Z', changeDate: '2021-01-01T00:00:00.000Z' },
      ...{ creationId: 'anna', changeId: 'anna', props: [], notes: [], details: null },
    };
  });
  return toUnitColumns(units);
}

const cpuStart = process.cpuUsage();
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage(cpuStart);
  return (user + system) / 1e6;
};

/** Runs statements and keeps, per kind, the seconds they took in all and the longest one. */
class Steps {
  readonly #kinds = new Map<string, { total: number; longest: number }>();
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }
  async run(kind: string, statement: string): Promise<void> {
    const startedAt = performance.now();
    await sql.raw(statement).execute(this.#db);
    const ms = performance.now() - startedAt;
    const figures = this.#kinds.get(kind) ?? { total: 0, longest: 0 };
    this.#kinds.set(kind, { total: figures.total + ms, longest: Math.max(figures.longest, ms) });
  }
  report(): string {
    return [...this.#kinds]
      .map(([kind, { total, longest }]) => `${kind} ${(total / 1000).toFixed(1)} s (longest ${longest.toFixed(0)} ms)`)
      .join(', ');
  }
}

async function loadPartitioned(db: Db): Promise<void> {
  const startedAt = cpuSeconds();
  let generating = 0;
  // tm_units' columns (server/src/tm/migrations.ts) and the bucket.
  await sql`
    create table parted (
      id serial, tm_id integer not null, bucket integer not null, source text not null, target text not null,
      source_text text not null, target_text text not null, creation_date timestamptz, change_date timestamptz,
      creation_id text, change_id text, props jsonb not null default '[]', notes jsonb not null default '[]',
      tmx_details jsonb, created_at timestamptz not null default now(), updated_at timestamptz not null default now()
    ) partition by hash (bucket)`.execute(db);
  for (let k = 0; k < PARTITIONS; k++)
    await sql
      .raw(`create table parted_${k} partition of parted for values with (modulus ${PARTITIONS}, remainder ${k})`)
      .execute(db);
  for (let loaded = 0; loaded < UNITS; loaded += BATCH_SIZE) {
    const generatedAt = cpuSeconds();
    const c = nextBatch();
    generating += cpuSeconds() - generatedAt;
    await sql`
      insert into parted (tm_id, bucket, source, target, source_text, target_text, creation_date, change_date,
                          creation_id, change_id, props, notes, tmx_details)
      select 1, hashtext(md5(s) || md5(t)), s, t, st, tt, cd, chd, ci, chi, p, n, d from unnest(
        ${c.source}::text[], ${c.target}::text[], ${c.sourceText}::text[], ${c.targetText}::text[],
        ${c.creationDate}::timestamptz[], ${c.changeDate}::timestamptz[], ${c.creationId}::text[], ${c.changeId}::text[],
        ${c.props}::jsonb[], ${c.notes}::jsonb[], ${c.details}::jsonb[]) as u(s, t, st, tt, cd, chd, ci, chi, p, n, d)`.execute(
      db,
    );
  }
  const load = cpuSeconds() - startedAt - generating;
  console.log(
    `loaded ${UNITS.toLocaleString('en')} units into ${PARTITIONS} partitions without indexes: ${load.toFixed(1)} CPU s (generating them ${generating.toFixed(1)} s more)`,
  );
}

async function indexPartitions(db: Db): Promise<void> {
  const startedAt = cpuSeconds();
  const steps = new Steps(db);
  for (let k = 0; k < PARTITIONS; k++) {
    const table = `parted_${k}`;
    await steps.run('pair', `create unique index ${table}_pair on ${table} (tm_id, bucket, md5(source), md5(target))`);
    await steps.run('lookup', `create index ${table}_tm_id on ${table} (tm_id, id)`);
    await steps.run('lookup', `create index ${table}_id on ${table} (id)`);
    await steps.run(
      'source trigram',
      `create index ${table}_s on ${table} using gin (lower(source_text) gin_trgm_ops)`,
    );
    await steps.run(
      'target trigram',
      `create index ${table}_t on ${table} using gin (lower(target_text) gin_trgm_ops)`,
    );
    await steps.run('analyze', `analyze ${table}`);
  }
  console.log(`indexed partition by partition: ${(cpuSeconds() - startedAt).toFixed(1)} CPU s; ${steps.report()}`);
}

async function copyToOneTable(db: Db): Promise<void> {
  await sql.raw(`create table single as select * from parted`).execute(db);
  await sql.raw(`create index single_tm_id on single (tm_id, id)`).execute(db);
  const startedAt = cpuSeconds();
  const steps = new Steps(db);
  await steps.run('source trigram', `create index single_s on single using gin (lower(source_text) gin_trgm_ops)`);
  await steps.run('target trigram', `create index single_t on single using gin (lower(target_text) gin_trgm_ops)`);
  console.log(
    `one table, trigram indexes in one statement each: ${(cpuSeconds() - startedAt).toFixed(1)} CPU s; ${steps.report()}`,
  );
  await sql.raw(`analyze single`).execute(db);
}

/** A TM search as pageUnits runs it: up to 1,001 matches counted, the first page by id. Median of 3, in ms. */
async function timeSearches(db: Db, table: string): Promise<void> {
  const figures: string[] = [];
  for (const search of SEARCHES) {
    const pattern = `%${search}%`;
    const matches = sql`tm_id = 1 and (lower(source_text) like ${pattern} or lower(target_text) like ${pattern})`;
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < 3; run++) {
      const startedAt = performance.now();
      const { rows } = await sql<{ count: number }>`
        with counted as materialized (select id from ${sql.table(table)} where ${matches} limit 1001)
        select (select count(*)::int from counted) as count, page.id
        from (select id from ${sql.table(table)} where ${matches} order by id limit 50) page`.execute(db);
      times.push(performance.now() - startedAt);
      count = rows[0]?.count ?? 0;
    }
    figures.push(`'${search}' (${count}) ${times.toSorted((a, b) => a - b)[1]!.toFixed(0)}`);
  }
  console.log(`${table}: search ms (matches counted): ${figures.join(', ')}`);
}

const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-partitions-'));
const client = await (async () => {
  await createPgliteDataDir(join(dir, 'pglite'));
  return PgliteWorkerClient.open({ dataDir: join(dir, 'pglite') });
})();
try {
  const db = pgliteKysely(client);
  console.log(`load average ${loadAverage()}`);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await loadPartitioned(db);
  await indexPartitions(db);
  await timeSearches(db, 'parted');
  await copyToOneTable(db);
  await timeSearches(db, 'single');
  console.log(`load average ${loadAverage()}`);
} finally {
  await client.close();
  rmSync(dir, { recursive: true, force: true });
}
