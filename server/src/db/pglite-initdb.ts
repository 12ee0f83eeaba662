/**
 * Creating a new embedded database (initdb) in a child process of its own. PGlite runs initdb in two more
 * WebAssembly instances beside the one that then serves, and V8 compiles their code as it goes: the process
 * peaks at ~1 GB for those few seconds (measured: 1,055 MB creating a folder against 300-380 MB reopening it;
 * ~630 MB in the child, which compiles with V8's baseline compiler only).
 * Run in the server, that peak would be the server's for good as far as the operating system is concerned
 * (the memory is given back, but the server is the process that asked for it); in a child process it is gone
 * once the child exits, and the server only ever opens an existing folder.
 *
 * Run as a script, it creates the database in the folder named by its one argument.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

/** Whether `dir` holds a PostgreSQL data folder (initdb writes PG_VERSION). */
export function isPgliteDataDir(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/**
 * Creates a new PGlite database in `dir`, which must not hold one. initdb writes into `<dir>.new`, which is
 * renamed into place once complete, so a start cut short leaves no half-made database behind: the next start
 * begins again. A `dir` without a database in it (an empty folder, an initdb cut short by an older version)
 * is replaced.
 */
export async function createPgliteDataDir(dir: string): Promise<void> {
  if (isPgliteDataDir(dir)) throw new Error(`${dir} already holds a database`);
  refuseForeignFiles(dir);
  const partial = `${dir}.new`;
  rmSync(partial, { recursive: true, force: true });
  try {
    // Liftoff only: V8's optimising compiler would spend more time and memory on initdb's code than initdb runs it.
    await promisify(execFile)(process.execPath, ['--liftoff-only', fileURLToPath(import.meta.url), partial], {
      timeout: 5 * 60_000,
    });
    if (!isPgliteDataDir(partial)) throw new Error('initdb left no database');
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${dir}: ${stderr || (error as Error).message}`, {
      cause: error,
    });
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
}

/** A folder without a database may be replaced when empty or left by an initdb cut short, not when it holds other files. */
function refuseForeignFiles(dir: string): void {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir);
  if (entries.length > 0 && !entries.includes('base') && !entries.includes('global')) {
    throw new Error(`${dir} holds files but no database (${entries.slice(0, 5).join(', ')}); move them away`);
  }
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node pglite-initdb.ts <folder>');
    process.exit(2);
  }
  const db = await PGlite.create({ dataDir: dir });
  await db.close();
}
