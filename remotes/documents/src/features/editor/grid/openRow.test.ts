import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import { testSegment } from '../../../common/testing.tsx';
import { openIndex } from './openRow.ts';

/** The view as a list of segment ids, row by row. */
const viewOf = (ids: (number | undefined)[]) => {
  const records = ids.map((id, index) =>
    id === undefined ? undefined : ({ ...testSegment(index), id } as DocumentRecord),
  );
  return {
    recordAt: (index: number) => records[index],
    indexOf: (id: number) => {
      const index = records.findIndex((record) => record?.id === id);
      return index === -1 ? undefined : index;
    },
  };
};

describe('openIndex', () => {
  it('is the row the segment was opened at while that row still holds it', () => {
    expect(openIndex({ id: 13, index: 2, focus: true }, viewOf([11, 12, 13, 14]))).toBe(2);
    expect(openIndex(null, viewOf([11, 12]))).toBeNull();
  });

  it('follows the segment when rows before it leave the view or join it', () => {
    // Segments 11 and 12 were confirmed elsewhere and dropped out of "not confirmed": 13 is now the first row.
    expect(openIndex({ id: 13, index: 2, focus: true }, viewOf([13, 14, 15]))).toBe(0);
    expect(openIndex({ id: 13, index: 2, focus: true }, viewOf([9, 10, 11, 12, 13]))).toBe(4);
  });

  it('opens nothing in its place while its row is not loaded, and waits for the id of a row not loaded yet', () => {
    expect(openIndex({ id: 13, index: 2, focus: true }, viewOf([20, 21, 22]))).toBeNull();
    expect(openIndex({ id: 13, index: 2, focus: true }, viewOf([undefined, undefined, undefined]))).toBeNull();
    expect(openIndex({ id: undefined, index: 2, focus: true }, viewOf([undefined, undefined, undefined]))).toBe(2);
  });
});
