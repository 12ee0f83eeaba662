import type { FastifyInstance } from 'fastify';
import { isEmbeddedDatabase } from '../db/database.ts';
import { hasUnitsPartition } from './repository.ts';
import { cutNewestRange, holdingSearchRanges, newestRangeFull, SEARCH_RANGE_UNITS } from './search-ranges.ts';

export const TM_RANGE_CUT_JOB = 'tm.range-cut';

/** How often a TM's newest range is counted while it fills with units added one by one: 50 times a range. */
const LOOKS_PER_RANGE = 50;

/**
 * After a unit is added one by one (a save's write-back, the TM screen), with the TM's count of units then. An
 * import cuts its TM's newest range when it ends (buildSearchIndexes), but a TM also grows by saves, and its newest
 * range with it, whose index every search reads. So every SEARCH_RANGE_UNITS / 50-th unit (10,000) of a TM holding
 * twice SEARCH_RANGE_UNITS or more, its newest range is counted, and once that holds a cut's worth a job cuts it,
 * building concurrently: searches and saves go on meanwhile. Never fails its caller, whose unit is written: a look
 * that fails is logged and the next one tries again.
 */
export async function cutWhenGrown(app: FastifyInstance, tmId: number, unitsCount: number): Promise<void> {
  const rangeUnits = app.config.tmSearchRangeUnits ?? SEARCH_RANGE_UNITS;
  const lookEvery = Math.max(1, Math.floor(rangeUnits / LOOKS_PER_RANGE));
  if (isEmbeddedDatabase(app.db) || unitsCount < 2 * rangeUnits || unitsCount % lookEvery !== 0) return;
  try {
    if (await newestRangeFull(app.db, tmId, rangeUnits)) await startRangeCut(app, tmId);
  } catch (error) {
    app.log.warn({ tmId, err: error }, "TM's newest search range not looked at; looked at again after more units");
  }
}

/** A cut that a stopped process left half done is started again: its leftovers are passed over or kept. */
export function registerRangeCutRecovery(app: FastifyInstance): void {
  if (isEmbeddedDatabase(app.db)) return;
  app.jobs.onRecover(TM_RANGE_CUT_JOB, async (job) => {
    if (job.target_id !== null && (await hasUnitsPartition(app.db, job.target_id)))
      await startRangeCut(app, job.target_id);
  });
}

function startRangeCut(app: FastifyInstance, tmId: number) {
  const rangeUnits = app.config.tmSearchRangeUnits;
  return app.jobs.run({
    kind: TM_RANGE_CUT_JOB,
    targetId: tmId,
    work: async (job) => {
      try {
        const ranges = await holdingSearchRanges(
          app.db,
          tmId,
          () =>
            cutNewestRange(app.db, tmId, {
              rangeUnits,
              concurrently: true,
              onRangeBuilt: (built, of) => job.reportProgress(built / of),
            }),
          // Another build of the TM's search indexes is under way, and looks at its newest range itself.
          { ifFree: true },
        );
        if (ranges === 'busy') return "Another build of the TM's search indexes was under way";
        return ranges.length === 1
          ? "The TM's concordance searches its units as one range"
          : `The TM's concordance searches its units in ${ranges.length} id ranges`;
      } catch (error) {
        // A TM being deleted loses its partition first, and the build with it (as buildSearchIndexesLogged says).
        if (!(await hasUnitsPartition(app.db, tmId))) return 'The TM was deleted';
        throw error;
      }
    },
  });
}
