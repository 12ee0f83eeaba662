import { sql } from 'kysely';
import { inlineText, type DocumentFormatType, type InlineCode } from '@tessera/shared/contract';
import { json } from '../db/column-types.ts';
import type { Db } from '../db/database.ts';
import { documentFormat } from '../formats/document-formats.ts';
import { streamOf, type DocumentReadResult, type DocumentSegment, type ReadOptions } from '../formats/document.ts';
import { remappedTarget, translationInCodes } from './code-remap.ts';
import { toSegmentColumns } from './import-batch.ts';
import { refreshQaOfWritten } from './qa/repository.ts';
import { glossaryTermHits } from './qa/term-hits.ts';
import { storeValueCells } from './preview/value-cells.ts';
import { createOriginal, insertSegments, recountRecords, storeOriginal } from './repository.ts';
import type { DocumentRecordRow, DocumentRow } from './tables.ts';

/**
 * A document's file in a newer version: its source file changed (new, changed and removed strings), or a
 * translation file of it to read back as translations, as a team keeping its strings in files sends them
 * (`tessera push`). Segments are matched by their key in the file (unit and segment id), never by position.
 */

/** A segment's key within its file: the unit's key and, for units of several segments, the segment's. */
export const segmentKey = (segment: { unitId: string; segmentId: string | null }) =>
  `${segment.unitId}\u0000${segment.segmentId ?? ''}`;
export const recordKey = (record: { unit_id: string; segment_id: string | null }) =>
  `${record.unit_id}\u0000${record.segment_id ?? ''}`;

/**
 * How a translation read from a file is stored: confirmed, unless it is its source's own text. That is what a
 * one-language file holds for a string nobody translated (written so by the app's developers, or by a tool that
 * fills the gaps with the source), so it comes in to be checked (needs review), never as a confirmed translation.
 */
export function fileTranslationStatus(target: string, source: string): { approved: boolean; state: string | null } {
  return target === source ? { approved: false, state: UNCHECKED_STATE } : { approved: true, state: null };
}

/** The XLIFF state a translation read from a file is stored with while someone must check it (status needs-review). */
const UNCHECKED_STATE = 'needs-review-translation';

/** Every segment of a file in file order (files sent so are read whole, as a pasted or typed file is). */
export async function readSegments(
  format: DocumentFormatType,
  bytes: Buffer,
  languages: { source: string; target: string },
): Promise<DocumentSegment[]> {
  return (await readWholeDocument(format, bytes, languages)).segments;
}

/** A file read whole: its segments in file order, and what the reader found (its languages, its version). */
export async function readWholeDocument(
  format: DocumentFormatType,
  bytes: Buffer,
  languages: { source: string; target: string },
  options?: ReadOptions,
): Promise<{ segments: DocumentSegment[]; result: DocumentReadResult }> {
  const segments: DocumentSegment[] = [];
  const result = await documentFormat(format).read(
    streamOf(bytes),
    async (batch) => {
      segments.push(...batch);
    },
    1000,
    languages,
    options,
  );
  return { segments, result };
}

/**
 * A translation as its file reads: its text as tokens of the codes that reading gave it. A file of its own numbers
 * its codes as its text has them (a placeholder moved, an ICU case spaced otherwise), so before it is stored it is
 * put in the codes of the segment it translates (`inSegmentCodes`).
 */
export interface FileTranslation {
  target: string;
  codes: readonly InlineCode[];
}

/**
 * The translations a translation file holds, by segment key: for a file of one language (JSON, Android XML) what
 * it says in place of the source; for a bilingual one (PO, XLIFF) its targets. Blank values translate nothing.
 */
export async function readTranslations(
  format: DocumentFormatType,
  bytes: Buffer,
  languages: { source: string; target: string },
): Promise<Map<string, FileTranslation>> {
  const monolingual = documentFormat(format).monolingual;
  const segments = await readSegments(
    format,
    bytes,
    monolingual ? { source: languages.target, target: languages.target } : languages,
  );
  const translations = new Map<string, FileTranslation>();
  for (const segment of segments) {
    const target = monolingual ? segment.source : segment.target;
    if (target.trim() !== '') translations.set(segmentKey(segment), { target, codes: segment.codes });
  }
  return translations;
}

