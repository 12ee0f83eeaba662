import { expect, it } from 'vitest';
import { PAGE_SIZE, type DocumentRecordPage } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../test/harness.ts';
import { uploadDocument, xliffOf } from '../test/resources.ts';

/** 250 segments; the 150 with an even number or a number over 200 say "blue", the others "red". */
const SEGMENTS = 250;
const isBlue = (n: number) => n % 2 === 0 || n > 200;
const SOURCES = Array.from({ length: SEGMENTS }, (_, i) => `Segment ${i + 1} is ${isBlue(i + 1) ? 'blue' : 'red'}`);

describeWithPostgresToo('pages of filtered segments', (t) => {
  it('gives each page of a search its rows in file order and the count of every match, past the last page too', async () => {
    const manager = await t.signIn('manager');
    const { id } = await uploadDocument(t, manager, xliffOf(SOURCES));
    const blue = Array.from({ length: SEGMENTS }, (_, i) => i + 1).filter(isBlue);
    const pageOf = async (page: number) => {
      const response = await manager.inject(`/api/document/${id}/records?search=blue&page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      const { records, total_rows } = response.json() as DocumentRecordPage;
      return { units: records.map((record) => Number(record.unit_id.slice(1))), total_rows };
    };
    expect(blue).toHaveLength(150);
    expect(await pageOf(0)).toEqual({ units: blue.slice(0, PAGE_SIZE), total_rows: 150 });
    expect(await pageOf(1)).toEqual({ units: blue.slice(PAGE_SIZE), total_rows: 150 });
    expect(await pageOf(2)).toEqual({ units: [], total_rows: 150 });
  });
});
