import { translationCheck } from '../types.ts';

/**
 * Words of the target that the dictionary of the target language does not know (see server/src/spelling): not
 * inline codes, URLs, e-mail addresses, placeholders, numbers, words with digits or in capitals, nor words of the
 * document's glossaries' target terms or of the project's dictionary. The finding lists each word by its place,
 * with suggestions.
 */
export const spelling = translationCheck({
  id: 'spelling',
  severity: 'warning',
  message: 'Possible misspelling',
  test({ misspelled }) {
    if (misspelled.length === 0) return null;
    const words = [...new Set(misspelled.map((found) => found.word))];
    const described = words.map((word) => {
      const suggestion = misspelled.find((found) => found.word === word)?.suggestions[0];
      return suggestion === undefined ? `"${word}"` : `"${word}" (${suggestion}?)`;
    });
    return `Possible ${words.length === 1 ? 'misspelling' : 'misspellings'}: ${described.join(', ')}`;
  },
  words: ({ misspelled }) => misspelled.map((found) => ({ ...found, suggestions: [...found.suggestions] })),
});