/**
 * The translation in the codes of the segment it translates, matched by what they hold (code-remap.ts); null where
 * it uses a code the segment does not have.
 */
const inSegmentCodes = (translation: FileTranslation, codes: readonly InlineCode[]) =>
  translationInCodes(translation.target, translation.codes, codes);

/** A segment as a report names it: its key in the file, and the plural form or sentence where it has several. */
export const segmentLabel = (segment: { unitId: string; segmentId: string | null }) =>
  segment.segmentId === null ? segment.unitId : `${segment.unitId} (${segment.segmentId})`;

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
  const languages = { source: document.source_lang, target: document.target_lang };
  return resyncSource(db, document, bytes, await readWholeDocument(document.type, bytes, languages));
}

/**
 * `updateDocumentSource` with the new file read already (a pull reads it to match files): its segments, and the
 * value cells the preview draws, which replace the document's.
 */
export async function resyncSource(
  db: Db,
  document: Pick<DocumentRow, 'id' | 'type'>,
  bytes: Buffer,
  { segments, result }: { segments: DocumentSegment[]; result: Pick<DocumentReadResult, 'valueCells'> },
): Promise<SourceUpdate> {
  const stored = await storedSegments(db, document.id);
  const match = matchSegments(stored, segments);
  const recoded = await recodedTargets(db, stored, match);
  await db.transaction().execute(async (trx) => {
    await applySegmentMatch(trx, document.id, match);
    await storeValueCells(trx, document.id, result.valueCells ?? []);
    if (recoded.length > 0)
      await sql`update document_records r set target = u.target
        from unnest(${recoded.map((one) => one.id)}::int[], ${recoded.map((one) => one.target)}::text[]) as u (id, target)
        where r.id = u.id`.execute(trx);
    // A new original of its own: the one it had may be its other languages' too (documents migration 0898), and
    // goes once no document refers to it.
    const originalId = await createOriginal(trx);
    await storeOriginal(trx, originalId, streamOf(bytes));
    await trx
      .updateTable('documents')
      .set({
        original_id: originalId,
        file_size: bytes.length,
        reader_version: documentFormat(document.type).readerVersion,
        updated_at: sql`now()`,
      })
      .where('id', '=', document.id)
      .execute();
  });
  await recountRecords(db, document.id);
  return {
    added: match.added.length,
    changed: match.kept.filter((one) => one.changed).length,
    removed: match.removed.length,
  };
}

/**
 * Kept segments of `match` whose text is as stored but whose codes are not (the file read by a newer reader, which
 * cuts its markup into other codes): unchanged, so not to be reviewed, their targets rewritten to the new codes
 * (`remappedTarget`). Answers the targets to write; a segment whose target cannot be rewritten stays changed.
 */
async function recodedTargets(
  db: Db,
  stored: readonly StoredSegment[],
  match: SegmentMatch,
): Promise<{ id: number; target: string }[]> {
  const byId = new Map(stored.map((segment) => [segment.id, segment]));
  const recoded = match.kept.filter(
    (kept) => kept.changed && inlineText(byId.get(kept.id)!.source) === kept.segment.sourceText,
  );
  if (recoded.length === 0) return [];
  const targets = new Map(
    (
      await db
        .selectFrom('document_records')
        .select(['id', 'target'])
        .where(sql<boolean>`id = any(${recoded.map((kept) => kept.id)}::int[])`)
        .execute()
    ).map((row) => [row.id, row.target]),
  );
  const written: { id: number; target: string }[] = [];
  for (const kept of recoded) {
    const target = targets.get(kept.id) ?? '';
    const rewritten = remappedTarget(target, json<InlineCode[]>(byId.get(kept.id)!.codes), kept.segment.codes);
    if (rewritten === null) continue;
    kept.changed = false;
    if (rewritten !== target) written.push({ id: kept.id, target: rewritten });
  }
  return written;
}

