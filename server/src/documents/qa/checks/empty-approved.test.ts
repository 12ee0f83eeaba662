import { describe, expect, it } from 'vitest';
import { inlineToken as tok } from '@tessera/shared/contract';
import { plainSegment } from '../types.ts';
import { emptyApproved } from './empty-approved.ts';
import { englishAnswer } from '../english.ts';

const test = (source: string, target: string, approved: boolean) =>
  englishAnswer(emptyApproved.test(plainSegment(source, target, { approved })));

describe('empty target on an approved segment check', () => {
  it('finds an approved segment without a target', () => {
    expect(test('Hello', '', true)).toBe('The segment is approved but its target is empty');
    expect(test('Hello', '  ', true)).not.toBeNull();
  });

  it('finds a target of codes and invisible characters only', () => {
    expect(test(`${tok(1)}Hello`, `${tok(1)}\u200B`, true)).not.toBeNull();
  });

  it('passes an approved translation and an empty segment not approved', () => {
    expect(test('Hello', 'Hallo', true)).toBeNull();
    expect(test('Hello', '', false)).toBeNull();
  });

  it('passes a source of codes alone translated by its codes', () => {
    expect(test(tok(1), tok(1), true)).toBeNull();
  });

  it('is an error', () => {
    expect(emptyApproved.severity).toBe('error');
  });
});
