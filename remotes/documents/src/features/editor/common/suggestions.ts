import { call, routes } from '@tessera/shared';

const suggested = new Map<string, Promise<string[]>>();

/**
 * A misspelled word's suggestions, asked only when someone wants to see them (its menu opens, the QA tab shows
 * them): checks while typing and saves find places alone, without waiting for Hunspell's suggestion search. Asked
 * once per word and language for the page's life (again after a failure).
 */
export function suggestionsFor(lang: string, word: string): Promise<string[]> {
  const key = `${lang}\u0000${word}`;
  let found = suggested.get(key);
  if (!found) {
    found = call(routes.spelling.check, { body: { lang, text: word } }).then(
      (answer) => answer.misspelled[0]?.suggestions ?? [],
    );
    found.catch(() => suggested.delete(key));
    suggested.set(key, found);
  }
  return found;
}
