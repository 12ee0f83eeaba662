import { describe, expect, it } from 'vitest';
import { runQaChecks } from '../registry.ts';
import { plainSegment } from '../types.ts';
import { spelling } from './spelling.ts';
import { englishAnswer } from '../english.ts';

const recieve = { word: 'recieve', start: 4, end: 11, suggestions: ['receive', 'relieve'] };

describe('spelling', () => {
  it('names each misspelled word once, without suggestions (no save waits for them)', () => {
    const segment = plainSegment('We get it', 'Wir recieve es, wir recieve qwzx', {
      misspelled: [recieve, { ...recieve, start: 20, end: 27 }, { word: 'qwzx', start: 28, end: 32, suggestions: [] }],
    });
    expect(englishAnswer(spelling.test(segment))).toBe('Possible misspellings: “recieve”, “qwzx”');
  });

  it('gives the words with their places in the finding, as a warning', () => {
    const [issue] = runQaChecks(plainSegment('get', 'Wir recieve', { misspelled: [recieve] }), [], [spelling]);
    expect(issue).toEqual({
      check: 'spelling',
      severity: 'warning',
      message: 'Possible misspelling: “recieve”',
      phrases: [{ key: 'qaMisspelled', values: { count: 1, words: ['recieve'] } }],
      ignored: false,
      words: [{ ...recieve, suggestions: [] }],
    });
  });

  it('passes a target without misspelled words', () => {
    expect(englishAnswer(spelling.test(plainSegment('get', 'Wir bekommen es')))).toBeNull();
  });
});
