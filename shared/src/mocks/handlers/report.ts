/**
 * What people do to segments in the development mock, kept as the server's segment_work trigger keeps it, and the
 * project report (`GET /projects/{id}/report`) counted from it as server/src/assignments/report.ts counts it.
 */
import { ANALYSIS_BANDS } from '../../contract/plain.ts';
import { WORKFLOW_STEPS, type WorkflowStep } from '../../contract/assignments.ts';
import type { DocumentRecord } from '../../contract/documents.ts';
import type { ProjectReport, ReportFigures, ReportRow } from '../../contract/report.ts';
import type { User } from '../../contract/users.ts';
import { db, now } from '../db.ts';
import { activeMockStep } from './review.ts';

type WorkKind = 'confirmed' | 'review-edit';

interface MockWork {
  document_id: number;
  record_id: number;
  user_id: number;
  step: WorkflowStep | null;
  kind: WorkKind;
  words: number;
  created_at: string;
}

// Keyed by the documents list, which a reset of the mock database replaces.
const logs = new WeakMap<object, MockWork[]>();
function workLog(): MockWork[] {
  let log = logs.get(db.documents);
  if (!log) {
    log = [];
    logs.set(db.documents, log);
  }
  return log;
}

/**
 * Notes what a person's change of a segment counts for, as the server's trigger does: a confirmation (approved, or
 * reviewed further in a review step) and a changed target in a review step, in the document's active step.
 */
export function recordMockWork(
  before: DocumentRecord,
  after: DocumentRecord,
  user: User,
  [levelBefore, levelAfter]: [before: number, after: number],
): void {
  const step = activeMockStep(after.document_id);
  const kinds: WorkKind[] = [];
  if ((after.approved && !before.approved) || levelAfter > levelBefore) kinds.push('confirmed');
  if ((step === 'review' || step === 'review-2') && after.target !== before.target) kinds.push('review-edit');
  for (const kind of kinds)
    workLog().push({
      document_id: after.document_id,
      record_id: after.id,
      user_id: user.id,
      step,
      kind,
      words: after.words,
      created_at: now(),
    });
}

const noFigures = (): ReportFigures => ({
  bands: ANALYSIS_BANDS.map((band) => ({ band, segments: 0, words: 0 })),
  confirmed: { segments: 0, words: 0 },
  review_edits: { segments: 0, words: 0 },
});

/** The mock analyses nothing: every segment counts as no match, as the server counts one no analysis saw. */
function add(figures: ReportFigures, work: MockWork): void {
  const into =
    work.kind === 'review-edit'
      ? [figures.review_edits]
      : [figures.confirmed, figures.bands.find((band) => band.band === 'no-match')!];
  for (const count of into) {
    count.segments += 1;
    count.words += work.words;
  }
}

/** The first of each person's work of a kind on a segment in a step: a segment counts once however often done. */
function onceEach(work: readonly MockWork[]): MockWork[] {
  const seen = new Set<string>();
  return work.filter((entry) => {
    const key = `${entry.user_id}:${entry.step}:${entry.kind}:${entry.record_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const stepOrder = (step: WorkflowStep | null) => (step === null ? -1 : WORKFLOW_STEPS.indexOf(step));

/** What each person did in each step of the project's documents in the period (whole UTC days, both included). */
export function mockProjectReport(projectId: number, period: { from?: string; to?: string }): ProjectReport {
  const documents = new Set(db.documents.filter((d) => d.project_id === projectId).map((d) => d.id));
  const day = (work: MockWork) => work.created_at.slice(0, 10);
  const inPeriod = workLog().filter(
    (work) =>
      documents.has(work.document_id) &&
      (!period.from || day(work) >= period.from) &&
      (!period.to || day(work) <= period.to),
  );
  const rows = new Map<string, ReportRow>();
  const totals = noFigures();
  for (const work of onceEach(inPeriod)) {
    const key = `${work.user_id}:${work.step}`;
    let row = rows.get(key);
    if (!row) {
      const username = db.users.find((user) => user.id === work.user_id)?.username ?? '';
      row = { user: { id: work.user_id, username }, step: work.step, ...noFigures() };
      rows.set(key, row);
    }
    add(row, work);
    add(totals, work);
  }
  const ordered = [...rows.values()].sort(
    (a, b) => a.user.username.localeCompare(b.user.username) || stepOrder(a.step) - stepOrder(b.step),
  );
  return { from: period.from ?? null, to: period.to ?? null, rows: ordered, totals };
}
