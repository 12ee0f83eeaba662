import type { MtQuality } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';

/**
 * Keeps each segment's latest estimate with the translation it rated (in code tokens): when that translation is
 * saved with origin `mt`, by a translator inserting it or by pre-translation, the segment's new version carries its
 * score and method (the history trigger reads them, migration 0800).
 */
export async function keepEstimates(
  db: Db,
  estimates: readonly { recordId: number; target: string; quality: MtQuality }[],
): Promise<void> {
  if (estimates.length === 0) return;
  const rows = estimates.map(({ recordId, target, quality }) => ({
    record_id: recordId,
    target,
    method: quality.method,
    score: quality.score,
    errors: JSON.stringify(quality.errors),
    created_at: new Date(),
  }));
  await db
    .insertInto('mt_quality_estimates')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('record_id').doUpdateSet((update) => ({
        target: update.ref('excluded.target'),
        method: update.ref('excluded.method'),
        score: update.ref('excluded.score'),
        errors: update.ref('excluded.errors'),
        created_at: update.ref('excluded.created_at'),
      })),
    )
    .execute();
}
