import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { pgArrayLiteral, pgJsonArrayLiteral } from './array-literal.ts';

const awkwardText = ['a "b" \\ c', '{x,y}', 'NULL', '', 'line\nbreak\ttab\r', '\\"', 'Ça 🙂 \u0001\u0002', ' spaced '];
const awkwardJson = [
  [{ id: '1', xml: '<g id="1" ctype="bold">', label: '<1>' }],
  { text: 'back\\slash "quoted" line\nbreak\ttab \u0001 🙂' },
  [],
  'just a string',
  42,
];

describe('PostgreSQL array literals', () => {
  it('keeps quotes, backslashes, braces, commas and the word NULL in text', () => {
    expect(pgArrayLiteral(['a "b" \\ c', '{x,y}', 'NULL', null, ''])).toBe(
      '{"a \\"b\\" \\\\ c","{x,y}","NULL",NULL,""}',
    );
  });

  it('writes numbers as they are and booleans as t/f', () => {
    expect(pgArrayLiteral([0, 12, -3, null])).toBe('{0,12,-3,NULL}');
    expect(pgArrayLiteral([true, false])).toBe('{t,f}');
    expect(pgArrayLiteral([])).toBe('{}');
  });

  it('writes each value’s JSON text as one quoted element, null as NULL', () => {
    expect(pgJsonArrayLiteral([{ a: '"x"' }, null, []])).toBe('{"{\\"a\\":\\"\\\\\\"x\\\\\\"\\"}",NULL,"[]"}');
  });
});

describeWithPostgresToo('PostgreSQL array literals read by the database', (t) => {
  it('give back every text value as it was', async () => {
    const values = [...awkwardText, null];
    const { rows } = await sql<{
      value: string | null;
    }>`select unnest(${pgArrayLiteral(values)}::text[]) as value`.execute(t.db);
    expect(rows.map((row) => row.value)).toEqual(values);
  });

  it('give back every JSON value as it was', async () => {
    const values = [...awkwardJson, null];
    const { rows } = await sql<{
      value: string | null;
    }>`select unnest(${pgJsonArrayLiteral(values)}::jsonb[])::text as value`.execute(t.db);
    expect(rows.map((row) => (row.value === null ? null : JSON.parse(row.value)))).toEqual(values);
  });
});
