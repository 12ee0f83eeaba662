import { describe, expect, it } from 'vitest';
import { inlineToken as tok, type InlineCode } from '@tessera/shared/contract';
import { plainSegment } from '../types.ts';
import { emptyPairedCode } from './empty-paired-code.ts';
import { englishAnswer } from '../english.ts';

const codes: InlineCode[] = [
  { id: 1, kind: 'open', label: '<1>', xml: '<g id="1">' },
  { id: 2, kind: 'close', label: '</1>', xml: '</g>' },
  { id: 3, kind: 'standalone', label: '{2}', xml: '<x id="2"/>' },
  { id: 4, kind: 'open', label: '<3>', xml: '<g id="3">' },
  { id: 5, kind: 'close', label: '</3>', xml: '</g>' },
];
const source = `Click ${tok(1)}Save${tok(2)} to keep ${tok(3)}the file.`;
const test = (target: string, from = source) =>
  englishAnswer(emptyPairedCode.test(plainSegment(from, target, { codes })));

describe('empty paired code check', () => {
  it('finds a pair that holds text in the source and nothing in the target, as an error', () => {
    expect(test(`Klicken Sie auf Speichern, um ${tok(3)}die Datei zu behalten.${tok(1)}${tok(2)}`)).toBe(
      'Paired inline codes enclose nothing in the target but text in the source: <1></1>',
    );
    expect(test(`Klicken Sie auf ${tok(1)} ${tok(2)}Speichern ${tok(3)}.`)).not.toBeNull();
    expect(emptyPairedCode.severity).toBe('error');
  });

  it('counts codes alone as nothing, and names every empty pair', () => {
    const nested = `${tok(1)}${tok(4)}Bold${tok(5)} and more${tok(2)}`;
    expect(test(`${tok(1)}${tok(4)}${tok(5)}${tok(2)}Fett und mehr`, nested)).toBe(
      'Paired inline codes enclose nothing in the target but text in the source: <1></1> <3></3>',
    );
  });

  it('passes a pair around text, an empty pair the source has too, and missing codes (the inline codes check)', () => {
    expect(test(`Klicken Sie auf ${tok(1)}Speichern${tok(2)}, um ${tok(3)}die Datei zu behalten.`)).toBeNull();
    expect(test(`Zeile${tok(1)}${tok(2)} neu`, `Line${tok(1)}${tok(2)} break`)).toBeNull();
    expect(test('Klicken Sie auf Speichern.')).toBeNull();
  });
});
