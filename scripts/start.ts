/**
 * `npm start`: the whole product on one port. Builds every front-end app whose production build is missing
 * (shell, remotes/*), then starts the API server, which also serves the shell at `/`, the remotes under
 * `/remotes/<name>/` and `/remotes.json`. Settings come from the environment (server/README.md): PORT
 * (default 8080), DATA_DIR, DATABASE_URL, TESSERA_ADMIN_EMAIL / TESSERA_ADMIN_PASSWORD, TESSERA_REMOTES.
 * Set TESSERA_REBUILD=1 to rebuild every app.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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

const missing = apps.filter((app) => process.env.TESSERA_REBUILD === '1' || !existsSync(app.built));
for (const app of missing) {
  console.log(`Building ${app.workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building ${app.workspace} failed; its screens will be unavailable (the rest still starts).`);
  }
}

await import('../server/src/main.ts');
