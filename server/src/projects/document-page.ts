import { sql, type RawBuilder } from 'kysely';
import type {
  ProjectDocumentPage,
  ProjectDocumentSort,
  ProjectDocumentState,
  ProjectDocumentsSummary,
  SortOrder,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { json } from '../db/column-types.ts';
import { containsIgnoringCase } from '../db/like-patterns.ts';
import { toDocument } from '../documents/repository.ts';
import { documentsProgress } from './repository.ts';
import { handoffsOut } from '../assignments/repository.ts';
import { projectQuality } from '../review/repository.ts';

/**
 * The share of a document's words confirmed, as its bar shows it (the locked words are nobody's work): the
 * expression the index `documents_project_progress` (migration 0897) holds, written the same so that the planner
 * uses it.
 */
const PROGRESS = sql`(approved_words_count::float8 / greatest(words_count - locked_words_count, 1))`;

/** Each sort's columns, every one ending with the id so that a page boundary never splits equal values. */
const SORT_COLUMNS: Record<ProjectDocumentSort | 'upload', RawBuilder<unknown>[]> = {
  upload: [],
  name: [sql.ref('name')],
  language: [sql.ref('target_lang'), sql.ref('name')],
  progress: [PROGRESS],
  updated: [sql.ref('updated_at')],
};

const STATE_CONDITION: Record<ProjectDocumentState, RawBuilder<boolean>> = {
  importing: sql<boolean>`status not in ('done', 'error')`,
  done: sql<boolean>`status = 'done'`,
  error: sql<boolean>`status = 'error'`,
};

export interface ProjectDocumentsFilter {
  page: number;
  limit: number;
  sort?: ProjectDocumentSort | undefined;
  order: SortOrder;
  target_lang?: string | undefined;
  status?: ProjectDocumentState | undefined;
  search: string;
}

/**
 * A page of a project's documents, sorted, filtered and counted by the database (indexes of migration 0897 by
 * project and each sort), with the progress figures and quality scores of that page's documents only and the
 * project's summary.
 */
export async function projectDocumentPage(
  db: Db,
  projectId: number,
  filter: ProjectDocumentsFilter,
): Promise<ProjectDocumentPage> {
  const where = filterCondition(projectId, filter);
  const { rows } = await pageIds(projectId, filter).execute(db);
  const ids = rows.map((row) => row.id);
  const counts = await countsOf(db, projectId, where);
  if (ids.length === 0) return { records: [], total_rows: counts.total_rows, summary: counts.summary };
  const inPage = sql<boolean>`d.id in (${sql.join(ids)})`;
  const [documents, figures, { documents: scores }] = await Promise.all([
    db.selectFrom('documents').selectAll().where('id', 'in', ids).execute(),
    documentsProgress(db, inPage),
    projectQuality(db, projectId, ids),
  ]);
  const byId = new Map(documents.map((document) => [document.id, document]));
  const handoffs = await handoffsOut(db, projectId, documents);
  const figuresById = new Map(figures.map(({ document_id, ...each }) => [document_id, each]));
  const qualityById = new Map(scores.map(({ document_id, ...quality }) => [document_id, quality]));
  return {
    // In the page's order; one deleted between the two reads is left out.
    records: ids.flatMap((id) => {
      const document = byId.get(id);
      const progress = figuresById.get(id);
      const quality = qualityById.get(id);
      if (!document || !progress || !quality) return [];
      const handoff = document.handoff_id === null ? null : (handoffs.get(document.handoff_id) ?? null);
      return [{ ...toDocument(document), progress, handoff, quality }];
    }),
    total_rows: counts.total_rows,
    summary: counts.summary,
  };
}

/** The documents of the project that the filters keep (the columns unqualified: a statement on `documents`). */
function filterCondition(projectId: number, filter: ProjectDocumentsFilter): RawBuilder<boolean> {
  const conditions = [sql<boolean>`project_id = ${projectId}`];
  if (filter.target_lang !== undefined) conditions.push(sql<boolean>`target_lang = ${filter.target_lang}`);
  if (filter.status !== undefined) conditions.push(STATE_CONDITION[filter.status]);
  if (filter.search) conditions.push(containsIgnoringCase(sql.ref('name'), filter.search));
  return sql.join(conditions, sql` and `) as RawBuilder<boolean>;
}

/** The ids of the page's documents in its order: the statement whose plan the indexes are for (its test explains it). */
export function pageIds(projectId: number, filter: ProjectDocumentsFilter): RawBuilder<{ id: number }> {
  const direction = filter.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy = sql.join(
    [...SORT_COLUMNS[filter.sort ?? 'upload'], sql.ref('id')].map((column) => sql`${column} ${direction}`),
  );
  return sql<{ id: number }>`
    select id from documents where ${filterCondition(projectId, filter)}
    order by ${orderBy} limit ${filter.limit} offset ${filter.page * filter.limit}`;
}

/** How many documents the filters keep, and the whole project's summary, in one statement. */
async function countsOf(
  db: Db,
  projectId: number,
  where: RawBuilder<unknown>,
): Promise<{ total_rows: number; summary: ProjectDocumentsSummary }> {
  const { rows } = await sql<{
    total_rows: number;
    documents: number;
    importing: number;
    failed: number;
    first_failed: { id: number; name: string; target_lang: string } | string | null;
  }>`
    select
      (select count(*) from documents where ${where})::int as total_rows,
      count(*)::int as documents,
      (count(*) filter (where ${STATE_CONDITION.importing}))::int as importing,
      (count(*) filter (where ${STATE_CONDITION.error}))::int as failed,
      (select json_build_object('id', id, 'name', name, 'target_lang', target_lang) from documents
        where project_id = ${projectId} and ${STATE_CONDITION.error} order by id limit 1) as first_failed
    from documents where project_id = ${projectId}`.execute(db);
  const row = rows[0]!;
  const firstFailed = json(row.first_failed);
  return {
    total_rows: row.total_rows,
    summary: { documents: row.documents, importing: row.importing, failed: row.failed, first_failed: firstFailed },
  };
}
