import { expect, it } from 'vitest';
import type { TranslationMemory } from '@tessera/shared/contract';
import { markupSignature } from '../matching/markup.ts';
import { similarity } from '../matching/score.ts';
import { multipart } from '../../test/multipart.ts';
import { prng } from '../../test/prng.ts';
import { describeWithPostgresToo, type TestContext } from '../../test/harness.ts';
import { bestMatches, type BestMatch } from './batch-match.ts';
import { batchQueryOf } from './segments.ts';
import { createProject, linkTms, uploadDocument, xliffOf } from '../../test/resources.ts';
import { tmxFile, tu } from '../../test/tmx.ts';

const random = prng(5);
/**
 * A few very common words and many rarer ones, picked with a skew, like text. The rare ones are random letters, so
 * a replaced word costs nearly a whole edit: the filters' bound counts each replaced word as a token lost, which
 * near-identical words ("colour", "color") would break for the editor's matcher too (tm/matching/README.md).
 */
const VOCABULARY = [
  ...'the a to of and file save open'.split(' '),
  ...Array.from({ length: 600 }, () =>
    Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join(''),
  ),
];
const pick = () => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2)]!;
const sentence = (length: number) => Array.from({ length }, pick);
/** Replaces, inserts or deletes `count` words. */
function edited(words: readonly string[], count: number): string[] {
  const result = [...words];
  for (let i = 0; i < count; i++) {
    const at = Math.floor(random() * result.length);
    const kind = random();
    if (kind < 0.6) result[at] = pick();
    else if (kind < 0.8) result.splice(at, 0, pick());
    else result.splice(at, 1);
  }
  return result;
}
const text = (words: readonly string[]) => `${words.join(' ')}.`;

/** Units of 3-60 words (the longest are looked up by single tokens), some near-duplicates and exact twins. */
const UNITS: string[][] = [];
for (let i = 0; i < 300; i++) {
  const length = i % 25 === 0 ? 46 + Math.floor(random() * 15) : 3 + Math.floor(random() * 20);
  UNITS.push(i > 0 && i % 4 === 0 ? edited(UNITS[i - 1]!, 1 + Math.floor(random() * 2)) : sentence(length));
}
UNITS.push(UNITS[10]!);
/** Segments: units with 0-5 words changed (case changed too, now and then) and unrelated sentences. */
const SEGMENTS = Array.from({ length: 160 }, (_, i) => {
  if (i % 5 === 4) return text(sentence(3 + Math.floor(random() * 20)));
  const segment = text(edited(UNITS[Math.floor(random() * UNITS.length)]!, i % 6));
  return i % 7 === 0 ? segment.toUpperCase() : segment;
});

const tmx = (units: readonly string[][]) => tmxFile(units.map((unit, i) => tu(text(unit), `Ziel ${i}`)).join(''));

async function indexedTm(t: TestContext): Promise<TranslationMemory> {
  const manager = await t.signIn('manager');
  const imported = await manager.inject({
    method: 'POST',
    url: '/api/translation_memory/import',
    ...multipart({ name: 'Generated' }, { name: 'tm.tmx', content: tmx(UNITS) }),
  });
  expect(imported.statusCode, imported.body).toBe(202);
  await t.app.jobs.idle();
  const project = await createProject(manager);
  await linkTms(t, manager, `/api/projects/${project.id}`, [{ id: imported.json().id, mode: 'read' }]);
  await uploadDocument(t, manager, xliffOf(['Builds the index.']), { projectId: project.id });
  await t.app.jobs.idle();
  return imported.json();
}

/** The best match >= minimum of each segment over every unit of the TM (ties: the newest unit, then the lowest id). */
async function exhaustive(t: TestContext, tmId: number, segments: readonly string[], minimum: number) {
  const units = await t.app.db
    .selectFrom('tm_units')
    .select(['id', 'source', 'updated_at'])
    .where('tm_id', '=', tmId)
    .execute();
  const signatures = units.map((unit) => markupSignature(unit.source));
  return segments.map((segment) => {
    const query = batchQueryOf({ source: segment, codes: [] });
    let best: { id: number; similarity: number; updated: number } | null = null;
    units.forEach((unit, index) => {
      const score = similarity(query, signatures[index]!);
      const updated = new Date(unit.updated_at).getTime();
      if (score < minimum) return;
      if (
        !best ||
        score > best.similarity ||
        (score === best.similarity && (updated > best.updated || (updated === best.updated && unit.id < best.id)))
      )
        best = { id: unit.id, similarity: score, updated };
    });
    const found = best as { id: number; similarity: number } | null;
    return found && { unit_id: found.id, similarity: found.similarity };
  });
}

const found = (match: BestMatch | null) => match && { unit_id: match.unit_id, similarity: match.similarity };

describeWithPostgresToo('batch matching', (t) => {
  it('finds each segment the best unit >= 75 that scoring every unit finds, with the same tie-break', async () => {
    const tm = await indexedTm(t);
    const queries = SEGMENTS.map((segment) => batchQueryOf({ source: segment, codes: [] }));
    const expected = await exhaustive(t, tm.id, SEGMENTS, 75);
    // The generated segments cover every band, long segments included.
    expect(
      new Set(expected.map((match) => (match ? Math.min(100, Math.floor(match.similarity / 5) * 5) : 0))).size,
    ).toBeGreaterThan(4);
    for (const minimum of [75, 85]) {
      const matches = await bestMatches(t.app.db, [{ id: tm.id, position: 0 }], queries, minimum);
      expect(matches.map(found)).toEqual(
        expected.map((match) => (match && match.similarity >= minimum ? match : null)),
      );
    }
  });

  it('finds matches of 50-74 for analysis without losing any >= 75', async () => {
    const tm = await indexedTm(t);
    const queries = SEGMENTS.map((segment) => batchQueryOf({ source: segment, codes: [] }));
    const matches = await bestMatches(t.app.db, [{ id: tm.id, position: 0 }], queries, 50);
    const expected = await exhaustive(t, tm.id, SEGMENTS, 75);
    matches.forEach((match, index) => {
      if (expected[index]) expect(found(match)).toEqual(expected[index]);
      else if (match) expect(match.similarity).toBeGreaterThanOrEqual(50);
    });
    expect(matches.some((match) => match && match.similarity < 75)).toBe(true);
  });
});
