import { describe, expect, it } from 'vitest';
import { tokenize, wordDiff, type DiffPart } from './wordDiff.ts';

describe('tokenize', () => {
  it('keeps words whole, with the apostrophes and hyphens inside them, and splits off other signs', () => {
    expect(tokenize("Don't re-run it, please.")).toEqual(["Don't", ' ', 're-run', ' ', 'it', ',', ' ', 'please', '.']);
  });

  it('reads letters of any script and their combining marks as words', () => {
    expect(tokenize('Größe ändern')).toEqual(['Größe', ' ', 'ändern']);
    expect(tokenize('नमस्ते दुनिया')).toEqual(['नमस्ते', ' ', 'दुनिया']);
  });
});

/** The text a diff shows on one side: the match is what is not added, the segment what is not removed. */
const sideOf = (parts: DiffPart[], side: 'match' | 'segment') =>
  parts
    .filter((part) => part.kind !== (side === 'match' ? 'added' : 'removed'))
    .map((part) => part.text)
    .join('');

/**
 * A diff written as wdiff writes one: `[-…-]` only in the match (removed), `{+…+}` only in the segment (added), the
 * rest in both (equal). The match and the segment are the texts it was made of.
 */
function readDiff(written: string) {
  const parts = written
    .split(/(\[-.*?-\]|\{\+.*?\+\})/)
    .filter((piece) => piece !== '')
    .map((piece): DiffPart => {
      if (piece.startsWith('[-')) return { kind: 'removed', text: piece.slice(2, -2) };
      if (piece.startsWith('{+')) return { kind: 'added', text: piece.slice(2, -2) };
      return { kind: 'equal', text: piece };
    });
  return { match: sideOf(parts, 'match'), segment: sideOf(parts, 'segment'), parts };
}

describe('wordDiff', () => {
  it.each([
    ['reads identical texts as one equal part', 'Save the file.'],
    ['shows a changed word as the match word removed and the segment word added', 'Save the [-file-]{+folder+} now.'],
    ['shows a word only the segment has as added', 'Open the {+new +}file.'],
    ['shows a word only the match has as removed', 'Open the [-new -]file.'],
    ['joins neighbouring changed words into one change, the space between them included', '[-the red-]{+a blue+} car'],
    ['compares whole words, so a changed letter marks its word and a case change counts', 'Print [-pages-]{+Pages+}'],
    ['marks punctuation on its own', 'Done[-.-]{+!+}'],
    ['reads an empty match as all added', '{+New text+}'],
    ['reads an empty segment as all removed', '[-Old text-]'],
    ['has no parts for two empty texts', ''],
  ])('%s: %s', (_rule, written) => {
    const { match, segment, parts } = readDiff(written);
    expect(wordDiff(match, segment)).toEqual(parts);
  });

  it('finds words that moved as removed at one place and added at the other', () => {
    const parts = wordDiff('red and blue', 'blue and red');
    expect(
      parts
        .filter((part) => part.kind === 'equal')
        .map((part) => part.text)
        .join(''),
    ).toBe(' and ');
    expect(sideOf(parts, 'match')).toBe('red and blue');
    expect(sideOf(parts, 'segment')).toBe('blue and red');
  });

  it.each([
    ['The quick brown fox jumps over the lazy dog.', 'A quick brown cat jumps over the dog, twice.'],
    ['Click  Save  to keep changes', 'Click Save to keep your changes'],
    ['ein zwei drei vier', 'vier drei zwei eins'],
  ])(
    'always rebuilds both texts: the match from equal and removed parts, the segment from equal and added ones (%s)',
    (match, segment) => {
      const parts = wordDiff(match, segment);
      expect(sideOf(parts, 'match')).toBe(match);
      expect(sideOf(parts, 'segment')).toBe(segment);
    },
  );

  it('keeps long segments sensible: one changed word in 400 is one change', () => {
    const words = Array.from({ length: 400 }, (_, index) => `word${index}`);
    const changed = [...words];
    changed[200] = 'other';
    const parts = wordDiff(words.join(' '), changed.join(' '));
    expect(parts.filter((part) => part.kind !== 'equal')).toEqual([
      { kind: 'removed', text: 'word200' },
      { kind: 'added', text: 'other' },
    ]);
  });
});
