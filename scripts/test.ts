/**
 * `npm test`: every test of the project in one command.
 * 0. the type check of every workspace (tsc --noEmit), the linter (oxlint, .oxlintrc.json) and the formatter's check
 *    (prettier --check, .prettierrc.json); each fails the run;
 * 1. vitest: unit, component and server tests (server tests run on PGlite always, and on PostgreSQL too
 *    when TEST_DATABASE_URL is set);
 * 2. Playwright browser tests of the composed app, when a Chromium is found.
 * It ends with one plain line "tests: N passed, N failed, N skipped" summing both runners.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from '../e2e/chromium.ts';

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

console.log(
  process.env.TEST_DATABASE_URL
    ? `PostgreSQL tests: ON (TEST_DATABASE_URL=${process.env.TEST_DATABASE_URL})`
    : 'PostgreSQL tests: SKIPPED (set TEST_DATABASE_URL=postgres://user@host:5432/db to run them); PGlite tests run.',
);

// Tests and the bundler strip types without checking them, so a type error would otherwise pass.
const typecheck = spawnSync('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { cwd: root, stdio: 'inherit' });
if (typecheck.status === 0) {
  console.log('Type check: passed');
} else {
  console.log('Type check: FAILED (npm run typecheck)');
  exitCode = 1;
}

const lint = spawnSync('npx', ['oxlint', '--deny-warnings'], { cwd: root, stdio: 'inherit' });
if (lint.status === 0) {
  console.log('Lint: passed');
} else {
  console.log('Lint: FAILED (npm run lint)');
  exitCode = 1;
}

const format = spawnSync('npx', ['prettier', '--check', '--log-level', 'warn', '.'], { cwd: root, stdio: 'inherit' });
if (format.status === 0) {
  console.log('Format: passed');
} else {
  console.log('Format: FAILED (npm run format writes the files as prettier wants them)');
  exitCode = 1;
}

const vitestJson = join(out, 'vitest.json');
const vitest = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const problems: string[] = [];
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8')) as VitestReport;
  total.passed += r.numPassedTests ?? 0;
  total.failed += r.numFailedTests ?? 0;
  total.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  problems.push(...failedFiles(r));
} else {
  exitCode = 1;
}
// An unhandled error or a crashed worker fails the run without failing a test: say so where the summary is read.
if (vitest !== 0) problems.push(`vitest exited with code ${vitest}; its "Errors" section above says why`);

const chromium = findChromium();
if (!chromium) {
  console.log("Browser tests: SKIPPED (no Chromium found; install Debian's chromium or set CHROMIUM_PATH).");
} else if (process.env.SKIP_E2E) {
  console.log('Browser tests: SKIPPED (SKIP_E2E is set).');
} else {
  console.log(`Browser tests: ON (${chromium}); building the apps for production first`);
  run('npm', ['run', 'build', '--silent']);
  const pwJson = join(out, 'playwright.json');
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    CHROMIUM_PATH: chromium,
  });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
    total.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    total.failed += s.unexpected ?? 0;
    total.skipped += s.skipped ?? 0;
  } else {
    exitCode = 1;
  }
}

if (total.failed > 0) exitCode = 1;
for (const problem of problems) console.log(`vitest: ${problem}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(exitCode);
