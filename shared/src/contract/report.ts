import { z } from 'zod';
import { AnalysisBandName } from './analysis.ts';
import { ANALYSIS_BAND_LABELS, ANALYSIS_BANDS, personName } from './plain.ts';
import { WorkflowStep } from './assignments.ts';
import { DocumentQuality } from './review.ts';
import { UserRef } from './users.ts';
import { csvLine } from './csv.ts';

/**
 * Word counts per person, the way agencies pay: what each person confirmed in each step of a project's documents,
 * split into the analysis bands the segments had when the document's work started, and the review edits apart.
 * Server: server/src/assignments/report.ts.
 */

const Count = z.number().int().min(0);

/** Segments and the words of their sources (as the analysis counts them). */
export const WorkCount = z.object({ segments: Count, words: Count });
export type WorkCount = z.infer<typeof WorkCount>;

export const ReportBand = WorkCount.extend({ band: AnalysisBandName });
export type ReportBand = z.infer<typeof ReportBand>;

/**
 * What a person or everyone did: `bands` the segments confirmed, one entry per analysis band in its order
 * (a segment counted once however often it was confirmed), `confirmed` their sum, `review_edits` the segments
 * whose target a person changed in a review step.
 */
export const ReportFigures = z.object({ bands: z.array(ReportBand), confirmed: WorkCount, review_edits: WorkCount });
export type ReportFigures = z.infer<typeof ReportFigures>;

/**
 * The quality of the segments a person translated, as reviewers judged them: the errors recorded on those segments
 * (at any time) weighed by the project's typology, per 1,000 of the words the row counts as confirmed.
 */
export const ReportQuality = DocumentQuality.omit({ errors: true });
export type ReportQuality = z.infer<typeof ReportQuality>;

/**
 * One person in one step of one target language's documents; `step` is null for documents without steps.
 * `quality` is given for translating (the translation step, or no steps), null for a review step.
 */
export const ReportRow = ReportFigures.extend({
  user: UserRef,
  step: WorkflowStep.nullable(),
  target_lang: z.string(),
  quality: ReportQuality.nullable(),
});
export type ReportRow = z.infer<typeof ReportRow>;

/** The figures of everyone in one step: translators' and reviewers' words are never added together. */
export const ReportStepTotal = ReportFigures.extend({ step: WorkflowStep.nullable() });
export type ReportStepTotal = z.infer<typeof ReportStepTotal>;

/**
 * `GET /projects/{id}/report`: the period asked (null: unbounded), a row per person, step and target language, and
 * a total per step in workflow order (`step_totals`). `totals` adds every step together, for older clients.
 */
export const ProjectReport = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  rows: z.array(ReportRow),
  step_totals: z.array(ReportStepTotal),
  totals: ReportFigures,
});
export type ProjectReport = z.infer<typeof ProjectReport>;

const ReportDate = (name: string) => z.iso.date(`${name} must be a date (YYYY-MM-DD)`).optional();

/**
 * The period, whole days in UTC, both included; either may be left out. `format=csv` gives the same table as a
 * CSV file.
 */
export const ProjectReportQuery = z
  .object({
    from: ReportDate('from'),
    to: ReportDate('to'),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  });
export type ProjectReportQuery = z.input<typeof ProjectReportQuery>;

/**
 * The report as `format=csv` answers it (RFC 4180): a row per person, step and target language with the quality
 * of a translator's work, then a total per step; per band its segments and words, then the confirmed sum and the
 * review edits. A user name a spreadsheet would run as a formula (`-x`, `=…`) is guarded (`csvLine`).
 */
export function projectReportCsv(report: ProjectReport): string {
  const header = [
    'Person',
    'Step',
    'Target language',
    ...ANALYSIS_BANDS.flatMap((band) => [
      `${ANALYSIS_BAND_LABELS[band]} segments`,
      `${ANALYSIS_BAND_LABELS[band]} words`,
    ]),
    'Confirmed segments',
    'Confirmed words',
    'Review edits segments',
    'Review edits words',
    'Penalty points',
    'Penalty per 1,000 words',
    'Pass threshold per 1,000 words',
    'Quality',
  ];
  const line = (
    person: string,
    step: string,
    language: string,
    figures: ReportFigures,
    quality?: ReportQuality | null,
  ) => [
    person,
    step,
    language,
    ...figures.bands.flatMap((band) => [band.segments, band.words]),
    figures.confirmed.segments,
    figures.confirmed.words,
    figures.review_edits.segments,
    figures.review_edits.words,
    quality?.penalty_points ?? '',
    quality?.penalty_per_1000 ?? '',
    quality?.pass_threshold ?? '',
    quality ? (quality.pass ? 'pass' : 'fail') : '',
  ];
  const rows = [
    header,
    ...report.rows.map((row) => line(personName(row.user), row.step ?? '', row.target_lang, row, row.quality)),
    ...report.step_totals.map((total) => line('Total', total.step ?? '', '', total)),
  ];
  return rows.map(csvLine).join('\r\n') + '\r\n';
}

/** The CSV download's file name: the project's id and the period asked, if any. */
export function projectReportFileName(projectId: number, period: Pick<ProjectReport, 'from' | 'to'>): string {
  const asked = [period.from, period.to].filter(Boolean).join('_');
  return `report-project-${projectId}${asked ? `-${asked}` : ''}.csv`;
}
