/**
 * The front-end apps' production builds, kept up to date: every app (shell, remotes/*) whose build is missing or
 * older than its sources is built again. `npm start` and the browser tests run it before starting the server.
 * Set TESSERA_REBUILD=1 to rebuild every app.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

/** Builds the apps that need it, one after another; an app that fails to build is said and left out. */
export function buildStaleApps(): void {
  for (const app of apps.filter(needsBuild)) {
    console.log(`Building ${app.workspace} ...`);
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building ${app.workspace} failed; its screens will be unavailable (the rest still starts).`);
    }
  }
}
