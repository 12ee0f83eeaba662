import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  type InlineCode,
  type QaCheckCount,
  type QaCheckId,
  type QaIssue,
  type SpellingWord,
} from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import type { DocumentRecordRow } from '../tables.ts';
import { recordPage } from '../../db/record-page.ts';
import { positionWindows } from '../position-windows.ts';
import { englishOf, englishTitleOf } from './english.ts';
import { QA_CHECKS, qaCheck, qaCheckOrder, runQaChecks } from './registry.ts';
import type { QaDocument, QaSegment, TermHitsLookup, TermPair } from './types.ts';
import { misspellingsOf } from './misspellings.ts';
import { json } from '../../db/column-types.ts';

/** The QA columns of a segment for these findings; ignores of warnings no longer found are forgotten. */
export function qaColumns(issues: QaIssue[], ignored: readonly QaCheckId[] = []) {
  const kept = ignored.filter((id) => issues.some((issue) => issue.check === id && issue.severity === 'warning'));
  return {
    qa: JSON.stringify(issues.map((issue) => ({ ...issue, ignored: kept.includes(issue.check) }))),
    qa_ignored: JSON.stringify(kept),
    qa_open: issues.filter((issue) => !kept.includes(issue.check)).length,
    qa_errors: issues.filter((issue) => issue.severity === 'error').length,
  };
}
export type QaColumns = ReturnType<typeof qaColumns>;

type Checked = Pick<
  DocumentRecordRow,
  'id' | 'position' | 'source' | 'target' | 'codes' | 'approved' | 'max_width' | 'qa' | 'qa_ignored'
>;

function segmentOf(
  document: QaDocument,
  row: Omit<Checked, 'id' | 'position' | 'qa' | 'qa_ignored'>,
  termHits: TermPair[],
  otherTargets: string[],
  misspelled: readonly SpellingWord[] = [],
): QaSegment {
  return {
    source: row.source,
    target: row.target,
    codes: json<InlineCode[]>(row.codes),
    approved: row.approved,
    sourceLang: document.source_lang,
    targetLang: document.target_lang,
    maxWidth: row.max_width,
    termHits,
    otherTargets,
    misspelled,
  };
}

/** The targets of the segments with this source, with how many segments have each. */
export async function targetsOfSource(db: Db, documentId: number, source: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('document_records')
    .select(['target', (eb) => eb.fn.countAll<number>().as('count')])
    .where('document_id', '=', documentId)
    .where(sql<boolean>`md5(source) = md5(${source})`)
    .where('source', '=', source)
    .where(sql<boolean>`btrim(target) <> ''`)
    .groupBy('target')
    .execute();
  return new Map(rows.map((row) => [row.target, Number(row.count)]));
}

/** The other targets of a source, for a segment whose target is `own` (counted in `targets` already or not). */
function othersThan(targets: ReadonlyMap<string, number>, own: string, counted: boolean): string[] {
  return [...targets]
    .filter(([target, count]) => target !== own || count > (counted ? 1 : 0))
    .map(([target]) => target);
}

/**
 * A save's QA (save.ts) with what it reads already known: `targets`, the non-empty targets of the segments with the
 * record's source and how many segments have each (the stored row counted with its previous target), the
 * glossary terms found in its source, and the misspelled words of the new target (misspellingsOf).
 */
export function qaOfSave(
  document: QaDocument,
  record: DocumentRecordRow,
  changes: { target: string; approved: boolean },
  targets: ReadonlyMap<string, number>,
  hits: TermPair[],
  misspelled: readonly SpellingWord[] = [],
): QaColumns {
  const others = new Map(targets);
  // The stored row's old target is no longer this segment's: take it out of the counts.
  const previous = others.get(record.target);
  if (previous !== undefined) {
    if (previous > 1) others.set(record.target, previous - 1);
    else others.delete(record.target);
  }
  const segment = segmentOf(
    document,
    { ...record, ...changes },
    hits,
    othersThan(others, changes.target, false),
    misspelled,
  );
  const ignored = json<QaCheckId[]>(record.qa_ignored);
  return qaColumns(runQaChecks(segment, ignored), ignored);
}

