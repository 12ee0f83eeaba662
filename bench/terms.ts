/**
 * Term matching as a linguist judges it: precision and recall of term hits and of the terminology check on
 * annotated sentences (bench/fixtures/terms-en-de.json, terms-en-fr.json: 274 English sentences each, with their
 * German or French translation and a glossary of 73 terms). Each sentence lists the glossary terms a linguist finds
 * in its source (`hits`) and those whose glossary target its translation does not use (`unused`).
 *
 * Term hits: the terms the matcher finds in a source (the index's candidates, then the exact check, as a lookup
 * does) against `hits`. The check: for each annotated hit, whether the terminology check finds its target term
 * in the translation; a warning where the annotation says `unused` is right, anywhere else wrong. Precision and
 * recall of the warnings are printed (a missed warning is a wrong target taken for the term).
 *
 * "before" is the matcher of commit 67c161b (read with `git show`, so the figures compare like with like): Snowball
 * stems alone, and a target check that looked for the target term as a substring, case and spacing aside.
 *
 *   node bench/terms.ts             # both pairs, new and before
 *   node bench/terms.ts --verbose   # and every disagreement with the annotation
 *
 * Last line: `terms: hits P <p> R <r>, check P <p> R <r> (new); hits P <p> R <r>, check P <p> R <r> (before)`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TermMatch } from '@tessera/shared/contract';
import {
  defaultTermMatch,
  indexKeysOf,
  occurrences,
  segmentKeysOf,
  stemmerFor,
  targetHolds,
  termOf,
  wordsOf,
} from '../server/src/glossary/terms/match.ts';

const here = dirname(fileURLToPath(import.meta.url));
const BEFORE_COMMIT = '67c161b';
const verbose = process.argv.includes('--verbose');

interface Fixture {
  source_lang: string;
  target_lang: string;
  glossary: { source: string; target: string; match_rule?: TermMatch }[];
  sentences: { source: string; target: string; hits: string[]; unused: string[] }[];
}

/** What a matcher answers: the glossary terms found in a source, and whether a target holds a target term. */
interface Matcher {
  hits(source: string): Set<string>;
  uses(target: string, term: Fixture['glossary'][number]): boolean;
}

function currentMatcher(fixture: Fixture): Matcher {
  const language = fixture.source_lang;
  const stem = stemmerFor(language);
  const terms = fixture.glossary.map((entry) => {
    const rule = entry.match_rule ?? defaultTermMatch(language);
    return { entry, rule, term: termOf(entry.source, language, rule), index: indexKeysOf(entry.source, stem, rule)! };
  });
  return {
    hits(source) {
      const words = wordsOf(source, stem);
      const keys = new Set(segmentKeysOf(words, stem));
      const found = new Set<string>();
      for (const { entry, term, index } of terms) {
        const candidate = keys.has(index.key) && index.stems.every((s) => keys.has(s));
        const matched = occurrences(term, words).length > 0;
        if (matched && !candidate) throw new Error(`the index loses "${entry.source}" in "${source}"`);
        if (matched) found.add(entry.source);
      }
      return found;
    },
    uses: (target, entry) =>
      targetHolds(target, entry.target, fixture.target_lang, entry.match_rule ?? defaultTermMatch(fixture.target_lang)),
  };
}

/** The old matcher's module, read from git into bench/.out (git-ignored) where its imports resolve. */
async function beforeMatcher(fixture: Fixture): Promise<Matcher> {
  const file = join(here, '.out', 'terms-before', 'match.ts');
  mkdirSync(dirname(file), { recursive: true });
  const text = execFileSync('git', ['show', `${BEFORE_COMMIT}:server/src/glossary/terms/match.ts`], {
    cwd: here,
    encoding: 'utf8',
  });
  writeFileSync(file, text);
  const old = (await import(file)) as {
    stemmerFor(language: string): (word: string) => string;
    termOf(source: string, stem: (word: string) => string): unknown;
    wordsOf(text: string, stem: (word: string) => string): unknown[];
    occurrences(term: unknown, words: unknown[]): unknown[];
  };
  const stem = old.stemmerFor(fixture.source_lang);
  const terms = fixture.glossary.map((entry) => ({ entry, term: old.termOf(entry.source, stem) }));
  // The old terminology check, as it was: the target term as a substring of the target, case and spacing aside.
  const normalized = (text: string) => text.normalize('NFC').toLocaleLowerCase().replace(/\s+/gu, ' ').trim();
  return {
    hits(source) {
      const words = old.wordsOf(source, stem);
      return new Set(
        terms.filter(({ term }) => old.occurrences(term, words).length > 0).map(({ entry }) => entry.source),
      );
    },
    uses: (target, entry) => normalized(target).includes(normalized(entry.target)),
  };
}

