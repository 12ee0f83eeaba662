/**
 * Spelling figures: generates a German document of N segments (default 10,000; 6-20 words each from inflected
 * words, compounds, placeholders, inline-code tokens, numbers and URLs, one word in 50 misspelled by a swap of two
 * letters, so most misspellings are new words) and checks it as the server does (server/src/spelling/check.ts, the
 * dictionary in its worker thread), without a database: the time to load the dictionary, the whole document in
 * batches of 1,000 targets as an import checks it (words without suggestions), then a sample of segments one at a
 * time as saves check them (a fresh worker: nothing the document run looked up is cached), and the suggestions
 * for each word those found, one word at a time as the editor's word menu asks. The longest stall of this
 * process's event loop meanwhile shows what a request waiting for its turn would feel.
 *
 * Then saves through a real server (PGlite, spell-save.ts): in French and German, `--saves` segments (default 30)
 * each of 20 words the dictionary knows, of those plus 20 words it does not know, and plus 50, saved one at a time
 * in turn, each with words never saved before (Hunspell's suggestions, when a save looked for them, were cached).
 * The unknown words are English inflected words in French (shipping, pirated, overclicked) and near misses in German
 * (compounds with two letters swapped). `--saves 0` leaves them out.
 *
 *   node bench/spelling.ts
 *   node bench/spelling.ts --segments 1000 --lang fr --sample 500 --saves 10
 *
 * Last lines: `spelling: <N> segments (<lang>), load <l> ms, document <d> ms, per segment p50 <a> ms, p95 <b> ms,
 * max loop stall <s> ms`, and per language `spelling saves (<lang>): p95 known <k> ms, 20 unknown <u> ms (<×k>), 50
 * unknown <v> ms (<×k>)`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { prng } from '../server/src/test/prng.ts';
import { checkSpelling, withSuggestions } from '../server/src/spelling/check.ts';
import { spellerFor } from '../server/src/spelling/spellers.ts';
import { loadAverage, option, percentile } from './measure.ts';
import { timeSpellingSaves } from './spell-save.ts';

const SEGMENTS = Number(option('segments', '10000'));
const SAMPLE = Math.min(SEGMENTS, Number(option('sample', '1000')));
const LANG = option('lang', 'de');
const SAVES = Number(option('saves', '30'));
const BATCH = 1000;

const WORDS: Record<string, string> = {
  de: 'die der das und oder nicht Datei Dateien Konfiguration Konfigurationen Einstellungen speichern gespeichert öffnen Benutzer Benutzerkonto Projektordner Heizzeitpläne wurde werden kann können Fenster schließen Änderungen Übersetzung Übersetzungen Dokument Dokumente neue neuen alle bitte Fehler Verbindung Server Passwort geändert zurücksetzen Ordner auswählen Bericht Berichte erstellen Seite Seiten Vorlage Vorlagen',
  en: 'the and or not file files configuration configurations settings save saved open user account folder schedules was were can could window close changes translation translations document documents new all please error connection server password changed reset select report reports create page pages template templates',
  fr: 'le la les et ou ne pas fichier fichiers configuration paramètres enregistrer enregistré ouvrir utilisateur compte dossier était peut fenêtre fermer modifications traduction traductions document documents nouveau nouvelle tous erreur connexion serveur mot passe modifié réinitialiser sélectionner rapport rapports créer page pages modèle modèles',
};

const random = prng(7);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const vocabulary = (WORDS[LANG] ?? WORDS.de!).split(' ');

/** A word with two neighbouring letters swapped (Konfiguraiton): a misspelling, mostly one never seen before. */
function misspelt(word: string): string {
  if (word.length < 4) return `${word}x`;
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

function segment(): string {
  const parts: string[] = [];
  const length = 6 + Math.floor(random() * 15);
  for (let i = 0; i < length; i++) {
    const roll = random();
    if (roll < 0.02) parts.push(misspelt(pick(vocabulary)));
    else if (roll < 0.04)
      parts.push(pick(['{0}', '%s', '\u00011\u0002', '42', '3,5', 'https://example.com/help', 'PDF']));
    else parts.push(pick(vocabulary));
  }
  return `${parts.join(' ')}.`;
}

const targets = Array.from({ length: SEGMENTS }, segment);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

let started = performance.now();
const speller = spellerFor(LANG);
if (speller === null) throw new Error(`no dictionary for ${LANG}`);
await speller.ready;
const load = performance.now() - started;

started = performance.now();
let found = 0;
for (let i = 0; i < targets.length; i += BATCH) {
  const result = await checkSpelling(LANG, targets.slice(i, i + BATCH));
  found += result.misspelled.reduce((sum, words) => sum + words.length, 0);
}
const documentMs = performance.now() - started;
const documentStall = loop.max / 1e6;
await speller.terminate();

// The saves, on a new speller: nothing the document run suggested is cached.
const fresh = spellerFor(LANG)!;
await fresh.ready;
loop.reset();
const each: number[] = [];
const sampled: string[] = [];
for (const target of targets.slice(0, SAMPLE)) {
  const before = performance.now();
  const result = await checkSpelling(LANG, [target]);
  each.push(performance.now() - before);
  sampled.push(...result.misspelled[0]!.map((found) => found.word));
}
const segmentStall = loop.max / 1e6;
// A word menu's suggestions, as the editor asks for them: one word at a time, each asked once.
const menus: number[] = [];
for (const word of new Set(sampled)) {
  const before = performance.now();
  await withSuggestions(LANG, [{ word, start: 0, end: word.length, suggestions: [] }]);
  menus.push(performance.now() - before);
}
await fresh.terminate();

const ms = (value: number) => value.toFixed(1);
console.log(`load average ${loadAverage()}`);
console.log(`dictionary ${speller.dictionary}: loaded in ${ms(load)} ms (worker thread)`);
console.log(
  `document: ${SEGMENTS} segments, ${found} misspelled words found, ${ms(documentMs)} ms (${ms((documentMs / SEGMENTS) * 1000)} µs per segment), loop stall max ${ms(documentStall)} ms`,
);
console.log(
  `per segment (${SAMPLE}, one at a time): p50 ${ms(percentile(each, 50))} ms, p95 ${ms(percentile(each, 95))} ms, max ${ms(Math.max(...each))} ms, loop stall max ${ms(segmentStall)} ms`,
);
console.log(
  `a word's suggestions (${menus.length} words, one at a time, not in a save): p50 ${ms(percentile(menus, 50))} ms, p95 ${ms(percentile(menus, 95))} ms, max ${ms(Math.max(...menus))} ms`,
);
console.log(
  `spelling: ${SEGMENTS} segments (${LANG}), load ${ms(load)} ms, document ${ms(documentMs)} ms, per segment p50 ${ms(percentile(each, 50))} ms, p95 ${ms(percentile(each, 95))} ms, max loop stall ${ms(Math.max(documentStall, segmentStall))} ms`,
);

if (SAVES > 0) {
  for (const lang of ['fr', 'de'] as const) {
    const saves = await timeSpellingSaves(lang, SAVES);
    const p95 = (kind: keyof typeof saves) => percentile(saves[kind], 95);
    const times = (kind: 'unknown20' | 'unknown50') =>
      `${ms(p95(kind))} ms (${(p95(kind) / p95('known')).toFixed(1)}×)`;
    const medians = (Object.keys(saves) as (keyof typeof saves)[])
      .map((kind) => `${kind} ${ms(percentile(saves[kind], 50))}`)
      .join(', ');
    console.log(`load average ${loadAverage()}`);
    console.log(`saves (${lang}), p50 ms: ${medians}`);
    console.log(
      `spelling saves (${lang}): p95 known ${ms(p95('known'))} ms, 20 unknown ${times('unknown20')}, 50 unknown ${times('unknown50')}`,
    );
  }
}
