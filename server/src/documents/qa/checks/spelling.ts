import { phrase, translationCheck } from '../types.ts';

/**
 * Words of the target that the dictionary of the target language does not know (see server/src/spelling): not
 * inline codes, URLs, e-mail addresses, placeholders, numbers, words with digits or in capitals, nor words of the
 * document's glossaries' target terms or of the project's dictionary. The finding names each word once and lists
 * it by its place (`words`), without suggestions: finding them takes Hunspell up to ~500 ms a word, which no save
 * waits for; the editor's word menu asks for them.
 */
export const spelling = translationCheck({
  id: 'spelling',
  severity: 'warning',
  test({ misspelled }) {
    if (misspelled.length === 0) return null;
    const words = [...new Set(misspelled.map((found) => found.word))];
    return [phrase('qaMisspelled', { count: words.length, words })];
  },
  // `suggestions` stays in the contract's shape for clients that read it, always empty.
  words: ({ misspelled }) => misspelled.map(({ word, start, end }) => ({ word, start, end, suggestions: [] })),
});
