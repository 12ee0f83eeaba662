import { describe, expect, it } from 'vitest';
import { checkSpelling, withSuggestions } from './check.ts';
import { dictionaryFor } from './dictionaries.ts';

/** The misspelled words of a text, as written. */
const misspelled = async (lang: string, text: string) =>
  (await checkSpelling(lang, [text])).misspelled[0]!.map((found) => found.word);

// Each dictionary is read once for the whole file (spellers.ts keeps it for the process).
describe('the dictionary of each language finds a misspelling and knows inflected words', () => {
  const CASES: [lang: string, text: string, wrong: string][] = [
    ['en', 'We received your order but did not recieve the payment.', 'recieve'],
    ['de', 'Die Konfigurationen wurden gespeichert, die Konfiguraiton nicht.', 'Konfiguraiton'],
    ['fr', 'Les maisons sont belles, mais la fenêtr est cassée.', 'fenêtr'],
    ['es', 'Las casas nuevas tienen ventanas grandes y un jardínn.', 'jardínn'],
    ['it', 'Le case nuove hanno finestre grandi e un giardinno.', 'giardinno'],
    ['pt-BR', 'As casas novas têm janelas grandes e um jardimm.', 'jardimm'],
    ['pt-PT', 'As casas novas têm janelas grandes e um jardimm.', 'jardimm'],
    ['nl', 'De nieuwe huizen hebben grote ramen en een tuinn.', 'tuinn'],
    ['ru', 'Новые дома имеют большие окна и садд.', 'садд'],
  ];
  it.each(CASES)('%s: flags only "%s"', async (lang, text, wrong) => {
    expect(await misspelled(lang, text)).toEqual([wrong]);
  });
});

describe('checkSpelling', () => {
  it('places each misspelled word in the text, without suggestions', async () => {
    const text = 'Please recieve it.';
    const [found] = (await checkSpelling('en-GB', [text])).misspelled[0]!;
    expect(found).toEqual({ word: 'recieve', start: 7, end: 14, suggestions: [] });
    expect(text.slice(found!.start, found!.end)).toBe('recieve');
  });

  it('knows German compounds the dictionary does not list whole', async () => {
    expect(await misspelled('de-CH', 'Die Heizzeitpläne der Projektwörterbücher')).toEqual([]);
  });

  it('checks every place of a word written several times, in every text', async () => {
    const result = await checkSpelling('en', ['recieve and recieve', 'fine', 'recieve']);
    expect(result.misspelled.map((words) => words.map((found) => found.start))).toEqual([[0, 12], [], [0]]);
  });

  it('accepts what the scope accepts, in small letters for a capitalised word', async () => {
    const accepted = async () => new Set(['tessera']);
    expect(
      (await checkSpelling('en', ['Tessera and tesera'], accepted)).misspelled[0]!.map((found) => found.word),
    ).toEqual(['tesera']);
  });

  it('says there is no dictionary for a language without one, and finds nothing', async () => {
    expect(await checkSpelling('ja', ['何でも'])).toEqual({ dictionary: null, misspelled: [[]] });
  });
});

describe('withSuggestions', () => {
  it('suggests corrections for each misspelled word, the likeliest first, keeping places', async () => {
    const [first, second] = await withSuggestions(
      'en',
      (await checkSpelling('en', ['recieve or recieve'])).misspelled[0]!,
    );
    expect(first).toMatchObject({ word: 'recieve', start: 0, end: 7 });
    expect(second).toMatchObject({ word: 'recieve', start: 11, end: 18 });
    expect(first!.suggestions[0]).toBe('receive');
    expect(first!.suggestions.length).toBeLessThanOrEqual(5);
    expect(second!.suggestions).toEqual(first!.suggestions);
  });
});

describe('dictionaryFor', () => {
  it('maps a language to its dictionary by its primary subtag, Portuguese by its region', () => {
    expect(['en-US', 'de-CH', 'fr', 'pt', 'pt-BR', 'pt-PT', 'ja'].map(dictionaryFor)).toEqual([
      'en',
      'de',
      'fr',
      'pt',
      'pt',
      'pt-pt',
      null,
    ]);
  });
});
