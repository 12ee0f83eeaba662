import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { listeningUrl } from '../server/src/test/listening.ts';

export const repoRoot = join(import.meta.dirname, '..');

export type AppServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/**
 * The real server (API + shell at `/`, remotes under `/remotes/<name>/`) of the checkout at `root` (this one, or a
 * baseline's), on a port the system gives it and in a fresh data folder (embedded database) of its own, with
 * `admin` as the first admin and `env` added to the environment. Its warnings and errors go to this process's.
 */
export async function startAppServer({
  admin,
  env = {},
  root = repoRoot,
}: {
  admin: { email: string; password: string };
  env?: NodeJS.ProcessEnv;
  root?: string;
}): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      TESSERA_ADMIN_EMAIL: admin.email,
      TESSERA_ADMIN_PASSWORD: admin.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(process.stderr);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Creating the embedded database took over a minute on the shared 2-core machine under load (as bench/api-server.ts allows).
    const url = await listeningUrl(child, 180_000);
    // What it logs from now on (warnings, errors) shows beside the test's output, as a failure's context.
    child.stdout.pipe(process.stdout);
    return { url, process: child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
