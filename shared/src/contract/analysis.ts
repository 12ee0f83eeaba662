import { z } from 'zod';
import { Id, PageQuery, Timestamp } from './common.ts';
import { ANALYSIS_BANDS, MIN_MATCH_SIMILARITY } from './plain.ts';

/**
 * Word-count analysis: how much of a document or project the linked translation memories already
 * cover, by match band, with the editor's similarity score. A repetition is a later segment whose source,
 * inline codes included, equals an earlier one in the document or in the project's documents of the same target
 * language; its first occurrence counts in its
 * match band. Words are counted as at import (the documents' `words`), characters are the source's plain text.
 */
export const AnalysisBandName = z.enum(ANALYSIS_BANDS);
export type AnalysisBandName = z.infer<typeof AnalysisBandName>;

const Counts = z.object({
  segments: z.number().int().min(0),
  words: z.number().int().min(0),
  characters: z.number().int().min(0),
});

export const AnalysisBand = Counts.extend({ band: AnalysisBandName });
export type AnalysisBand = z.infer<typeof AnalysisBand>;

/** One document's share of the analysis: its bands, repetitions counted against the whole run. */
export const DocumentAnalysis = z.object({
  document_id: z.number().int().positive(),
  name: z.string(),
  target_lang: z.string(),
  bands: z.array(AnalysisBand),
  total: Counts,
});
export type DocumentAnalysis = z.infer<typeof DocumentAnalysis>;

/** One target language's share: its documents' bands added up (repetitions are counted within a language). */
export const LanguageAnalysis = z.object({
  target_lang: z.string(),
  bands: z.array(AnalysisBand),
  total: Counts,
});
export type LanguageAnalysis = z.infer<typeof LanguageAnalysis>;

/**
 * The machine-translated segments (their target's origin `mt`) by the quality estimate of that target, from the best
 * band down; `no-score` for those without one (estimates off, or none could be made).
 */
export const MT_QUALITY_BANDS = ['90-100', '75-89', '50-74', '0-49', 'no-score'] as const;
export const MtQualityBandName = z.enum(MT_QUALITY_BANDS);
export type MtQualityBandName = z.infer<typeof MtQualityBandName>;
export const MtQualityBand = Counts.extend({ band: MtQualityBandName });
export type MtQualityBand = z.infer<typeof MtQualityBand>;

/** The band of a quality estimate's score (null: none). */
export function mtQualityBandOf(score: number | null): MtQualityBandName {
  if (score === null) return 'no-score';
  if (score >= 90) return '90-100';
  if (score >= 75) return '75-89';
  if (score >= 50) return '50-74';
  return '0-49';
}

/**
 * The bands over all the documents, then each target language's (in the order of its first document) and each
 * document's (a document's analysis has one row of each).
 */
export const Analysis = z.object({
  bands: z.array(AnalysisBand),
  total: Counts,
  languages: z.array(LanguageAnalysis),
  documents: z.array(DocumentAnalysis),
  /** The documents' machine-translated segments by quality estimate (the server always answers it). */
  machine_translated: z.array(MtQualityBand).optional(),
});
export type Analysis = z.infer<typeof Analysis>;

/** The band of a best match of `similarity` (null: no match >= 50). */
export function bandOf(similarity: number | null): AnalysisBandName {
  if (similarity === null || similarity < 50) return 'no-match';
  if (similarity >= 100) return '100';
  if (similarity >= 95) return '95-99';
  if (similarity >= 85) return '85-94';
  if (similarity >= 75) return '75-84';
  return '50-74';
}

/** `?format=csv` gives the same table as text/csv. */
export const AnalysisQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** The most documents' rows `GET /projects/{id}/analysis/last` answers at once. */
export const ANALYSIS_DOCUMENTS_MAX_LIMIT = 200;

/**
 * `GET /projects/{id}/analysis/last`'s parameters: the page (0-based) of `limit` documents' rows it answers, in
 * upload order; `?format=csv` for the bands and total as text/csv.
 */
export const LastAnalysisQuery = AnalysisQuery.extend({
  page: PageQuery.shape.page,
  limit: z.coerce.number().int().min(1).max(ANALYSIS_DOCUMENTS_MAX_LIMIT).default(50),
});
export type LastAnalysisQuery = z.input<typeof LastAnalysisQuery>;

/**
 * `GET /projects/{id}/analysis/last`: the project's last analysis run in the background (`POST
 * /projects/{id}/analysis`), its `documents` the page asked for of `documents_total`, and when it ended (nulls and 0
 * before the first); and the job of the one running now, if any.
 */
export const LastAnalysis = z.object({
  analysis: Analysis.nullable(),
  documents_total: z.number().int().min(0),
  analysed_at: Timestamp.nullable(),
  running_job_id: Id.nullable(),
});
export type LastAnalysis = z.infer<typeof LastAnalysis>;

/**
 * POST /document/{id}/pretranslate and /projects/{id}/pretranslate. Fills segments from the linked TMs with the
 * best match >= threshold; exact (100) matches may be approved, fuzzy ones never are. Segments a translator
 * touched (edited or approved here) are left alone unless `overwrite`. A repetition gets its first occurrence's
 * result (`propagate_repetitions`).
 */
export const PretranslateBody = z
  .object({
    threshold: z.number().int().min(MIN_MATCH_SIMILARITY).max(100).default(100),
    overwrite: z.boolean().default(false),
    approve_exact: z.boolean().default(false),
    propagate_repetitions: z.boolean().default(true),
    machine_translation: z.boolean().default(false),
  })
  .strict();
export type PretranslateBody = z.input<typeof PretranslateBody>;
