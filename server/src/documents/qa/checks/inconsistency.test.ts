import { describe, expect, it } from 'vitest';
import { plainSegment } from '../types.ts';
import { inconsistency } from './inconsistency.ts';
import { englishAnswer } from '../english.ts';

const test = (target: string, otherTargets: string[]) =>
  englishAnswer(inconsistency.test(plainSegment('Cancel', target, { otherTargets })));

describe('inconsistent translations check', () => {
  it('finds another translation of the same source', () => {
    expect(test('Abbrechen', ['Abbrechen', 'Stornieren'])).toBe(
      'The same source is translated differently elsewhere in the document: “Stornieren”',
    );
  });

  it('passes when every repetition has the same target', () => {
    expect(test('Abbrechen', ['Abbrechen', 'Abbrechen'])).toBeNull();
    expect(test('Abbrechen', [])).toBeNull();
  });

  it('ignores repetitions not translated yet, and an empty target', () => {
    expect(test('Abbrechen', ['', ' '])).toBeNull();
    expect(test('', ['Abbrechen'])).toBeNull();
  });

  it('names at most three other translations', () => {
    expect(test('A', ['B', 'C', 'D', 'E', 'E'])).toBe(
      'The same source is translated differently elsewhere in the document: “B”, “C”, “D” and 1 more',
    );
  });
});
