import { sql } from 'kysely';
import { inlineText } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { readAll, type DocumentSegment, type ReadOptions, type SegmentEdit } from '../formats/document.ts';
import { documentFormat } from '../formats/document-formats.ts';
import {
  applySegmentMatch,
  matchSegments,
  readWholeDocument,
  storedSegments,
  type SegmentMatch,
  type StoredSegment,
} from './file-versions.ts';
import { remappedTarget } from './code-remap.ts';
import { readOriginal, recountRecords } from './repository.ts';
import type { DocumentRow } from './tables.ts';

/**
 * A document's edits are written into its original by position, and `merge` reads the original with its format's
 * current reader. A reader that learnt to read more of a file (a chart, a SmartArt graphic) hands over segments a
 * document read before does not have, and every position after the first of them moves: written by the stored
 * positions, each translation would land in another segment. So a document read by an earlier reader
 * (`reader_version`) is brought to the current reading first, or its edits are placed by key for the one merge.
 */

export type ReadDocument = Pick<
  DocumentRow,
  'id' | 'type' | 'source_lang' | 'target_lang' | 'segmentation' | 'join_cues' | 'reader_version'
>;

/** Whether the document's segments are the current reader's: their positions are then the merge's. */
export const readByCurrentReader = (document: Pick<DocumentRow, 'type' | 'reader_version'>) =>
  document.reader_version === documentFormat(document.type).readerVersion;

/**
 * The edits `streamEdits` gives (by stored position), at the positions the current reader gives the document's
 * original. Read by the current reader, they are as stored. Otherwise the document is upgraded to the current
 * reading where that loses nothing (`upgradeReading`), and read again; where it would, its edits are placed by
 * key for this merge alone (`placedByKey`).
 */
export async function editsForCurrentReader(
  db: Db,
  document: ReadDocument,
  options: ReadOptions,
  streamEdits: () => AsyncIterable<SegmentEdit>,
): Promise<AsyncIterable<SegmentEdit>> {
  if (readByCurrentReader(document)) return streamEdits();
  const { current, match, stored } = await upgradeWhereLossless(db, document, options);
  return current ? streamEdits() : placedByKey(streamEdits(), match, stored);
}

/**
 * Reads the document's original with its format's current reader and brings the document to that reading where
 * that loses nothing (`upgradeReading`). Answers whether it is read by the current reader now, and how its stored
 * segments match that reading.
 */
export async function upgradeWhereLossless(
  db: Db,
  document: ReadDocument,
  options: ReadOptions,
): Promise<{ current: boolean; match: SegmentMatch; stored: StoredSegment[] }> {
  const segments = await currentReading(db, document, options);
  const stored = await storedSegments(db, document.id);
  const match = matchSegments(stored, segments);
  return { current: isLossless(match) && (await upgradeReading(db, document, segments)), match, stored };
}

async function currentReading(db: Db, document: ReadDocument, options: ReadOptions): Promise<DocumentSegment[]> {
  const bytes = await readAll(readOriginal(db, document.id));
  const languages = { source: document.source_lang, target: document.target_lang };
  return (await readWholeDocument(document.type, bytes, languages, options)).segments;
}

/**
 * A match that keeps every stored segment as it was: none missing from the reading, none read with another source.
 * Either would take a translation out of the editor, or put it beside a text it was not made for.
 */
const isLossless = (match: SegmentMatch) => match.removed.length === 0 && match.kept.every((kept) => !kept.changed);

/**
 * Brings the document to the current reading, as a newer file of it would be (file-versions.ts): each stored
 * segment takes its new position, those the reader finds now come in untranslated, so that the editor shows them
 * too and downloads write by position again. In one transaction, the document's row locked: of two downloads at
 * once, the second finds it upgraded. Answers whether the document is read by the current reader now.
 */
async function upgradeReading(db: Db, document: ReadDocument, segments: DocumentSegment[]): Promise<boolean> {
  const current = documentFormat(document.type).readerVersion;
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('documents')
      .select('reader_version')
      .where('id', '=', document.id)
      .forUpdate()
      .executeTakeFirst();
    if (row?.reader_version === current) return 'current';
    const match = matchSegments(await storedSegments(trx, document.id), segments);
    if (!row || !isLossless(match)) return 'kept';
    await applySegmentMatch(trx, document.id, match);
    await trx
      .updateTable('documents')
      .set({ reader_version: current, updated_at: sql`now()` })
      .where('id', '=', document.id)
      .execute();
    return 'upgraded';
  });
  if (outcome === 'upgraded') await recountRecords(db, document.id);
  return outcome !== 'kept';
}

/**
 * Edits by stored position moved to the positions their segments have in the reading `match` was made of, in
 * that order (`merge` walks the file once). An edit whose segment the reading has with the same text and other
 * codes has its target's codes rewritten to the reading's (`remappedTarget`). An edit whose segment the reading
 * does not have, has with other text, or has without a placeholder its target holds, is left out: written by its
 * old position it would land in another segment.
 */
async function* placedByKey(
  edits: AsyncIterable<SegmentEdit>,
  match: SegmentMatch,
  stored: readonly StoredSegment[],
): AsyncGenerator<SegmentEdit> {
  const storedById = new Map(stored.map((segment) => [segment.id, segment]));
  const places = new Map<number, { position: number; target: (target: string) => string | null }>();
  for (const kept of match.kept) {
    const was = storedById.get(kept.id)!;
    if (!kept.changed) places.set(kept.storedPosition, { position: kept.position, target: (target) => target });
    else if (inlineText(was.source) === kept.segment.sourceText)
      places.set(kept.storedPosition, {
        position: kept.position,
        target: (target) => remappedTarget(target, was.codes, kept.segment.codes),
      });
  }
  const placed: SegmentEdit[] = [];
  for await (const edit of edits) {
    const place = places.get(edit.position);
    const target = place?.target(edit.target);
    if (place && target !== null && target !== undefined) placed.push({ ...edit, position: place.position, target });
  }
  yield* placed.sort((a, b) => a.position - b.position);
}
