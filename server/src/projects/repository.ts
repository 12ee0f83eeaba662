import { sql } from 'kysely';
import type { Project } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { ProjectRow } from './tables.ts';
import { iso } from '../db/column-types.ts';

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
    .selectAll('p')
    .select([
      sql<number>`count(d.id)::integer`.as('documents_count'),
      sql<number>`coalesce(sum(d.records_count), 0)::integer`.as('records_count'),
      sql<number>`coalesce(sum(d.approved_records_count), 0)::integer`.as('approved_records_count'),
      sql<number>`coalesce(sum(d.words_count), 0)::integer`.as('words_count'),
      sql<number>`coalesce(sum(d.approved_words_count), 0)::integer`.as('approved_words_count'),
    ])
    .groupBy('p.id');
}

export async function listProjects(db: Db): Promise<Project[]> {
  const rows = await projectsWithCounts(db).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute();
  return rows.map(toProject);
}

export async function findProject(db: Db, id: number): Promise<Project | undefined> {
  const row = await projectsWithCounts(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toProject(row) : undefined;
}

export async function projectExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function createProject(
  db: Db,
  values: { name: string; description: string; source_lang: string; target_lang: string; created_by: number },
): Promise<number> {
  const row = await db.insertInto('projects').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProject(
  db: Db,
  id: number,
  changes: Partial<Pick<ProjectRow, 'name' | 'description' | 'source_lang' | 'target_lang'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('projects')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
