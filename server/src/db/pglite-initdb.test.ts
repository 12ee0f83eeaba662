import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PgliteWorkerClient } from './pglite-dialect.ts';
import { createPgliteDataDir, isPgliteDataDir } from './pglite-initdb.ts';

describe('creating the embedded database in a child process', () => {
  const root = mkdtempSync(join(tmpdir(), 'tessera-initdb-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('replaces an empty folder by a database the worker opens, leaving no partial folder behind', async () => {
    const dir = join(root, 'pglite');
    mkdirSync(dir);
    await createPgliteDataDir(dir);
    expect(isPgliteDataDir(dir)).toBe(true);
    expect(existsSync(`${dir}.new`)).toBe(false);
    const client = await PgliteWorkerClient.open({ dataDir: dir });
    try {
      expect((await client.query(`select current_setting('shared_buffers') as size`)).rows).toEqual([{ size: '16MB' }]);
    } finally {
      await client.close();
    }
    await expect(createPgliteDataDir(dir)).rejects.toThrow(/already holds a database/);
  }, 180_000);

  it('refuses a folder holding other files instead of deleting them', async () => {
    const dir = join(root, 'other');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await expect(createPgliteDataDir(dir)).rejects.toThrow(/holds files but no database \(notes\.txt\)/);
    expect(existsSync(join(dir, 'notes.txt'))).toBe(true);
  });
});
