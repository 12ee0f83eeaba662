import type { LqaTypology, MtQualitySettings, PutMtQualitySettingsBody } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { projectLqaSettings } from '../review/repository.ts';

/** A project's quality-estimate settings; without a row: off, no threshold. */
export async function qualitySettings(db: Db, projectId: number): Promise<MtQualitySettings> {
  const row = await db
    .selectFrom('mt_quality_settings')
    .select(['enabled', 'threshold'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return { enabled: row?.enabled ?? false, threshold: row?.threshold ?? null };
}

export async function setQualitySettings(
  db: Db,
  projectId: number,
  body: PutMtQualitySettingsBody,
  userId: number,
): Promise<void> {
  const values = { enabled: body.enabled, threshold: body.threshold, updated_by: userId, updated_at: new Date() };
  await db
    .insertInto('mt_quality_settings')
    .values({ project_id: projectId, ...values })
    .onConflict((conflict) => conflict.column('project_id').doUpdateSet(values))
    .execute();
}

/**
 * The typology a project's machine translations are rated by (its reviewers' LQA typology), or undefined when its
 * estimates are off (and for a document outside a project, which has no such setting).
 */
export async function qualityTypology(db: Db, projectId: number | null): Promise<LqaTypology | undefined> {
  if (projectId === null || !(await qualitySettings(db, projectId)).enabled) return undefined;
  return (await projectLqaSettings(db, projectId)).typology;
}
