/**
 * Term matching: which glossary terms occur in a segment's source and where. One tokeniser and one stemmer choice
 * serve the database index (keys written when a record is saved) and the exact check of a lookup, so the two
 * always agree on what a word is.
 */
import snowball from 'snowball-stemmers';
import type { TermMatch } from '@tessera/shared/contract';
import {
  compoundHolds,
  compounds,
  foldUmlauts,
  hasInflectionTable,
  inflectionOf,
  separableVerb,
  type Inflects,
} from './inflection.ts';

/**
 * A word: letters, digits and marks ("e-mail" is "e", "mail"; "l'homme" is "l", "homme"). An inline-code token
 * is matched too, only to be skipped: its digits are no word.
 */
const WORD_OR_CODE = /\u0001\d+\u0002|[\p{L}\p{N}\p{M}]+/gu;
/** Scripts written without spaces: each character is a word of its own. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** An inline-code token of a document segment (`\u0001n\u0002`): between two words it counts as nothing. */
const CODE_TOKEN = /\u0001\d+\u0002/g;
const INLINE_CODE_START = '\u0001';

/** BCP-47 primary language subtag -> the snowball-stemmers algorithm for it. Other languages match exact words. */
const ALGORITHMS: Record<string, string> = {
  ar: 'arabic',
  hy: 'armenian',
  eu: 'basque',
  ca: 'catalan',
  cs: 'czech',
  da: 'danish',
  nl: 'dutch',
  en: 'english',
  fi: 'finnish',
  fr: 'french',
  de: 'german',
  hu: 'hungarian',
  it: 'italian',
  ga: 'irish',
  no: 'norwegian',
  nb: 'norwegian',
  nn: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  es: 'spanish',
  sl: 'slovene',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
};

export type Stem = (lowerCaseWord: string) => string;
const stemmers = new Map<string, Stem>();
const identity: Stem = (word) => word;

/** The stemmer of a language code (`de-AT` -> German); words stay as they are for a language without one. */
export function stemmerFor(language: string): Stem {
  const primary = language.toLowerCase().split(/[-_]/)[0] ?? '';
  const cached = stemmers.get(primary);
  if (cached) return cached;
  const algorithm = ALGORITHMS[primary];
  let stem = identity;
  if (algorithm) {
    const stemmer = snowball.newStemmer(algorithm);
    const seen = new Map<string, string>();
    // Segments repeat their words; the stemmers are pure, so remembering recent answers saves most of the work.
    stem = (word) => {
      let result = seen.get(word);
      if (result === undefined) {
        if (seen.size > 50_000) seen.clear();
        result = stemmer.stem(word);
        seen.set(word, result);
      }
      return result;
    };
  }
  stemmers.set(primary, stem);
  return stem;
}

/** A new term's rule where none is given: by its inflections where the language has a stemmer, else as written. */
export function defaultTermMatch(language: string | undefined): TermMatch {
  const primary = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return primary in ALGORITHMS ? 'stemmed' : 'exact';
}

