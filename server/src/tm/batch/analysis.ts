import {
  ANALYSIS_BAND_LABELS,
  ANALYSIS_BANDS,
  bandOf,
  canonicalLanguageCode,
  csvLine,
  type Analysis,
  type AnalysisBandName,
} from '@tessera/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';
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
 * upload order), in all, per target language and per document. Words are the documents' own counts (set at import,
 * the rule in formats/xliff); characters are the code points of the source's plain text, spaces included. A segment
 * whose source and codes equal an earlier one's of the same target language in the run is a repetition, also when
 * the earlier one is in another document; the first occurrence counts in the band of its best TM match.
 * With `recordBands` each segment keeps the band found (segment_bands) while its document's work has not started.
 */
export async function analyse(
  db: Db,
  documentIds: readonly number[],
  {
    recordBands = false,
    afterDocument,
  }: {
    recordBands?: boolean;
    /** Told how many documents are done after each (a job's progress, and where it may stop). */
    afterDocument?: (done: number) => Promise<void>;
  } = {},
): Promise<Analysis> {
  const totals = emptyBands();
  const languages = new Map<string, { target_lang: string; counts: BandCounts; seen: Set<string> }>();
  const documents: Analysis['documents'] = [];
  for (const documentId of documentIds) {
    const document = await db
      .selectFrom('documents')
      .select(['name', 'target_lang'])
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    const languageKey = canonicalLanguageCode(document.target_lang).toLowerCase();
    let language = languages.get(languageKey);
    if (!language) {
      language = { target_lang: document.target_lang, counts: emptyBands(), seen: new Set() };
      languages.set(languageKey, language);
    }
    const { seen } = language;
    const own = emptyBands();
    const { tms } = await matchTmsOf(db, documentId);
    const recording = recordBands && !(await workStarted(db, documentId));
    for await (const page of segmentPages(db, documentId)) {
      const bands: { id: number; band: AnalysisBandName }[] = [];
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
        bands.push({ id: segment.id, band });
        const characters = [...segment.source_text].length;
        for (const counts of [totals.get(band)!, language.counts.get(band)!, own.get(band)!]) {
          counts.segments += 1;
          counts.words += segment.words;
          counts.characters += characters;
        }
      }
      if (recording) await recordSegmentBands(db, documentId, bands);
    }
    documents.push({ document_id: documentId, ...document, ...tableOf(own) });
    await afterDocument?.(documents.length);
  }
  return {
    ...tableOf(totals),
    languages: [...languages.values()].map(({ target_lang, counts }) => ({ target_lang, ...tableOf(counts) })),
    documents,
  };
}

/**
 * Whether people have started working on the document: from then on its segments keep the bands they had, which
 * the report pays by, whatever later analyses find (its own confirmed segments, written back to a TM, would
 * otherwise turn into exact matches).
 */
async function workStarted(db: Db, documentId: number): Promise<boolean> {
  const row = await db.selectFrom('segment_work').select('id').where('document_id', '=', documentId).executeTakeFirst();
  return row !== undefined;
}

/** Keeps these segments' bands, unless the document's work started meanwhile; rows already right are not written. */
async function recordSegmentBands(
  db: Db,
  documentId: number,
  bands: readonly { id: number; band: AnalysisBandName }[],
): Promise<void> {
  if (bands.length === 0) return;
  await sql`
    insert into segment_bands (record_id, band)
    select * from unnest(${pgArrayLiteral(bands.map((entry) => entry.id))}::integer[],
      ${pgArrayLiteral(bands.map((entry) => entry.band))}::text[])
    where not exists (select from segment_work where document_id = ${documentId})
    on conflict (record_id) do update set band = excluded.band where segment_bands.band <> excluded.band`.execute(db);
}

/**
 * Records the bands of a document's segments as the analysis finds them, unless its work started: run when an
 * import ends, so that every segment has one even if no one analyses the document before working on it.
 */
export async function recordBands(db: Db, documentId: number): Promise<void> {
  await analyse(db, [documentId], { recordBands: true });
}

/** The analysis as CSV (RFC 4180, a header row, one row per band, then the total). */
export function analysisCsv(analysis: Analysis): string {
  const rows = [
    ['Band', 'Segments', 'Words', 'Characters'],
    ...analysis.bands.map((band) => [ANALYSIS_BAND_LABELS[band.band], band.segments, band.words, band.characters]),
    ['Total', analysis.total.segments, analysis.total.words, analysis.total.characters],
  ];
  return rows.map(csvLine).join('\r\n') + '\r\n';
}
