import { sql } from 'kysely';
import {
  ANALYSIS_BANDS,
  type AnalysisBandName,
  type ProjectReport,
  type ReportFigures,
  type ReportRow,
  WORKFLOW_STEPS,
  type WorkflowStep,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';

/** A period of whole UTC days, both included; undefined: unbounded on that side. */
export interface ReportPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

interface WorkGroup {
  user_id: number;
  username: string;
  step: WorkflowStep | null;
  kind: 'confirmed' | 'review-edit';
  band: AnalysisBandName;
  segments: number;
  words: number;
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

/**
 * What each person did in each step of the project's documents during the period (segment_work, written by the
 * database as people work). A segment counts once per person, step and kind however often it was confirmed or
 * edited, in the band it had when its document's work started; a segment no analysis ever saw (a document
 * imported before bands were kept) counts as no match. Rows by username, then step in workflow order.
 */
export async function projectReport(db: Db, projectId: number, period: ReportPeriod): Promise<ProjectReport> {
  const from = period.from ? sql`and w.created_at >= ${period.from}::date::timestamp at time zone 'UTC'` : sql``;
  const to = period.to ? sql`and w.created_at < (${period.to}::date + 1)::timestamp at time zone 'UTC'` : sql``;
  const { rows } = await sql<WorkGroup>`
    with work as (
      select distinct on (w.user_id, w.step, w.kind, w.record_id)
        w.user_id, w.step, w.kind, coalesce(w.band, 'no-match') as band, w.words
      from documents d join segment_work w on w.document_id = d.id
      where d.project_id = ${projectId} ${from} ${to}
      order by w.user_id, w.step, w.kind, w.record_id, w.id
    )
    select work.user_id, u.username, work.step, work.kind, work.band,
      count(*)::int as segments, sum(work.words)::int as words
    from work join users u on u.id = work.user_id
    group by work.user_id, u.username, work.step, work.kind, work.band`.execute(db);
  const byPerson = new Map<string, ReportRow>();
  const totals = noFigures();
  for (const group of rows) {
    const key = `${group.user_id}:${group.step}`;
    let row = byPerson.get(key);
    if (!row) {
      row = { user: { id: group.user_id, username: group.username }, step: group.step, ...noFigures() };
      byPerson.set(key, row);
    }
    add(row, group);
    add(totals, group);
  }
  const stepOrder = (step: WorkflowStep | null) => (step === null ? -1 : WORKFLOW_STEPS.indexOf(step));
  const ordered = [...byPerson.values()].sort(
    (a, b) => a.user.username.localeCompare(b.user.username) || stepOrder(a.step) - stepOrder(b.step),
  );
  return { from: period.from ?? null, to: period.to ?? null, rows: ordered, totals };
}