/** One word of a text: where it stands ([start, end) in UTF-16 units), its surface form and its key. */
export interface Word {
  start: number;
  end: number;
  surface: string;
  /** Lower-cased (NFKC) and stemmed: what the index stores and lookups compare. */
  key: string;
  /** Lower-cased (NFKC), not stemmed. */
  folded: string;
  /** What stands between the previous word and this one, inline codes left out and white space as one ' '. */
  gap: string;
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();
/** Inline codes count as nothing between words, except that a code alone between two words separates them like a space. */
function gapOf(text: string): string {
  const gap = text.replace(CODE_TOKEN, '').replace(/\s+/gu, ' ');
  return gap === '' && text !== '' ? ' ' : gap;
}

/** The words of a text, each with its stem; every character of an unspaced script is a word. */
export function wordsOf(text: string, stem: Stem): Word[] {
  const words: Word[] = [];
  let previousEnd = 0;
  const push = (start: number, surface: string) => {
    const end = start + surface.length;
    const folded = fold(surface);
    words.push({ start, end, surface, key: stem(folded), folded, gap: gapOf(text.slice(previousEnd, start)) });
    previousEnd = end;
  };
  for (const match of text.matchAll(WORD_OR_CODE)) {
    const word = match[0];
    if (word.startsWith(INLINE_CODE_START)) continue;
    if (!UNSPACED.test(word)) {
      push(match.index, word);
      continue;
    }
    let runStart = -1;
    let offset = match.index;
    for (const character of word) {
      if (UNSPACED.test(character)) {
        if (runStart >= 0) push(runStart, text.slice(runStart, offset));
        runStart = -1;
        push(offset, character);
      } else if (runStart < 0) runStart = offset;
      offset += character.length;
    }
    if (runStart >= 0) push(runStart, text.slice(runStart, offset));
  }
  return words;
}

/**
 * Whether a term's word is matched only in its own case: an acronym or code name (two or more letters, all
 * capitals: "API", "PIN", "MP3") or a word with a capital after a small letter ("iPhone", "macOS"). A capital
 * first letter alone ("Save", "Datei") does not count: sentences and German nouns begin with one.
 */
export function caseMatters(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return true;
  return /\p{Ll}\p{Lu}/u.test(word);
}

/** A term ready to be looked for: its words, what must hold for each, and how its words compare to a text's. */
export interface Term {
  words: Word[];
  /** Per word: compare the surface (case kept) instead of the stem. */
  exact: boolean[];
  rule: TermMatch;
  inflects: Inflects;
}

/**
 * A term to look for by its rule in `language` (the glossary's source language); a case-sensitive one matches
 * each word as written (or with a plural "s") whatever its rule.
 */
export function termOf(source: string, language: string, rule: TermMatch, caseSensitive = false): Term {
  const words = wordsOf(source, stemmerFor(language));
  return {
    words,
    exact: words.map((word) => caseSensitive || caseMatters(word.surface)),
    rule,
    inflects: inflectionOf(language),
  };
}

/** A prefix-rule term's word is found in a text word at most this many times its length (memoQ's "50% prefix"). */
const PREFIX_GROWTH = 2;

/** The term's words as they stand, not stemmed: what a prefix-rule term is indexed by. */
const unstemmed: Stem = (word) => word;

/**
 * What the index keeps of a term: the keys of its words, and the one a lookup finds it by (the longest: a rough
 * stand-in for the rarest, so a segment's common words bring few candidates). Exact and stemmed terms are kept by
 * their stems (one word has one stem), prefix terms by their words, which a text word begins with. Null for a
 * term without words.
 */
export function indexKeysOf(
  source: string,
  stem: Stem,
  rule: TermMatch = 'stemmed',
): { key: string; stems: string[] } | null {
  const words = wordsOf(source, rule === 'prefix' ? unstemmed : stem);
  if (words.length === 0) return null;
  const stems = [...new Set(words.map((word) => word.key))];
  // Single characters of Chinese or Japanese are too common to find a term by: two in a row are its key then.
  const key = [...stems, ...characterPairs(words)].reduce((longest, candidate) =>
    candidate.length > longest.length ? candidate : longest,
  );
  return { key, stems };
}

const isCharacter = (word: Word) =>
  word.surface.length <= 2 && [...word.surface].length === 1 && UNSPACED.test(word.surface);

/** Two characters of an unspaced script written next to each other, as keys ("文件" from "文", "件"). */
function characterPairs(words: readonly Word[]): string[] {
  const pairs: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const [first, second] = [words[i - 1]!, words[i]!];
    if (second.gap === '' && isCharacter(first) && isCharacter(second)) pairs.push(first.key + second.key);
  }
  return pairs;
}

/** Shortest stem that `sameWord` lets differ from another: shorter ones are too unspecific. */
const MIN_TOLERATED_STEM = 3;
/** By how many characters two stems of one word may differ in `sameWord` (Russian needs two). */
const STEM_TOLERANCE = 2;

/**
 * Whether two words are forms of one word: the same stem, or, since a stemmer sometimes cuts two forms of a word
 * differently (Russian "запись" -> "зап", "записей" -> "запис"), stems of which one begins the other and is at
 * most two characters longer, while both words begin with the longer ("file"/"profile" and "user"/"use" stay apart).
 */
