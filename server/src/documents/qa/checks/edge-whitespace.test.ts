import { describe, expect, it } from 'vitest';
import { plainSegment } from '../types.ts';
import { edgeWhitespace } from './edge-whitespace.ts';
import { englishAnswer } from '../english.ts';

const test = (source: string, target: string) => englishAnswer(edgeWhitespace.test(plainSegment(source, target)));

describe('leading and trailing white space check', () => {
  it('passes the same white space at both ends', () => {
    expect(test('Name: ', 'Nom : ')).toBeNull();
    expect(test(' and more', ' und mehr')).toBeNull();
    expect(test('Plain', 'Schlicht')).toBeNull();
  });

  it('finds a trailing space lost', () => {
    expect(test('Name: ', 'Name:')).toBe('White space at the end differs from the source: ∅ (source: ␣)');
  });

  it('finds a leading space added and names invisible characters', () => {
    expect(test('Total', '\u00A0Summe')).toBe('White space at the start differs from the source: U+00A0 (source: ∅)');
  });

  it('finds a tab turned into a space', () => {
    expect(test('\tIndented', ' Eingerückt')).toMatch(/at the start differs from the source: ␣ \(source: ⇥\)/);
  });

  it('leaves an empty target alone', () => {
    expect(test('Name: ', '')).toBeNull();
  });
});
