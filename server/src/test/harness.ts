/**
 * Test harness for server tests. `describeWithDatabases(title, (t) => { ... })` runs a suite on PGlite;
 * `describeWithPostgresToo` runs it again on PostgreSQL when TEST_DATABASE_URL is set, for a suite whose SQL may
 * answer otherwise there or whose concurrency is real only there. Each suite gets its own database (its own
 * PGlite or PostgreSQL database, a copy of the run's migrated template) with every migration applied.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, TestRunner } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_VALUE, type Me, type Role, type User } from '@tessera/shared/contract';
import { buildApp, type App } from '../app.ts';
import { defaultConfig, type Config } from '../config.ts';
import { pgliteKysely, postgresKysely, type Db } from '../db/database.ts';
import { PgliteWorkerClient } from '../db/pglite-dialect.ts';
import { createPostgresDialect } from '../db/postgres.ts';
import { hashPassword, useFastPasswordHashingForTests } from '../users/passwords.ts';
import { insertUser } from '../users/repository.ts';
import { copyOfMigratedDatabase } from './pglite-template.ts';
import { copyOfMigratedPostgres } from './postgres-template.ts';
import { runsOnPostgres, runsOnPostgresAlone } from './postgres-files.ts';

export type Backend = 'pglite' | 'postgres';

useFastPasswordHashingForTests();

/** A way to call the API: as a signed-in user (session cookie) or anonymously. Both send the CSRF header. */
export interface Client {
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
}

/** The status `client`'s request is answered with, for tests that look at nothing else. */
export async function statusOf(client: Client, options: InjectOptions | string): Promise<number> {
  return (await client.inject(options)).statusCode;
}

/** A signed-in person as other answers show them: the user, without their own interface language and time zone. */
export function asUser({ locale: _locale, time_zone: _timeZone, ...user }: Me): User {
  return user;
}

export interface SignedInClient extends Client {
  /** As signing in answers: the user, and the interface language they chose. */
  user: Me;
  password: string;
  /** The raw session cookie value, e.g. to check it against another server. */
  sessionCookie: string;
}

export interface TestContext {
  readonly backend: Backend;
  readonly app: App;
  readonly db: Db;
  readonly config: Config;
  readonly anonymous: Client;
  /** Creates a user with this role (unique email/username) and signs in through POST /api/auth/login. */
  signIn(role: Role, options?: { remember?: boolean }): Promise<SignedInClient>;
  /** Creates a user directly in the database (no HTTP); the password is returned for sign-in tests. */
  createUser(
    role: Role,
    fields?: { email?: string; username?: string; password?: string },
  ): Promise<{ user: User; password: string }>;
  /** Signs in an existing user through the real route; throws unless it answers 200. */
  signInAs(email: string, password: string, options?: { remember?: boolean }): Promise<SignedInClient>;
}

export interface HarnessOptions {
  /** Config changes for this suite (limits, timeouts...). */
  config?: Partial<Config>;
  /** For behaviour only one backend has (a PostgreSQL connection of its own, say): the suite runs on these alone. */
  only?: Backend;
  /**
   * A database the suite opens itself (a primary and its read replica), instead of a copy of the run's migrated
   * template; it must be migrated.
   */
  database?: () => Promise<OpenedDatabase>;
}

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...defaultConfig,
  logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
  // Generous limits so suites that sign in often are not throttled; the login tests lower them.
  loginFailuresPerAccountAndIp: 1000,
  loginFailuresPerIp: 1000,
  // Deadlines are looked for when a test asks (notifyDeadlines), not at times of a timer's choosing.
  deadlineCheckMs: 0,
  // Webhook deliveries are sent when a test asks (deliverDueWebhooks), not by a timer.
  webhookPollMs: 0,
  ...overrides,
});

let userCounter = 0;
const PASSWORD = 'correct horse battery staple';

