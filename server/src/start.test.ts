/**
 * What a person sees when the server starts: the log's "Server listening" line, then a framed block with the URL
 * and the generated admin credentials, and no line per request afterwards (request logs need LOG_LEVEL=debug).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE } from '@tessera/shared/contract';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

describe('server start-up output', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-start-'));
  let server: ServerProcess;

  beforeAll(async () => {
    // The defaults a first `npm start` has: no LOG_LEVEL, no admin settings, an empty data folder.
    server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: '',
      TESSERA_ADMIN_EMAIL: '',
      TESSERA_ADMIN_PASSWORD: '',
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the URL and working credentials in a framed block after it listens', async () => {
    // The rest of the block may reach this process a moment after its first line, which the start waited for, and
    // the log's lines travel by another writer, which may deliver them later still.
    const printed = (output: string) =>
      /\+-+\+\n\| Tessera[\s\S]*\+-+\+/.test(output) && output.includes('Server listening at');
    for (let waited = 0; !printed(server.output()) && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const output = server.output();
    const banner = /\+-+\+\n\| Tessera is running at (\S+) [\s\S]*?\+-+\+/.exec(output);
    expect(banner).not.toBeNull();
    expect(banner![1]).toBe(`${server.url}/`);
    // The block is printed once listen() has resolved; the log's own lines travel by another writer, so their
    // order in the pipe is not checked.
    expect(output).toContain('Server listening at');

    const email = /\| +email: +(\S+)/.exec(banner![0])?.[1];
    const password = /\| +password: +(\S+)/.exec(banner![0])?.[1];
    expect(email).toBe('admin@tessera.local');
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
  });

  it('with PORT=0 listens on a port the system gives it and names that port, so servers started at once never race', async () => {
    expect(new URL(server.url).port).not.toBe('0');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('says once that invitation links follow the Host header while PUBLIC_URL is unset', async () => {
    // Logged before listening, so it has arrived once the log's listening line has.
    for (let waited = 0; !server.output().includes('Server listening at') && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server.output().match(/PUBLIC_URL is unset: invitation links take their address from/g)).toHaveLength(1);
  });

  it('logs no line per request at the default level', async () => {
    const before = server.output().length;
    for (const path of ['/api/health', '/api/user/', '/api/no-such-route']) await fetch(`${server.url}${path}`);
    // A log line would be written before the response is sent; give the pipe a moment to deliver it anyway.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Other entries (a sign-in of the test above) may be logged meanwhile; none may be about a request.
    const after = server.output().slice(before);
    expect(after).not.toMatch(/"url":|\/api\/health|\/api\/no-such-route|Not found/);
    expect(server.output()).not.toMatch(/incoming request|request completed/);
  });
});
