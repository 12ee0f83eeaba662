import { describe, expect, it } from 'vitest';
import { plainSegment } from '../types.ts';
import { sameAsSource } from './same-as-source.ts';
import { englishAnswer } from '../english.ts';

const test = (source: string, target: string) => englishAnswer(sameAsSource.test(plainSegment(source, target)));

describe('target identical to source check', () => {
  it('finds a copied source', () => {
    expect(test('Save the file', 'Save the file')).toBe('The target is the same as the source');
    expect(test('Save the file', 'Save the file ')).not.toBeNull();
  });

  it('passes a translation', () => {
    expect(test('Save the file', 'Datei speichern')).toBeNull();
  });

  it('passes sources without letters, which stay as they are', () => {
    expect(test('1,024', '1,024')).toBeNull();
    expect(test('12:30 – 14:00', '12:30 – 14:00')).toBeNull();
  });

  it('leaves an empty target alone', () => {
    expect(test('Save', '')).toBeNull();
  });
});
