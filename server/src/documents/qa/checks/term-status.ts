import { escapeRegExp, inlineText } from '@tessera/shared/contract';
import { phrase, translationCheck, type QaCheck, type TermPair } from '../types.ts';

const normalized = (text: string) => text.normalize('NFC').toLocaleLowerCase().replace(/\s+/gu, ' ').trim();

/**
 * Whether the target holds the term as a whole word or words, case and spacing aside: "Ordner" is not found in
 * "Unterordner" (an error there would be wrong more often than an inflected form goes unseen).
 */
function holds(target: string, term: string): boolean {
  const wanted = normalized(term);
  if (wanted === '') return false;
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${escapeRegExp(wanted)}(?![\\p{L}\\p{N}\\p{M}])`, 'u').test(target);
}

/** The targets of the term hits of one standing found in the segment's target, listed once each. */
function foundTargets(target: string, termHits: readonly TermPair[], status: TermPair['status']): TermPair[] {
  const text = normalized(inlineText(target));
  const seen = new Set<string>();
  return termHits.filter((hit) => {
    const key = normalized(hit.target);
    if (hit.status !== status || seen.has(key) || !holds(text, hit.target)) return false;
    seen.add(key);
    return true;
  });
}

/** Each found term as the glossary pairs it: "source → target". */
const listed = (hits: readonly TermPair[]) => hits.map((hit) => `${hit.source} → ${hit.target}`);

/** A check for target terms a glossary gives a standing against: found in the target, they are listed. */
function termStandingCheck(
  status: 'forbidden' | 'deprecated',
  severity: 'error' | 'warning',
  key: 'qaForbiddenTerms' | 'qaDeprecatedTerms',
): QaCheck {
  return translationCheck({
    id: `${status}-term`,
    severity,
    test({ target, termHits }) {
      const found = foundTargets(target, termHits, status);
      return found.length === 0 ? null : [phrase(key, { count: found.length, terms: listed(found) })];
    },
  });
}

/** A glossary says this target term must not be used for a term found in the source. */
export const forbiddenTerm = termStandingCheck('forbidden', 'error', 'qaForbiddenTerms');

/** A glossary says this target term should no longer be used for a term found in the source. */
export const deprecatedTerm = termStandingCheck('deprecated', 'warning', 'qaDeprecatedTerms');
