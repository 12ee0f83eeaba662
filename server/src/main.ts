/**
 * Starts the API server: `node server/src/main.ts`. Reads its settings from the environment (config.ts),
 * opens the database (PostgreSQL with DATABASE_URL, else embedded PGlite in DATA_DIR), applies migrations,
 * creates the first admin on an empty database and listens on PORT. When the front-end apps are built it
 * serves them too (static/site.ts); scripts/start.ts builds them first.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { migrations } from './migrations.ts';
import { checkFirstAdminSettings, ensureFirstAdmin } from './users/first-admin.ts';
import { frontEndSite, remotesFromEnv } from './static/site.ts';
import { sweepStaleUploads } from './plugins/uploads.ts';
import { startBanner } from './start-banner.ts';

/**
 * How long a stopping server may take before it exits anyway: a deploy waits no longer than this for it. Its jobs
 * take at most about 7 s (config.ts, jobs.ts); what is cut short is recovered at the next start.
 */
const SHUTDOWN_LIMIT_MS = 9_500;

/** With a shared PostgreSQL another process may own an upload; none is still being read after a day. */
const SHARED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const PUBLIC_URL_UNSET =
  "PUBLIC_URL is unset: invitation links take their address from each request's Host header; set it behind a proxy";

async function main(): Promise<void> {
  const config = loadConfig();
  const firstAdminSettings = { email: config.adminEmail, password: config.adminPassword };
  checkFirstAdminSettings(firstAdminSettings);
  const { db, readDb, backend } = await openDatabase({
    ...config,
    log: (message) => console.log(message),
    onCrash: (error) => {
      // Without its database the server only fails requests: exit so a supervisor restarts it.
      console.error('The embedded database stopped unexpectedly:', error.message);
      process.exit(1);
    },
  });
  await migrateToLatest(db, migrations);
  const sweptUploads = await sweepStaleUploads(config.dataDir, {
    olderThanMs: backend === 'pglite' ? 0 : SHARED_UPLOAD_MAX_AGE_MS,
  });
  const frontEnd = frontEndSite({ remotes: remotesFromEnv(process.env.TESSERA_REMOTES) });
  const app = await buildApp({ db, readDb, config, frontEnd, recoverAllJobsAtStart: backend === 'pglite' });
  if (sweptUploads > 0) app.log.info({ files: sweptUploads }, 'removed temp uploads of interrupted imports');
  if (!config.publicUrl) app.log.info(PUBLIC_URL_UNSET);

  // The admin exists before the server listens (a client that sees it up can sign in). A generated password is
  // shown once, so it is printed even when listening fails (a busy port), or nobody could ever sign in.
  const firstAdmin = await ensureFirstAdmin(db, firstAdminSettings);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (firstAdmin?.generatedPassword) {
      console.error(
        `First admin created before the start failed: sign in with ${firstAdmin.email} / ${firstAdmin.generatedPassword}`,
      );
    }
    throw error;
  }

  // After listen, so the block comes after the log's "Server listening" lines and is the last thing on screen.
  const database = backend === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  // The port bound, which PORT=0 leaves to the system: tests and benches start servers so and read it here.
  const { port } = app.server.address() as AddressInfo;
  console.log(startBanner({ host: config.host, port, database, firstAdmin }));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A job whose recovery this cuts short is still running in its row, and recovered as a dead process's job.
    setTimeout(() => {
      app.log.warn(
        { afterMs: SHUTDOWN_LIMIT_MS },
        'shutdown took too long: exiting, unfinished jobs are recovered later',
      );
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    // Stops listening (requests under way finish, new ones get 503), then gives running jobs their deadline
    // (jobStopDeadlineMs), stops those left and recovers what it can of them in the time left (jobs.ts).
    await app.close();
    await db.destroy();
    if (readDb !== db) await readDb.destroy();
    // The process ends once nothing is left to wait for, as any script does. process.exit() here could hang for
    // ever: it tears Node's platform down under a live heap, and a background compile of V8 that waits for a
    // garbage collection at that moment never ends (nodejs/node#54918, #64274; worker-batches.ts saw it). Whatever
    // is still open after SHUTDOWN_LIMIT_MS meets the exit above.
    process.exitCode = 0;
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // The message says what to do; the stack only helps when debugging.
  console.error(`Tessera failed to start: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
