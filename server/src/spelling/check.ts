import { sql } from 'kysely';
import type { SpellingWord } from '@tessera/shared/contract';
import { sameLanguageCode } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { dictionaryScript, type DictionaryId } from './dictionaries.ts';
import { spellerFor } from './spellers.ts';
import { lower, wordsToCheck } from './words.ts';

/** What else a text is checked against besides the dictionary: a project's dictionary, glossaries' target terms. */
export interface SpellingScope {
  projectId?: number | null;
  glossaryIds?: readonly number[];
}

export interface SpellingResult {
  /** The dictionary used; null when the server has none for the language (nothing is checked). */
  dictionary: DictionaryId | null;
  /** Per text, in order: its misspelled words, by place, without suggestions (see withSuggestions). */
  misspelled: SpellingWord[][];
}

/** Which of these words (as written, or in small letters) are right whatever the dictionary says. */
export type AcceptedWords = (words: readonly string[]) => Promise<Set<string>>;

/**
 * The words a scope accepts: words of the project's dictionary for the language (a word added in small letters
 * accepts it capitalised, one added with capitals only so), and words of the target terms of the glossaries.
 */
export const acceptedIn =
  (db: Db, lang: string, scope: SpellingScope): AcceptedWords =>
  async (words) => {
    const accepted = new Set<string>();
    if (words.length === 0) return accepted;
    if (scope.projectId != null) {
      const rows = await db
        .selectFrom('project_dictionary_words')
        .select(['lang', 'word'])
        .where('project_id', '=', scope.projectId)
        .where('word', 'in', [...new Set(words.flatMap((word) => [word, lower(word)]))])
        .execute();
      for (const row of rows) if (sameLanguageCode(row.lang, lang)) accepted.add(row.word);
    }
    if (scope.glossaryIds && scope.glossaryIds.length > 0) {
      // Each word is looked up whole in the target words kept with the term index (its GIN index), and is accepted
      // at the first record of the glossaries that has it, however many have it.
      const { rows } = await sql<{ word: string }>`
      select word from unnest(${[...new Set(words.map(lower))]}::text[]) as word
      where exists (
        select from glossary_term_keys
        where target_words @> array[word] and glossary_id = any(${scope.glossaryIds}::integer[]))`.execute(db);
      for (const { word } of rows) accepted.add(word);
    }
    return accepted;
  };

/**
 * The misspelled words of texts of a language, by the dictionary of the language (loaded once per process, in a
 * worker thread), less those `accepted` (acceptedIn) lets pass. Each distinct word is looked up once however often
 * it is written. Places only: Hunspell's suggestion search is the slow part of a spell check (10-500 ms a word,
 * bench/README.md), so saves, imports and pre-translation never wait for it; withSuggestions adds them for whoever
 * asks to see them.
 */
export async function checkSpelling(
  lang: string,
  texts: readonly string[],
  accepted: AcceptedWords = async () => new Set(),
): Promise<SpellingResult> {
  const speller = spellerFor(lang);
  if (speller === null) return { dictionary: null, misspelled: texts.map(() => []) };
  const script = dictionaryScript(speller.dictionary);
  const spans = texts.map((text) => wordsToCheck(text, script));
  const unknown = await speller.misspelled([...new Set(spans.flat().map((span) => span.word))]);
  const right = await accepted(unknown);
  const wrong = new Set(unknown.filter((word) => !right.has(word) && !right.has(lower(word))));
  return {
    dictionary: speller.dictionary,
    misspelled: spans.map((words) =>
      words.filter((span) => wrong.has(span.word)).map((span) => ({ ...span, suggestions: [] })),
    ),
  };
}

/**
 * Misspelled words of a language (checkSpelling's) with up to 5 suggestions each, the likeliest first: for the
 * check route, which the editor's word menu, QA tab and QA report call. Each distinct word is searched once; the speller keeps
 * what it found.
 */
export async function withSuggestions(lang: string, misspelled: readonly SpellingWord[]): Promise<SpellingWord[]> {
  const speller = spellerFor(lang);
  if (speller === null || misspelled.length === 0) return [...misspelled];
  const words = [...new Set(misspelled.map((found) => found.word))];
  const found = await speller.suggestions(words);
  const suggestions = new Map(words.map((word, i) => [word, found[i] ?? []]));
  return misspelled.map((word) => ({ ...word, suggestions: suggestions.get(word.word) ?? [] }));
}
