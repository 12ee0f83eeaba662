import type { Db } from '../../db/database.ts';
import type { LinkedGlossary } from '../../glossary/terms/lookup.ts';
import type { DocumentRecordRow } from '../tables.ts';
import { misspellingsOf } from './misspellings.ts';
import { qaOfSave, targetsOfSource, type QaColumns } from './repository.ts';
import { termPairsIn } from './term-hits.ts';
import type { QaDocument, TermHitsLookup } from './types.ts';

/**
 * The QA columns of a segment about to be saved with `target` and `approved` (the stored row still holds its
 * previous values): run in the save's request so the answer carries them.
 */
export async function qaForSave(
  db: Db,
  document: QaDocument,
  record: DocumentRecordRow,
  changes: { target: string; approved: boolean },
  termHits: TermHitsLookup,
): Promise<QaColumns> {
  const [targets, [hits], [misspelled]] = await Promise.all([
    targetsOfSource(db, document.id, record.source),
    termHits(document.id, [record.source]),
    misspellingsOf(db, document, [changes.target]),
  ]);
  return qaOfSave(document, record, changes, targets, hits ?? [], misspelled ?? []);
}

/**
 * The QA columns of a save whose segment was read with its context (`readSegmentForSave`: the targets of its
 * source, its document's glossaries): only the terms and the spelling are looked up. The editor's save and find and
 * replace come here.
 */
export async function qaOfSaveInContext(
  db: Db,
  document: QaDocument,
  record: DocumentRecordRow,
  changes: { target: string; approved: boolean },
  context: { sourceTargets: ReadonlyMap<string, number>; glossaries: readonly LinkedGlossary[] },
): Promise<QaColumns> {
  const glossaryIds = context.glossaries.map((glossary) => glossary.id);
  const [[hits], [misspelled]] = await Promise.all([
    termPairsIn(db, context.glossaries, [record.source]),
    misspellingsOf(db, document, [changes.target], { glossaryIds }),
  ]);
  return qaOfSave(document, record, changes, context.sourceTargets, hits ?? [], misspelled ?? []);
}
