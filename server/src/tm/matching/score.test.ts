import { describe, expect, it } from 'vitest';
import { prng } from '../../test/prng.ts';
import { PENALTIES, prepareQuery, scoreAgainst, similarity } from './score.ts';
import { indexEntryOf, wordsOf } from './text.ts';

const plain = (text: string, codes = '') => ({ text, codes });

describe('similarity', () => {
  it('is 100 only for identical text and codes', () => {
    expect(similarity(plain('Click Save to keep your changes.'), plain('Click Save to keep your changes.'))).toBe(100);
    expect(similarity(plain('Press the button', '6o 12c'), plain('Press the button', '6o 12c'))).toBe(100);
  });

  it('takes off the codes penalty when only the tags differ', () => {
    expect(similarity(plain('Press the button', '6o 12c'), plain('Press the button', ''))).toBe(100 - PENALTIES.codes);
    expect(similarity(plain('Press the button', '6o 12c'), plain('Press the button', '0o 12c'))).toBe(
      100 - PENALTIES.codes,
    );
  });

  it('takes off a point for a difference in case only', () => {
    expect(similarity(plain('Open the File menu'), plain('open the file menu'))).toBe(100 - PENALTIES.case);
  });

  it('takes off a point for a difference in punctuation only', () => {
    expect(similarity(plain('Save your work.'), plain('Save your work!'))).toBe(100 - PENALTIES.punctuation);
    expect(similarity(plain('Save your work'), plain('Save your work.'))).toBe(100 - PENALTIES.punctuation);
  });

  it('takes off a point for a difference in spacing only', () => {
    expect(similarity(plain('Save  your work'), plain('Save your work'))).toBe(100 - PENALTIES.whitespace);
  });

  it('scores one word changed in ten as about 90, less when the word changes completely', () => {
    const query = plain('The quick brown fox jumps over the lazy dog today');
    expect(similarity(query, plain('The quick brown fox jumps over the lazy cat today'))).toBe(90);
    // A word spelt differently costs only the share of its letters that change.
    expect(similarity(plain('The colour of the sky is blue'), plain('The color of the sky is blue'))).toBe(98);
  });

  it('scores reordered words as two edits per moved word, not as identical', () => {
    const score = similarity(
      plain('Save the file before closing the window'),
      plain('Before closing the window save the file'),
    );
    expect(score).toBeLessThan(75);
    expect(score).toBeGreaterThan(0);
  });

  it('handles very short segments: one word of two changed is 50', () => {
    expect(similarity(plain('Open file'), plain('Open map'))).toBe(50);
    // file -> folder: 3 of 6 letters change, half a word edit.
    expect(similarity(plain('Open file'), plain('Open folder'))).toBe(75);
    expect(similarity(plain('OK'), plain('Cancel'))).toBe(0);
    expect(similarity(plain(''), plain('!'))).toBe(100 - PENALTIES.punctuation);
  });

  it('handles very long segments: one word changed in 200 stays 99 (never 100)', () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`);
    const changed = [...words];
    changed[100] = 'different';
    expect(similarity(plain(words.join(' ')), plain(changed.join(' ')))).toBe(99);
    const halved = words.slice(0, 100).join(' ');
    expect(similarity(plain(words.join(' ')), plain(halved))).toBe(50);
  });

  it('compares unspaced scripts character by character', () => {
    expect(wordsOf('保存文件')).toEqual(['保', '存', '文', '件']);
    expect(similarity(plain('保存文件'), plain('保存文档'))).toBe(75);
  });
});

describe('index entries', () => {
  it('keep distinct words and pair up characters of unspaced scripts', () => {
    expect(indexEntryOf('The cat and the dog').tokenIds).toHaveLength(4);
    expect(indexEntryOf('The cat and the dog').words).toBe(5);
    expect(indexEntryOf('保存文件').tokenIds).toHaveLength(3);
  });
});

describe('scoring against a floor', () => {
  it('skips (-1) a candidate only when its length alone keeps it below the floor', () => {
    const query = prepareQuery(plain('one two three four five six seven eight nine'));
    const longer = plain('one two three four five six seven eight nine ten eleven twelve');
    expect(similarity(plain(query.text), longer)).toBe(75);
    expect(scoreAgainst(query, longer, 75)).toBe(75);
    expect(scoreAgainst(query, longer, 76)).toBe(-1);
  });

  it('gives every candidate it does not skip the score similarity gives, and skips none reaching the floor', () => {
    const random = prng(5);
    const vocabulary = ['save', 'Save', 'file', 'files', 'the', 'a', 'open', 'close', 'now', 'colour', 'color'];
    const sentence = () =>
      Array.from({ length: 1 + Math.floor(random() * 12) }, () => vocabulary[Math.floor(random() * 11)]).join(' ') +
      (random() < 0.5 ? '.' : '');
    for (let i = 0; i < 300; i++) {
      const query = plain(sentence());
      const candidate = plain(sentence());
      const score = similarity(query, candidate);
      for (const floor of [0, 50, 75, 90, 100]) {
        const floored = scoreAgainst(prepareQuery(query), candidate, floor);
        if (floored === -1) expect(score).toBeLessThan(floor);
        else expect(floored).toBe(score);
      }
    }
  });
});
