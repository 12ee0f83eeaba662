import { describe, expect, it } from 'vitest';
import { runQaChecks } from '../registry.ts';
import { plainSegment } from '../types.ts';
import { spelling } from './spelling.ts';

const recieve = { word: 'recieve', start: 4, end: 11, suggestions: ['receive', 'relieve'] };

describe('spelling', () => {
  it('names each misspelled word with its likeliest correction', () => {
    const segment = plainSegment('We get it', 'Wir recieve es, wir recieve qwzx', {
      misspelled: [recieve, { ...recieve, start: 20, end: 27 }, { word: 'qwzx', start: 28, end: 32, suggestions: [] }],
    });
    expect(spelling.test(segment)).toBe('Possible misspellings: "recieve" (receive?), "qwzx"');
  });

  it('gives the words with their places and suggestions in the finding, as a warning', () => {
    const [issue] = runQaChecks(plainSegment('get', 'Wir recieve', { misspelled: [recieve] }), [], [spelling]);
    expect(issue).toEqual({
      check: 'spelling',
      severity: 'warning',
      message: 'Possible misspelling: "recieve" (receive?)',
      ignored: false,
      words: [recieve],
    });
  });

  it('passes a target without misspelled words', () => {
    expect(spelling.test(plainSegment('get', 'Wir bekommen es'))).toBeNull();
  });
});