function withHeaders(options: InjectOptions | string, headers: Record<string, string>): InjectOptions {
  const base: InjectOptions = typeof options === 'string' ? { method: 'GET', url: options } : options;
  return {
    ...base,
    headers: { [CSRF_HEADER]: CSRF_VALUE, ...headers, ...(base.headers as Record<string, string> | undefined) },
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === 'tessera_session')?.value;
}

export interface OpenedDatabase {
  db: Db;
  /** Where the app's heavy reads go (app.readDb): a read replica of `db`; `db` itself when unset. */
  readDb?: Db;
  close(): Promise<void>;
}

/** A PGlite database of its own, already migrated: a copy of the run's migrated template. */
async function openPglite(): Promise<OpenedDatabase> {
  const copy = await copyOfMigratedDatabase();
  try {
    const db = pgliteKysely(await PgliteWorkerClient.open({ dataDir: copy.folder }));
    return {
      db,
      async close() {
        await db.destroy();
        copy.remove();
      },
    };
  } catch (error) {
    copy.remove();
    throw error;
  }
}

/** A PostgreSQL database of its own, already migrated: a copy of the run's migrated template, dropped after the run. */
async function openPostgres(url: string): Promise<OpenedDatabase> {
  const db = postgresKysely(
    createPostgresDialect({ connectionString: await copyOfMigratedPostgres(url), maxConnections: 5 }),
  );
  return { db, close: () => db.destroy() };
}

/** Opens an isolated, migrated database of this backend (for tests that build their own apps). */
export function openTestDatabase(backend: Backend): Promise<OpenedDatabase> {
  return backend === 'pglite' ? openPglite() : openPostgres(process.env.TEST_DATABASE_URL!);
}

/**
 * The backends a suite runs on: PGlite, and PostgreSQL when TEST_DATABASE_URL is set and the suite asks for it.
 * TEST_BACKEND=pglite or =postgres keeps one of them (npm test runs each in a phase of its own).
 */
function testBackends(options: { postgres?: boolean; only?: Backend } = {}): Backend[] {
  const postgres = Boolean(process.env.TEST_DATABASE_URL) && (options.postgres || options.only === 'postgres');
  const asked: Backend[] = options.only ? [options.only] : ['pglite', 'postgres'];
  const kept = asked.filter((backend) => backend === 'pglite' || postgres);
  const phase = process.env.TEST_BACKEND;
  if (!phase) return kept;
  assertInTheRightPhases(kept);
  return kept.filter((backend) => backend === phase);
}

/**
 * npm test runs a file in its PostgreSQL phase when postgres-files.ts finds it there, and leaves the PGlite phase
 * the files it finds PostgreSQL's alone: a suite that file's text misleads would run in neither.
 */
function assertInTheRightPhases(backends: Backend[]): void {
  const file = TestRunner.getCurrentSuite().file.filepath;
  const source = readFileSync(file, 'utf8');
  if (backends.includes('postgres') && !runsOnPostgres(source))
    throw new Error(`${file} asks for PostgreSQL in a way npm test does not see: call describeWithPostgresToo`);
  if (backends.includes('pglite') && runsOnPostgresAlone(source))
    throw new Error(`${file} has PGlite suites, yet npm test takes it for PostgreSQL's alone (see postgres-files.ts)`);
}

class Context implements TestContext {
  readonly backend: Backend;
  readonly config: Config;
  readonly #open: () => Promise<OpenedDatabase>;
  #app: App | undefined;
  #opened: OpenedDatabase | undefined;
  #dataDir: string | undefined;

  constructor(backend: Backend, options: HarnessOptions) {
    this.backend = backend;
    this.config = testConfig(options.config);
    this.#open = options.database ?? (() => openTestDatabase(backend));
  }

