import { afterAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { writeXlsx } from './write-xlsx.ts';
import { checkUnpackedSize } from './zip-size.ts';
import { unzip, zip } from './zip.test-helper.ts';

const dir = mkdtempSync(join(tmpdir(), 'zip-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A workbook another implementation writes (write-excel-file), its text in xl/sharedStrings.xml. */
async function workbookFile(rows: number): Promise<string> {
  const data = Array.from({ length: rows }, (_, i) => [`term ${i} `.repeat(20), `Begriff ${i} `.repeat(20)]);
  const path = join(dir, `${rows}.xlsx`);
  await writeXlsxFile(data, { sheet: 'S' }).toFile(path);
  return path;
}

describe('ZIP unpacked size check', () => {
  it('accepts a workbook within the limit and refuses one that unpacks beyond it', async () => {
    const path = await workbookFile(2000);
    await expect(checkUnpackedSize(path)).resolves.toBeUndefined();
    // The same file against a tiny limit: what a zip bomb looks like against the real one.
    await expect(checkUnpackedSize(path, 100_000)).rejects.toThrow(
      /unpacks to more than 98 KB; split it into smaller files or save it as CSV/,
    );
  });

  it('counts what the entries really inflate to, not what their headers claim', async () => {
    // A workbook whose shared strings claim 100 bytes and inflate to 20 MB: a zip bomb with lying headers.
    const entries = unzip(readFileSync(await workbookFile(10)));
    const bomb = entries.map((e) =>
      e.name === 'xl/sharedStrings.xml' ? { ...e, data: Buffer.alloc(20 * 1024 * 1024, 0x61), declaredSize: 100 } : e,
    );
    const path = join(dir, 'lying.xlsx');
    writeFileSync(path, zip(bomb));
    await expect(checkUnpackedSize(path, 10 * 1024 * 1024)).rejects.toThrow(/unpacks to more than 10 MB/);
    // The honest original is accepted against the same limit.
    writeFileSync(path, zip(entries));
    await expect(checkUnpackedSize(path, 10 * 1024 * 1024)).resolves.toBeUndefined();
  });

  it('reads entries whose sizes follow their data (data descriptors, as streaming writers make them)', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ source: `term ${i}`, target: `Begriff ${i}`, comment: '' }));
    const path = join(dir, 'streamed.xlsx');
    writeFileSync(path, await buffer(writeXlsx(many, { source: 'en', target: 'de' })));
    await expect(checkUnpackedSize(path)).resolves.toBeUndefined();
    await expect(checkUnpackedSize(path, 50_000)).rejects.toThrow(/unpacks to more than 49 KB/);
  });

  it('counts entries a streaming unzip would inflate even when the central directory leaves them out', async () => {
    const entries = unzip(readFileSync(await workbookFile(10)));
    const honest = zip(entries);
    // A hidden entry (in no directory) inserted before the honest ZIP's first header: a tool reading local
    // headers one after the other would inflate it.
    const hidden = zip([
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x61), declaredSize: 100 },
    ]);
    const hiddenLocal = hidden.subarray(0, hidden.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    const path = join(dir, 'hidden.xlsx');
    writeFileSync(path, Buffer.concat([hiddenLocal, honest]));
    await expect(checkUnpackedSize(path, 10 * 1024 * 1024)).rejects.toThrow(/unpacks to more than 10 MB/);
    // Without any central directory at all.
    writeFileSync(path, hiddenLocal);
    await expect(checkUnpackedSize(path, 10 * 1024 * 1024)).rejects.toThrow(/unpacks to more than 10 MB/);
  });

  it('leaves files that are no ZIP at all to the XLSX reader', async () => {
    const path = join(dir, 'not.xlsx');
    writeFileSync(path, 'source,target\na,b\n');
    await expect(checkUnpackedSize(path, 1)).resolves.toBeUndefined();
  });
});
