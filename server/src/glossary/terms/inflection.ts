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
  /** Forms by the term word's ending (checked instead of `endings` where the term word ends so). */
  paradigms?: readonly { lemma: string; forms: readonly string[] }[];
  /** Term word endings of nouns that inflect for number alone ("recording": "recordings", not "recorded"). */
  numberOnly?: RegExp;
  /** A participle's form without its prefix, when `word` is one of the term's verb ("gespeichert" -> "speichert"). */
  participle?: (termWord: string, word: string) => string | undefined;
}

const ENGLISH: Endings = {
  // Plural and 3rd person -s/-es, past -ed/-d, -ing, and the "e" or "y" a stem loses before them
  // ("save"/"saving", "copy"/"copies"). Comparatives and derivations (-er, -ion, -ings) are left out.
  endings: new Set(['', 's', 'es', 'ed', 'd', 'ing', 'e', 'y', 'ies', 'ied']),
  doubling: new Set(['ing', 'ed']),
  // A noun made of a verb's -ing form ("recording", "warning", "setting") is no form of the verb.
  numberOnly: /ing$/,
};

/** Present and participle stems of common strong German verbs (umlauts folded). */
const STRONG_PARTICIPLES: readonly [string, string][] = [
  ['bind', 'bund'],
  ['find', 'fund'],
  ['schreib', 'schrieb'],
  ['schliess', 'schloss'],
  ['zieh', 'zog'],
  ['nehm', 'nomm'],
  ['beginn', 'begonn'],
  ['werf', 'worf'],
  ['sprech', 'sproch'],
  ['treff', 'troff'],
  ['schneid', 'schnitt'],
];

/** German letters compared as their base letter: umlaut plurals ("Plan"/"Pläne") and "ß"/"ss". */
export const foldUmlauts = (word: string) =>
  word.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');

const GERMAN: Endings = {
  normalise: foldUmlauts,
  // "gespeichert" for "speichern", "angemeldet" and "anzumelden" for "anmelden": "ge" or "zu" after the particle.
  participle: (termWord, word) => {
    // Only a verb (an infinitive) has a participle.
    if (!/(en|rn|ln)$/.test(termWord)) return undefined;
    const particle = GERMAN_PARTICLES.find((p) => termWord.startsWith(p) && word.startsWith(p)) ?? '';
    const rest = word.slice(particle.length);
    const inserted = ['ge', 'zu'].find((p) => rest.startsWith(p) && !termWord.slice(particle.length).startsWith(p));
    const form = particle + rest.slice(inserted?.length ?? 0);
    // A strong verb's participle changes its vowel: compared as the term with that vowel ("verbinden"/"verbunden").
    const ablaut = STRONG_PARTICIPLES.find(([present]) => termWord.includes(present));
    if (ablaut && form.includes(ablaut[1])) return form.replace(ablaut[1], ablaut[0]);
    return inserted === undefined ? undefined : form;
  },
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
    // "Konto"/"Konten".
    'o',
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
  endings: new Set(),
  // By the term's own ending, so a verb's forms are not a noun's ("imprimer"/"imprimés", not "imprimerie").
  paradigms: [
    {
      lemma: 'er',
      forms: [
        'er',
        'e',
        'es',
        'ons',
        'ez',
        'ent',
        'é',
        'ée',
        'és',
        'ées',
        'ant',
        'ait',
        'ais',
        'aient',
        'era',
        'erez',
        'eront',
      ],
    },
    { lemma: 'ir', forms: ['ir', 'i', 'ie', 'is', 'ies', 'it', 'issez', 'issons', 'issent', 'issant', 'issait'] },
    { lemma: 'al', forms: ['al', 'aux', 'ale', 'ales', 'als'] },
    // A feminine noun or adjective and its masculine ("mise"/"mis"), and their plurals.
    { lemma: 'e', forms: ['e', 'es', '', 's'] },
    { lemma: '', forms: ['', 's', 'x', 'e', 'es'] },
  ],
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
  if (rules.numberOnly?.test(a)) return b === `${a}s`;
  if (rules.paradigms) return inParadigm(rules.paradigms, a, b);
  if (endingsDiffer(rules, a, b)) return true;
  const participle = rules.participle?.(a, b);
  return participle !== undefined && endingsDiffer(rules, a, participle);
}

