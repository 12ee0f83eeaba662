import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listeningUrl } from '../test/listening.ts';
import { startServerProcess } from '../test/server-process.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ENV = {
  TESSERA_ADMIN_EMAIL: 'admin@example.com',
  TESSERA_ADMIN_PASSWORD: 'restart-after-kill-1',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DATABASE_URL: '',
};

describe('restarting the embedded-database server right after kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('takes the data folder over from the killed process and says so', async () => {
    // A supervisor that never reaps its child (as an init that does not in a container): the killed server stays
    // in the process table as a zombie, still answering kill(pid, 0). The server prints to the supervisor's pipe.
    const supervisor = spawn('sh', ['-c', `"${process.execPath}" "${MAIN}" & exec sleep 120`], {
      env: { ...process.env, ...ENV, DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await listeningUrl(supervisor, 30_000);
      const killedPid = Number(readFileSync(join(dataDir, 'pglite.lock'), 'utf8').split(' ')[0]);
      process.kill(killedPid, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 500));

      const restarted = await startServerProcess({ ...ENV, DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      try {
        expect(restarted.output()).toContain(`from process ${killedPid}, which is no longer running`);
        const signIn = await fetch(`${restarted.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-tessera-csrf': '1' },
          body: JSON.stringify({ email: ENV.TESSERA_ADMIN_EMAIL, password: ENV.TESSERA_ADMIN_PASSWORD }),
        });
        expect(signIn.status).toBe(200);
      } finally {
        await restarted.stop();
      }
    } finally {
      supervisor.kill('SIGKILL');
    }
  }, 90_000);
});
