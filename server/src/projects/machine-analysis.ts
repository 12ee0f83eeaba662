import { sql } from 'kysely';
import { MT_QUALITY_BANDS, mtQualityBandOf, type MtQualityBand } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { pgArrayLiteral } from '../db/array-literal.ts';

/**
 * The documents' machine-translated segments (origin `mt`, a target) by the quality estimate of the target they
 * hold: a target edited since it was rated has none of its own and counts without a score. Words and characters
 * are counted as in the analysis's match bands.
 */
export async function machineTranslatedBands(db: Db, documentIds: readonly number[]): Promise<MtQualityBand[]> {
  const counts = new Map(MT_QUALITY_BANDS.map((band) => [band, { segments: 0, words: 0, characters: 0 }]));
  if (documentIds.length > 0) {
    const { rows } = await sql<{ score: number | null; segments: number; words: number; characters: number }>`
      select e.score, count(*)::integer as segments, coalesce(sum(r.words), 0)::integer as words,
        coalesce(sum(char_length(r.source_text)), 0)::integer as characters
      from document_records r
      left join mt_quality_estimates e on e.record_id = r.id and e.target = r.target
      where r.document_id = any(${pgArrayLiteral(documentIds)}::integer[])
        and r.origin = 'mt' and r.target !~ '^[[:space:]]*$'
      group by e.score`.execute(db);
    for (const row of rows) {
      const band = counts.get(mtQualityBandOf(row.score))!;
      band.segments += row.segments;
      band.words += row.words;
      band.characters += row.characters;
    }
  }
  return MT_QUALITY_BANDS.map((band) => ({ band, ...counts.get(band)! }));
}
