/**
 * Tessera at the size of a large agency (issue 67): builds on PostgreSQL a TM of 10M units, a term base of
 * 500,000 terms, a project of 1,000 files in 20 target languages and 2,000 users, all through the real server's
 * routes (scale-build.ts), starts two API processes of the real server and sends every request to them in turn (a
 * round-robin balancer's work, done by the client), drives 200 simulated people for 10 minutes (scale-people.ts),
 * then measures the TM's recall of matches >= 75 against an exhaustive scan and Weblate's pg_trgm method on the same
 * units (scale-recall.ts). Prints per route p50/p95/p99 and errors, where the CPU and the database's time went
 * during the load, each API process's memory, the database's size and each build piece's time, each beside its aim
 * from the issue.
 *
 *   node bench/scale.ts                                  # the full size (its figures are still to be measured)
 *   node bench/scale.ts --scale 0.005 --minutes 1        # every size times 0.005 (at least 6 people)
 *   node bench/scale.ts --scale 0.005 --minutes 1 --reuse   # the installation an earlier run built, as it is
 *   node bench/scale.ts --database-url postgres://postgres@127.0.0.1:5432/tessera_scale --think-seconds 3
 *   node bench/scale.ts --recall-queries 100             # queries of the recall sample (a quarter short; 0: none)
 *   node bench/scale.ts --reuse --import-units 0         # the people alone, without the import loop
 *
 * `--database-url` names the database the bench owns (default tessera_scale on the local server): it is dropped
 * and built anew unless `--reuse`, and left in place after the run for the next `--reuse` (drop it by hand). The
 * database `test` is refused: the test suites own it. Each person pauses `--think-seconds` (0.5-1.5x, default 3)
 * between actions: a busier team than a real one, so that 200 people make the load of several hundred.
 * Last line: `scale: <scale>, <people> people, <n> requests, <e> errors, aims missed: <list or none>`.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startApiServer, type ApiServer } from './api-server.ts';
import {
  loadAverage,
  machineCpuSeconds,
  option,
  parentPid,
  percentile,
  signIn,
  statusMb,
  treeCpuSeconds,
} from './measure.ts';
import { assignSteps, build, findInstallation, waitForMatchIndex, type BuildPiece, type Sizes } from './scale-build.ts';
import { ApiClient, quantiles, Timings } from './scale-client.ts';
import { castOf, runPeople } from './scale-people.ts';
import { printStatementTimes, startStatementTimes } from './scale-database-time.ts';
import { measureRecall, SHORT, type MethodFigures } from './scale-recall.ts';

const SCALE = Number(option('scale', '1'));
const MINUTES = Number(option('minutes', '10'));
const REUSE = process.argv.includes('--reuse');
const THINK_SECONDS = Number(option('think-seconds', '3'));
const RECALL_QUERIES = Number(option('recall-queries', '100'));
const DATABASE_URL = option('database-url', 'postgres://postgres@127.0.0.1:5432/tessera_scale');
/** The issue's aim for each API process's resident memory. */
const RSS_AIM_MB = 700;

const PEOPLE = Math.max(6, Math.round(200 * SCALE));
const cast = castOf(PEOPLE);
const SIZES: Sizes = {
  tmUnits: Math.round(10_000_000 * SCALE),
  terms: Math.round(500_000 * SCALE),
  files: Math.max(1, Math.round(1000 * SCALE)),
  users: Math.max(Math.round(2000 * SCALE), PEOPLE),
  managers: cast.managers.length,
};
/** Units of the TMX the import loop imports over and over while people work: 1% of the TM unless `--import-units`;
 * 0 runs no loop, to tell what the loop costs the people's requests. */
const IMPORT_UNITS = Number(option('import-units', String(Math.max(500, Math.round(SIZES.tmUnits / 100)))));
if (!Number.isInteger(IMPORT_UNITS) || IMPORT_UNITS < 0) throw new Error('--import-units: a whole number, 0 or more');