interface Tally {
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
}
const tally = (): Tally => ({ truePositive: 0, falsePositive: 0, falseNegative: 0 });
const precision = (t: Tally) => t.truePositive / Math.max(1, t.truePositive + t.falsePositive);
const recall = (t: Tally) => t.truePositive / Math.max(1, t.truePositive + t.falseNegative);

function count(t: Tally, predicted: boolean, expected: boolean): void {
  if (predicted && expected) t.truePositive++;
  else if (predicted) t.falsePositive++;
  else if (expected) t.falseNegative++;
}

function measure(fixture: Fixture, matcher: Matcher, label: string): { hits: Tally; check: Tally } {
  const hits = tally();
  const check = tally();
  const byTerm = new Map(fixture.glossary.map((entry) => [entry.source, entry]));
  for (const sentence of fixture.sentences) {
    const found = matcher.hits(sentence.source);
    const expected = new Set(sentence.hits);
    for (const term of new Set([...found, ...expected])) {
      count(hits, found.has(term), expected.has(term));
      if (verbose && found.has(term) !== expected.has(term))
        console.log(`  ${label} hit ${found.has(term) ? 'extra' : 'missed'}: "${term}" in "${sentence.source}"`);
    }
    for (const term of sentence.hits) {
      const warned = !matcher.uses(sentence.target, byTerm.get(term)!);
      const wanted = sentence.unused.includes(term);
      count(check, warned, wanted);
      if (verbose && warned !== wanted)
        console.log(
          `  ${label} check ${warned ? 'false warning' : 'missed warning'}: "${byTerm.get(term)!.target}" in "${sentence.target}"`,
        );
    }
  }
  return { hits, check };
}

const figures = (t: Tally) => `P ${precision(t).toFixed(3)} R ${recall(t).toFixed(3)}`;
const sum = (a: Tally, b: Tally): Tally => ({
  truePositive: a.truePositive + b.truePositive,
  falsePositive: a.falsePositive + b.falsePositive,
  falseNegative: a.falseNegative + b.falseNegative,
});

const totals = { new: { hits: tally(), check: tally() }, before: { hits: tally(), check: tally() } };
console.log(
  '| pair | matcher | sentences | hits expected | hit precision | hit recall | warnings expected | check precision | check recall |',
);
console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|');
for (const name of ['terms-en-de.json', 'terms-en-fr.json']) {
  const fixture = JSON.parse(readFileSync(join(here, 'fixtures', name), 'utf8')) as Fixture;
  const pair = `${fixture.source_lang}→${fixture.target_lang}`;
  const expectedHits = fixture.sentences.reduce((n, s) => n + s.hits.length, 0);
  const expectedWarnings = fixture.sentences.reduce((n, s) => n + s.unused.length, 0);
  for (const [label, matcher] of [
    ['new', currentMatcher(fixture)],
    ['before', await beforeMatcher(fixture)],
  ] as const) {
    const result = measure(fixture, matcher, `${pair} ${label}`);
    totals[label].hits = sum(totals[label].hits, result.hits);
    totals[label].check = sum(totals[label].check, result.check);
    const cells = [
      pair,
      label,
      fixture.sentences.length,
      expectedHits,
      precision(result.hits).toFixed(3),
      recall(result.hits).toFixed(3),
      expectedWarnings,
      precision(result.check).toFixed(3),
      recall(result.check).toFixed(3),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
console.log(
  `terms: hits ${figures(totals.new.hits)}, check ${figures(totals.new.check)} (new); ` +
    `hits ${figures(totals.before.hits)}, check ${figures(totals.before.check)} (before)`,
);