  get app(): App {
    if (!this.#app) throw new Error('t.app is only available inside tests (after beforeAll)');
    return this.#app;
  }

  get db(): Db {
    return this.app.db;
  }

  readonly anonymous: Client = {
    inject: (options) => this.app.inject(withHeaders(options, {})),
  };

  async start(): Promise<void> {
    this.#dataDir = mkdtempSync(join(tmpdir(), 'tessera-test-data-'));
    Object.assign(this.config, { dataDir: this.#dataDir });
    this.#opened = await this.#open();
    this.#app = await buildApp({ db: this.#opened.db, readDb: this.#opened.readDb, config: this.config });
    await this.#app.ready();
  }

  async stop(): Promise<void> {
    await this.#app?.close();
    await this.#opened?.close();
    if (this.#dataDir) rmSync(this.#dataDir, { recursive: true, force: true });
  }

  async createUser(role: Role, fields: { email?: string; username?: string; password?: string } = {}) {
    const n = ++userCounter;
    const tag = `${role}${n}${randomBytes(2).toString('hex')}`;
    const password = fields.password ?? PASSWORD;
    const user = await insertUser(this.db, {
      email: fields.email ?? `${tag}@test.example`,
      username: fields.username ?? tag,
      passwordHash: await hashPassword(password),
      role,
    });
    return { user, password };
  }

  async signInAs(email: string, password: string, options: { remember?: boolean } = {}): Promise<SignedInClient> {
    const response = await this.anonymous.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, remember: options.remember ?? false },
    });
    const cookie = sessionCookieOf(response);
    if (response.statusCode !== 200 || !cookie) {
      throw new Error(`sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
    }
    const user = response.json() as Me;
    return {
      user,
      password,
      sessionCookie: cookie,
      inject: (opts) => this.app.inject(withHeaders(opts, { cookie: `tessera_session=${cookie}` })),
    };
  }

  async signIn(role: Role, options: { remember?: boolean } = {}): Promise<SignedInClient> {
    const { user, password } = await this.createUser(role);
    return this.signInAs(user.email, password, options);
  }
}

function describeOn(backends: Backend[], title: string, define: (t: TestContext) => void, options: HarnessOptions) {
  for (const backend of backends) {
    describe(`${title} [${backend}]`, () => {
      const context = new Context(backend, options);
      // Booting a database and migrating it is this hook's whole work, whichever project's config runs the suite
      // (a front-end test starting the real server has the front end's shorter default).
      beforeAll(() => context.start(), 60_000);
      afterAll(() => context.stop());
      define(context);
    });
  }
}

/**
 * A suite of the app on PGlite: what it proves does not depend on the database (an answer's shape, a permission,
 * a route's plain reads and writes, a file format). See README.md beside this file for which suites these are.
 */
export function describeWithDatabases(
  title: string,
  define: (t: TestContext) => void,
  options: HarnessOptions = {},
): void {
  describeOn(testBackends(options), title, define, options);
}

/**
 * A suite of the app on PGlite and again on PostgreSQL (when TEST_DATABASE_URL is set): for one whose SQL may
 * answer otherwise there (raw SQL, regular expressions, text search, ON CONFLICT, locks, LISTEN/NOTIFY) or whose
 * concurrency is real only there (a pool of connections, jobs, live events, imports that write in batches,
 * throttling, counters). README.md beside this file lists them.
 */
export function describeWithPostgresToo(
  title: string,
  define: (t: TestContext) => void,
  options: HarnessOptions = {},
): void {
  describeOn(testBackends({ ...options, postgres: true }), title, define, options);
}

/**
 * Tests of the database layer alone: a migrated database of each backend and no app, PostgreSQL included when
 * TEST_DATABASE_URL is set (SQL is what they test). `t.db` is there once the tests run.
 */
export function describeWithDatabase(
  title: string,
  define: (t: { readonly db: Db; readonly backend: Backend }) => void,
): void {
  for (const backend of testBackends({ postgres: true })) {
    describe(`${title} [${backend}]`, () => {
      let opened: OpenedDatabase | undefined;
      beforeAll(async () => {
        opened = await openTestDatabase(backend);
      });
      afterAll(() => opened?.close());
      define({
        backend,
        get db() {
          return opened!.db;
        },
      });
    });
  }
}
