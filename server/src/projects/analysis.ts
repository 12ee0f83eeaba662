import {
  ANALYSIS_BAND_LABELS,
  ANALYSIS_BANDS,
  bandOf,
  type Analysis,
  type AnalysisBandName,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { bestMatches } from './batch-match.ts';
import { batchQueryOf, matchTmsOf, segmentPages } from './segments.ts';

/**
 * Counts of segments, words and characters by match band over these documents (in this order: a project's in
 * upload order). Words are the documents' own counts (set at import, the rule in formats/xliff); characters are
 * the code points of the source's plain text, spaces included. A segment whose source and codes equal an earlier
 * one's in the same run is a repetition; the first occurrence counts in the band of its best TM match.
 */
export async function analyse(db: Db, documentIds: readonly number[]): Promise<Analysis> {
  const totals = new Map<AnalysisBandName, { segments: number; words: number; characters: number }>(
    ANALYSIS_BANDS.map((band) => [band, { segments: 0, words: 0, characters: 0 }]),
  );
  const seen = new Set<string>();
  for (const documentId of documentIds) {
    const { tms } = await matchTmsOf(db, documentId);
    for await (const page of segmentPages(db, documentId)) {
      const firsts = page.filter((segment) => {
        if (seen.has(segment.source_hash)) return false;
        seen.add(segment.source_hash);
        return true;
      });
      const firstIds = new Set(firsts.map((segment) => segment.id));
      const matches = await bestMatches(db, tms, firsts.map(batchQueryOf));
      const similarityOf = new Map(firsts.map((segment, index) => [segment.id, matches[index]?.similarity ?? null]));
      for (const segment of page) {
        const band = firstIds.has(segment.id) ? bandOf(similarityOf.get(segment.id) ?? null) : 'repetition';
        const counts = totals.get(band)!;
        counts.segments += 1;
        counts.words += segment.words;
        counts.characters += [...segment.source_text].length;
      }
    }
  }
  const bands = ANALYSIS_BANDS.map((band) => ({ band, ...totals.get(band)! }));
  const total = bands.reduce(
    (sum, band) => ({
      segments: sum.segments + band.segments,
      words: sum.words + band.words,
      characters: sum.characters + band.characters,
    }),
    { segments: 0, words: 0, characters: 0 },
  );
  return { bands, total };
}

/** The analysis as CSV (RFC 4180, a header row, one row per band, then the total). */
export function analysisCsv(analysis: Analysis): string {
  const rows = [
    ['Band', 'Segments', 'Words', 'Characters'],
    ...analysis.bands.map((band) => [ANALYSIS_BAND_LABELS[band.band], band.segments, band.words, band.characters]),
    ['Total', analysis.total.segments, analysis.total.words, analysis.total.characters],
  ];
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
}