/**
 * Whether what is left of each word after a common beginning is an ending of the language. Endings may begin
 * alike ("connect-er"/"connect-ez" share the "e"), so every cut from the longest common beginning back is tried.
 */
function endingsDiffer(rules: Endings, a: string, b: string): boolean {
  for (let cut = commonLength(a, b); cut >= MIN_COMMON; cut--) {
    const isEnding = (tail: string) =>
      rules.endings.has(tail) ||
      (rules.doubling !== undefined && tail[0] === a[cut - 1] && rules.doubling.has(tail.slice(1)));
    if (isEnding(a.slice(cut)) && isEnding(b.slice(cut))) return true;
  }
  return false;
}

/** Whether `b` is a form of `a` by the first paradigm whose lemma ending `a` has. */
function inParadigm(paradigms: NonNullable<Endings['paradigms']>, a: string, b: string): boolean {
  return paradigms.some(({ lemma, forms }) => {
    if (!a.endsWith(lemma)) return false;
    const stem = a.slice(0, a.length - lemma.length);
    return stem.length >= MIN_COMMON && b.startsWith(stem) && forms.includes(b.slice(stem.length));
  });
}

/** German verb particles that a verb's forms separate from it ("anmelden": "Melden Sie sich an"). */
export const GERMAN_PARTICLES = [
  'wiederher',
  'herunter',
  'zurück',
  'wieder',
  'heraus',
  'herein',
  'hinaus',
  'fest',
  'frei',
  'hoch',
  'nach',
  'weg',
  'auf',
  'aus',
  'ein',
  'mit',
  'vor',
  'ab',
  'an',
  'um',
  'zu',
].map((particle) => particle.replace(/ü/g, 'u'));

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

/**
 * A German verb term's particle and the verb it leaves ("anmelden": "an", "melden"), for the forms that separate
 * them ("Melden Sie sich an"); undefined for other languages and words.
 */
export function separableVerb(language: string, termWord: string): { particle: string; verb: string } | undefined {
  if (primaryOf(language) !== 'de') return undefined;
  const folded = foldUmlauts(termWord);
  const particle = GERMAN_PARTICLES.find((p) => folded.startsWith(p) && folded.length - p.length >= MIN_VERB);
  return particle === undefined ? undefined : { particle, verb: folded.slice(particle.length) };
}
/** The verb left by a particle must be a verb, not a syllable ("anmelden", not "Antenne"). */
const MIN_VERB = 4;

/** Whether a language writes its compounds as one word ("Heizzeitplan"). */
export const compounds = (language: string) => COMPOUNDING.has(primaryOf(language));

/** A term word found inside a compound must be this long: shorter ones hide in unrelated words ("Rat" in "Gerät"). */
const MIN_HEAD = 4;
/** A term word at the start or in the middle of a compound ("Raum" in "Raumtemperatur"). */
const MIN_MODIFIER = 4;
/** What a compound has besides the term: at least a short word. */
const MIN_REST = 3;
/** After a term at its start or middle, a compound goes on with a word, not with a derivational suffix. */
const MIN_FOLLOWING = 4;
const DERIVATION = /^(ung|lich|keit|heit|isch|schaft|erei)/;

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
  // As a compound's first part a plural term loses its ending ("Einstellungen": "Einstellungsmenü").
  const cores = [term, ...['en', 'e'].filter((e) => term.endsWith(e)).map((e) => term.slice(0, -e.length))];
  return cores.some((core) => {
    const inside = text.indexOf(core);
    if (core.length < MIN_MODIFIER || inside < 0 || (inside > 0 && inside < MIN_REST)) return false;
    const following = text.slice(inside + core.length);
    return following.length >= MIN_FOLLOWING && !DERIVATION.test(following);
  });
}