/**
 * After a segment's target changed, the other segments with the same source may have become consistent or
 * not: their inconsistency finding is worked out again (their other findings depend on their own target only).
 */
export async function refreshRepetitions(db: Db, document: QaDocument, source: string, savedId: number): Promise<void> {
  const rows = await db
    .selectFrom('document_records')
    .select(['id', 'source', 'target', 'codes', 'approved', 'max_width', 'qa', 'qa_ignored'])
    .where('document_id', '=', document.id)
    .where(sql<boolean>`md5(source) = md5(${source})`)
    .where('source', '=', source)
    .where('id', '<>', savedId)
    .execute();
  if (rows.length === 0) return;
  const targets = await targetsOfSource(db, document.id, source);
  const check = qaCheck('inconsistency');
  for (const row of rows) {
    const issues = json<QaIssue[]>(row.qa).filter((issue) => issue.check !== check.id);
    const phrases = check.test(segmentOf(document, row, [], othersThan(targets, row.target, true)));
    if (phrases !== null)
      issues.push({ check: check.id, severity: check.severity, message: englishOf(phrases), phrases, ignored: false });
    issues.sort((a, b) => qaCheckOrder(a.check) - qaCheckOrder(b.check));
    const columns = qaColumns(issues, json<QaCheckId[]>(row.qa_ignored));
    if (columns.qa === JSON.stringify(json<QaIssue[]>(row.qa))) continue;
    await db.updateTable('document_records').set(columns).where('id', '=', row.id).execute();
  }
}

const IMPORT_BATCH = 1000;

type TargetsBySource = Map<string, Map<string, number>>;

/** Per source translated in more than one way (of these sources), its targets with their counts. */
async function inconsistentSources(db: Db, documentId: number, sources: readonly string[]): Promise<TargetsBySource> {
  return translatedInMoreThanOneWay(await targetsOfSources(db, documentId, sources));
}

function translatedInMoreThanOneWay(targets: TargetsBySource): TargetsBySource {
  return new Map([...targets].filter(([, ofSource]) => ofSource.size > 1));
}

/**
 * Per source of these that has translated segments, their targets with how many segments have each: read through
 * the `(document_id, md5(source))` index, which the planner picks by the statistics of md5(source) (migration 0855).
 */
async function targetsOfSources(db: Db, documentId: number, sources: readonly string[]): Promise<TargetsBySource> {
  if (sources.length === 0) return new Map();
  const hashes = [...new Set(sources)].map((source) => createHash('md5').update(source).digest('hex'));
  const groups = await sql<{ source: string; targets: string[]; counts: number[] }>`
    select source, array_agg(target order by target) as targets, array_agg(n order by target) as counts
    from (
      select source, target, count(*)::int as n from document_records
      where document_id = ${documentId} and btrim(target) <> '' and md5(source) = any(${pgArrayLiteral(hashes)}::text[])
      group by source, target
    ) t
    group by source`.execute(db);
  return new Map(
    groups.rows.map((group) => [
      group.source,
      new Map(group.targets.map((target, i) => [target, Number(group.counts[i])])),
    ]),
  );
}

/**
 * Translated segments of one source from which an import's QA keeps the source's targets for its later batches
 * instead of reading them again: a source on every screen ("Cancel", thousands of segments) was otherwise read
 * whole by every batch, 0.3-0.7 s a batch for 300,000 segments on a busy machine. At most one source per this many
 * translated segments is kept.
 */
const KEPT_FROM_SEGMENTS = 20;

/**
 * The targets of each batch's sources during an import's QA. The targets do not change while it runs (it writes
 * findings only), so a frequent source's are read once.
 */
