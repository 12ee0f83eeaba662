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
  details: changeId ? { tuid: changeId } : null,
});

describe('a batch of imported units as insert columns', () => {
  it('gives one array literal per column, in unit order, NULL for missing values', () => {
    const columns = toUnitColumns([
      unit('Hello', 'Hallo', '2020-01-01T00:00:00.000Z', 'anna'),
      unit('Hello', 'Hallo', null),
    ]);
    expect(columns.count).toBe(2);
    expect(columns.target).toBe('{"Hallo","Hallo"}');
    expect(columns.changeDate).toBe('{"2020-01-01T00:00:00.000Z",NULL}');
    expect(columns.changeId).toBe('{"anna",NULL}');
    expect(columns.details).toBe('{"{\\"tuid\\":\\"anna\\"}",NULL}');
    expect(columns.props).toBe(
      `{"[{\\"type\\":\\"x\\",\\"value\\":\\"y\\"}]","[{\\"type\\":\\"x\\",\\"value\\":\\"y\\"}]"}`,
    );
  });
});
