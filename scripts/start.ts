/**
 * `npm start`: the whole product on one port. Builds every front-end app whose production build is missing or
 * older than its sources (shell, remotes/*), then starts the API server, which also serves the shell at `/`, the remotes under
 * `/remotes/<name>/` and `/remotes.json`. Settings come from the environment (server/README.md): PORT
 * (default 8080), DATA_DIR, DATABASE_URL, TESSERA_ADMIN_EMAIL / TESSERA_ADMIN_PASSWORD, TESSERA_REMOTES.
 * Set TESSERA_REBUILD=1 to rebuild every app.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';

const root = join(import.meta.dirname, '..');

const apps = [
  { workspace: 'shell', built: join(root, 'shell', 'dist', 'index.html') },
  ...readdirSync(join(root, 'remotes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'remotes', entry.name, 'package.json')))
    .map((entry) => ({
      workspace: `remotes/${entry.name}`,
      built: join(root, 'remotes', entry.name, 'dist', 'mf-manifest.json'),
    })),
];

/** Newest modification time (ms) of the files under `path` (a file or a folder), 0 when it is missing. */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** What every app's build reads besides its own folder: the shared package, the base config, the lockfile. */
const commonInputs = Math.max(
  ...['shared/src', 'shared/package.json', 'rspack.config.base.ts', 'package-lock.json'].map((path) =>
    newestChange(join(root, path)),
  ),
);

/** Not built yet, or built before its sources last changed (say, after a `git pull`). */
function needsBuild(app: { workspace: string; built: string }): boolean {
  if (process.env.TESSERA_REBUILD === '1' || !existsSync(app.built)) return true;
  const builtAt = statSync(app.built).mtimeMs;
  return Math.max(commonInputs, newestChange(join(root, app.workspace))) > builtAt;
}

const missing = apps.filter(needsBuild);
for (const app of missing) {
  console.log(`Building ${app.workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building ${app.workspace} failed; its screens will be unavailable (the rest still starts).`);
  }
}

// The server runs in a process of its own, started with the Node flags it needs (server/src/node-flags.ts);
// this one only passes on signals and its exit code.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'server', 'src', 'main.ts')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // Ctrl+C reaches both processes; the server shuts down gracefully once, whichever signal arrives first.
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
