import { sql } from 'kysely';
import { inlineText, type DocumentFormatType } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { documentFormat } from '../formats/document-formats.ts';
import { streamOf, type DocumentSegment } from '../formats/document.ts';
import { toSegmentColumns } from './import-batch.ts';
import { insertSegments, recountRecords, storeOriginal } from './repository.ts';
import type { DocumentRow } from './tables.ts';

/**
 * A document's file in a newer version: its source file changed (new, changed and removed strings), or a
 * translation file of it to read back as translations, as a team keeping its strings in files sends them
 * (`tessera push`). Segments are matched by their key in the file (unit and segment id), never by position.
 */

const segmentKey = (segment: { unitId: string; segmentId: string | null }) =>
  `${segment.unitId}\u0000${segment.segmentId ?? ''}`;
const recordKey = (record: { unit_id: string; segment_id: string | null }) =>
  `${record.unit_id}\u0000${record.segment_id ?? ''}`;

/** Every segment of a file in file order (files sent so are read whole, as a pasted or typed file is). */
async function readSegments(
  format: DocumentFormatType,
  bytes: Buffer,
  languages: { source: string; target: string },
): Promise<DocumentSegment[]> {
  const segments: DocumentSegment[] = [];
  await documentFormat(format).read(
    streamOf(bytes),
    async (batch) => {
      segments.push(...batch);
    },
    1000,
    languages,
  );
  return segments;
}

export interface SourceUpdate {
  added: number;
  changed: number;
  removed: number;
}

/**
 * Brings a document's segments in line with a newer version of its source file, keeping every translation:
 * a segment whose source changed keeps its target, no longer confirmed and marked for review
 * (`needs-review-translation`, the source it was translated from in `previous_source`); new segments come in
 * untranslated; those gone leave the document (their translations stay in the TMs). The stored original becomes the new file, so downloads write onto it.
 */
export async function updateDocumentSource(db: Db, document: DocumentRow, bytes: Buffer): Promise<SourceUpdate> {
  const segments = await readSegments(document.type, bytes, {
    source: document.source_lang,
    target: document.target_lang,
  });
  const records = await db
    .selectFrom('document_records')
    .select(['id', 'unit_id', 'segment_id', 'source'])
    .where('document_id', '=', document.id)
    .execute();
  const byKey = new Map(records.map((record) => [recordKey(record), record]));
  const kept: { id: number; position: number; segment: DocumentSegment; changed: boolean }[] = [];
  const added: { position: number; segment: DocumentSegment }[] = [];
  segments.forEach((segment, position) => {
    const record = byKey.get(segmentKey(segment));
    if (!record) return void added.push({ position, segment });
    byKey.delete(segmentKey(segment));
    kept.push({ id: record.id, position, segment, changed: record.source !== segment.source });
  });
  const removed = [...byKey.values()].map((record) => record.id);
  await db.transaction().execute(async (trx) => {
    await sql`select set_config('tessera.change', 'import', true)`.execute(trx);
    // Positions are unique per document: every segment steps aside before taking its new place.
    await sql`update document_records set position = -1 - position where document_id = ${document.id}`.execute(trx);
    if (removed.length > 0) await trx.deleteFrom('document_records').where('id', 'in', removed).execute();
    if (kept.length > 0) await moveKeptSegments(trx, kept);
    for (const run of consecutiveRuns(added))
      await insertSegments(
        trx,
        document.id,
        toSegmentColumns(
          run.map(({ segment }) => ({ ...segment, target: '', approved: false, origin: null, state: null })),
          run[0]!.position,
        ),
      );
    await trx.deleteFrom('document_files').where('document_id', '=', document.id).execute();
    await storeOriginal(trx, document.id, streamOf(bytes));
    await trx
      .updateTable('documents')
      .set({ file_size: bytes.length, updated_at: sql`now()` })
      .where('id', '=', document.id)
      .execute();
  });
  await recountRecords(db, document.id);
  return { added: added.length, changed: kept.filter((one) => one.changed).length, removed: removed.length };
}