function keepingTargetsOfSources(db: Db, documentId: number) {
  const kept: TargetsBySource = new Map();
  return async (sources: readonly string[]): Promise<TargetsBySource> => {
    const read = await targetsOfSources(
      db,
      documentId,
      sources.filter((source) => !kept.has(source)),
    );
    for (const [source, targets] of read) {
      const segments = [...targets.values()].reduce((sum, count) => sum + count, 0);
      if (segments >= KEPT_FROM_SEGMENTS) kept.set(source, targets);
    }
    return new Map(
      sources.flatMap((source) => {
        const targets = read.get(source) ?? kept.get(source);
        return targets ? [[source, targets] as const] : [];
      }),
    );
  };
}

/** Works out the findings of these segments and writes those that changed, in one statement. */
async function checkAndWrite(
  db: Db,
  document: QaDocument,
  rows: readonly Checked[],
  repeated: TargetsBySource,
  termHits: TermHitsLookup,
) {
  const [hits, misspelled] = await Promise.all([
    termHits(
      document.id,
      rows.map((row) => row.source),
    ),
    misspellingsOf(
      db,
      document,
      rows.map((row) => row.target),
    ),
  ]);
  const changed: { id: number; columns: QaColumns }[] = [];
  rows.forEach((row, i) => {
    const targets = repeated.get(row.source);
    const others = targets ? othersThan(targets, row.target, true) : [];
    const segment = segmentOf(document, row, hits[i] ?? [], others, misspelled[i]);
    const ignored = json<QaCheckId[]>(row.qa_ignored);
    const columns = qaColumns(runQaChecks(segment, ignored), ignored);
    if (columns.qa !== JSON.stringify(json<QaIssue[]>(row.qa))) changed.push({ id: row.id, columns });
  });
  if (changed.length === 0) return;
  await sql`
    update document_records d set qa = v.qa, qa_ignored = v.qa_ignored, qa_open = v.qa_open, qa_errors = v.qa_errors
    from unnest(${changed.map((f) => f.id)}::int[], ${changed.map((f) => f.columns.qa)}::jsonb[],
      ${changed.map((f) => f.columns.qa_ignored)}::jsonb[], ${changed.map((f) => f.columns.qa_open)}::int[],
      ${changed.map((f) => f.columns.qa_errors)}::int[]) as v(id, qa, qa_ignored, qa_open, qa_errors)
    where d.id = v.id`.execute(db);
}

const CHECKED_COLUMNS = [
  'id',
  'position',
  'source',
  'target',
  'codes',
  'approved',
  'max_width',
  'qa',
  'qa_ignored',
] as const;

/**
 * QA of the targets a file brought, after its import: the segments with a target (or approved) in keyset
 * batches, each batch's findings written by one UPDATE. The batch's sources translated in more than one way are
 * looked up through their index entries: statements stay short whatever the document's size (the embedded
 * database's one connection serves no request meanwhile).
 */
export async function computeImportedQa(db: Db, document: QaDocument, termHits: TermHitsLookup): Promise<void> {
  const targetsOf = keepingTargetsOfSources(db, document.id);
  for await (const rows of segmentsWithTargets(db, document.id)) {
    const repeated = translatedInMoreThanOneWay(await targetsOf(rows.map((row) => row.source)));
    await checkAndWrite(db, document, rows, repeated, termHits);
  }
}

/**
 * The segments with a target (or approved), read by windows of IMPORT_BATCH positions. A page of "the next 1,000
 * with a target" read the whole rest of a document that has few: 1.3 s for 1,000,000 segments without targets,
 * all that time holding the embedded database's one connection.
 */
async function* segmentsWithTargets(db: Db, documentId: number): AsyncGenerator<Checked[]> {
  for await (const { from, to } of positionWindows(db, documentId, IMPORT_BATCH)) {
    const rows = await db
      .selectFrom('document_records')
      .select(CHECKED_COLUMNS)
      .where('document_id', '=', documentId)
      .where('position', '>=', from)
      .where('position', '<', to)
      .where((eb) => eb.or([eb('approved', '=', true), sql<boolean>`btrim(target) <> ''`]))
      .orderBy('position')
      .execute();
    if (rows.length > 0) yield rows;
  }
}

