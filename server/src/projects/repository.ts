import { sql, type Insertable, type RawBuilder } from 'kysely';
import {
  PROJECTS_PAGE_DEFAULT,
  sameLanguageCode,
  sameOrVariantLanguage,
  searchText,
  type ProgressFigures,
  type Project,
  type ProjectPage,
  type ProjectProgress,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { ProjectRow, ProjectsTable } from './tables.ts';
import { iso } from '../db/column-types.ts';
import { containsIgnoringCase } from '../db/like-patterns.ts';

type ProjectWithCounts = ProjectRow & {
  documents_count: number;
  records_count: number;
  approved_records_count: number;
  words_count: number;
  approved_words_count: number;
};

export function toProject(row: ProjectWithCounts): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    source_lang: row.source_lang,
    target_lang: row.target_lang,
    target_langs: row.target_langs,
    client: row.client,
    due_date: row.due_date,
    created_by: row.created_by,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    documents_count: Number(row.documents_count),
    records_count: Number(row.records_count),
    approved_records_count: Number(row.approved_records_count),
    words_count: Number(row.words_count),
    approved_words_count: Number(row.approved_words_count),
  };
}

/** Projects with their documents' totals, which the documents keep current themselves (nothing counts rows). */
function projectsWithCounts(db: Db) {
  return db
    .selectFrom('projects as p')
    .leftJoin('documents as d', 'd.project_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.source_lang',
      'p.target_lang',
      'p.target_langs',
      'p.client',
      'p.created_by',
    ])
    .select(['p.created_at', 'p.updated_at'])
    .select([
      sql<string | null>`to_char(p.due_date, 'YYYY-MM-DD')`.as('due_date'),
      sql<number>`count(d.id)::integer`.as('documents_count'),
      // Locked segments are no one's work: out of the totals, as the documents' own figures (toDocument).
      sql<number>`coalesce(sum(d.records_count - d.locked_records_count), 0)::integer`.as('records_count'),
      sql<number>`coalesce(sum(d.approved_records_count), 0)::integer`.as('approved_records_count'),
      sql<number>`coalesce(sum(d.words_count - d.locked_words_count), 0)::integer`.as('words_count'),
      sql<number>`coalesce(sum(d.approved_words_count), 0)::integer`.as('approved_words_count'),
    ])
    .groupBy('p.id');
}

export async function listProjects(db: Db): Promise<Project[]> {
  const rows = await projectsWithCounts(db).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute();
  return rows.map(toProject);
}

