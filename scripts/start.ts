/**
 * `npm start`: the whole product on one port. Builds every front-end app whose production build is missing or
 * older than its sources (shell, remotes/*), then starts the API server, which also serves the shell at `/`, the remotes under
 * `/remotes/<name>/` and `/remotes.json`. Settings come from the environment (server/README.md): PORT
 * (default 8080), DATA_DIR, DATABASE_URL, TESSERA_ADMIN_EMAIL / TESSERA_ADMIN_PASSWORD, TESSERA_REMOTES.
 * Set TESSERA_REBUILD=1 to rebuild every app.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { buildStaleApps } from './build-apps.ts';

const root = join(import.meta.dirname, '..');

buildStaleApps();

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
