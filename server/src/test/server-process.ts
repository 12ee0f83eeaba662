import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE, type DocumentRecord } from '@tessera/shared/contract';
import { listeningUrl } from './listening.ts';
import { databaseUrl, onServer } from './postgres-admin.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  output(): string;
  /** Sends SIGTERM and resolves once the process has exited. */
  stop(): Promise<void>;
  /** Sends `signal` and resolves once the process has exited. */
  exit(signal: NodeJS.Signals): Promise<void>;
}

/** Runs `node server/src/main.ts` as a separate process on a port of its own (PORT=0) and waits until it listens. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exit = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const stop = () => exit('SIGTERM');
  try {
    return { url: await listeningUrl(child, timeoutMs), output: () => output, stop, exit };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface TwoServerProcesses {
  a: ServerProcess;
  b: ServerProcess;
  /** Stops both processes and drops their database. */
  stop(): Promise<void>;
}

/**
 * Two server processes on one fresh PostgreSQL database created beside `baseUrl`'s, started together (so
 * migrations and the first admin must cope with a concurrent start).
 */
async function startTwoServersOnFreshDatabase(
  baseUrl: string,
  name: string,
  env: Record<string, string>,
): Promise<TwoServerProcesses> {
  const database = `${name}_${randomBytes(4).toString('hex')}`;
  await onServer(baseUrl, `create database ${database}`);
  const url = databaseUrl(baseUrl, database);
  const started = await Promise.allSettled([
    startServerProcess({ DATABASE_URL: url, ...env }),
    startServerProcess({ DATABASE_URL: url, ...env }),
  ]);
  const [a, b] = started.map((start) => (start.status === 'fulfilled' ? start.value : undefined));
  if (!a || !b) {
    // One failed to start: the other would keep running after the suite, and the database would stay.
    await Promise.all([a?.stop(), b?.stop()]);
    await onServer(baseUrl, `drop database if exists ${database} with (force)`);
    throw started.find((start) => start.status === 'rejected')!.reason;
  }
  return {
    a,
    b,
    stop: async () => {
      await Promise.all([a.stop(), b.stop()]);
      await onServer(baseUrl, `drop database if exists ${database} with (force)`);
    },
  };
}

/** The first admin of the servers describeWithTwoServers starts. */
export const TWO_SERVERS_ADMIN = { email: 'boss@example.com', password: 'two processes password' };

/**
 * A suite run against two server processes on one fresh PostgreSQL database (see startTwoServersOnFreshDatabase),
 * TWO_SERVERS_ADMIN their first admin: started before its tests, stopped and their database (`database`) dropped
 * after; `a` and `b` are there once the tests run. Skipped without TEST_DATABASE_URL.
 */
export function describeWithTwoServers(
  title: string,
  database: string,
  define: (servers: { readonly a: ServerProcess; readonly b: ServerProcess }) => void,
): void {
  const baseUrl = process.env.TEST_DATABASE_URL;
  describe.skipIf(!baseUrl)(`${title} (needs TEST_DATABASE_URL)`, () => {
    let servers: TwoServerProcesses | undefined;
    beforeAll(async () => {
      servers = await startTwoServersOnFreshDatabase(baseUrl!, database, {
        TESSERA_ADMIN_EMAIL: TWO_SERVERS_ADMIN.email,
        TESSERA_ADMIN_PASSWORD: TWO_SERVERS_ADMIN.password,
      });
    }, 90_000);
    afterAll(() => servers?.stop(), 60_000);
    define({
      get a() {
        return servers!.a;
      },
      get b() {
        return servers!.b;
      },
    });
  });
}

/**
 * One call to a server process, as a browser (the session `cookie` and the CSRF header) or a script (a `token`,
 * without the CSRF header) makes it: JSON in and out, and the session cookie the answer sets, if any.
 */
export async function callServer(
  server: ServerProcess,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string | undefined; token?: string } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : { [CSRF_HEADER]: CSRF_VALUE }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: `tessera_session=${options.cookie}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const cookie = /tessera_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { status: response.status, body: response.status === 204 ? undefined : await response.json(), cookie };
}

/** Signs in on `server` (as TWO_SERVERS_ADMIN unless told otherwise) and answers the session cookie. */
export async function signInTo(
  server: ServerProcess,
  credentials: { email: string; password: string } = TWO_SERVERS_ADMIN,
): Promise<string> {
  const response = await callServer(server, '/api/auth/login', { method: 'POST', body: credentials });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.cookie!;
}

/**
 * One browser's worth of calls to server processes: the session cookie any of them sets is sent to all of them
 * afterwards (processes on one database share sessions), with the CSRF header; JSON in and out, or a form.
 */
export function sessionClient() {
  let cookie = '';
  const call = async (
    server: ServerProcess,
    path: string,
    options: { method?: string; body?: unknown; form?: FormData } = {},
  ) => {
    const response = await fetch(`${server.url}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        [CSRF_HEADER]: CSRF_VALUE,
        cookie,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    cookie = /tessera_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? cookie;
    return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
  };
  /** Uploads an XLIFF file through `server`, waits until it is imported and answers its id and segments. */
  const uploadDocument = async (server: ServerProcess, name: string, content: string) => {
    const form = new FormData();
    form.append('file', new Blob([content]), name);
    const uploaded = await call(server, '/api/document/', { method: 'POST', form });
    expect(uploaded.status).toBe(202);
    const id = uploaded.body.id as number;
    for (let i = 0; (await call(server, `/api/document/${id}`)).body.status !== 'done'; i++) {
      expect(i).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { id, records: (await call(server, `/api/document/${id}/records`)).body.records as DocumentRecord[] };
  };
  return { call, cookie: () => cookie, uploadDocument };
}
