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
): Promise<{ current: boolean; match: SegmentMatch; stored: ReadonlyMap<number, StoredSegment> }> {
  const segments = await currentReading(db, document, options);
  const storedList = await storedSegments(db, document.id);
  const stored = byId(storedList);
  const match = matchSegments(storedList, segments);
  const lossless =
    match.removed.length === 0 && match.kept.every((kept) => !kept.changed || sameText(kept, stored.get(kept.id)!));
  return { current: lossless && (await upgradeReading(db, document, segments)), match, stored };
}

const byId = (stored: readonly StoredSegment[]) => new Map(stored.map((segment) => [segment.id, segment]));

/** Whether a kept segment has the text it was stored with (its codes may differ). */
const sameText = (kept: SegmentMatch['kept'][number], was: StoredSegment) =>
  inlineText(was.source) === kept.segment.sourceText;

async function currentReading(db: Db, document: ReadDocument, options: ReadOptions): Promise<DocumentSegment[]> {
  const bytes = await readAll(readOriginal(db, document.id));
  const languages = { source: document.source_lang, target: document.target_lang };
  return (await readWholeDocument(document.type, bytes, languages, options)).segments;
}

/**
 * The match as an upgrade writes it, where it loses nothing: no stored segment missing from the reading, none read
 * with other text (either would take a translation out of the editor, or put it beside a text it was not made
 * for). A segment read with the same text and other codes counts as unchanged, its target rewritten to the new
 * codes (`targets`); null where a target cannot be (a placeholder it holds is gone).
 */
async function losslessUpgrade(
  db: Db,
  storedList: readonly StoredSegment[],
  segments: DocumentSegment[],
): Promise<{ match: SegmentMatch; targets: { id: number; target: string }[] } | null> {
  const stored = byId(storedList);
  const match = matchSegments(storedList, segments);
  if (match.removed.length > 0) return null;
  const recoded = new Map(match.kept.filter((kept) => kept.changed).map((kept) => [kept.id, kept]));
  if (![...recoded.values()].every((kept) => sameText(kept, stored.get(kept.id)!))) return null;
  const rows = recoded.size
    ? await db
        .selectFrom('document_records')
        .select(['id', 'target'])
        // One array parameter, not one per segment: a document may have more than PostgreSQL takes (65,535).
        .where(sql<boolean>`id = any(${[...recoded.keys()]}::int[])`)
        .execute()
    : [];
  const targets: { id: number; target: string }[] = [];
  for (const row of rows) {
    const target = remappedTarget(row.target, stored.get(row.id)!.codes, recoded.get(row.id)!.segment.codes);
    if (target === null) return null;
    if (target !== row.target) targets.push({ id: row.id, target });
  }
  return { match: { ...match, kept: match.kept.map((kept) => ({ ...kept, changed: false })) }, targets };
}

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
    const upgrade = row && (await losslessUpgrade(trx, await storedSegments(trx, document.id), segments));
    if (!upgrade) return 'kept';
    await applySegmentMatch(trx, document.id, upgrade.match);
    if (upgrade.targets.length > 0)
      await sql`update document_records r set target = u.target
        from unnest(${upgrade.targets.map((one) => one.id)}::int[], ${upgrade.targets.map((one) => one.target)}::text[])
          as u (id, target)
        where r.id = u.id`.execute(trx);
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
  stored: ReadonlyMap<number, StoredSegment>,
): AsyncGenerator<SegmentEdit> {
  const places = new Map<number, { position: number; target: (target: string) => string | null }>();
  for (const kept of match.kept) {
    const was = stored.get(kept.id)!;
    if (!kept.changed) places.set(kept.storedPosition, { position: kept.position, target: (target) => target });
    else if (sameText(kept, was))
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