export function sameWord(a: Word, b: Word): boolean {
  if (a.key === b.key) return true;
  const [shorter, longer] = a.key.length <= b.key.length ? [a.key, b.key] : [b.key, a.key];
  return (
    shorter.length >= MIN_TOLERATED_STEM &&
    longer.length - shorter.length <= STEM_TOLERANCE &&
    longer.startsWith(shorter) &&
    a.folded.startsWith(longer) &&
    b.folded.startsWith(longer)
  );
}

/**
 * The keys a segment's words can be found under: what a term's stems must be among for `sameWord` to hold,
 * that is each word's stem, its stem less one or two characters (not below MIN_TOLERATED_STEM) and the word's
 * prefixes one or two characters longer than its stem; and each pair of unspaced-script characters in a row. An acronym with a plural "s" ("PINs") adds the acronym itself, for languages whose
 * stemmer does not take the "s" off (or that have none).
 */
export function segmentKeysOf(words: readonly Word[], stem: Stem): string[] {
  const keys = new Set<string>();
  for (const word of words) {
    keys.add(word.key);
    if (word.folded.startsWith(word.key)) {
      const shortest = Math.max(MIN_TOLERATED_STEM, word.key.length - STEM_TOLERANCE);
      for (let length = shortest; length < word.key.length; length++) keys.add(word.key.slice(0, length));
      const longest = Math.min(word.folded.length, word.key.length + STEM_TOLERANCE);
      for (let length = word.key.length + 1; length <= longest; length++) keys.add(word.folded.slice(0, length));
    }
    // A prefix-rule term's word is a beginning of the text word at least half its length.
    const letters = [...word.folded];
    for (let length = Math.ceil(letters.length / PREFIX_GROWTH); length <= letters.length; length++)
      keys.add(letters.slice(0, length).join(''));
    const acronym = /^(\p{Lu}{2,})s$/u.exec(word.surface);
    if (acronym) keys.add(stem(fold(acronym[1]!)));
  }
  for (const pair of characterPairs(words)) keys.add(pair);
  return [...keys];
}

const sameSurface = (termWord: string, segmentWord: string) =>
  segmentWord.normalize('NFKC') === termWord.normalize('NFKC') ||
  segmentWord.normalize('NFKC') === `${termWord.normalize('NFKC')}s`;

/**
 * Every occurrence of the term among the segment's words, as [start, end) in the segment's text. Words match by
 * stem (or by surface where case matters); between two words the segment must have what the term has there
 * (white space of any kind and inline codes count as one space; "e-mail" needs its hyphen). Occurrences do not
 * overlap each other.
 */
export function occurrences(term: Term, segment: readonly Word[]): [number, number][] {
  const found: [number, number][] = [];
  const n = term.words.length;
  if (n === 0) return found;
  for (let i = 0; i + n <= segment.length; i++) {
    let matched = true;
    for (let j = 0; j < n && matched; j++) {
      const termWord = term.words[j]!;
      const word = segment[i + j]!;
      if (j > 0 && normalGap(word.gap) !== normalGap(termWord.gap)) matched = false;
      else if (term.exact[j]) matched = sameSurface(termWord.surface, word.surface);
      else matched = wordMatches(term, termWord, word);
    }
    if (matched) {
      found.push([segment[i]!.start, segment[i + n - 1]!.end]);
      i += n - 1;
    }
  }
  return found;
}

/** Whether a text word is the term word by the term's rule (case aside). */
function wordMatches(term: Term, termWord: Word, word: Word): boolean {
  switch (term.rule) {
    case 'exact':
      return word.folded === termWord.folded;
    case 'prefix':
      return prefixMatches(termWord.folded, word.folded);
    case 'stemmed':
      return (
        word.folded === termWord.folded || (sameWord(word, termWord) && term.inflects(termWord.folded, word.folded))
      );
  }
}

/**
 * memoQ's "50% prefix": the text word begins with the term word and is at most twice as long ("cat" finds "cats"
 * but not "catnapping", "set" not "settings").
 */
export function prefixMatches(termWord: string, word: string): boolean {
  return word.startsWith(termWord) && [...word].length <= PREFIX_GROWTH * [...termWord].length;
}

/** Typographic variants of the same joiner compare equal: ’ and ', the dashes and the hyphen. */
const normalGap = (gap: string) => gap.replace(/[\u2019\u02bc]/g, "'").replace(/[\u2010\u2011\u2012\u2013]/g, '-');

