import { describe, expect, it } from 'vitest';
import type { TmxUnit } from '../formats/tmx/unit.ts';
import { toUnitColumns } from './import-batch.ts';

const unit = (source: string, target: string, changeDate: string | null, changeId: string | null = null): TmxUnit => ({
  source,
  target,
  sourceText: source,
  targetText: target,
  creationDate: null,
  changeDate,
  creationId: null,
  changeId,
  props: [{ type: 'x', value: 'y' }],
  notes: [],
});

describe('a batch of imported units as insert columns', () => {
  it('merges duplicates of the same source and target, keeping the newest change', () => {
    const columns = toUnitColumns([
      unit('Hello', 'Hallo', '2020-01-01T00:00:00.000Z', 'old'),
      unit('Hello', 'Servus', null),
      unit('Hello', 'Hallo', '2023-01-01T00:00:00.000Z', 'new'),
      unit('Hello', 'Hallo', '2021-01-01T00:00:00.000Z', 'middle'),
    ]);
    expect(columns.target).toEqual(['Hallo', 'Servus']);
    expect(columns.changeId).toEqual(['new', null]);
    expect(columns.props).toEqual(['[{"type":"x","value":"y"}]', '[{"type":"x","value":"y"}]']);
    expect(columns.notes).toEqual(['[]', '[]']);
  });
});
