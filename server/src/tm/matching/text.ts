/**
 * The one tokeniser of fuzzy matching: the index (token ids per unit), lookups and the score function all read
 * text through here, so that they always agree on what a word is.
 */

/** Scripts written without spaces: each character is a word for scoring, and the index uses character bigrams. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** A word: letters, digits and marks (so "l'homme" gives "l", "homme" and "e-mail" gives "e", "mail"). */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Lower-cased, compatibility-normalised (full-width letters and digits become plain ones). */
export const foldCase = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * The words of a text as the score function compares them: case folded, punctuation and spacing dropped,
 * every character of an unspaced script (Chinese, Japanese, Thai...) a word of its own.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const match of foldCase(text).matchAll(WORD)) {
    const word = match[0];
    if (!UNSPACED.test(word)) {
      words.push(word);
      continue;
    }
    // Split a run into its unspaced characters, keeping spaced-script neighbours ("iphone手机") as words.
    let run = '';
    for (const character of word) {
      if (UNSPACED.test(character)) {
        if (run) words.push(run);
        run = '';
        words.push(character);
      } else run += character;
    }
    if (run) words.push(run);
  }
  return words;
}

const isUnspaced = (word: string) => word.length <= 2 && UNSPACED.test(word);

/**
 * What the index stores for a text: its distinct words, except that consecutive unspaced characters pair up
 * into bigrams (a lone one stays itself), since single Chinese characters are too common to filter on.
 * `spread` is how many index tokens one word edit can remove at most (2 where bigrams are used).
 */
export function indexTokensOf(words: readonly string[]): { tokens: string[]; spread: number } {
  const tokens = new Set<string>();
  let spread = 1;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!isUnspaced(word)) {
      tokens.add(word);
      continue;
    }
    const next = words[i + 1];
    const previous = words[i - 1];
    if (next !== undefined && isUnspaced(next)) {
      tokens.add(word + next);
      spread = 2;
    } else if (previous === undefined || !isUnspaced(previous)) tokens.add(word);
  }
  return { tokens: [...tokens], spread };
}

/** A token's id in the index: 32-bit FNV-1a of its UTF-16 units. Collisions only add candidates, never lose one. */
export function tokenId(token: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Units of at most this many words are indexed apart too: a query of one or two words looks its matches >= 75 (of
 * as many words) up by its words' near words (matcher.ts, nearWordsPlans), since a slightly changed word
 * ("file"/"files") is a lost word token, and a short query has no other words to fall back on.
 */
export const SHORT_UNIT_WORDS = 2;

/**
 * A word's character trigrams (by code point), padded so that its first and last letters have their own: "save"
 * gives ^sa, sav, ave, ve$ (one per letter; "a" gives ^a$). Each starts with \u0001, which no word holds, so that
 * a trigram ("sav") never shares an id with the word of the same letters.
 */
export function trigramsOf(word: string): string[] {
  const letters = ['^', ...word, '$'];
  const trigrams: string[] = [];
  for (let i = 0; i + 2 < letters.length; i++) trigrams.push(`\u0001${letters[i]}${letters[i + 1]}${letters[i + 2]}`);
  return trigrams;
}

/**
 * The trigram tokens of each word of a text of at most SHORT_UNIT_WORDS words, marked with the text's word count
 * and the word's position: what the TM's short-unit vocabulary (index-store.ts) indexes a word by, and what a short
 * unit keeps to rank the units of a short query's near words (matcher.ts, nearUnitsStatement). A match >= 75
 * of a one- or two-word query has as many words as the query, each replacing the query's word at the same position
 * (matcher.ts, nearWordsPlans), so the index condition itself leaves the words of other places out.
 */
export const shortTrigramsByWordOf = (words: readonly string[]): string[][] =>
  words.map((word, position) => trigramsOf(word).map((trigram) => `${words.length}${position}${trigram}`));

/**
 * A word token of a text of at most SHORT_UNIT_WORDS words, marked with its word count: a one-word query's
 * candidates all have one or two words (matcher.ts, planCandidates), and unmarked, a common word led the GIN
 * index to every unit holding it, sentences included, read from the table only for the word-count filter to drop
 * them. No word holds \u0002, so a marked token never shares an id with a word or a trigram (\u0001).
 */
export const shortWordTokenOf = (wordCount: number, token: string) => `${wordCount}\u0002${token}`;

/**
 * A word of a text of at most SHORT_UNIT_WORDS words, marked with the text's word count and its position: a short
 * query's near words (found in the vocabulary) lead to the units holding them in that place. A word, not an index
 * token: an unspaced script's bigram token would hide its characters. \u0003 keeps it apart from every other kind.
 */
export const shortPlacedWordTokenOf = (wordCount: number, position: number, word: string) =>
  `${wordCount}${position}\u0003${word}`;

/** A word of the short units' vocabulary: where it stands (word count, position) and its trigram token ids. */
export interface VocabularyWord {
  words: number;
  position: number;
  word: string;
  /** In UTF-16 code units, as the score prices a replaced word (score.ts). */
  length: number;
  trigrams: number[];
}

/**
 * Everything the index keeps about a text: its tokens' ids and word count; a short text's word tokens also marked
 * with its word count (shortWordTokenOf), its words marked with their place (shortPlacedWordTokenOf) and their
 * trigrams (which rank the units of a short query's near words, matcher.ts), and its words for the vocabulary
 * (empty for longer texts).
 */
export function indexEntryOf(text: string): { tokenIds: number[]; words: number; vocabulary: VocabularyWord[] } {
  const words = wordsOf(text);
  const tokens = indexTokensOf(words).tokens;
  if (words.length > SHORT_UNIT_WORDS)
    return { tokenIds: [...new Set(tokens.map(tokenId))], words: words.length, vocabulary: [] };
  const trigramsByWord = shortTrigramsByWordOf(words);
  tokens.push(
    ...tokens.map((token) => shortWordTokenOf(words.length, token)),
    ...words.map((word, position) => shortPlacedWordTokenOf(words.length, position, word)),
    ...trigramsByWord.flat(),
  );
  const vocabulary = trigramsByWord.map((trigrams, position) => ({
    words: words.length,
    position,
    word: words[position]!,
    length: words[position]!.length,
    trigrams: [...new Set(trigrams.map(tokenId))],
  }));
  return { tokenIds: [...new Set(tokens.map(tokenId))], words: words.length, vocabulary };
}
