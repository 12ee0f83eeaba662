import { describe, expect, it } from 'vitest';
import { inlineToken as tok, type InlineCode } from '@tessera/shared/contract';
import { plainSegment } from '../types.ts';
import { inlineCodes } from './inline-codes.ts';
import { englishAnswer } from '../english.ts';

const codes: InlineCode[] = [
  { id: 1, kind: 'open', label: '<g1>', xml: '<g id="1">' },
  { id: 2, kind: 'close', label: '</g1>', xml: '</g>' },
  { id: 3, kind: 'standalone', label: '<x2/>', xml: '<x id="2"/>' },
];
const source = `Click ${tok(1)}here${tok(2)} ${tok(3)}`;
const test = (target: string) => englishAnswer(inlineCodes.test(plainSegment(source, target, { codes })));

describe('inline codes check', () => {
  it('passes a target with every code once, properly nested', () => {
    expect(test(`${tok(3)} Klicken Sie ${tok(1)}hier${tok(2)}`)).toBeNull();
  });

  it('names a missing code', () => {
    expect(test(`Klicken Sie ${tok(1)}hier${tok(2)}`)).toBe('Missing inline codes: <x2/>');
  });

  it('names a pair left out whole, which saving keeps, and the half a pair lacks', () => {
    expect(test(`Klicken Sie hier ${tok(3)}`)).toBe('Missing inline codes: <g1> </g1>');
    expect(test(`Klicken Sie ${tok(1)}hier ${tok(3)}`)).toMatch(/Missing inline codes: <\/g1>$/);
  });

  it('names an extra code', () => {
    expect(test(`Klicken Sie ${tok(1)}hier${tok(2)} ${tok(3)}${tok(3)}`)).toMatch(/more than once: <x2\/>/);
  });

  it('finds a pair closed before it opens', () => {
    expect(test(`Klicken Sie ${tok(2)}hier${tok(1)} ${tok(3)}`)).toMatch(/closes before it opens/);
  });

  it('leaves an empty target alone (nothing translated yet)', () => {
    expect(test('')).toBeNull();
  });

  it('is an error', () => {
    expect(inlineCodes.severity).toBe('error');
  });
});
