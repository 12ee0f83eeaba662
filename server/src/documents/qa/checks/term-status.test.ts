import { describe, expect, it } from 'vitest';
import { inlineToken } from '@tessera/shared/contract';
import { plainSegment, type TermPair } from '../types.ts';
import { deprecatedTerm, forbiddenTerm } from './term-status.ts';
import { terminology } from './terminology.ts';
import { englishAnswer } from '../english.ts';

const hits: TermPair[] = [
  { source: 'folder', target: 'Ordner', status: 'preferred' },
  { source: 'folder', target: 'Verzeichnis', status: 'forbidden' },
  { source: 'folder', target: 'Mappe', status: 'deprecated' },
];
const segment = (target: string) => plainSegment('Open the folder', target, { termHits: hits });

describe('forbidden and deprecated term checks', () => {
  it('reports a forbidden target term in the target as an error, case and spacing aside', () => {
    expect(forbiddenTerm.severity).toBe('error');
    expect(englishAnswer(forbiddenTerm.test(segment('Das VERZEICHNIS öffnen')))).toBe(
      'Forbidden term in the target: “folder → Verzeichnis”',
    );
    expect(englishAnswer(deprecatedTerm.test(segment('Das VERZEICHNIS öffnen')))).toBeNull();
  });

  it('warns of a deprecated target term, found across inline codes', () => {
    expect(deprecatedTerm.severity).toBe('warning');
    expect(englishAnswer(deprecatedTerm.test(segment(`Die ${inlineToken(1)}Mappe${inlineToken(2)} öffnen`)))).toBe(
      'Deprecated term in the target: “folder → Mappe”',
    );
  });

  it('looks for whole words only, and passes a target with the preferred term', () => {
    expect(englishAnswer(forbiddenTerm.test(segment('Das Unterverzeichnis öffnen')))).toBeNull();
    expect(englishAnswer(forbiddenTerm.test(segment('Den Ordner öffnen')))).toBeNull();
    expect(englishAnswer(deprecatedTerm.test(segment('Den Ordner öffnen')))).toBeNull();
  });

  it('asks the terminology check for a term to use, never a forbidden or deprecated one', () => {
    expect(englishAnswer(terminology.test(segment('Das Verzeichnis öffnen')))).toBe(
      'Glossary term not used in the target: “folder → Ordner”',
    );
    expect(
      englishAnswer(terminology.test(plainSegment('Open the folder', 'Öffnen', { termHits: hits.slice(1) }))),
    ).toBeNull();
  });
});
