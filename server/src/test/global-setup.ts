import { accessSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** A folder that lives as long as the test run: where its migrated PGlite template is built once. */
    pgliteRunFolder: string;
  }
}

/** Where test databases' files go: memory when the system offers a tmpfs, as their contents last one suite. */
export function testDatabasesFolder(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/** The folder of one test database or run, named after the process that made it (see removeLeftovers). */
export const testDatabaseFolderPrefix = (kind: 'db' | 'run'): string =>
  join(testDatabasesFolder(), `tessera-test-${kind}-${process.pid}-`);

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Folders of runs and test processes that were killed before they could remove them: in a tmpfs they hold memory. */
function removeLeftovers(): void {
  const parent = testDatabasesFolder();
  for (const name of readdirSync(parent)) {
    const pid = /^tessera-test-(?:db|run)-(\d+)-/.exec(name)?.[1];
    if (pid && !isAlive(Number(pid))) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

/**
 * Vitest's global set-up for the server's tests: a folder for the run, removed after it, where the first test
 * database migrated is kept for the others to copy (pglite-template.ts).
 */
export default function setup(project: TestProject): () => void {
  removeLeftovers();
  const folder = mkdtempSync(testDatabaseFolderPrefix('run'));
  project.provide('pgliteRunFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
