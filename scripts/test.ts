/**
 * `npm test`: every test of the project in one command, in phases, each timed.
 * 0. the type check of every workspace (tsc --noEmit), the linter (oxlint, .oxlintrc.json) and the formatter's check
 *    (prettier --check, .prettierrc.json), side by side; each fails the run;
 * 1. vitest: unit, component and server tests, server suites on PGlite;
 * 2. vitest again for the server suites that run on PostgreSQL too (server/src/test/harness.ts), when
 *    TEST_DATABASE_URL is set;
 * 3. the production build and the Playwright browser tests of the composed app, when a Chromium is found.
 * It ends with the time of each phase (also written to .tmp/test-results/phases.json, for .ci/run) and one plain
 * line "tests: N passed, N failed, N skipped" summing every runner.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { phaseTable } from './phase-table.ts';
import { findChromium } from '../e2e/chromium.ts';
import { runsOnPostgres, runsOnPostgresAlone } from '../server/src/test/postgres-files.ts';

const root = join(import.meta.dirname, '..');
const out = join(root, '.tmp', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): number | null {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
  return result.status;
}

/** The phases run so far, with their wall-clock seconds; phases run side by side each count their own. */
const phases: { name: string; seconds: number; outcome: string }[] = [];

/** Runs `fn` as the phase `name`, timed; its outcome is what the table says beside the time. */
async function phase(name: string, fn: () => string | Promise<string>): Promise<void> {
  const start = performance.now();
  const outcome = await fn();
  phases.push({ name, seconds: (performance.now() - start) / 1000, outcome });
}

/** A command run beside others: its output goes to the console as it comes, its exit code at the end. */
function runAlongside(cmd: string, args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code));
  });
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

const firstLine = (text: string | undefined) => (text ? `: ${text.trim().split('\n')[0]}` : '');

/**
 * The test files that failed or never finished (a worker that crashed), with the first error of each, and each
 * failed test with its first line: the summary at the end of a long log is often all that is kept of a run.
 */
function failedFiles(report: VitestReport): string[] {
  return (report.testResults ?? [])
    .filter((file) => file.status === 'failed')
    .flatMap((file) => {
      const name = file.name.replace(`${root}/`, '');
      const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      return [
        `${name} failed${firstLine(file.message)}`,
        ...tests.map((test) => `  ${test.fullName}${firstLine(test.failureMessages?.[0])}`),
      ];
    });
}

const postgresUrl = process.env.TEST_DATABASE_URL;
console.log(
  postgresUrl
    ? `PostgreSQL tests: ON (TEST_DATABASE_URL=${postgresUrl})`
    : 'PostgreSQL tests: SKIPPED (set TEST_DATABASE_URL=postgres://user@host:5432/db to run them); PGlite tests run.',
);

/**
 * The three checks read files and nothing else, and none uses both cores for long: side by side they take little
 * more than the longest of them. Tests and the bundler strip types without checking them, so a type error would
 * otherwise pass.
 */
const checks: [string, string[], string][] = [
  ['type check', ['tsc', '-p', 'tsconfig.json', '--noEmit'], 'npm run typecheck'],
  ['lint', ['oxlint', '--deny-warnings'], 'npm run lint'],
  [
    'format',
    ['prettier', '--check', '--log-level', 'warn', '.'],
    'npm run format writes the files as prettier wants them',
  ],
];
const checked: string[] = [];
await Promise.all(
  checks.map(([name, args, fix]) =>
    phase(name, async () => {
      const passed = (await runAlongside('npx', args)) === 0;
      if (!passed) exitCode = 1;
      checked.push(`${name[0]!.toUpperCase()}${name.slice(1)}: ${passed ? 'passed' : `FAILED (${fix})`}`);
      return passed ? 'passed' : 'FAILED';
    }),
  ),
);
for (const line of checked) console.log(line);

const problems: string[] = [];

/**
 * Test files at once: vitest's default, one fewer than the cores, is one file at a time on a 2-core machine, whose
 * second core then mostly idles, since a server test file waits on its database (a PGlite worker thread or
 * PostgreSQL) or a child process much of the time.
 */
const workers = Math.max(2, availableParallelism() - 1);

/** A vitest run with a JSON report of its own, counted into the total; answers what the phase table says. */
function vitestRun(report: string, args: string[], env: NodeJS.ProcessEnv): string {
  const json = join(out, report);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${json}`];
  const status = run('npx', ['vitest', 'run', `--maxWorkers=${workers}`, ...reporters, ...args], env);
  if (!existsSync(json)) {
    exitCode = 1;
    problems.push(`vitest (${report}) wrote no report`);
    return 'FAILED';
  }
  const r = JSON.parse(readFileSync(json, 'utf8')) as VitestReport;
  total.passed += r.numPassedTests ?? 0;
  total.failed += r.numFailedTests ?? 0;
  total.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  problems.push(...failedFiles(r));
  // An unhandled error or a crashed worker fails the run without failing a test: say so where the summary is read.
  if (status !== 0) problems.push(`vitest exited with code ${status}; its "Errors" section above says why`);
  return `${r.numPassedTests ?? 0} passed, ${r.numFailedTests ?? 0} failed`;
}

/** The server's test files by what postgres-files.ts reads in them. */
const serverTests = (readdirSync(join(root, 'server', 'src'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join(root, 'server', 'src', file));
const onPostgres = serverTests.filter((file) => runsOnPostgres(readFileSync(file, 'utf8')));
const postgresAlone = onPostgres.filter((file) => runsOnPostgresAlone(readFileSync(file, 'utf8')));

// Without TEST_DATABASE_URL every file runs here (the suites needing PostgreSQL say they are skipped); with it, the
// harness keeps its suites to PGlite here and the files that only open PostgreSQL wait for the next phase.
await phase('unit and server', () =>
  vitestRun(
    'vitest.json',
    postgresUrl ? postgresAlone.map((file) => `--exclude=${file}`) : [],
    postgresUrl ? { TEST_BACKEND: 'pglite' } : {},
  ),
);
if (postgresUrl) {
  await phase('PostgreSQL', () =>
    vitestRun('vitest-postgres.json', ['--project', 'server', ...onPostgres.map((file) => relative(root, file))], {
      TEST_BACKEND: 'postgres',
    }),
  );
}

const chromium = findChromium();
if (!chromium) {
  console.log("Browser tests: SKIPPED (no Chromium found; install Debian's chromium or set CHROMIUM_PATH).");
} else if (process.env.SKIP_E2E) {
  console.log('Browser tests: SKIPPED (SKIP_E2E is set).');
} else {
  console.log(`Browser tests: ON (${chromium}); building the apps for production first`);
  await phase('builds', () => (run('npm', ['run', 'build', '--silent']) === 0 ? 'passed' : 'FAILED'));
  await phase('browser', () => {
    const pwJson = join(out, 'playwright.json');
    run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
      CHROMIUM_PATH: chromium,
    });
    if (!existsSync(pwJson)) {
      exitCode = 1;
      return 'FAILED';
    }
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
    total.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    total.failed += s.unexpected ?? 0;
    total.skipped += s.skipped ?? 0;
    return `${(s.expected ?? 0) + (s.flaky ?? 0)} passed, ${s.unexpected ?? 0} failed`;
  });
}

if (total.failed > 0) exitCode = 1;
writeFileSync(join(out, 'phases.json'), JSON.stringify(phases));
console.log(`\n${phaseTable(phases)}\n`);
for (const problem of problems) console.log(`vitest: ${problem}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(exitCode);