/** The issue's aims by route label: the percentile and the milliseconds it may take. */
function aimOf(route: string): { p: 95 | 99; ms: number } | undefined {
  if (route.startsWith('TM lookup (en→')) return { p: 95, ms: 50 };
  if (route.startsWith('concordance')) return { p: 95, ms: 300 };
  if (route.startsWith('term hits (en→')) return { p: 95, ms: 30 };
  if (route.startsWith('save') || route.startsWith('confirm')) return { p: 99, ms: 250 };
  if (route.startsWith('project page') || route.startsWith('project report')) return { p: 95, ms: 1000 };
  return undefined;
}

const databaseName = () => {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name the bench may own: ${name}`);
  if (name === 'test') throw new Error('the database test belongs to the test suites: name another one');
  return name;
};

/** Drops and creates the bench's database (unless reusing one that exists); answers whether it was kept. */
async function prepareDatabase(name: string): Promise<boolean> {
  const url = new URL(DATABASE_URL);
  url.pathname = '/postgres';
  const server = new pg.Client({ connectionString: url.toString() });
  await server.connect();
  try {
    const exists = (await server.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
    if (REUSE && exists) return true;
    await server.query(`drop database if exists ${name} with (force)`);
    await server.query(`create database ${name}`);
    return false;
  } finally {
    await server.end();
  }
}

/**
 * What autovacuum has done on a production server by the time people work: the planner's statistics of every table
 * and the dead rows of the last run's saves and import loop gone (each of its imports makes and drops a TM's
 * tables, leaving thousands of dead catalog rows). With autovacuum off, as on CI's machines, nothing else does it:
 * a reused installation would keep every earlier run's dead rows, and the statistics of the build's first moments.
 */
async function vacuumAsAutovacuumWould(db: pg.Client): Promise<void> {
  const { rows } = await db.query<{ autovacuum: string }>(`select current_setting('autovacuum') as autovacuum`);
  if (rows[0]!.autovacuum === 'on') return;
  const started = performance.now();
  await db.query('vacuum (analyze)');
  console.log(
    `  autovacuum is off: vacuum (analyze) as it would have run, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const pad = (value: string, width: number) => value.padStart(width);

function printRoutes(timings: Timings): string[] {
  const missed: string[] = [];
  console.log(`\nroutes (${MINUTES} min, ${PEOPLE} people; ms):`);
  console.log(
    `  ${'route'.padEnd(62)} ${pad('n', 6)} ${pad('p50', 8)} ${pad('p95', 8)} ${pad('p99', 8)} ${pad('errors', 6)}  aim`,
  );
  for (const figures of timings.all().sort((a, b) => a.route.localeCompare(b.route))) {
    const { p50, p95, p99 } = quantiles(figures.times);
    const aim = aimOf(figures.route);
    const value = aim?.p === 99 ? p99 : p95;
    const met = figures.errors === 0 && (!aim || (figures.times.length > 0 && value <= aim.ms));
    if (!met) missed.push(figures.route);
    const aimText = `${aim ? `p${aim.p} <= ${aim.ms} ms, ` : ''}0 errors: ${met ? 'met' : 'MISSED'}`;
    console.log(
      `  ${figures.route.padEnd(62)} ${pad(String(figures.times.length), 6)} ${pad(ms(p50), 8)} ${pad(ms(p95), 8)} ${pad(ms(p99), 8)} ${pad(String(figures.errors), 6)}  ${aimText}`,
    );
    for (const sample of figures.samples) console.log(`      error: ${sample}`);
    if (!met && figures.slowest.what)
      console.log(`      slowest: ${ms(figures.slowest.ms)} ms, ${figures.slowest.what}`);
  }
  return missed;
}

function printBuild(pieces: BuildPiece[]): string[] {
  const missed: string[] = [];
  console.log('\nbuild:');
  for (const piece of pieces) {
    const aim =
      piece.aimSeconds === undefined
        ? ''
        : `  aim <= ${piece.aimSeconds.toFixed(0)} s (30 min per 10M units, scaled: a small run's fixed costs weigh more): ${piece.seconds <= piece.aimSeconds ? 'met' : 'MISSED'}`;
    if (piece.aimSeconds !== undefined && piece.seconds > piece.aimSeconds) missed.push(piece.piece);
    console.log(`  ${piece.piece.padEnd(36)} ${pad(piece.seconds.toFixed(1), 8)} s  ${piece.note}${aim}`);
  }
  return missed;
}

function printMethod(name: string, figures: MethodFigures, aim?: { p95: number; recall: number }): boolean {
  const recall = (found: number, expected: number) => (expected === 0 ? 1 : found / expected);
  const all = [...figures.times, ...figures.shortTimes];
  const overall = recall(figures.found, figures.expected);
  const short = recall(figures.shortFound, figures.shortExpected);
  const p95 = all.length ? percentile(all, 95) : NaN;
  const met = aim ? p95 <= aim.p95 && overall >= aim.recall && short >= aim.recall : true;
  console.log(
    `  ${name.padEnd(34)} p50 ${pad(ms(all.length ? percentile(all, 50) : NaN), 8)}  p95 ${pad(ms(p95), 8)}  ` +
      `short p95 ${pad(ms(figures.shortTimes.length ? percentile(figures.shortTimes, 95) : NaN), 8)}  ` +
      `recall >= 75 ${overall.toFixed(3)} (${figures.found}/${figures.expected}), short ${short.toFixed(3)} (${figures.shortFound}/${figures.shortExpected})` +
      `${figures.timeouts ? `, ${figures.timeouts} timed out` : ''}` +
      `${aim ? `  aim p95 <= ${aim.p95} ms, recall >= ${aim.recall}: ${met ? 'met' : 'MISSED'}` : ''}`,
  );
  for (const miss of figures.misses.slice(0, 5)) console.log(`      missed: ${miss}`);
  return met;
}

/** CPU seconds of what shares the machine during the load; PostgreSQL's only when its server runs here. */
interface CpuSpent {
  machine: { busy: number; total: number };
  api: number[];
  postgres: number | undefined;
  bench: number;
}

/**
 * Reads the CPU time of the machine, each API process with its workers, PostgreSQL's server with its connections
 * (found as the parent of this bench's own connection, when that is a process of this machine) and this bench.
 */
async function cpuReadings(db: pg.Client, servers: ApiServer[]) {
  const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
  const postmaster = parentPid(rows[0]!.pid);
  const local = postmaster !== undefined && readFileSync(`/proc/${postmaster}/comm`, 'utf8').trim() === 'postgres';
  const read = (): CpuSpent => {
    const bench = process.cpuUsage();
    return {
      machine: machineCpuSeconds(),
      api: servers.map((server) => treeCpuSeconds(server.child.pid!)),
      postgres: local ? treeCpuSeconds(postmaster) : undefined,
      bench: (bench.user + bench.system) / 1e6,
    };
  };
  const since = (before: CpuSpent): CpuSpent => {
    const now = read();
    return {
      machine: { busy: now.machine.busy - before.machine.busy, total: now.machine.total - before.machine.total },
      api: now.api.map((seconds, i) => seconds - before.api[i]!),
      postgres: now.postgres === undefined ? undefined : now.postgres - before.postgres!,
      bench: now.bench - before.bench,
    };
  };
  return { read, since };
}

/** The connections PostgreSQL has opened to the database since its statistics were last reset. */
async function sessionsOf(db: pg.Client, name: string): Promise<number> {
  const { rows } = await db.query<{ sessions: string }>('select sessions from pg_stat_database where datname = $1', [
    name,
  ]);
  return Number(rows[0]!.sessions);
}

/** Where the machine's CPU went during the load, in all and per request: what a route's wait for a core is made of. */
function printCpu(spent: CpuSpent, requests: number) {
  const { busy, total } = spent.machine;
  const perRequest = (seconds: number) => `${((seconds * 1000) / requests).toFixed(2)} ms a request`;
  const api = spent.api.reduce((sum, seconds) => sum + seconds, 0);
  console.log(
    `\nCPU during the load: the machine busy ${busy.toFixed(0)} of ${total.toFixed(0)} core-seconds ` +
      `(${((100 * busy) / total).toFixed(1)} %), ${requests} requests`,
  );
  console.log(
    `  API processes with their workers: ${api.toFixed(0)} s (${spent.api.map((s) => s.toFixed(0)).join(' + ')}), ${perRequest(api)}`,
  );
  if (spent.postgres !== undefined)
    console.log(`  PostgreSQL's server and connections: ${spent.postgres.toFixed(0)} s, ${perRequest(spent.postgres)}`);
  console.log(`  this bench (the people and the import loop's client): ${spent.bench.toFixed(0)} s`);
}

async function main() {
  const name = databaseName();
  const importLoopName = IMPORT_UNITS > 0 ? `an import loop of ${IMPORT_UNITS} units` : 'no import loop';
  console.log(
    `scale: ${SCALE} (TM ${SIZES.tmUnits.toLocaleString('en')} units, ${SIZES.terms.toLocaleString('en')} terms, ` +
      `${SIZES.files} files x 20 languages, ${SIZES.users} users; ${PEOPLE} people: ${cast.translators.length} translators, ` +
      `${cast.reviewers.length} reviewers, ${cast.managers.length} managers, an admin, ${importLoopName}) ` +
      `on ${name}; nproc ${availableParallelism()}, load average ${loadAverage()}`,
  );
  const kept = await prepareDatabase(name);
  const work = join(tmpdir(), `tessera-scale-${name}`);
  if (!kept) rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // The bench is the balancer: as a balancer's X-Forwarded-For does, it says whose address each person's requests
  // come from (scale-people.ts). Without it 200 people signing in at once from one address are throttled as one.
  const env = { DATABASE_URL, DATA_DIR: join(work, 'data'), UPLOAD_LIMIT_MB: '65536', TRUST_PROXY: '1' };
  const servers: ApiServer[] = [];
  const db = new pg.Client({ connectionString: DATABASE_URL });
  let sampling: NodeJS.Timeout | undefined;
  try {
    // One after the other: the first runs the migrations.
    servers.push(await startApiServer(env));
    servers.push(await startApiServer(env));
    await db.connect();
    // current_setting says each with its unit (pg_settings counts shared_buffers in 8 kB pages).
    const settings = await db.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from pg_settings
      where name in ('shared_buffers', 'work_mem', 'max_connections', 'effective_cache_size', 'server_version', 'autovacuum')`,
    );
    console.log(`  PostgreSQL: ${settings.rows.map((row) => `${row.name} ${row.setting}`).join(', ')}`);
    const bases = servers.map((server) => server.base);
    const admin = new ApiClient(bases, await signIn(bases[0]!));

    let pieces: BuildPiece[] = [];
    const found = kept ? await findInstallation(admin, SIZES) : undefined;
    if (kept && !found)
      throw new Error(`--reuse: ${name} holds no complete installation of this scale; run without --reuse`);
    let installation = found;
    if (installation) {
      console.log(`  reused the installation of ${name}`);
      // A migration that changes the match index's format has the servers build it again as they start.
      const started = performance.now();
      await waitForMatchIndex(db, installation.tmId);
      console.log(`  TM match index ready after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else {
      console.log('building (through the server routes):');
      const built = await build({ admin, servers, db, work }, SIZES);
      installation = built.installation;
      pieces = built.pieces;
    }
    pieces.push(await assignSteps(admin, db, installation, cast));
    await vacuumAsAutovacuumWould(db);

    const peakRss = servers.map(() => 0);
    const sample = () =>
      servers.forEach((server, i) => {
        peakRss[i] = Math.max(peakRss[i]!, statusMb(server.child.pid!, 'VmRSS'));
      });
    sampling = setInterval(sample, 2000);
    const timings = new Timings();
    const cpu = await cpuReadings(db, servers);
    const statementTimes = await startStatementTimes(db);
    const cpuBefore = cpu.read();
    const sessionsBefore = await sessionsOf(db, name);
    console.log(`driving ${PEOPLE} people for ${MINUTES} min (load average ${loadAverage()}) ...`);
    const { imports } = await runPeople({
      bases,
      db,
      installation,
      cast,
      timings,
      minutes: MINUTES,
      thinkSeconds: THINK_SECONDS,
      importUnits: IMPORT_UNITS,
      work,
    });
    clearInterval(sampling);
    sample();
    const cpuSpent = cpu.since(cpuBefore);
    const sessions = (await sessionsOf(db, name)) - sessionsBefore;
    const databaseTime = typeof statementTimes === 'string' ? statementTimes : await statementTimes();
    console.log(`  done; ${imports} TMX imports finished meanwhile; load average ${loadAverage()}`);

    // `--recall-queries 0` leaves the sample out: a build alone, or a load run whose recall was measured before.
    let recall: Awaited<ReturnType<typeof measureRecall>> | undefined;
    if (RECALL_QUERIES > 0) {
      console.log(`measuring recall on ${RECALL_QUERIES} queries (a quarter of ${SHORT} characters or fewer) ...`);
      recall = await measureRecall({ admin, db }, installation.tmId, { queries: RECALL_QUERIES, reuse: kept });
    }

    const missed = printRoutes(timings);
    const requests = timings.all().reduce((sum, figures) => sum + figures.times.length + figures.errors, 0);
    printCpu(cpuSpent, requests);
    console.log(`  connections opened to ${name}: ${sessions} (a new one reads the catalogs anew)`);
    printStatementTimes(databaseTime);
    console.log('\nAPI processes (resident memory, MB):');
    servers.forEach((server, i) => {
      const peak = peakRss[i]!;
      const now = statusMb(server.child.pid!, 'VmRSS');
      const lifePeak = statusMb(server.child.pid!, 'VmHWM');
      const met = peak <= RSS_AIM_MB;
      if (!met) missed.push(`RSS of process ${i + 1}`);
      console.log(
        `  process ${i + 1} (pid ${server.child.pid}): during the load peak ${peak.toFixed(0)}, now ${now.toFixed(0)}, ` +
          `peak since start ${lifePeak.toFixed(0)} (build included)  aim <= ${RSS_AIM_MB}: ${met ? 'met' : 'MISSED'}`,
      );
    });
    const size = await db.query<{ database: string; tm: string; segments: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as database,
        pg_size_pretty((select sum(pg_total_relation_size(inhrelid)) from pg_inherits where inhparent = 'tm_units'::regclass)) as tm,
        pg_size_pretty(pg_total_relation_size('document_records')) as segments`,
    );
    console.log(
      `\ndatabase: ${size.rows[0]!.database} (TM units ${size.rows[0]!.tm}, document segments ${size.rows[0]!.segments})`,
    );
    missed.push(...printBuild(pieces));

    if (recall) {
      console.log(
        `\nTM lookups, ${recall.queries.length} queries one at a time after the load (${recall.queries.filter((q) => q.short).length} of <= ${SHORT} characters); ` +
          `exhaustive scan ${recall.scanSeconds.toFixed(1)} s; Weblate's scratch table and GiST index ` +
          `${recall.weblateReused ? 'reused' : `built in ${recall.weblateBuildSeconds.toFixed(1)} s`}:`,
      );
      if (!printMethod('Tessera (the server, HTTP)', recall.tessera, { p95: 50, recall: 0.99 }))
        missed.push('TM recall sample');
      printMethod("Weblate's method (pg_trgm, SQL)", recall.weblate);
    }

    const errors = timings.all().reduce((sum, figures) => sum + figures.errors, 0);
    console.log(
      `\nscale: ${SCALE}, ${PEOPLE} people, ${requests} requests, ${errors} errors, aims missed: ${missed.length ? missed.join('; ') : 'none'}`,
    );
  } finally {
    if (sampling) clearInterval(sampling);
    await db.end().catch(() => undefined);
    await Promise.all(servers.map((server) => server.stop()));
  }
}

await main();
