import { expect, it } from 'vitest';
import { prng } from '../../test/prng.ts';
import { similarity, wordEditDistance } from './score.ts';
import { trigramsOf, wordsOf } from './text.ts';
import { trigramsKept } from './trigram-bound.ts';

const LETTERS = 'abcdefghij';

/** A word changed by a few random letter edits (substitutions, insertions, deletions). */
function edited(random: () => number, word: string): string {
  let letters = [...word];
  const edits = Math.floor(random() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * (letters.length + 1));
    const letter = LETTERS[Math.floor(random() * LETTERS.length)]!;
    const kind = random();
    if (kind < 0.4 && at < letters.length) letters[at] = letter;
    else if (kind < 0.7 || letters.length < 2) letters.splice(at, 0, letter);
    else letters.splice(Math.min(at, letters.length - 1), 1);
  }
  return letters.join('');
}

/**
 * Random queries of one or two words and units of their words a few letter edits away: those scoring >= 75, with
 * their score (at least 1,000 of 20,000 tries, or the test says so).
 */
function* shortMatches(seed: number) {
  const random = prng(seed);
  const word = () =>
    Array.from({ length: 1 + Math.floor(random() * 9) }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join('');
  let matches = 0;
  for (let i = 0; i < 20_000; i++) {
    const query = Array.from({ length: 1 + Math.floor(random() * 2) }, word);
    const unit = query.map((w) => edited(random, w));
    const score = similarity({ text: query.join(' '), codes: '' }, { text: unit.join(' '), codes: '' });
    if (score < 75) continue;
    matches++;
    yield { query, unit, label: `${query.join(' ')} / ${unit.join(' ')} (${score})` };
  }
  expect(matches).toBeGreaterThan(1000);
}

it("never counts on more of a short query's trigrams than a match >= 75 keeps", () => {
  for (const { query, unit, label } of shortMatches(5)) {
    const queryTrigrams = new Set(wordsOf(query.join(' ')).flatMap(trigramsOf));
    const unitTrigrams = new Set(wordsOf(unit.join(' ')).flatMap(trigramsOf));
    const shared = [...queryTrigrams].filter((trigram) => unitTrigrams.has(trigram)).length;
    const bound = trigramsKept(
      query.map((w) => w.length),
      queryTrigrams.size,
      0.255 * query.length,
    );
    expect(shared, label).toBeGreaterThanOrEqual(bound);
  }
});

it("finds each short match >= 75 by its cheaper word: within 0.255 of the query's word, keeping the bound's trigrams", () => {
  // What nearWordsPlans rests on: of a match >= 75 of a one- or two-word query, the word in some place costs at
  // most 0.255 (wordEditDistance of the two words), and such a word keeps trigramsKept of the query word's trigrams.
  for (const { query, unit, label } of shortMatches(7)) {
    const places = query.map((w, i) => {
      const queryTrigrams = new Set(trigramsOf(w));
      const unitTrigrams = new Set(trigramsOf(unit[i]!));
      return {
        price: wordEditDistance([w], [unit[i]!]),
        shared: [...queryTrigrams].filter((trigram) => unitTrigrams.has(trigram)).length,
        bound: trigramsKept([w.length], queryTrigrams.size, 0.255),
      };
    });
    const cheaper = places.reduce((a, b) => (b.price < a.price ? b : a));
    expect(cheaper.price, label).toBeLessThanOrEqual(0.255);
    expect(cheaper.shared, label).toBeGreaterThanOrEqual(cheaper.bound);
  }
});

it('keeps at least one trigram of a word of any length within 0.255 of it', () => {
  // Taking all L trigrams needs L/3 substitutions or L/2 insertions: a third of the word at least.
  for (let length = 1; length <= 200; length++)
    expect(trigramsKept([length], length, 0.255), `${length} letters`).toBeGreaterThanOrEqual(1);
});
