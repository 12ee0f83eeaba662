import { describe, expect, it } from 'vitest';
import { inlineToken } from '@tessera/shared/contract';
import { inlineCodeProblems, unwritableCodeProblems } from './inline-codes.ts';

const t = inlineToken;

describe('inline code rule for targets', () => {
  const codes = [
    { id: 1, kind: 'open' as const, label: '<1>', xml: '<g id="1">' },
    { id: 2, kind: 'close' as const, label: '</1>', xml: '</g>' },
    { id: 3, kind: 'standalone' as const, label: '{1}', xml: '<x id="2"/>' },
  ];
  const source = `A ${t(1)}b${t(2)} c${t(3)}`;

  it('accepts every code exactly once in any valid order, and an empty target', () => {
    expect(inlineCodeProblems(source, `${t(3)}x ${t(1)}y${t(2)}`, codes)).toEqual([]);
    expect(inlineCodeProblems(source, '', codes)).toEqual([]);
  });

  it('names missing, extra, repeated and misordered codes', () => {
    expect(inlineCodeProblems(source, `x ${t(1)}y${t(2)}`, codes)).toEqual(['missing inline codes: {1}']);
    expect(inlineCodeProblems(source, `${t(1)}y${t(2)}${t(3)}${t(9)}`, codes)).toEqual([
      'inline codes not in the source: #9',
    ]);
    expect(inlineCodeProblems(source, `${t(1)}y${t(2)}${t(3)}${t(3)}`, codes)).toEqual([
      'inline codes used more than once: {1}',
    ]);
    expect(inlineCodeProblems(source, `${t(2)}y${t(1)}${t(3)}`, codes)).toEqual([
      'inline code </1> closes before it opens or crosses another pair',
    ]);
  });

  it('can write back a target that leaves out whole codes, not one with half a pair or foreign, repeated or crossed codes', () => {
    for (const target of [`x ${t(1)}y${t(2)}`, `x y ${t(3)}`, 'x y', `${t(3)}x ${t(1)}y${t(2)}`, ''])
      expect(unwritableCodeProblems(source, target, codes), target).toEqual([]);
    expect(unwritableCodeProblems(source, `x ${t(1)}y ${t(3)}`, codes)).toEqual([
      'half a pair of inline codes: <1> without </1>',
    ]);
    expect(unwritableCodeProblems(source, `x y${t(2)}`, codes)).toEqual([
      'half a pair of inline codes: </1> without <1>',
    ]);
    expect(unwritableCodeProblems(source, `${t(1)}y${t(2)}${t(9)}`, codes)).toEqual([
      'inline codes not in the source: #9',
    ]);
    expect(unwritableCodeProblems(source, `y${t(3)}${t(3)}`, codes)).toEqual(['inline codes used more than once: {1}']);
    expect(unwritableCodeProblems(source, `${t(2)}y${t(1)}`, codes)).toEqual([
      'inline code </1> closes before it opens or crosses another pair',
    ]);
    // QA's rule still names what is missing: the lone half's partner, the codes left out.
    expect(inlineCodeProblems(source, `x ${t(1)}y ${t(3)}`, codes)).toEqual(['missing inline codes: </1>']);
    expect(inlineCodeProblems(source, 'x y', codes)).toEqual(['missing inline codes: <1> </1> {1}']);
  });
});
