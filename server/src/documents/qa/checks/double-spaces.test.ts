import { describe, expect, it } from 'vitest';
import { inlineToken as tok } from '@tessera/shared/contract';
import { plainSegment } from '../types.ts';
import { doubleSpaces } from './double-spaces.ts';
import { englishAnswer } from '../english.ts';

const test = (source: string, target: string) => englishAnswer(doubleSpaces.test(plainSegment(source, target)));

describe('doubled spaces check', () => {
  it('finds a doubled space in the target', () => {
    expect(test('Open the file', 'Öffnen Sie  die Datei')).toBe('The target has a doubled space');
    expect(test('Open the file now', 'Öffnen  Sie die\u00A0 Datei')).toBe('The target has 2 doubled spaces');
  });

  it('passes single spaces', () => {
    expect(test('Open the file', 'Öffnen Sie die Datei')).toBeNull();
  });

  it('passes doubled spaces the source has too (a layout on purpose)', () => {
    expect(test('Name:  value', 'Nom :  valeur')).toBeNull();
  });

  it('does not count spaces around an inline code as doubled', () => {
    expect(test(`Press ${tok(1)} now`, `Drücken Sie ${tok(1)} jetzt`)).toBeNull();
  });

  it('leaves the edges to the white space check', () => {
    expect(test('Name', 'Name  ')).toBeNull();
  });
});