/** A document's segment as stored, what a reading of its file is matched against. */
export type StoredSegment = Pick<DocumentRecordRow, 'id' | 'unit_id' | 'segment_id' | 'source' | 'codes' | 'position'>;

export async function storedSegments(db: Db, documentId: number): Promise<StoredSegment[]> {
  return db
    .selectFrom('document_records')
    .select(['id', 'unit_id', 'segment_id', 'source', 'codes', 'position'])
    .where('document_id', '=', documentId)
    .orderBy('position')
    .execute();
}

/** How a reading of a document's file lines up with its stored segments. */
export interface SegmentMatch {
  kept: KeptSegment[];
  added: { position: number; segment: DocumentSegment }[];
  /** Ids of the stored segments the reading does not have. */
  removed: number[];
}

/**
 * Matches a reading of a document's file to its stored segments (in file order) by key, never by position. Where
 * a key repeats, the stored segment with the same source is taken first, then the first in file order.
 */
export function matchSegments(records: readonly StoredSegment[], segments: readonly DocumentSegment[]): SegmentMatch {
  const byKey = new Map<string, StoredSegment[]>();
  for (const record of records) {
    const same = byKey.get(recordKey(record));
    if (same) same.push(record);
    else byKey.set(recordKey(record), [record]);
  }
  const match: SegmentMatch = { kept: [], added: [], removed: [] };
  segments.forEach((segment, position) => {
    const candidates = byKey.get(segmentKey(segment)) ?? [];
    const sameSource = candidates.findIndex((candidate) => candidate.source === segment.source);
    const [record] = candidates.splice(Math.max(sameSource, 0), 1);
    if (!record) return void match.added.push({ position, segment });
    match.kept.push({
      id: record.id,
      position,
      segment,
      changed: record.source !== segment.source,
      moved: record.position !== position,
      storedPosition: record.position,
    });
  });
  match.removed = [...byKey.values()].flat().map((record) => record.id);
  return match;
}

/**
 * Writes a match into the document's segments (in `trx`, which it marks as an import for their history): each kept
 * one at its new position with its new source, new ones untranslated, those gone removed (their translations
 * stay in the TMs).
 */
export async function applySegmentMatch(trx: Db, documentId: number, match: SegmentMatch): Promise<void> {
  const { kept, added, removed } = match;
  await sql`select set_config('tessera.change', 'import', true)`.execute(trx);
  // Positions are unique per document: every segment that moves steps aside before taking its new place.
  const moved = kept.filter((one) => one.moved).map((one) => one.id);
  if (moved.length > 0)
    await sql`update document_records set position = -1 - position where id = any(${moved}::int[])`.execute(trx);
  if (removed.length > 0) await trx.deleteFrom('document_records').where('id', 'in', removed).execute();
  if (kept.length > 0) await moveKeptSegments(trx, kept);
  for (const run of consecutiveRuns(added))
    await insertSegments(
      trx,
      documentId,
      toSegmentColumns(
        run.map(({ segment }) => ({ ...segment, target: '', approved: false, origin: null, state: null })),
        run[0]!.position,
      ),
    );
}

/** A segment still in the reading: where it is now and was stored, and whether its source changed or it moved. */
interface KeptSegment {
  id: number;
  position: number;
  storedPosition: number;
  segment: DocumentSegment;
  changed: boolean;
  moved: boolean;
}

/**
 * The kept segments at their new positions with their new source. A translated one whose source changed is to be
 * reviewed, and keeps the source it was translated from (the first, over several changes) for the editor's diff.
 * Only rows that differ are written: a newer file changes a few of a document's segments, and every row written
 * costs its triggers.
 */