/**
 * The kept segments at their new positions with their new source. A translated one whose source changed is to be
 * reviewed, and keeps the source it was translated from (the first, over several changes) for the editor's diff.
 */
async function moveKeptSegments(
  db: Db,
  kept: { id: number; position: number; segment: DocumentSegment; changed: boolean }[],
): Promise<void> {
  await sql`
    update document_records r set position = u.position,
      previous_source = case when u.changed and r.target !~ '^[[:space:]]*$'
        then coalesce(r.previous_source, r.source) else r.previous_source end,
      approved = r.approved and not u.changed,
      review_level = case when u.changed then 0 else r.review_level end,
      state = case when u.changed and r.target !~ '^[[:space:]]*$' then 'needs-review-translation' else r.state end,
      source = u.source, source_text = u.source_text, codes = u.codes::jsonb, words = u.words,
      note = u.note, context = u.context, block = u.block::jsonb,
      updated_at = case when u.changed then now() else r.updated_at end
    from unnest(${kept.map((k) => k.id)}::int[], ${kept.map((k) => k.position)}::int[],
      ${kept.map((k) => k.segment.source)}::text[], ${kept.map((k) => k.segment.sourceText)}::text[],
      ${kept.map((k) => JSON.stringify(k.segment.codes))}::text[], ${kept.map((k) => k.segment.words)}::int[],
      ${kept.map((k) => k.changed)}::boolean[], ${kept.map((k) => k.segment.note)}::text[],
      ${kept.map((k) => k.segment.context)}::text[],
      ${kept.map((k) => (k.segment.block ? JSON.stringify(k.segment.block) : null))}::text[])
      as u (id, position, source, source_text, codes, words, changed, note, context, block)
    where r.id = u.id`.execute(db);
}

/** New segments in runs of consecutive positions: one insert per run. */
function consecutiveRuns<T extends { position: number }>(entries: T[]): T[][] {
  const runs: T[][] = [];
  for (const entry of entries) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.position === entry.position - 1) run.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

/**
 * Reads a translation file of the document (for a one-language format such as JSON or Android XML, what it says in
 * place of the source; for a bilingual one such as PO or XLIFF, its targets) and writes each value that differs
 * into its segment as a confirmed translation. Blank values and locked segments are left alone. Answers how
 * many segments changed.
 */
export async function importTranslationFile(db: Db, document: DocumentRow, bytes: Buffer): Promise<number> {
  const monolingual = documentFormat(document.type).monolingual;
  const languages = { source: document.source_lang, target: document.target_lang };
  const segments = await readSegments(
    document.type,
    bytes,
    monolingual ? { source: languages.target, target: languages.target } : languages,
  );
  const translations = new Map<string, string>();
  for (const segment of segments) {
    const text = monolingual ? segment.source : segment.target;
    if (text.trim() !== '') translations.set(segmentKey(segment), text);
  }
  const records = await db
    .selectFrom('document_records')
    .select(['id', 'unit_id', 'segment_id', 'target', 'approved', 'locked'])
    .where('document_id', '=', document.id)
    .execute();
  const updates = records.flatMap((record) => {
    const target = translations.get(recordKey(record));
    return target === undefined || record.locked || (target === record.target && record.approved)
      ? []
      : [{ id: record.id, target }];
  });
  if (updates.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    await sql`select set_config('tessera.change', 'import', true)`.execute(trx);
    // Dirty: the download writes them into the file, as it does every target changed since the import.
    await sql`
      update document_records r set target = u.target, target_text = u.text, approved = true, rejected = false,
        review_level = 0, origin = 'import', match_percent = null, state = null, dirty = true, updated_at = now()
      from unnest(${updates.map((u) => u.id)}::int[], ${updates.map((u) => u.target)}::text[],
        ${updates.map((u) => inlineText(u.target))}::text[]) as u (id, target, text)
      where r.id = u.id`.execute(trx);
  });
  return updates.length;
}
