import type { DocumentRecord } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { DocumentRecordRow } from './tables.ts';

export type RatedMachineTranslation = NonNullable<DocumentRecord['mt_quality']>;

/**
 * The quality estimates of the segments whose target is still the machine translation that was rated, by segment
 * id, with the threshold of their project, for the projects whose estimates are on with a threshold. The mt
 * domain keeps each segment's latest estimate with the target it rated (mt_quality_estimates) and each project's
 * setting (mt_quality_settings); they are read here as tables, so that this domain needs none of its code. Asked
 * only when a segment is machine-translated.
 */
export async function ratedMachineTranslations(
  db: Db,
  rows: readonly DocumentRecordRow[],
): Promise<Map<number, RatedMachineTranslation>> {
  const machineTranslated = rows.filter((row) => row.origin === 'mt').map((row) => row.id);
  if (machineTranslated.length === 0) return new Map();
  const rated = await db
    .selectFrom('mt_quality_estimates as e')
    .innerJoin('document_records as r', (join) =>
      join.onRef('r.id', '=', 'e.record_id').onRef('r.target', '=', 'e.target'),
    )
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .innerJoin('mt_quality_settings as s', 's.project_id', 'd.project_id')
    .select(['e.record_id', 'e.score', 's.threshold'])
    .where('e.record_id', 'in', machineTranslated)
    .where('r.origin', '=', 'mt')
    .where('s.enabled', '=', true)
    .where('e.score', 'is not', null)
    .where('s.threshold', 'is not', null)
    .execute();
  return new Map(rated.map((row) => [row.record_id, { score: row.score!, threshold: row.threshold! }]));
}
