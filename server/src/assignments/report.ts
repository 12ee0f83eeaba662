import { sql } from 'kysely';
import {
  ANALYSIS_BANDS,
  type AnalysisBandName,
  type ProjectReport,
  type ReportFigures,
  type ReportRow,
  type ReportStepTotal,
  WORKFLOW_STEPS,
  type WorkflowStep,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { projectLqaSettings, qualityOf } from '../review/repository.ts';

/** A period of whole UTC days, both included; undefined: unbounded on that side. */
export interface ReportPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

interface WorkGroup {
  user_id: number;
  username: string;
  display_name: string | null;
  step: WorkflowStep | null;
  target_lang: string;
  kind: 'confirmed' | 'review-edit';
  band: AnalysisBandName;
  segments: number;
  words: number;
}

/** The errors reviewers recorded on the segments one person translated in one target language. */
interface ErrorGroup {
  user_id: number;
  target_lang: string;
  category: string;
  severity: string;
  count: number;
}

const noFigures = (): ReportFigures => ({
  bands: ANALYSIS_BANDS.map((band) => ({ band, segments: 0, words: 0 })),
  confirmed: { segments: 0, words: 0 },
  review_edits: { segments: 0, words: 0 },
});

function add(figures: ReportFigures, group: WorkGroup): void {
  const count = { segments: group.segments, words: group.words };
  const into =
    group.kind === 'review-edit'
      ? [figures.review_edits]
      : [figures.confirmed, figures.bands.find((band) => band.band === group.band)!];
  for (const target of into) {
    target.segments += count.segments;
    target.words += count.words;
  }
}

/** A translating row: the translation step, or a document without steps. Review steps judge, they are not judged. */
const translates = (step: WorkflowStep | null) => step === null || step === 'translation';

const stepOrder = (step: WorkflowStep | null) => (step === null ? -1 : WORKFLOW_STEPS.indexOf(step));

/**
 * What each person did in each step of the project's documents of each target language during the period
 * (segment_work, written by the database as people work). A segment counts once per person, step and kind however
 * often it was confirmed or edited, in the band it had when its document's work started; a segment no analysis ever
 * saw (a document imported before bands were kept) counts as no match. A translator's row has the quality
 * reviewers found in the segments it counts (projectQuality's weights and threshold). Rows by username, then
 * target language, then step in workflow order; totals per step, never across steps.
 */
export async function projectReport(db: Db, projectId: number, period: ReportPeriod): Promise<ProjectReport> {
  const from = period.from ? sql`and w.created_at >= ${period.from}::date::timestamp at time zone 'UTC'` : sql``;
  const to = period.to ? sql`and w.created_at < (${period.to}::date + 1)::timestamp at time zone 'UTC'` : sql``;
  const work = sql`
    select distinct on (w.user_id, w.step, w.kind, w.record_id)
      w.user_id, w.step, w.kind, w.record_id, d.target_lang, coalesce(w.band, 'no-match') as band, w.words
    from documents d join segment_work w on w.document_id = d.id
    where d.project_id = ${projectId} ${from} ${to}
    order by w.user_id, w.step, w.kind, w.record_id, w.id`;
  const [{ rows: groups }, { rows: errors }, settings] = await Promise.all([
    sql<WorkGroup>`
      with work as (${work})
      select work.user_id, u.username, u.display_name, work.step, work.target_lang, work.kind, work.band,
        count(*)::int as segments, sum(work.words)::int as words
      from work join users u on u.id = work.user_id
      group by work.user_id, u.username, u.display_name, work.step, work.target_lang, work.kind, work.band`.execute(db),
    // From the project's errors, few beside its work, to the people who translated their segments in the period.
    sql<ErrorGroup>`
      select t.user_id, d.target_lang, e.category, e.severity, count(*)::int as count
      from documents d
      join lqa_errors e on e.document_id = d.id
      join review_annotations a on a.id = e.annotation_id
      cross join lateral (
        select distinct w.user_id from segment_work w
        where w.record_id = a.record_id and w.kind = 'confirmed' and (w.step is null or w.step = 'translation')
          ${from} ${to}
      ) t
      where d.project_id = ${projectId}
      group by t.user_id, d.target_lang, e.category, e.severity`.execute(db),
    projectLqaSettings(db, projectId),
  ]);
  const byPerson = new Map<string, ReportRow>();
  const byStep = new Map<WorkflowStep | null, ReportStepTotal>();
  const totals = noFigures();
  for (const group of groups) {
    const key = `${group.user_id}:${group.step}:${group.target_lang}`;
    let row = byPerson.get(key);
    if (!row) {
      const user = { id: group.user_id, username: group.username, display_name: group.display_name };
      row = { user, step: group.step, target_lang: group.target_lang, quality: null, ...noFigures() };
      byPerson.set(key, row);
    }
    let stepTotal = byStep.get(group.step);
    if (!stepTotal) byStep.set(group.step, (stepTotal = { step: group.step, ...noFigures() }));
    for (const figures of [row, stepTotal, totals]) add(figures, group);
  }
  for (const row of byPerson.values()) {
    if (!translates(row.step)) continue;
    const own = errors.filter((error) => error.user_id === row.user.id && error.target_lang === row.target_lang);
    const { words, penalty_points, penalty_per_1000, pass_threshold, pass } = qualityOf(
      settings,
      row.confirmed.words,
      own.map(({ category, severity, count }) => ({ category, severity, count })),
    );
    row.quality = { words, penalty_points, penalty_per_1000, pass_threshold, pass };
  }
  const ordered = [...byPerson.values()].sort(
    (a, b) =>
      a.user.username.localeCompare(b.user.username) ||
      a.target_lang.localeCompare(b.target_lang) ||
      stepOrder(a.step) - stepOrder(b.step),
  );
  const stepTotals = [...byStep.values()].sort((a, b) => stepOrder(a.step) - stepOrder(b.step));
  return { from: period.from ?? null, to: period.to ?? null, rows: ordered, step_totals: stepTotals, totals };
}