/** A page of projects, newest first, those whose name or client holds `search` (ignoring case) when given. */
export async function pageProjects(
  db: Db,
  query: { page?: number | undefined; limit?: number | undefined; search?: string | undefined },
): Promise<ProjectPage> {
  const limit = query.limit ?? PROJECTS_PAGE_DEFAULT;
  const search = searchText(query.search);
  const holdsSearch = sql<boolean>`(${containsIgnoringCase(sql.ref('p.name'), search)} or ${containsIgnoringCase(sql.ref('p.client'), search)})`;
  const [rows, count] = await Promise.all([
    projectsWithCounts(db)
      .$if(search !== '', (builder) => builder.where(holdsSearch))
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset((query.page ?? 0) * limit)
      .execute(),
    db
      .selectFrom('projects as p')
      .$if(search !== '', (builder) => builder.where(holdsSearch))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(toProject), total_rows: Number(count.n) };
}

export async function findProject(db: Db, id: number): Promise<Project | undefined> {
  const row = await projectsWithCounts(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toProject(row) : undefined;
}

export async function projectExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

type ProjectFields = 'name' | 'description' | 'source_lang' | 'client' | 'due_date';

/** `target_lang` is written as the first of `target_langs`, for what reads one target language. */
export async function createProject(
  db: Db,
  values: Pick<Insertable<ProjectsTable>, ProjectFields | 'created_by'> & { target_langs: string[] },
): Promise<number> {
  const row = await db
    .insertInto('projects')
    .values({ ...values, target_lang: values.target_langs[0]! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProject(
  db: Db,
  id: number,
  changes: Partial<Pick<ProjectRow, ProjectFields | 'target_langs'>>,
): Promise<boolean> {
  const first = changes.target_langs?.[0];
  const result = await db
    .updateTable('projects')
    .set({ ...changes, ...(first ? { target_lang: first } : {}), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Which of a project's documents are in `language`: documents in the same language or a form of it ('de-DE' for
 * 'de') unless one of `others` names their own language exactly. Names in upload order.
 */
export async function documentsInLanguage(
  db: Db,
  projectId: number,
  language: string,
  others: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['name', 'target_lang'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return rows
    .filter(
      (row) =>
        sameOrVariantLanguage(row.target_lang, language) &&
        !others.some((other) => sameLanguageCode(other, row.target_lang)),
    )
    .map((row) => row.name);
}

/** The project's TMs by priority. */
export async function projectTms(db: Db, projectId: number) {
  return db
    .selectFrom('project_translation_memories as link')
    .innerJoin('translation_memories as tm', 'tm.id', 'link.tm_id')
    .select(['tm.id', 'tm.name', 'link.mode', 'link.position'])
    .where('link.project_id', '=', projectId)
    .orderBy('link.position')
    .execute();
}

export async function projectGlossaries(db: Db, projectId: number) {
  return db
    .selectFrom('project_glossaries as link')
    .innerJoin('glossaries as glossary', 'glossary.id', 'link.glossary_id')
    .select(['glossary.id', 'glossary.name', 'link.position'])
    .where('link.project_id', '=', projectId)
    .orderBy('link.position')
    .execute();
}

/** The ids of the project's documents in upload order. */
export async function projectDocumentIds(db: Db, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Each target language's segments and words, translated, approved and reviewed (in the order of its first
 * document), and the project's totals; locked segments aside, as in the documents' counters. Summed by the
 * database: a row per language, whatever the number of documents.
 */
export async function projectProgress(db: Db, projectId: number): Promise<ProjectProgress> {
  const { rows } = await sql<FigureRow & { target_lang: string; documents: number }>`
    select d.target_lang, count(*)::integer as documents,
      ${figureColumns((column) => sql`coalesce(sum(${column}), 0)::integer`)}
    from documents d
    where d.project_id = ${projectId}
    group by d.target_lang
    order by min(d.id)`.execute(db);
  const languages = rows.map((row) => ({ target_lang: row.target_lang, documents: row.documents, ...figuresOf(row) }));
  return { languages, total: sumOf(languages) };
}

/** The languages' figures added up: the project's totals. */
function sumOf(figures: readonly ProgressFigures[]): ProgressFigures {
  const sum = (pick: (figures: ProgressFigures) => ProgressFigures['segments']) =>
    figures.reduce(
      (total, each) => ({
        total: total.total + pick(each).total,
        translated: total.translated + pick(each).translated,
        approved: total.approved + pick(each).approved,
        reviewed: total.reviewed + pick(each).reviewed,
      }),
      { total: 0, translated: 0, approved: 0, reviewed: 0 },
    );
  return { segments: sum((each) => each.segments), words: sum((each) => each.words) };
}

/**
 * The documents' counters each figure is read from (kept by the database, assignments migrations 0540, 0743 and
 * 0899), so that a project of a million segments is read a row per document. Locked segments are no one's work:
 * their segments and words are left out of the totals.
 */
const FIGURE_COLUMNS = {
  segments: sql`d.records_count - d.locked_records_count`,
  translated_segments: sql`d.translated_records_count`,
  approved_segments: sql`d.approved_records_count`,
  reviewed_segments: sql`d.reviewed_records_count`,
  words: sql`d.words_count - d.locked_words_count`,
  translated_words: sql`d.translated_words_count`,
  approved_words: sql`d.approved_words_count`,
  reviewed_words: sql`d.reviewed_words_count`,
};
type FigureRow = Record<keyof typeof FIGURE_COLUMNS, number>;

/** The figures' columns, each as `read` gives it (a document's own, or a sum), named as FIGURE_COLUMNS names them. */
function figureColumns(read: (column: RawBuilder<unknown>) => RawBuilder<unknown>): RawBuilder<unknown> {
  return sql.join(Object.entries(FIGURE_COLUMNS).map(([name, column]) => sql`${read(column)} as ${sql.ref(name)}`));
}

function figuresOf(row: FigureRow): ProgressFigures {
  return {
    segments: {
      total: row.segments,
      translated: row.translated_segments,
      approved: row.approved_segments,
      reviewed: row.reviewed_segments,
    },
    words: {
      total: row.words,
      translated: row.translated_words,
      approved: row.approved_words,
      reviewed: row.reviewed_words,
    },
  };
}

/** The progress figures of the documents `which` keeps (a condition on `d`, the documents), in upload order. */
export async function documentsProgress(
  db: Db,
  which: RawBuilder<boolean>,
): Promise<(ProgressFigures & { document_id: number })[]> {
  const { rows } = await sql<FigureRow & { document_id: number }>`
    select d.id as document_id, ${figureColumns((column) => column)}
    from documents d
    where ${which}
    order by d.id`.execute(db);
  return rows.map((row) => ({ document_id: row.document_id, ...figuresOf(row) }));
}
