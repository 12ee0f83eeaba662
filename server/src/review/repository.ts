import { sql } from 'kysely';
import {
  DEFAULT_LQA_PASS_THRESHOLD,
  DEFAULT_LQA_TYPOLOGY,
  type DocumentQuality,
  type LqaSettings,
  type LqaTypology,
  type ProjectQuality,
  type PutLqaSettingsBody,
  type ReviewAnnotation,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { iso, json } from '../db/column-types.ts';

/** A project's settings as stored (no row, or a null column: the default), with the defaults filled in. */
function settingsOf(row: { typology: LqaTypology | string | null; pass_threshold: number | null } | undefined) {
  const typology = row?.typology ? json<LqaTypology>(row.typology) : null;
  const threshold = row?.pass_threshold ?? null;
  return {
    typology: typology ?? DEFAULT_LQA_TYPOLOGY,
    pass_threshold: threshold ?? DEFAULT_LQA_PASS_THRESHOLD,
    own_typology: typology !== null,
    own_pass_threshold: threshold !== null,
  } satisfies LqaSettings;
}

/** The typology and threshold in force in a project. */
export async function projectLqaSettings(db: Db, projectId: number): Promise<LqaSettings> {
  const row = await db
    .selectFrom('project_lqa_settings')
    .select(['typology', 'pass_threshold'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return settingsOf(row);
}

/** The typology and threshold in force for a document: its project's, or the defaults outside a project. */
export async function documentLqaSettings(db: Db, documentId: number): Promise<LqaSettings> {
  const row = await db
    .selectFrom('documents as d')
    .leftJoin('project_lqa_settings as s', 's.project_id', 'd.project_id')
    .select(['s.typology', 's.pass_threshold'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  return settingsOf(row);
}

export async function setProjectLqaSettings(db: Db, projectId: number, body: PutLqaSettingsBody): Promise<void> {
  const values = {
    typology: body.typology === null ? null : JSON.stringify(body.typology),
    pass_threshold: body.pass_threshold,
  };
  await db
    .insertInto('project_lqa_settings')
    .values({ project_id: projectId, ...values })
    .onConflict((conflict) => conflict.column('project_id').doUpdateSet(values))
    .execute();
}

interface AnnotationRow {
  id: number;
  record_id: number;
  position: number;
  action: ReviewAnnotation['action'];
  reason: string | null;
  step: ReviewAnnotation['step'];
  user_id: number | null;
  username: string | null;
  display_name: string | null;
  old_target: string;
  new_target: string;
  created_at: Date | string;
  errors: ReviewAnnotation['errors'] | string;
}

/** The annotations `where` selects (on `a`, review_annotations, and `r`, its segment), each with its errors. */
async function annotations(db: Db, where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) {
  const { rows } = await sql<AnnotationRow>`
    select a.id, a.record_id, r.position, a.action, a.reason, a.step, a.user_id, u.username, u.display_name,
      a.old_target,
      a.new_target, a.created_at,
      coalesce((select json_agg(json_build_object('category', e.category, 'severity', e.severity, 'note', e.note)
                  order by e.id)
                from lqa_errors e where e.annotation_id = a.id), '[]'::json) as errors
    from review_annotations a
    join document_records r on r.id = a.record_id
    left join users u on u.id = a.user_id
    where ${where}
    order by ${order}`.execute(db);
  return rows.map((row): ReviewAnnotation => ({
    id: row.id,
    record_id: row.record_id,
    position: row.position,
    action: row.action,
    reason: row.reason,
    errors: json(row.errors),
    step: row.step,
    user:
      row.user_id !== null && row.username !== null
        ? { id: row.user_id, username: row.username, display_name: row.display_name }
        : null,
    old_target: row.old_target,
    new_target: row.new_target,
    created_at: iso(row.created_at),
  }));
}

/** A segment's rejections and corrections, newest first. */
export const segmentAnnotations = (db: Db, recordId: number) =>
  annotations(db, sql`a.record_id = ${recordId}`, sql`a.id desc`);

/** The latest rejection of each of the document's segments rejected now, in file order. */
export const documentRejections = (db: Db, documentId: number) =>
  annotations(
    db,
    sql`a.document_id = ${documentId} and r.rejected and not r.approved and a.id = (
      select max(b.id) from review_annotations b where b.record_id = a.record_id and b.action = 'reject')`,
    sql`r.position`,
  );

export async function findAnnotation(db: Db, id: number) {
  return db.selectFrom('review_annotations').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
}

export async function deleteAnnotation(db: Db, id: number): Promise<void> {
  await db.deleteFrom('review_annotations').where('id', '=', id).execute();
}

/**
 * The document's quality: its words (locked segments aside), its errors by category and severity, and the penalty
 * per 1,000 words against the threshold in force.
 */
export async function documentQuality(db: Db, documentId: number): Promise<DocumentQuality> {
  const settings = await documentLqaSettings(db, documentId);
  const { words } = await db
    .selectFrom('documents')
    .select(sql<number>`words_count - locked_words_count`.as('words'))
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  const errors = await db
    .selectFrom('lqa_errors')
    .select(['category', 'severity', sql<number>`count(*)::int`.as('count')])
    .where('document_id', '=', documentId)
    .groupBy(['category', 'severity'])
    .orderBy('category')
    .orderBy('severity')
    .execute();
  return qualityOf(settings, words, errors);
}

/**
 * Every document's quality in a project (or of its documents `ids` names: a page's), as documentQuality, in upload
 * order, in three statements: the words from the documents' counters (assignments migrations), never a count of
 * the project's segments.
 */
export async function projectQuality(db: Db, projectId: number, ids?: readonly number[]): Promise<ProjectQuality> {
  if (ids?.length === 0) return { documents: [] };
  const settings = await projectLqaSettings(db, projectId);
  const words = await db
    .selectFrom('documents')
    .select(['id as document_id', sql<number>`words_count - locked_words_count`.as('words')])
    .where('project_id', '=', projectId)
    .$if(ids !== undefined, (query) => query.where('id', 'in', ids!))
    .orderBy('id')
    .execute();
  const errors = await db
    .selectFrom('lqa_errors as e')
    .innerJoin('documents as d', 'd.id', 'e.document_id')
    .select(['e.document_id', 'e.category', 'e.severity', sql<number>`count(*)::int`.as('count')])
    .where('d.project_id', '=', projectId)
    .$if(ids !== undefined, (query) => query.where('e.document_id', 'in', ids!))
    .groupBy(['e.document_id', 'e.category', 'e.severity'])
    .orderBy('e.category')
    .orderBy('e.severity')
    .execute();
  const errorsOf = new Map<number, DocumentQuality['errors']>();
  for (const { document_id, ...error } of errors) {
    const documentErrors = errorsOf.get(document_id);
    if (documentErrors) documentErrors.push(error);
    else errorsOf.set(document_id, [error]);
  }
  return {
    documents: words.map((row) => ({
      document_id: row.document_id,
      ...qualityOf(settings, row.words, errorsOf.get(row.document_id) ?? []),
    })),
  };
}

/** Penalty points per 1,000 words (two decimals; 0 without words); a severity the typology no longer has weighs nothing. */
export function qualityOf(settings: LqaSettings, words: number, errors: DocumentQuality['errors']): DocumentQuality {
  const weights = new Map(settings.typology.severities.map((severity) => [severity.id, severity.weight]));
  const points = errors.reduce((sum, error) => sum + error.count * (weights.get(error.severity) ?? 0), 0);
  const penalty = words === 0 ? 0 : Math.round((points / words) * 1000 * 100) / 100;
  return {
    words,
    errors,
    penalty_points: points,
    penalty_per_1000: penalty,
    pass_threshold: settings.pass_threshold,
    pass: penalty <= settings.pass_threshold,
  };
}
