import type { Analysis } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';

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

/** The project's last analysis and when it ended; undefined before the first. */
export async function keptAnalysis(
  db: Db,
  projectId: number,
): Promise<{ analysis: Analysis; analysed_at: Date } | undefined> {
  return db
    .selectFrom('project_analyses')
    .select(['analysis', 'analysed_at'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}
