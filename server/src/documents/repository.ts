import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { createGzip, createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import {
  PAGE_SIZE,
  inlineText,
  type Document,
  type DocumentRecord,
  type DocumentRecordFilter,
  type DocumentFormatType,
  type DocumentReviewMarks,
  type InlineCode,
  type SegmentOrigin,
  type SegmentPlace,
  type QaIssue,
  type QaRecordsFilter,
  type SearchIn,
  type CommentsRecordsFilter,
  type ScreenshotRecordsFilter,
  type ReviewAction,
  type WorkflowStep,
} from '@tessera/shared/contract';
import { doneIn } from '../assignments/repository.ts';
import type { Db } from '../db/database.ts';
import { deleteInBatches } from '../db/batched-delete.ts';
import type { Database } from '../db/schema.ts';
import { keysetRows } from '../db/keyset-pages.ts';
import type { SegmentEdit } from '../formats/document.ts';
import type { ExportedSegment } from '../formats/xliff/export.ts';
import type { SegmentColumns } from './import-batch.ts';
import type { RatedMachineTranslation } from './mt-quality.ts';
import type { DocumentRecordRow, DocumentRow } from './tables.ts';
import { isEmptyTarget, rejectedAfter, stateFor, statusCondition, statusOfRow } from './status.ts';
import { XLIFF_REVIEWED_STATES } from '@tessera/shared/contract/segment-status';
import { qaCondition, type QaColumns } from './qa/repository.ts';
import { originOfEdit } from './history/origin.ts';
import { changeAuthorSettings, type ChangeAuthor } from './history/repository.ts';
import { countRepetitions } from './repetitions/repository.ts';
import { recordPage } from '../db/record-page.ts';
import { containsIgnoringCase, containsPattern } from '../db/like-patterns.ts';
import { iso, json } from '../db/column-types.ts';

export function toDocument(row: DocumentRow): Document {
  return {
    id: row.id,
    created_by: row.created_by,
    name: row.name,
    type: row.type,
    status: row.status,
    processing_error: row.processing_error,
    // Progress is over the segments that are work: the locked ones are told apart (the editor numbers all).
    records_count: row.records_count - row.locked_records_count,
    approved_records_count: row.approved_records_count,
    words_count: row.words_count - row.locked_words_count,
    approved_words_count: row.approved_words_count,
    locked_records_count: row.locked_records_count,
    open_comments: row.open_comments,
    source_lang: row.source_lang,
    target_lang: row.target_lang,
    project_id: row.project_id,
    review_marks: row.review_marks === null ? null : json<DocumentReviewMarks>(row.review_marks),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** A segment as the API answers it; `mtQuality` given, with the estimate its machine translation still has. */
export function toDocumentRecord(
  row: DocumentRecordRow,
  mtQuality?: ReadonlyMap<number, RatedMachineTranslation>,
): DocumentRecord {
  return {
    id: row.id,
    document_id: row.document_id,
    position: row.position,
    unit_id: row.unit_id,
    segment_id: row.segment_id,
    source: row.source,
    target: row.target,
    codes: json<InlineCode[]>(row.codes),
    approved: row.approved,
    state: row.state,
    status: statusOfRow(row),
    locked: row.locked,
    note: row.note,
    context: row.context,
    place: row.place === null ? null : json<SegmentPlace>(row.place),
    words: row.words,
    max_width: row.max_width,
    qa: json<QaIssue[]>(row.qa),
    origin: row.origin,
    match_percent: row.match_percent,
    ...(mtQuality && { mt_quality: mtQuality.get(row.id) ?? null }),
    repetitions: row.repetitions,
    open_comments: row.open_comments,
    previous_source: row.previous_source ?? null,
    upstream_target: row.upstream_target ?? null,
    updated_at: iso(row.updated_at),
  };
}

export async function listDocuments(db: Db): Promise<DocumentRow[]> {
  return db.selectFrom('documents').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function createDocument(
  db: Db,
  values: {
    name: string;
    type?: DocumentFormatType;
    created_by: number;
    file_size: number;
    project_id?: number | null;
    /** Until the import reads the file's own: a project's document is in the project's languages. */
    source_lang?: string;
    target_lang?: string;
    /** Subtitles: cues that continue a sentence are one segment. */
    join_cues?: boolean;
    /** The original it shares with other documents of one file (`createOriginal`); left out: one of its own. */
    original_id?: number;
  },
): Promise<DocumentRow> {
  const original_id = values.original_id ?? (await createOriginal(db));
  return db
    .insertInto('documents')
    .values({ ...values, original_id, status: 'uploaded' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new original, empty until `storeOriginal` fills it, for the documents made of one file to refer to. */
export async function createOriginal(db: Db): Promise<number> {
  const row = await db.insertInto('document_originals').defaultValues().returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDocument(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      DocumentRow,
      | 'name'
      | 'status'
      | 'processing_error'
      | 'source_lang'
      | 'target_lang'
      | 'xliff_version'
      | 'project_id'
      | 'reader_version'
    >
  > & { review_marks?: DocumentReviewMarks | null },
): Promise<DocumentRow | undefined> {
  const { review_marks: marks, ...columns } = changes;
  const reviewMarks = marks === undefined ? {} : { review_marks: marks && JSON.stringify(marks) };
  return db
    .updateTable('documents')
    .set({ ...columns, ...reviewMarks, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDocument(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * What an import leaves behind, removed when it fails: a failed import stores nothing. Its original's bytes go
 * too unless a document read from them is done (a project's other languages, a copy into a language added later).
 */
export async function deleteImportedContent(db: Db, id: number, signal?: AbortSignal): Promise<void> {
  await deleteInBatches(db, 'document_records', sql<boolean>`document_id = ${id}`, { signal });
  await sql`
    delete from document_files f using documents d
     where d.id = ${id} and f.original_id = d.original_id
       and not exists (select from documents other
                        where other.original_id = d.original_id and other.id <> d.id and other.status = 'done')`.execute(
    db,
  );
  await recountRecords(db, id);
}

/**
 * Bytes of the stored original per row. The embedded database's one connection serves nothing else while a row
 * goes in or out, and a 1 MB value held it 1-1.7 s on a busy machine (256 KB: 0.2-0.5 s).
 */
const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * Stores an original file (`createOriginal`) gzip-compressed in ~256 KB rows (any API instance can then serve the
 * download).
 */
export async function storeOriginal(db: Db, originalId: number, file: Readable): Promise<void> {
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const write = async () => {
    const data = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    await db.insertInto('document_files').values({ original_id: originalId, seq: seq++, data }).execute();
  };
  for await (const chunk of file.pipe(createGzip({ level: 1 })) as AsyncIterable<Buffer>) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= FILE_CHUNK_BYTES) await write();
  }
  if (pendingBytes > 0 || seq === 0) await write();
}

/** A document's original file's bytes, decompressed as they are read (one stored chunk in memory at a time). */
export function readOriginal(db: Db, documentId: number): Readable {
  async function* compressed() {
    for (let seq = 0; ; seq++) {
      const row = await db
        .selectFrom('document_files as f')
        .innerJoin('documents as d', 'd.original_id', 'f.original_id')
        .select('f.data')
        .where('d.id', '=', documentId)
        .where('f.seq', '=', seq)
        .executeTakeFirst();
      if (!row) return;
      yield Buffer.from(row.data);
    }
  }
  return Readable.from(compressed()).pipe(createGunzip());
}

/**
 * One INSERT per batch (unnest of column arrays, each one string built by the parsing worker): the statement
 * count stays low for 200k segments and the main thread serialises nothing. A target's origin is the file's
 * (a pre-translation it says is unconfirmed, see formats/xliff/pretranslation.ts), else `import`. A segment
 * approved with a reviewed state (1.2 signed-off, 2.0 reviewed) comes in reviewed.
 */
export async function insertSegments(db: Db, documentId: number, columns: SegmentColumns): Promise<void> {
  if (columns.count === 0) return;
  await sql`
    insert into document_records (document_id, position, unit_id, segment_id, source, source_text, target, target_text,
      codes, approved, rejected, state, locked, note, context, words, max_width, block, place, origin, review_level)
    select ${documentId}, s.position, s.unit_id, s.segment_id, s.source, s.source_text, s.target, s.target_text, s.codes,
      s.approved, s.rejected, s.state, s.locked, s.note, s.context, s.words, s.max_width, s.block, s.place,
      case when s.target ~ '^[[:space:]]*$' then null else coalesce(s.origin, 'import') end,
      case when s.approved and s.state = any(${[...XLIFF_REVIEWED_STATES]}::text[]) then 1 else 0 end from unnest(
      ${columns.positions}::int[], ${columns.unitId}::text[], ${columns.segmentId}::text[],
      ${columns.source}::text[], ${columns.sourceText}::text[], ${columns.target}::text[], ${columns.targetText}::text[],
      ${columns.codes}::jsonb[], ${columns.approved}::boolean[], ${columns.rejected}::boolean[], ${columns.state}::text[],
      ${columns.locked}::boolean[],
      ${columns.note}::text[], ${columns.context}::text[], ${columns.words}::int[], ${columns.maxWidth}::int[],
      ${columns.origin}::text[], ${columns.blocks}::jsonb[], ${columns.places}::jsonb[])
      as s (position, unit_id, segment_id, source, source_text, target, target_text, codes, approved, rejected, state, locked,
        note, context, words, max_width, origin, block, place)`.execute(db);
}

/**
 * Counts each segment's repetitions after an import. The document's segment, word, translated and approved counts
 * need no recount: the database keeps them on every change of its segments (assignments migration 0540).
 */
export async function recountRecords(db: Db, id: number): Promise<void> {
  await countRepetitions(db, id);
}

/**
 * A JavaScript pattern (what the editor highlights with) as PostgreSQL reads it: the word boundaries \b and \B are
 * \y and \Y there (PostgreSQL's \b is a backspace). Inside a class, [\b] is a backspace in both.
 */
export function postgresRegex(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\' && i + 1 < pattern.length) {
      const next = pattern[++i]!;
      out += !inClass && next === 'b' ? '\\y' : !inClass && next === 'B' ? '\\Y' : `\\${next}`;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    out += char;
  }
  return out;
}

/** How `search` reads: where it looks, whether it is a regular expression, whether case matters. */
export type TextSearch = { in: SearchIn; regex: boolean; caseSensitive: boolean };

/** Segments whose text (without inline codes) contains the term: a substring (LIKE) or a PostgreSQL regular expression. */
function textCondition(term: string, text: TextSearch) {
  const columns = text.in === 'both' ? ['source_text', 'target_text'] : [`${text.in}_text`];
  const tests = columns.map((column) => {
    const ref = sql.ref(column);
    if (text.regex)
      return text.caseSensitive ? sql`${ref} ~ ${postgresRegex(term)}` : sql`${ref} ~* ${postgresRegex(term)}`;
    return text.caseSensitive ? sql`${ref} like ${containsPattern(term, true)}` : containsIgnoringCase(ref, term);
  });
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}

/** What a page of a document's segments is asked for: its filters, and the segments kept in it whatever they say. */
export interface RecordsView {
  search: string;
  filter: DocumentRecordFilter;
  qa?: QaRecordsFilter;
  text?: TextSearch;
  changedSince?: string;
  comments?: CommentsRecordsFilter;
  openIn?: WorkflowStep;
  /** Machine translations whose target's quality estimate is below this score. */
  mtBelow?: number;
  /** On that screenshot of the project, or on none of them. */
  screenshot?: ScreenshotRecordsFilter;
  keep?: readonly number[];
}

/** The conditions a segment meets to be in a view (none: every segment is). */
function viewConditions(view: RecordsView): RawBuilder<boolean>[] {
  const { filter, qa = 'any', text = PLAIN_SEARCH, changedSince, comments = 'any', openIn, mtBelow, screenshot } = view;
  const conditions: RawBuilder<boolean>[] = [];
  if (filter === 'untranslated') conditions.push(sql<boolean>`btrim(target) = ''`);
  else if (filter === 'unapproved') conditions.push(sql<boolean>`not approved`);
  else if (filter !== 'all') conditions.push(statusCondition(filter));
  if (qa !== 'any') conditions.push(qaCondition(qa));
  if (changedSince) conditions.push(sql<boolean>`updated_at >= ${new Date(changedSince)}`);
  if (comments === 'open') conditions.push(sql<boolean>`open_comments > 0`);
  if (openIn) conditions.push(sql<boolean>`(not locked and not ${doneIn(openIn)})`);
  if (mtBelow !== undefined) conditions.push(ratedBelow(mtBelow));
  if (screenshot === 'none') conditions.push(sql<boolean>`not ${onScreenshot(null)}`);
  else if (screenshot !== undefined) conditions.push(onScreenshot(screenshot));
  // A regular expression is used as typed: its spaces may be what it looks for.
  const term = text.regex ? view.search : view.search.trim();
  if (term) conditions.push(textCondition(term, text));
  return conditions;
}

/**
 * A machine translation whose target is the one its latest quality estimate rated (the mt domain keeps them in
 * mt_quality_estimates), scored below `score`.
 */
const ratedBelow = (score: number) =>
  sql<boolean>`(origin = 'mt' and exists (select from mt_quality_estimates e
    where e.record_id = document_records.id and e.target = document_records.target and e.score < ${score}))`;

/**
 * A segment on a screenshot of its document's project (`screenshotId`, or any when null): a box of it (the
 * screenshots domain keeps them in screenshot_boxes) names the segment, or its key (the unit id).
 */
const onScreenshot = (screenshotId: number | null) =>
  sql<boolean>`exists (select from screenshot_boxes b join screenshots s on s.id = b.screenshot_id
    where s.project_id = (select d.project_id from documents d where d.id = document_records.document_id)
      ${screenshotId === null ? sql`` : sql`and s.id = ${screenshotId}`}
      and (b.record_id = document_records.id or b.key = document_records.unit_id))`;

const PLAIN_SEARCH: TextSearch = { in: 'both', regex: false, caseSensitive: false };

/**
 * A page of a document's segments in file order and how many the view lets through, or undefined when there is
 * no such document. The segments `keep` names are listed whether or not they match (`kept_ids` says which no
 * longer do), so that the rows before the one a translator edits stay where they were.
 */
export async function pageRecords(
  db: Db,
  documentId: number,
  page: number,
  view: RecordsView,
): Promise<{ records: DocumentRecordRow[]; total_rows: number; kept_ids?: number[] } | undefined> {
  const conditions = viewConditions(view);
  if (conditions.length === 0) {
    const whole = await wholeDocumentPage(db, documentId, page);
    if (!whole || whole.status === 'done') return whole?.page;
  } else if (!(await findDocument(db, documentId))) return undefined;
  const inView = db.selectFrom('document_records').where('document_id', '=', documentId);
  if (conditions.length === 0) return recordPage(inView, 'position', page);
  const matches = sql<boolean>`(${sql.join(conditions, sql` and `)})`;
  const keep = view.keep ?? [];
  if (keep.length === 0) return recordPage(inView.where(matches), 'position', page);
  const result = await recordPage(
    inView.where(sql<boolean>`(${matches} or id = any(${keep}::integer[]))`),
    'position',
    page,
  );
  const keptHere = result.records.filter((record) => keep.includes(record.id)).map((record) => record.id);
  if (keptHere.length === 0) return { ...result, kept_ids: [] };
  const stillMatching = await inView
    .select('id')
    .where(sql<boolean>`id = any(${keptHere}::integer[])`)
    .where(matches)
    .execute();
  const matching = new Set(stillMatching.map((row) => row.id));
  return { ...result, kept_ids: keptHere.filter((id) => !matching.has(id)) };
}

/**
 * A page of the whole document, the screen's usual request, read with the document's status and segment count in
 * one statement (one round trip); undefined when there is no such document. A processed document's positions are
 * 0..n-1 (the import numbers them, segments are never removed one by one) and it keeps its segment count, so the
 * page is a range of the position index and nothing is counted: on 50k segments a deep page took an OFFSET walk
 * and a count(*) over every segment per request. The page holds only for a processed document (status 'done').
 */
async function wholeDocumentPage(db: Db, documentId: number, page: number) {
  const rows = await db
    .selectFrom('documents as d')
    .leftJoin('document_records as r', (join) =>
      join
        .onRef('r.document_id', '=', 'd.id')
        .on('r.position', '>=', page * PAGE_SIZE)
        .on('r.position', '<', (page + 1) * PAGE_SIZE),
    )
    .selectAll('r')
    .select(['d.status as document_status', 'd.records_count as document_records_count'])
    .where('d.id', '=', documentId)
    .orderBy('r.position')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  // With no segment in the range, the one row carries the document alone.
  const records = rows
    .filter((row) => row.id !== null)
    .map(({ document_status: _status, document_records_count: _count, ...record }) => record as DocumentRecordRow);
  return {
    status: first.document_status,
    page: { records, total_rows: Number(first.document_records_count) },
  };
}

export async function findRecord(db: Db, id: number): Promise<DocumentRecordRow | undefined> {
  return db.selectFrom('document_records').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The document's `updated_at` moves with its segments' saves at most this often: many editors share its row. */
const DOCUMENT_TOUCH_SECONDS = 1;

/**
 * Saves a segment's target and approval unless it changed since `expectedUpdatedAt` (millisecond precision,
 * what the client saw): answers 'stale' then, undefined when the record is gone. `before` is the segment as read
 * for this save; since a segment's version changes with every change of its target or approval, the row still
 * holds what `before` says whenever the save goes ahead. One statement (one round trip, its own transaction):
 * the segment's history records the change as `author`'s (the trigger reads the author set first), the
 * database moves the document's counters by the difference, and its row is only touched when they do or its
 * `updated_at` is more than a second old, so that editors saving different segments of one document do not
 * queue for the document's row. An approved segment of a document with a TM to write to is queued for the
 * write-back (tm-write-backs.ts), which runs after the answer: queued by this statement, it cannot be lost.
 */
/** A reviewer's rejection or correction to record with a save, and its errors (review/README.md). */
export interface ReviewAnnotationInsert {
  action: ReviewAction;
  reason: string | null;
  errors: readonly { category: string; severity: string; note: string | null }[];
}

/** The statements of `updateRecord` that record its annotation, only once the segment is saved. */
function annotationStatements(annotation: ReviewAnnotationInsert, before: DocumentRecordRow, author: ChangeAuthor) {
  const { errors } = annotation;
  return sql`,
    annotated as (
      insert into review_annotations (record_id, document_id, user_id, action, reason, step, old_target, new_target)
      select saved.id, saved.document_id, ${author.userId}, ${annotation.action}, ${annotation.reason},
        ${author.step ?? null}, ${before.target}, saved.target
      from saved
      returning id, document_id
    ),
    errors as (
      insert into lqa_errors (annotation_id, document_id, category, severity, note)
      select annotated.id, annotated.document_id, e.category, e.severity, e.note
      from annotated, unnest(${errors.map((error) => error.category)}::text[],
        ${errors.map((error) => error.severity)}::text[], ${errors.map((error) => error.note)}::text[])
        as e(category, severity, note)
    )`;
}

export async function updateRecord(
  db: Db,
  before: DocumentRecordRow,
  changes: {
    target: string;
    approved: boolean;
    /** The document's XLIFF version, which names the segment's state (`stateFor`). */
    xliffVersion: string | null;
    /** True: a reviewer rejects the target. Otherwise a rejection holds while the target stays and is not approved. */
    rejected?: boolean | undefined;
    origin?: SegmentOrigin | undefined;
    match_percent?: number | null | undefined;
    /**
     * How far the review goes with this save (see review_level in tables.ts). Left out, an approved segment whose
     * target stays keeps its level, any other loses it.
     */
    reviewLevel?: number | undefined;
  } & QaColumns,
  expectedUpdatedAt: string,
  author: ChangeAuthor,
  annotation?: ReviewAnnotationInsert,
): Promise<DocumentRecordRow | 'stale' | undefined> {
  if (new Date(before.updated_at).getTime() !== new Date(expectedUpdatedAt).getTime()) return 'stale';
  const delta = Number(changes.approved) - Number(before.approved);
  const rejected = rejectedAfter(before, changes);
  const reviewLevel = !changes.approved
    ? 0
    : (changes.reviewLevel ?? (changes.target === before.target ? before.review_level : 0));
  const translated = !isEmptyTarget(changes.target, before.source);
  const state = stateFor(changes.xliffVersion, changes.approved, translated, rejected, reviewLevel > 0);
  const { origin, match_percent } = originOfEdit(before, changes);
  const { rows } = await sql<DocumentRecordRow>`
    with author as (select ${changeAuthorSettings(author)}),
    saved as (
      update document_records set target = ${changes.target}, target_text = ${inlineText(changes.target)},
        approved = ${changes.approved}, rejected = ${rejected}, review_level = ${reviewLevel}, state = ${state},
        origin = ${origin}, match_percent = ${match_percent},
        qa = ${changes.qa}, qa_ignored = ${changes.qa_ignored}, qa_open = ${changes.qa_open},
        qa_errors = ${changes.qa_errors}, dirty = true, updated_at = now(),
        -- A confirmed translation answers the source change or upstream conflict a pull marked it with.
        previous_source = case when ${changes.approved} then null else previous_source end,
        upstream_target = case when ${changes.approved} then null else upstream_target end
      where id = ${before.id} and date_trunc('milliseconds', updated_at) = ${new Date(expectedUpdatedAt).toISOString()}::timestamptz
        and exists (select from author)
      returning *
    ),
    touched as (
      update documents set updated_at = now()
      where id = ${before.document_id} and exists (select from saved)
        and (${delta}::int <> 0 or updated_at < now() - make_interval(secs => ${DOCUMENT_TOUCH_SECONDS}))
    ),
    queued as (
      insert into tm_write_backs (record_id, author)
      select saved.id, u.username from saved join users u on u.id = ${author.userId}
      where saved.approved and exists (
        -- A TM to write to, of the document's own or of its project's (as documentTms in links.ts lists them).
        select from document_translation_memories where document_id = saved.document_id and mode = 'write'
        union all
        select from documents d join project_translation_memories p on p.project_id = d.project_id
        where d.id = saved.document_id and not d.own_translation_memories and p.mode = 'write')
      on conflict (record_id) do update set author = excluded.author, queued_at = clock_timestamp(), claimed_at = null
    )${annotation ? annotationStatements(annotation, before, author) : sql``}
    select * from saved`.execute(db);
  if (rows[0]) return rows[0];
  return (await findRecord(db, before.id)) ? 'stale' : undefined;
}

/** A segment as the XLIFF 2.0 export reads it, with its record's id, place in the file and length limit. */
export interface ExportSegment extends ExportedSegment {
  id: number;
  position: number;
  maxWidth: number | null;
  place: SegmentPlace | null;
}

/** Every segment of a document in file order, as the XLIFF 2.0 export (and a handoff's XLIFF kit) writes it. */
export async function* streamExportSegments(
  db: Db,
  documentId: number,
  pageSize = 2000,
): AsyncGenerator<ExportSegment> {
  const rows = keysetRows('position', pageSize, (after) =>
    db
      .selectFrom('document_records')
      .select(['id', 'position', 'unit_id', 'segment_id', 'source', 'target', 'codes', 'approved', 'rejected'])
      .select(['origin', 'locked', 'note', 'context', 'max_width', 'place'])
      .select(sql<boolean>`review_level > 0`.as('reviewed'))
      .where('document_id', '=', documentId)
      .where('position', '>', after)
      .orderBy('position')
      .limit(pageSize)
      .execute(),
  );
  for await (const row of rows) {
    yield {
      id: row.id,
      position: row.position,
      maxWidth: row.max_width,
      place: row.place === null ? null : json<SegmentPlace>(row.place),
      unitId: row.unit_id,
      segmentId: row.segment_id,
      source: row.source,
      target: row.target,
      codes: json<InlineCode[]>(row.codes),
      approved: row.approved,
      reviewed: row.reviewed,
      rejected: row.rejected,
      origin: row.origin,
      locked: row.locked,
      note: row.note,
      context: row.context,
    };
  }
}

/**
 * An untranslated segment whose translation file had a text its codes could not hold (kept_text): a merge writes
 * that text as it was, so every stream of edits for a download or a push takes these too.
 */
export const keptTextToWrite = (eb: ExpressionBuilder<Database, 'document_records'>) =>
  eb.and([eb('kept_text', 'is not', null), eb('target', '=', '')]);

/** Which segments a written file takes its targets from (and a translation file's kept texts, kept_text). */
type EditsWritten = (eb: ExpressionBuilder<Database, 'document_records'>) => Expression<SqlBool>;

/** A document's segments that `written` selects, in file order, read in keyset pages (no long transaction). */
function streamWritten(db: Db, documentId: number, written: EditsWritten, pageSize: number) {
  return keysetRows('position', pageSize, (after) =>
    db
      .selectFrom('document_records')
      .select([
        'position',
        'target',
        'approved',
        'rejected',
        'origin',
        sql<boolean>`review_level > 0`.as('reviewed'),
        'kept_text as keptText',
      ])
      .where('document_id', '=', documentId)
      .where((eb) => eb.or([written(eb), keptTextToWrite(eb)]))
      .where('position', '>', after)
      .orderBy('position')
      .limit(pageSize)
      .execute(),
  ) as AsyncGenerator<SegmentEdit>;
}

/**
 * Every translated segment of a document: what a file written as a repository keeps it holds, all of them (not
 * only those edited since import), since such a file is written anew from the source each time. Rejected targets
 * stay out. An untranslated one whose translation file had a text its codes could not hold comes with that text.
 */
export const streamTranslations = (db: Db, documentId: number, pageSize = 2000) =>
  streamWritten(
    db,
    documentId,
    (eb) => eb.and([sql<boolean>`target !~ '^[[:space:]]*$'`, eb('rejected', '=', false)]),
    pageSize,
  );

/** Segments edited since import, and untranslated ones with a translation file's own text kept (kept_text). */
export const streamEdits = (db: Db, documentId: number, pageSize = 2000) =>
  streamWritten(db, documentId, (eb) => eb('dirty', '=', true), pageSize);
