import { describe, expect, it } from 'vitest';
import { inlineToken as tok, type InlineCode } from '@tessera/shared/contract';
import { plainSegment } from '../types.ts';
import { inlineCodeOrder } from './inline-code-order.ts';
import { englishAnswer } from '../english.ts';

const codes: InlineCode[] = [
  { id: 1, kind: 'standalone', label: '<x1/>', xml: '<x id="1"/>' },
  { id: 2, kind: 'standalone', label: '<x2/>', xml: '<x id="2"/>' },
];
const source = `${tok(1)} Name ${tok(2)} Date`;
const test = (target: string) => englishAnswer(inlineCodeOrder.test(plainSegment(source, target, { codes })));

describe('inline code order check', () => {
  it('warns when the codes come in another order, naming both orders', () => {
    expect(test(`${tok(2)} Datum ${tok(1)} Name`)).toBe(
      'Inline codes are in another order than in the source: <x2/> <x1/> (source: <x1/> <x2/>)',
    );
    expect(inlineCodeOrder.severity).toBe('warning');
  });

  it('passes the same order', () => {
    expect(test(`${tok(1)} Name ${tok(2)} Datum`)).toBeNull();
  });

  it('leaves missing or extra codes to the inline codes check', () => {
    expect(test(`${tok(2)} Datum`)).toBeNull();
    expect(test(`${tok(2)} Datum ${tok(1)}${tok(1)}`)).toBeNull();
  });
});
