import { inlineText } from '@tessera/shared/contract';
import { translationCheck } from '../types.ts';

const normalized = (text: string) => text.normalize('NFC').toLocaleLowerCase().replace(/\s+/gu, ' ').trim();

/**
 * A glossary term found in the source whose target term is not in the target. A source term with several
 * glossary translations is satisfied by any one of them. The target is compared ignoring case and spacing;
 * an inflected form of the target term does not count (a stemmer for every target language is beyond this).
 * Only preferred and admitted targets are asked for.
 */
export const terminology = translationCheck({
  id: 'terminology',
  severity: 'warning',
  message: 'Glossary term not used',
  test({ target, termHits }) {
    if (termHits.length === 0) return null;
    const text = normalized(inlineText(target));
    const bySource = new Map<string, { term: string; targets: string[] }>();
    // Deprecated and forbidden targets are no way to translate a term: their own checks report them.
    for (const hit of termHits.filter((h) => h.status === 'preferred' || h.status === 'admitted')) {
      const key = normalized(hit.source);
      const entry = bySource.get(key) ?? { term: hit.source, targets: [] };
      if (normalized(hit.target) !== '') entry.targets.push(hit.target);
      bySource.set(key, entry);
    }
    const unused = [...bySource.values()].filter(
      (entry) => entry.targets.length > 0 && !entry.targets.some((candidate) => text.includes(normalized(candidate))),
    );
    if (unused.length === 0) return null;
    const list = unused
      .map((entry) => `"${entry.term}" → ${entry.targets.map((t) => `"${t}"`).join(' or ')}`)
      .join(', ');
    return `Glossary ${unused.length === 1 ? 'term' : 'terms'} not used in the target: ${list}`;
  },
});
