import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkUnpackedSize } from './zip-size.ts';

const dir = mkdtempSync(join(tmpdir(), 'zip-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function workbookFile(rows: number): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('S');
  for (let i = 0; i < rows; i++) sheet.addRow([`term ${i} `.repeat(20), `Begriff ${i} `.repeat(20)]);
  const path = join(dir, `${rows}.xlsx`);
  writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
  return path;
}

describe('ZIP unpacked size check', () => {
  it('accepts a workbook within the limit and refuses one that unpacks beyond it', async () => {
    const path = await workbookFile(2000);
    await expect(checkUnpackedSize(path)).resolves.toBeUndefined();
    // The same file against a tiny limit: what a zip bomb looks like against the real one.
    await expect(checkUnpackedSize(path, 100_000)).rejects.toThrow(/unpacks to more than 98 KB; split it into smaller files or save it as CSV/);
  });

  it('leaves files that are no ZIP at all to the XLSX reader', async () => {
    const path = join(dir, 'not.xlsx');
    writeFileSync(path, 'source,target\na,b\n');
    await expect(checkUnpackedSize(path, 1)).resolves.toBeUndefined();
  });
});
