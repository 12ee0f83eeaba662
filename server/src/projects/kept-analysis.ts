import { sql } from 'kysely';
import type { Analysis } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { json } from '../db/column-types.ts';

/** Keeps a project's analysis as its last, in place of the one before. */
export async function keepAnalysis(db: Db, projectId: number, analysis: Analysis): Promise<void> {
  await db
    .insertInto('project_analyses')
    .values({ project_id: projectId, analysis: JSON.stringify(analysis), analysed_at: new Date() })
    .onConflict((conflict) =>
      conflict.column('project_id').doUpdateSet((row) => ({
        analysis: row.ref('excluded.analysis'),
        analysed_at: row.ref('excluded.analysed_at'),
      })),
    )
    .execute();
}

/**
 * The project's last analysis with a page of its documents' rows (`limit` from `page * limit`, in upload order) and
 * how many there are, and when it ended; undefined before the first. A release of 20,000 documents keeps 20,000
 * rows: the database cuts the page out, and only the page travels.
 */
export async function keptAnalysis(
  db: Db,
  projectId: number,
  { page, limit }: { page: number; limit: number },
): Promise<{ analysis: Analysis; documents_total: number; analysed_at: Date } | undefined> {
  const { rows } = await sql<{
    analysis: Omit<Analysis, 'documents'> | string;
    documents: Analysis['documents'] | string;
    documents_total: number;
    analysed_at: Date;
  }>`
    select analysis - 'documents' as analysis, analysed_at,
      jsonb_array_length(analysis -> 'documents') as documents_total,
      coalesce(
        (select jsonb_agg(row order by n)
          from jsonb_array_elements(analysis -> 'documents') with ordinality as d (row, n)
          where n > ${page * limit} and n <= ${(page + 1) * limit}),
        '[]'::jsonb) as documents
    from project_analyses where project_id = ${projectId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    analysis: { ...json(row.analysis), documents: json(row.documents) },
    documents_total: row.documents_total,
    analysed_at: new Date(row.analysed_at),
  };
}
