import { describe, expect, it } from 'vitest';
import type { DocumentRecord, DocumentRecordPage } from '@tessera/shared/contract';
import { withChange } from './live.ts';

const record = (id: number, target: string, updated_at: string) =>
  ({ id, target, approved: false, updated_at }) as DocumentRecord;
const anna = { id: 7, username: 'anna' };
const page = (...records: DocumentRecord[]): DocumentRecordPage => ({ records, total_rows: records.length });

describe('a segment changed by someone else', () => {
  it('shows its new target, approval and version in the page that holds it', () => {
    const before = page(record(1, 'alt', '2026-11-23T10:00:00.000Z'), record(2, 'zwei', '2026-11-23T10:00:00.000Z'));
    const after = withChange(before, {
      id: 1,
      target: 'neu',
      approved: true,
      updated_at: '2026-11-23T10:05:00.000Z',
      updated_by: anna,
    });
    expect(after?.records[0]).toMatchObject({
      id: 1,
      target: 'neu',
      approved: true,
      updated_at: '2026-11-23T10:05:00.000Z',
    });
    expect(after?.records[1]).toBe(before.records[1]);
  });

  it('leaves pages without it, and a version already shown, as they are', () => {
    const shown = page(record(1, 'gesehen', '2026-11-23T10:05:00.000Z'));
    expect(
      withChange(shown, {
        id: 2,
        target: 'x',
        approved: false,
        updated_at: '2026-11-23T10:06:00.000Z',
        updated_by: anna,
      }),
    ).toBe(shown);
    expect(
      withChange(shown, {
        id: 1,
        target: 'gesehen',
        approved: false,
        updated_at: '2026-11-23T10:05:00.000Z',
        updated_by: anna,
      })?.records[0],
    ).toBe(shown.records[0]);
    expect(
      withChange(undefined, {
        id: 1,
        target: 'x',
        approved: false,
        updated_at: '2026-11-23T10:06:00.000Z',
        updated_by: anna,
      }),
    ).toBeUndefined();
  });
});
