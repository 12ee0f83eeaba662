import { describe, expect, it } from 'vitest';
import { tokenize, wordDiff } from './wordDiff.ts';

describe('tokenize', () => {
  it('keeps words whole, with the apostrophes and hyphens inside them, and splits off other signs', () => {
    expect(tokenize("Don't re-run it, please.")).toEqual(["Don't", ' ', 're-run', ' ', 'it', ',', ' ', 'please', '.']);
  });

  it('reads letters of any script and their combining marks as words', () => {
    expect(tokenize('Größe ändern')).toEqual(['Größe', ' ', 'ändern']);
    expect(tokenize('नमस्ते दुनिया')).toEqual(['नमस्ते', ' ', 'दुनिया']);
  });
});

describe('wordDiff', () => {
  it('reads identical texts as one equal part', () => {
    expect(wordDiff('Save the file.', 'Save the file.')).toEqual([{ kind: 'equal', text: 'Save the file.' }]);
  });

  it('shows a changed word as the match word removed and the segment word added', () => {
    expect(wordDiff('Save the file now.', 'Save the folder now.')).toEqual([
      { kind: 'equal', text: 'Save the ' },
      { kind: 'removed', text: 'file' },
      { kind: 'added', text: 'folder' },
      { kind: 'equal', text: ' now.' },
    ]);
  });

  it('shows a word only the segment has as added, and one only the match has as removed', () => {
    expect(wordDiff('Open the file.', 'Open the new file.')).toEqual([
      { kind: 'equal', text: 'Open the ' },
      { kind: 'added', text: 'new ' },
      { kind: 'equal', text: 'file.' },
    ]);
    expect(wordDiff('Open the new file.', 'Open the file.')).toEqual([
      { kind: 'equal', text: 'Open the ' },
      { kind: 'removed', text: 'new ' },
      { kind: 'equal', text: 'file.' },
    ]);
  });

  it('joins neighbouring changed words into one change, the space between them included', () => {
    expect(wordDiff('the red car', 'a blue car')).toEqual([
      { kind: 'removed', text: 'the red' },
      { kind: 'added', text: 'a blue' },
      { kind: 'equal', text: ' car' },
    ]);
  });

  it('compares whole words, so a changed letter marks its word and a case change counts', () => {
    expect(wordDiff('Print pages', 'Print Pages')).toEqual([
      { kind: 'equal', text: 'Print ' },
      { kind: 'removed', text: 'pages' },
      { kind: 'added', text: 'Pages' },
    ]);
  });

  it('marks punctuation on its own', () => {
    expect(wordDiff('Done.', 'Done!')).toEqual([
      { kind: 'equal', text: 'Done' },
      { kind: 'removed', text: '.' },
      { kind: 'added', text: '!' },
    ]);
  });

  it('finds words that moved as removed at one place and added at the other', () => {
    const parts = wordDiff('red and blue', 'blue and red');
    expect(
      parts
        .filter((part) => part.kind === 'equal')
        .map((part) => part.text)
        .join(''),
    ).toBe(' and ');
    expect(
      parts
        .filter((part) => part.kind !== 'added')
        .map((part) => part.text)
        .join(''),
    ).toBe('red and blue');
    expect(
      parts
        .filter((part) => part.kind !== 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe('blue and red');
  });

  it('handles an empty side', () => {
    expect(wordDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(wordDiff('Old text', '')).toEqual([{ kind: 'removed', text: 'Old text' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('always rebuilds both texts: the match from equal and removed parts, the segment from equal and added ones', () => {
    const pairs = [
      ['The quick brown fox jumps over the lazy dog.', 'A quick brown cat jumps over the dog, twice.'],
      ['Click  Save  to keep changes', 'Click Save to keep your changes'],
      ['ein zwei drei vier', 'vier drei zwei eins'],
    ] as const;
    for (const [match, segment] of pairs) {
      const parts = wordDiff(match, segment);
      expect(
        parts
          .filter((part) => part.kind !== 'added')
          .map((part) => part.text)
          .join(''),
      ).toBe(match);
      expect(
        parts
          .filter((part) => part.kind !== 'removed')
          .map((part) => part.text)
          .join(''),
      ).toBe(segment);
    }
  });

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