const noStem: Stem = (word) => word;

/**
 * What makes two terms the same term for an import that skips or updates the records a glossary holds: their words
 * as the matcher compares them (NFKC, lower case except where case matters, white space as one space, typographic
 * apostrophes and dashes as plain ones, punctuation around the words left out), without stemming, so "file" and
 * "files" stay two records. A term without words compares by its trimmed text.
 */
export function termIdentity(text: string): string {
  const words = wordsOf(text, noStem);
  if (words.length === 0) return text.normalize('NFKC').trim();
  return words
    .map((word, i) => (i === 0 ? '' : normalGap(word.gap)) + (caseMatters(word.surface) ? word.surface : word.folded))
    .join('');
}

/** A glossary record's source and target by `termIdentity`: equal for two records of the same term. */
export const recordIdentity = (record: { source: string; target: string }) =>
  `${termIdentity(record.source)}\u0000${termIdentity(record.target)}`;

/**
 * Whether a target text holds a glossary's target term by the term's rule in the target language: `exact` as
 * written (case and spacing aside), `prefix` as the beginnings of words at most twice as long, `stemmed` as any
 * inflection ("Zeitpläne" for "Zeitplan", "paramètres" for "paramètre", "l'imprimante" for "imprimante"). Where
 * the language writes compounds as one word, prefix and stemmed terms are also found as a compound's head or part
 * ("Heizzeitpläne", "Zeitplaneinstellungen" for "Zeitplan").
 */
export function targetHolds(text: string, term: string, language: string, rule: TermMatch): boolean {
  const stem = stemmerFor(language);
  const termWords = withoutReflexive(language, wordsOf(term, stem));
  const words = wordsOf(text, stem);
  const n = termWords.length;
  if (n === 0) return false;
  if (rule === 'stemmed' && n === 1 && separatedVerbHolds(language, termWords[0]!.folded, words)) return true;
  const inflects = inflectionOf(language);
  const compoundWords = rule !== 'exact' && compounds(language);
  const sameTargetWord = (termWord: Word, word: Word) => {
    if (word.folded === termWord.folded) return true;
    if (rule === 'exact') return false;
    if (compoundWords && isNounIn(language, termWord) && compoundHolds(language, termWord.folded, word.folded))
      return true;
    if (rule === 'prefix') return prefixMatches(termWord.folded, word.folded);
    return hasInflectionTable(language) ? inflects(termWord.folded, word.folded) : sameWord(word, termWord);
  };
  for (let i = 0; i + n <= words.length; i++) {
    let matched = true;
    for (let j = 0; j < n && matched; j++) {
      const [termWord, word] = [termWords[j]!, words[i + j]!];
      matched = (j === 0 || normalGap(word.gap) === normalGap(termWord.gap)) && sameTargetWord(termWord, word);
    }
    if (matched) return true;
  }
  return false;
}

/** German writes nouns, and only nouns, with a capital: a verb is no part of a compound ("drucken", "Druckerei"). */
const isNounIn = (language: string, word: Word) =>
  !language.toLowerCase().startsWith('de') || word.surface[0] !== word.surface[0]!.toLowerCase();

/** A French reflexive verb's pronoun ("se connecter") stands elsewhere in its forms ("Connectez-vous"). */
function withoutReflexive(language: string, words: Word[]): Word[] {
  const reflexive = words.length > 1 && (words[0]!.folded === 'se' || words[0]!.folded === 's');
  return reflexive && language.toLowerCase().startsWith('fr') ? words.slice(1) : words;
}

/** A German verb with its particle split off: the verb inflected, the particle after it ("Legen Sie ... fest"). */
function separatedVerbHolds(language: string, termWord: string, words: readonly Word[]): boolean {
  const separable = separableVerb(language, termWord);
  if (!separable) return false;
  const inflects = inflectionOf(language);
  const particleAt = (j: number) =>
    foldUmlauts(words[j]!.folded) === separable.particle ||
    foldUmlauts(words[j]!.folded + (words[j + 1]?.folded ?? '')) === separable.particle;
  return words.some(
    (word, i) =>
      inflects(separable.verb, word.folded) && words.slice(i + 1).some((_later, offset) => particleAt(i + 1 + offset)),
  );
}
