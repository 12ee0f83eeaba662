/**
 * Inflection: whether two forms of a word differ by grammatical endings alone ("file"/"files", "Zeitplan"/
 * "Zeitpläne", "paramètre"/"paramètres") rather than by derivation ("set"/"settings", "connect"/"connection",
 * "Verbindung"/"verbindlich"), which a Snowball stemmer also folds together. Two words are inflections of one
 * another when, after their longest common beginning, what is left of each is one of the language's endings.
 */

/** Whether `word` is an inflected form of `termWord` (both lower-cased). */
export type Inflects = (termWord: string, word: string) => boolean;

interface Endings {
  /** Letters compared as equal (German umlaut plurals: "Plan"/"Pläne"). */
  normalise?: (word: string) => string;
  endings: ReadonlySet<string>;
  /** Endings that double the last consonant of the stem ("set"/"setting", "stop"/"stopped"). */
  doubling?: ReadonlySet<string>;
}

const ENGLISH: Endings = {
  // Plural and 3rd person -s/-es, past -ed/-d, -ing, and the "e" or "y" a stem loses before them
  // ("save"/"saving", "copy"/"copies"). Comparatives and derivations (-er, -ion, -ings) are left out.
  endings: new Set(['', 's', 'es', 'ed', 'd', 'ing', 'e', 'y', 'ies', 'ied']),
  doubling: new Set(['ing', 'ed']),
};

const GERMAN: Endings = {
  normalise: (word) => word.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss'),
  // Noun plurals and cases, adjective endings, the verb's present and past endings.
  endings: new Set([
    '',
    'e',
    'en',
    'n',
    'er',
    'ern',
    'es',
    's',
    'em',
    'ens',
    'ns',
    'nen',
    't',
    'st',
    'te',
    'ten',
    'tet',
    'test',
    'et',
    'est',
  ]),
};

const FRENCH: Endings = {
  // Noun and adjective gender and number (-e, -s, -x, -al/-aux), the -er and -ir verbs' common forms.
  endings: new Set([
    '',
    's',
    'x',
    'e',
    'es',
    'al',
    'aux',
    // "journal"/"journaux" share "journa": what differs is "l" and "ux".
    'l',
    'ux',
    'er',
    'é',
    'ée',
    'és',
    'ées',
    'ez',
    'ons',
    'ent',
    'ant',
    'ait',
    'ais',
    'aient',
    'era',
    'erez',
    'eront',
    'ir',
    'i',
    'ie',
    'is',
    'ies',
    'issez',
    'issons',
    'issent',
  ]),
};

const BY_LANGUAGE: Record<string, Endings> = { en: ENGLISH, de: GERMAN, fr: FRENCH };

/** A word must keep this much of itself in common with its inflection: shorter beginnings say too little. */
const MIN_COMMON = 3;

/** Languages whose compounds are written as one word: a term may be the head or a part of one. */
const COMPOUNDING = new Set(['de', 'nl', 'sv', 'da', 'no', 'nb', 'nn', 'fi', 'is']);

const primaryOf = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? '';

function commonLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

function inflectsBy(rules: Endings, termWord: string, word: string): boolean {
  const [a, b] = rules.normalise ? [rules.normalise(termWord), rules.normalise(word)] : [termWord, word];
  if (a === b) return true;
  const common = commonLength(a, b);
  if (common < MIN_COMMON) return false;
  const isEnding = (tail: string) =>
    rules.endings.has(tail) ||
    (rules.doubling !== undefined && tail[0] === a[common - 1] && rules.doubling.has(tail.slice(1)));
  return isEnding(a.slice(common)) && isEnding(b.slice(common));
}

const anyForm: Inflects = () => true;
const inflections = new Map<string, Inflects>();

/**
 * The inflection test of a language; for a language without a table of endings any two words of one stem count
 * (the stemmer's judgement alone).
 */
export function inflectionOf(language: string): Inflects {
  const primary = primaryOf(language);
  let inflects = inflections.get(primary);
  if (!inflects) {
    const rules = BY_LANGUAGE[primary];
    inflects = rules ? (termWord, word) => inflectsBy(rules, termWord, word) : anyForm;
    inflections.set(primary, inflects);
  }
  return inflects;
}

/** Whether the language has endings to compare by: without, a word is only itself (or its stem's judgement). */
export const hasInflectionTable = (language: string) => primaryOf(language) in BY_LANGUAGE;

/** Whether a language writes its compounds as one word ("Heizzeitplan"). */
export const compounds = (language: string) => COMPOUNDING.has(primaryOf(language));

/** A term word found inside a compound must be this long: shorter ones hide in unrelated words ("Rat" in "Gerät"). */
const MIN_HEAD = 4;
/** A term word at the start or in the middle of a compound, longer still: "Bild" is no part of "Bildschirm". */
const MIN_MODIFIER = 5;
/** What a compound has besides the term: at least a short word. */
const MIN_REST = 3;
/** After a term at its start or middle, a compound goes on with a word, not with a derivational suffix. */
const MIN_FOLLOWING = 4;
const DERIVATION = /^(ung|lich|keit|heit|isch|schaft)/;

/**
 * Whether a one-word compound holds the term word: as its head, inflected ("Heizzeitpläne" for "Zeitplan"), or at
 * its start or in its middle, as written ("Zeitplaneinstellungen"). Both lower-cased.
 */
export function compoundHolds(language: string, termWord: string, word: string): boolean {
  const rules = BY_LANGUAGE[primaryOf(language)];
  const [term, text] = rules?.normalise ? [rules.normalise(termWord), rules.normalise(word)] : [termWord, word];
  if (term.length < MIN_HEAD || text.length < term.length + MIN_REST) return false;
  const inflects = inflectionOf(language);
  for (let at = MIN_REST; at + term.length - 1 <= text.length; at++) {
    const head = text.slice(at);
    if (head.startsWith(term.slice(0, MIN_HEAD)) && inflects(term, head)) return true;
  }
  if (term.length < MIN_MODIFIER) return false;
  const inside = text.indexOf(term);
  if (inside < 0 || (inside > 0 && inside < MIN_REST)) return false;
  const following = text.slice(inside + term.length);
  return following.length >= MIN_FOLLOWING && !DERIVATION.test(following);
}
