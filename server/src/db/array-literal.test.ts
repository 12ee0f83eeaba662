import { describe, expect, it } from 'vitest';
import { pgArrayLiteral } from './array-literal.ts';

describe('PostgreSQL array literals', () => {
  it('keeps quotes, backslashes, braces, commas and the word NULL in text', () => {
    expect(pgArrayLiteral(['a "b" \\ c', '{x,y}', 'NULL', null, ''])).toBe('{"a \\"b\\" \\\\ c","{x,y}","NULL",NULL,""}');
  });

  it('writes numbers as they are and booleans as t/f', () => {
    expect(pgArrayLiteral([0, 12, -3, null])).toBe('{0,12,-3,NULL}');
    expect(pgArrayLiteral([true, false])).toBe('{t,f}');
    expect(pgArrayLiteral([])).toBe('{}');
  });
});
