import { describe, expect, it } from 'vitest';
import { inlineToken as tok } from '@tessera/shared/contract';
import { plainSegment } from '../types.ts';
import { length } from './length.ts';
import { englishAnswer } from '../english.ts';

const test = (target: string, maxWidth: number | null) =>
  englishAnswer(length.test(plainSegment('Save', target, { maxWidth })));

describe('target longer than the allowed length check', () => {
  it('finds a target over the limit', () => {
    expect(test('Speichern', 5)).toBe('The target has 9 characters; at most 5 are allowed');
  });

  it('passes a target at the limit, counting code points and not inline codes', () => {
    expect(test('Sichern', 7)).toBeNull();
    expect(test(`${tok(1)}Sichern${tok(2)}`, 7)).toBeNull();
    expect(test('保存😀', 3)).toBeNull();
  });

  it('passes any length without a limit, and an empty target', () => {
    expect(test('Speichern'.repeat(50), null)).toBeNull();
    expect(test('', 1)).toBeNull();
  });

  it('is an error', () => {
    expect(length.severity).toBe('error');
  });
});
