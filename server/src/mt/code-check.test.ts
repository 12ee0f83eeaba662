import { describe, expect, it } from 'vitest';
import { inlineToken as tok, type InlineCode } from '@tessera/shared/contract';
import { codesProblem } from './code-check.ts';

// <b>Start</b> then a standalone image: codes 1 (open), 2 (close), 3 (standalone).
const codes: InlineCode[] = [
  { id: 1, kind: 'open', label: '<b>', xml: '<g id="b">' },
  { id: 2, kind: 'close', label: '</b>', xml: '</g>' },
  { id: 3, kind: 'standalone', label: '<x1/>', xml: '<x id="i"/>' },
];
const source = `Press ${tok(1)}Start${tok(2)} ${tok(3)} now.`;

describe('the codes of a model answer', () => {
  it('accepts every code once, pairs in order, standalone codes anywhere', () => {
    expect(codesProblem(source, `Drücken Sie ${tok(1)}Start${tok(2)} ${tok(3)}.`, codes)).toBeUndefined();
    expect(codesProblem(source, `${tok(3)} Jetzt ${tok(1)}Start${tok(2)} drücken.`, codes)).toBeUndefined();
  });

  it('names a dropped code', () => {
    expect(codesProblem(source, `Drücken Sie Start ${tok(3)}.`, codes)).toBe('missing <x id="1"/> <x id="2"/>');
  });

  it('names an added or repeated code', () => {
    expect(codesProblem(source, `${tok(1)}Start${tok(2)} ${tok(3)}${tok(4)}`, codes)).toBe(
      '<x id="4"/> not in the text',
    );
    expect(codesProblem(source, `${tok(1)}Start${tok(2)} ${tok(3)}${tok(3)}`, codes)).toBe(
      '<x id="3"/> more than once',
    );
  });

  it('names a pair whose halves swapped', () => {
    expect(codesProblem(source, `Drücken Sie ${tok(2)}Start${tok(1)} ${tok(3)}.`, codes)).toBe(
      'the pair <x id="1"/>…<x id="2"/> closes before it opens or crosses another pair',
    );
  });
});
