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

type Counts = { segments: number; words: number; characters: number };
type BandCounts = Map<AnalysisBandName, Counts>;

const emptyBands = (): BandCounts =>
  new Map(ANALYSIS_BANDS.map((band) => [band, { segments: 0, words: 0, characters: 0 }]));

/** The bands in their order, then their sum. */
function tableOf(counts: BandCounts): Pick<Analysis, 'bands' | 'total'> {
  const bands = ANALYSIS_BANDS.map((band) => ({ band, ...counts.get(band)! }));
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

/**
 * Counts of segments, words and characters by match band over these documents (in this order: a project's in
 * upload order), in all and per document. Words are the documents' own counts (set at import, the rule in
 * formats/xliff); characters are the code points of the source's plain text, spaces included. A segment whose
 * source and codes equal an earlier one's in the same run is a repetition, also when the earlier one is in another
 * document; the first occurrence counts in the band of its best TM match.
 */
export async function analyse(db: Db, documentIds: readonly number[]): Promise<Analysis> {
  const totals = emptyBands();
  const documents: Analysis['documents'] = [];
  const seen = new Set<string>();
  for (const documentId of documentIds) {
    const own = emptyBands();
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
        const characters = [...segment.source_text].length;
        for (const counts of [totals.get(band)!, own.get(band)!]) {
          counts.segments += 1;
          counts.words += segment.words;
          counts.characters += characters;
        }
      }
    }
    const document = await db
      .selectFrom('documents')
      .select(['name', 'target_lang'])
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    documents.push({ document_id: documentId, ...document, ...tableOf(own) });
  }
  return { ...tableOf(totals), documents };
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