/**
 * QA of segments whose targets were written in bulk (pre-translation): their findings, and the inconsistency
 * of the other segments with their sources, which a new target can make differ.
 */
export async function refreshQaOfWritten(
  db: Db,
  documentId: number,
  ids: readonly number[],
  termHits: TermHitsLookup,
): Promise<void> {
  if (ids.length === 0) return;
  const document = await db
    .selectFrom('documents')
    .select(['id', 'source_lang', 'target_lang', 'project_id'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!document) return;
  const rows: Checked[] = await db
    .selectFrom('document_records')
    .select(CHECKED_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  const repeated = await inconsistentSources(
    db,
    documentId,
    rows.map((row) => row.source),
  );
  await checkAndWrite(db, document, rows, repeated, termHits);
  for (const source of repeated.keys()) await refreshRepetitions(db, document, source, 0);
}

/**
 * Ignores (or stops ignoring) a warning on a segment. Answers the row, 'absent' when the segment has no such
 * warning, undefined when the segment is gone. The segment's version (`updated_at`) stays: an editor holding
 * it can still save.
 */
export async function setQaIgnored(
  db: Db,
  id: number,
  check: QaCheckId,
  ignore: boolean,
): Promise<DocumentRecordRow | 'absent' | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('document_records')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const issues = json<QaIssue[]>(row.qa);
    if (!issues.some((issue) => issue.check === check && issue.severity === 'warning')) return 'absent';
    const ignored = json<QaCheckId[]>(row.qa_ignored).filter((other) => other !== check);
    if (ignore) ignored.push(check);
    return trx
      .updateTable('document_records')
      .set(qaColumns(issues, ignored))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Segments with findings not ignored (`issues`) or with errors (`errors`): a records filter. */
export const qaCondition = (filter: 'issues' | 'errors') =>
  filter === 'errors'
    ? sql<boolean>`(qa <> '[]'::jsonb and qa_errors > 0)`
    : sql<boolean>`(qa <> '[]'::jsonb and qa_open > 0)`;

/** The report's counts: per check, segments where it is found (not ignored) and where it is ignored. */
export async function qaCounts(db: Db, documentId: number) {
  const [perCheck, totals] = await Promise.all([
    sql<{ check: QaCheckId; found: number; ignored: number }>`
      select issue->>'check' as check,
        count(*) filter (where not (issue->>'ignored')::boolean)::int as found,
        count(*) filter (where (issue->>'ignored')::boolean)::int as ignored
      from document_records, jsonb_array_elements(qa) as issue
      where document_id = ${documentId} and qa <> '[]'::jsonb
      group by 1`.execute(db),
    sql<{ errors: number; issues: number }>`
      select count(*) filter (where qa_errors > 0)::int as errors, count(*) filter (where qa_open > 0)::int as issues
      from document_records where document_id = ${documentId} and qa <> '[]'::jsonb`.execute(db),
  ]);
  const byCheck = new Map(perCheck.rows.map((row) => [row.check, row]));
  const checks: QaCheckCount[] = QA_CHECKS.map((check) => ({
    check: check.id,
    severity: check.severity,
    title: englishTitleOf(check.id),
    segments: Number(byCheck.get(check.id)?.found ?? 0),
    ignored: Number(byCheck.get(check.id)?.ignored ?? 0),
  }));
  const total = totals.rows[0];
  return { checks, segments_with_errors: Number(total?.errors ?? 0), segments_with_issues: Number(total?.issues ?? 0) };
}

/** A page of the segments with findings (of one check if given), in file order. */
export async function qaSegments(db: Db, documentId: number, page: number, check: QaCheckId | undefined) {
  let query = db
    .selectFrom('document_records')
    .where('document_id', '=', documentId)
    .where(sql<boolean>`qa <> '[]'::jsonb`);
  if (check) query = query.where(sql<boolean>`qa @> ${JSON.stringify([{ check }])}::jsonb`);
  const { records, total_rows } = await recordPage(query, 'position', page);
  return { segments: records, total_rows };
}
