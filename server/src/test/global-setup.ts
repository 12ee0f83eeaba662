import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
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

/**
 * Vitest's global set-up for the server's tests: a folder for the run, removed after it, where the first test
 * database migrated is kept for the others to copy (pglite-template.ts).
 */
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(testDatabasesFolder(), 'tessera-test-run-'));
  project.provide('pgliteRunFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