async function moveKeptSegments(db: Db, kept: KeptSegment[]): Promise<void> {
  await sql`
    update document_records r set position = u.position,
      previous_source = case when u.changed and r.target !~ '^[[:space:]]*$'
        then coalesce(r.previous_source, r.source) else r.previous_source end,
      approved = r.approved and not u.changed,
      review_level = case when u.changed then 0 else r.review_level end,
      state = case when u.changed and r.target !~ '^[[:space:]]*$' then 'needs-review-translation' else r.state end,
      dirty = r.dirty and not u.changed,
      kept_text = case when u.changed then null else r.kept_text end,
      source = u.source, source_text = u.source_text, codes = u.codes::jsonb, words = u.words,
      note = u.note, context = u.context, max_width = u.max_width, block = u.block::jsonb,
      place = u.place::jsonb,
      updated_at = case when u.changed then now() else r.updated_at end
    from unnest(${kept.map((k) => k.id)}::int[], ${kept.map((k) => k.position)}::int[],
      ${kept.map((k) => k.segment.source)}::text[], ${kept.map((k) => k.segment.sourceText)}::text[],
      ${kept.map((k) => JSON.stringify(k.segment.codes))}::text[], ${kept.map((k) => k.segment.words)}::int[],
      ${kept.map((k) => k.changed)}::boolean[], ${kept.map((k) => k.segment.note)}::text[],
      ${kept.map((k) => k.segment.context)}::text[], ${kept.map((k) => k.segment.maxWidth)}::int[],
      ${kept.map((k) => (k.segment.block ? JSON.stringify(k.segment.block) : null))}::text[],
      ${kept.map((k) => (k.segment.place ? JSON.stringify(k.segment.place) : null))}::text[])
      as u (id, position, source, source_text, codes, words, changed, note, context, max_width, block, place)
    where r.id = u.id and (u.changed or r.position is distinct from u.position
      or r.source_text is distinct from u.source_text or r.codes is distinct from u.codes::jsonb
      or r.words is distinct from u.words or r.note is distinct from u.note or r.context is distinct from u.context
      or r.max_width is distinct from u.max_width or r.block is distinct from u.block::jsonb
      or r.place is distinct from u.place::jsonb)`.execute(db);
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

/** Segments whose QA one statement reads after a translation file is written into them. */
const QA_BATCH = 1000;

/** What a translation file did to a document's segments. */
export interface TranslationsApplied {
  /** Segments that took the file's translation. */
  updated: number;
  /** Segments changed here since the last pull, which keep their translation beside the file's. */
  conflicts: number;
  /**
   * Segments whose translation was not taken, as `segmentLabel` names them: it uses inline codes their source does
   * not have (a placeholder of another name, plural or select cases laid out otherwise).
   */
  refused: string[];
  /** Of those, how many keep the file's own text for downloads to write (kept_text). */
  kept: number;
}

/**
 * Reads a translation file of the document (for a one-language format such as JSON or Android XML, what it says in
 * place of the source; for a bilingual one such as PO or XLIFF, its targets) and writes each value that differs
 * into its segment as a confirmed translation. Blank values and locked segments are left alone, and so are
 * translations whose inline codes are not their source's (`refused`): for a one-language format, a download
 * writes the file's own text of those while they stay untranslated here (`kept`).
 */
export async function importTranslationFile(
  db: Db,
  document: DocumentRow,
  bytes: Buffer,
): Promise<TranslationsApplied> {
  const languages = { source: document.source_lang, target: document.target_lang };
  const translations = await readTranslations(document.type, bytes, languages);
  // What the segments cannot hold is written back as the file has it, so that a download gives it back.
  const unitTexts = await documentFormat(document.type).unitTexts?.(bytes);
  return applyTranslations(db, document.id, translations, { since: null, dirty: true, unitTexts });
}

/**
 * Writes translations (by segment key) into a document's segments as confirmed translations (one that is its
 * source's own text to be checked: fileTranslationStatus), each in its segment's
 * inline codes, and checks them as QA checks any target; locked segments and targets that already say so are left
 * alone, and a translation using a code its segment does not have is not written (`refused`). `dirty`: whether
 * they count as changed here, for downloads to write them (a file sent to a document) or not (a repository's own
 * translation files, which a change here must not be mistaken for). A segment a translator changed here since `since` (a repository's last pull) keeps its
 * translation: the other one is kept on the segment (`upstream_target`) and in its history, so the translator
 * sees both.
 */
export async function applyTranslations(
  db: Db,
  documentId: number,
  translations: ReadonlyMap<string, FileTranslation>,
  { since, dirty, unitTexts }: { since: Date | null; dirty: boolean; unitTexts?: ReadonlyMap<string, string> },
): Promise<TranslationsApplied> {
  if (translations.size === 0 && !unitTexts) return { updated: 0, conflicts: 0, refused: [], kept: 0 };
  const records = await db
    .selectFrom('document_records')
    .select(['id', 'unit_id', 'segment_id', 'source', 'codes', 'target', 'dirty', 'updated_at', 'approved', 'locked'])
    .where('document_id', '=', documentId)
    .orderBy('position')
    .execute();
  const updates: { id: number; target: string; approved: boolean; state: string | null }[] = [];
  const conflicts: { id: number; target: string }[] = [];
  const refused: string[] = [];
  for (const record of records) {
    const translation = translations.get(recordKey(record));
    if (translation === undefined || record.locked) continue;
    const target = inSegmentCodes(translation, json<InlineCode[]>(record.codes));
    if (target === null) {
      refused.push(segmentLabel({ unitId: record.unit_id, segmentId: record.segment_id }));
      continue;
    }
    // The same text is no news: a segment whose source changed stays to be reviewed, though the file still has it.
    if (target === record.target) continue;
    const changedHere = since !== null && record.dirty && new Date(record.updated_at) > since;
    if (changedHere) conflicts.push({ id: record.id, target });
    else updates.push({ id: record.id, target, ...fileTranslationStatus(target, record.source) });
  }
  refused.push(
    ...casesWithoutSegment(
      records.map((record) => ({ unitId: record.unit_id })),
      records,
      translations,
    ),
  );
  let kept = 0;
  await db.transaction().execute(async (trx) => {
    await sql`select set_config('tessera.change', 'import', true)`.execute(trx);
    if (unitTexts) kept = await replaceUnitTexts(trx, documentId, refused, unitTexts);
    if (updates.length > 0)
      await sql`
        update document_records r set target = u.target, target_text = u.text, approved = u.approved,
          rejected = false, review_level = 0, origin = 'import', match_percent = null, state = u.state,
          dirty = ${dirty}, upstream_target = null, updated_at = now()
        from unnest(${updates.map((u) => u.id)}::int[], ${updates.map((u) => u.target)}::text[],
          ${updates.map((u) => inlineText(u.target))}::text[], ${updates.map((u) => u.approved)}::boolean[],
          ${updates.map((u) => u.state)}::text[]) as u (id, target, text, approved, state)
        where r.id = u.id`.execute(trx);
    if (conflicts.length > 0) await keepBothTranslations(trx, conflicts);
  });
  // A translation may still leave out a placeholder, or be too long: QA says so, as of any target a file brings.
  // In batches: QA reads the segments by a list of ids, and a statement takes at most 65,535 parameters.
  const termHits = glossaryTermHits(db);
  for (let first = 0; first < updates.length; first += QA_BATCH)
    await refreshQaOfWritten(
      db,
      documentId,
      updates.slice(first, first + QA_BATCH).map((update) => update.id),
      termHits,
    );
  return { updated: updates.length, conflicts: conflicts.length, refused, kept };
}

/**
 * The translation file's own texts of the units whose segments could not hold their translation, in place of
 * those an earlier file left (a unit the new file translates otherwise, or leaves out, keeps none). Answers how
 * many are kept.
 */
async function replaceUnitTexts(
  trx: Db,
  documentId: number,
  refused: readonly string[],
  unitTexts: ReadonlyMap<string, string>,
): Promise<number> {
  await trx
    .updateTable('document_records')
    .set({ kept_text: null })
    .where('document_id', '=', documentId)
    .where('kept_text', 'is not', null)
    .execute();
  return keepRefusedUnitTexts(trx, documentId, refused, unitTexts);
}

/**
 * For a document just stored with a translation file's values (`withTranslations`): the file's own texts of the
 * units whose one segment could not hold their translation (`refused`, named by their keys), for downloads to write.
 */
export async function keepRefusedUnitTexts(
  db: Db,
  documentId: number,
  refused: readonly string[],
  unitTexts: ReadonlyMap<string, string>,
): Promise<number> {
  // A segment of a unit of several (a plural's form) is named with its segment; its unit's whole text is not its own.
  const kept = refused.flatMap((key) => {
    const text = unitTexts.get(key);
    return text === undefined ? [] : [{ key, text }];
  });
  if (kept.length === 0) return 0;
  const { numAffectedRows } = await sql`
    update document_records r set kept_text = k.text
    from unnest(${kept.map((k) => k.key)}::text[], ${kept.map((k) => k.text)}::text[]) as k (unit_id, text)
    where r.document_id = ${documentId} and r.unit_id = k.unit_id and r.segment_id is null`.execute(db);
  return Number(numAffectedRows ?? 0);
}

/**
 * A new document's segments with the translations (by segment key) it is to be stored with, as `applyTranslations`
 * would write them once stored: confirmed, from an import, in each segment's codes; locked segments, targets that
 * already say so and translations using codes their segment does not have (`refused`) are left alone. Answers the
 * segments and how many took a translation.
 */
export function withTranslations(
  segments: DocumentSegment[],
  translations: ReadonlyMap<string, FileTranslation>,
): { segments: DocumentSegment[]; translated: number; refused: string[] } {
  let translated = 0;
  const refused: string[] = [];
  const translatedSegments = segments.map((segment): DocumentSegment => {
    const translation = translations.get(segmentKey(segment));
    if (translation === undefined || segment.locked) return segment;
    const target = inSegmentCodes(translation, segment.codes);
    if (target === null) {
      refused.push(segmentLabel(segment));
      return segment;
    }
    if (target === segment.target) return segment;
    translated++;
    return { ...segment, target, ...fileTranslationStatus(target, segment.source), rejected: false, origin: 'import' };
  });
  refused.push(
    ...casesWithoutSegment(
      segments,
      segments.map((segment) => ({ unit_id: segment.unitId, segment_id: segment.segmentId })),
      translations,
    ),
  );
  return { segments: translatedSegments, translated, refused };
}

/**
 * The translations of a message the document has that no segment of it takes: a plural case the source's reading
 * does not have (Japanese `=1` where the English has `one`), which written back without it would be lost.
 */
function casesWithoutSegment(
  units: readonly { unitId: string }[],
  keys: readonly { unit_id: string; segment_id: string | null }[],
  translations: ReadonlyMap<string, FileTranslation>,
): string[] {
  const known = new Set(keys.map(recordKey));
  const messages = new Set(units.map((unit) => unit.unitId));
  return [...translations.keys()].flatMap((key) => {
    const [unitId, segmentId] = key.split('\u0000') as [string, string];
    return known.has(key) || !messages.has(unitId) ? [] : [segmentLabel({ unitId, segmentId: segmentId || null })];
  });
}

/** The translation that does not win stays on the segment and in its history, beside the one that does. */
async function keepBothTranslations(trx: Db, conflicts: { id: number; target: string }[]): Promise<void> {
  await sql`
    update document_records r set upstream_target = u.target
    from unnest(${conflicts.map((u) => u.id)}::int[], ${conflicts.map((u) => u.target)}::text[]) as u (id, target)
    where r.id = u.id`.execute(trx);
  await sql`
    insert into segment_history (record_id, user_id, change, old_target, new_target, old_approved, new_approved,
      old_review_level, new_review_level)
    select r.id, null, 'import', u.target, r.target, r.approved, r.approved, r.review_level, r.review_level
    from document_records r join unnest(${conflicts.map((u) => u.id)}::int[], ${conflicts.map((u) => u.target)}::text[])
      as u (id, target) on u.id = r.id`.execute(trx);
}
