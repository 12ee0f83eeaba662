import { inlineText } from '@tessera/shared/contract';
import { targetHolds } from '../../../glossary/terms/match.ts';
import { phrase, translationCheck } from '../types.ts';

const normalized = (text: string) => text.normalize('NFC').toLocaleLowerCase().replace(/\s+/gu, ' ').trim();

/**
 * A glossary term found in the source whose target term is not in the target. A source term with several
 * glossary translations is satisfied by any one of them. The target term is found by the term's rule in the
 * target language: its inflections and, where the language writes compounds as one word, compounds that hold it
 * ("Heizzeitpläne" uses "Zeitplan"). Only preferred and admitted targets are asked for.
 */
export const terminology = translationCheck({
  id: 'terminology',
  severity: 'warning',
  test({ target, targetLang, termHits }) {
    if (termHits.length === 0) return null;
    const text = inlineText(target);
    const bySource = new Map<string, { term: string; targets: { text: string; used: boolean }[] }>();
    // Deprecated and forbidden targets are no way to translate a term: their own checks report them.
    for (const hit of termHits.filter((h) => h.status === 'preferred' || h.status === 'admitted')) {
      const key = normalized(hit.source);
      const entry = bySource.get(key) ?? { term: hit.source, targets: [] };
      if (normalized(hit.target) !== '')
        entry.targets.push({
          text: hit.target,
          used: targetHolds(text, hit.target, targetLang, hit.match_rule ?? 'stemmed'),
        });
      bySource.set(key, entry);
    }
    const unused = [...bySource.values()].filter(
      (entry) => entry.targets.length > 0 && !entry.targets.some((candidate) => candidate.used),
    );
    if (unused.length === 0) return null;
    const terms = unused.map((entry) => `${entry.term} → ${entry.targets.map((t) => t.text).join(' / ')}`);
    return [phrase('qaTermsNotUsed', { count: unused.length, terms })];
  },
});
