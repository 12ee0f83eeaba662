import type { FastifyInstance } from 'fastify';
import { refreshRepetitions } from '../qa/repository.ts';
import { qaForSave } from '../qa/save.ts';
import { glossaryTermHits } from '../qa/term-hits.ts';
import { updateRecord } from '../repository.ts';
import { isEmptyTarget } from '../status.ts';
import type { SaveDocument } from '../save-read.ts';
import type { DocumentRecordRow } from '../tables.ts';
import { repetitionsToFill } from './repository.ts';
import { holderOf } from '../live/presence.ts';

/**
 * Gives a saved segment's target to its repetitions not approved yet, each saved as the editor's save would be
 * (state, QA, counts) and recorded in its history as a 'repetition' by `user`. A repetition changed by someone
 * else meanwhile, or open in another translator's editor, keeps its target. Answers the ids of the segments filled.
 */
export async function fillRepetitions(
  app: FastifyInstance,
  document: SaveDocument,
  saved: DocumentRecordRow,
  user: { id: number },
): Promise<number[]> {
  if (isEmptyTarget(saved.target, saved.source)) return [];
  const filled: number[] = [];
  for (const repetition of await repetitionsToFill(app.db, saved)) {
    // One another translator has open stays theirs, as their own saves would refuse ours (423).
    if (await holderOf(app.db, repetition.id, user.id)) continue;
    const edit = { target: saved.target, approved: false };
    const qa = await qaForSave(app.db, document, repetition, edit, glossaryTermHits(app.db));
    const result = await updateRecord(
      app.db,
      repetition,
      { ...edit, xliffVersion: document.xliff_version, origin: 'repetition', ...qa },
      new Date(repetition.updated_at).toISOString(),
      {
        userId: user.id,
        change: 'repetition',
      },
    );
    if (typeof result === 'object') filled.push(result.id);
  }
  // Their inconsistency findings depend on each other's targets: worked out once all are saved.
  if (filled.length > 0) await refreshRepetitions(app.db, document, saved.source, saved.id);
  return filled;
}
