import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { JobCancelled } from './jobs.ts';
import { runUploadImport, type UploadImport } from './upload-import.ts';

// Every deletion is counted: the module calls `rm` through the promises object, so a spy sees it.
const rm = vi.spyOn(fs, 'rm');

const folder = mkdtempSync(join(tmpdir(), 'tessera-upload-import-'));
let uploads = 0;
afterAll(() => {
  rm.mockRestore();
  rmSync(folder, { recursive: true, force: true });
});

function upload(): string {
  const path = join(folder, `upload-${++uploads}.csv`);
  writeFileSync(path, 'en,de\nHello,Hallo\n');
  return path;
}

const deletionsOf = (path: string) => rm.mock.calls.filter(([target]) => target === path).length;

describeWithPostgresToo('the job of an uploaded file', (t) => {
  async function importUpload(path: string, steps: Partial<UploadImport>): Promise<unknown[]> {
    const failures: unknown[] = [];
    await runUploadImport(t.app, {
      kind: 'test.upload',
      targetId: 1,
      filePath: path,
      importFile: async () => {},
      onFailure: async (error) => void failures.push(error),
      ...steps,
    });
    await t.app.jobs.idle();
    return failures;
  }

  it('deletes the upload once after reading it in, before the work that follows', async () => {
    const path = upload();
    let presentAfterwards: boolean | undefined;
    await importUpload(path, { afterwards: async () => void (presentAfterwards = existsSync(path)) });
    expect(presentAfterwards).toBe(false);
    expect(deletionsOf(path)).toBe(1);
  });

  const throwing = (error: Error) => async () => {
    throw error;
  };
  it.each([
    ['reading it in fails', { importFile: throwing(new Error('line 2: not a CSV file')) }, 1],
    ['the work after reading it in fails', { afterwards: throwing(new Error('index build failed')) }, 1],
    ['the import is cancelled', { importFile: throwing(new JobCancelled('cancelled after 0 records')) }, 0],
  ] as const)('deletes the upload once when %s', async (_, steps, failuresUndone) => {
    const path = upload();
    const failures = await importUpload(path, steps);
    expect(failures).toHaveLength(failuresUndone);
    expect(existsSync(path)).toBe(false);
    expect(deletionsOf(path)).toBe(1);
  });
});
