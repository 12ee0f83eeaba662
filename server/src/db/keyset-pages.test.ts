import { describe, expect, it } from 'vitest';
import { keysetRows } from './keyset-pages.ts';

describe('keysetRows', () => {
  it('yields every row of every page in key order, each page read after the last key of the one before', async () => {
    const table = [1, 2, 3, 4, 5].map((id) => ({ id }));
    const readAfter: number[] = [];
    const readPage = async (after: number) => {
      readAfter.push(after);
      return table.filter((row) => row.id > after).slice(0, 2);
    };
    const ids: number[] = [];
    for await (const row of keysetRows('id', 2, readPage)) ids.push(row.id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(readAfter).toEqual([-1, 2, 4]);
  });
});
