/** A reviewer's notes, review levels and a document's quality in the development mock, as the server keeps them. */
import { HttpResponse } from 'msw';
import { WORKFLOW_STEPS, type WorkflowStep } from '../../contract/assignments.ts';
import type { Document, DocumentRecord, UpdateDocumentRecordBody } from '../../contract/documents.ts';
import {
  DEFAULT_LQA_PASS_THRESHOLD,
  DEFAULT_LQA_TYPOLOGY,
  PutLqaSettingsBody,
  type LqaSettings,
  type ReviewAnnotation,
} from '../../contract/review.ts';
import { can, type User } from '../../contract/index.ts';
import { routes } from '../../contract/routes.ts';
import { db, now } from '../db.ts';
import { errorAnswer, itemHandler, segmentNotFound } from './respond.ts';

type State = {
  annotations: Array<ReviewAnnotation & { document_id: number }>;
  /** How far each segment's review went (the server's review_level): 0, 1 (review), 2 (review-2). */
  levels: Map<number, number>;
  nextId: number;
};
// Keyed by the documents list, which a reset of the mock database replaces.
const states = new WeakMap<object, State>();
function state(): State {
  let current = states.get(db.documents);
  if (!current) {
    current = { annotations: [], levels: new Map(), nextId: 1 };
    states.set(db.documents, current);
  }
  return current;
}

/** The segment's review level: 0 not reviewed, 1 reviewed, 2 reviewed again in review-2. */
export const mockReviewLevel = (recordId: number): number => state().levels.get(recordId) ?? 0;

/** The document's active step as the mock's assignments say (the first not delivered); null without steps. */
export function activeMockStep(documentId: number): WorkflowStep | null {
  const steps = db.assignments
    .filter((assignment) => assignment.document_id === documentId)
    .sort((a, b) => WORKFLOW_STEPS.indexOf(a.step) - WORKFLOW_STEPS.indexOf(b.step));
  return steps.find((step) => !step.delivered)?.step ?? null;
}

/** As the server decides it: an approval in a review step reviews; an unchanged approved target keeps its level. */
export function mockReviewLevelAfter(before: DocumentRecord, after: { target: string; approved: boolean }): number {
  if (!after.approved) return 0;
  const step = activeMockStep(before.document_id);
  const kept = after.target === before.target ? mockReviewLevel(before.id) : 0;
  return Math.max(kept, step === 'review' ? 1 : step === 'review-2' ? 2 : 0);
}

export const setMockReviewLevel = (recordId: number, level: number) => state().levels.set(recordId, level);

/** The typology and threshold in force in a project: those it set, else the defaults (also outside a project). */
function mockLqaSettings(projectId: number | null): LqaSettings {
  const own = db.projectLqaSettings.find((settings) => settings.project_id === projectId);
  return {
    typology: own?.typology ?? DEFAULT_LQA_TYPOLOGY,
    pass_threshold: own?.pass_threshold ?? DEFAULT_LQA_PASS_THRESHOLD,
    own_typology: (own?.typology ?? null) !== null,
    own_pass_threshold: (own?.pass_threshold ?? null) !== null,
  };
}

/** A document's settings are its project's. */
const documentLqaSettings = (documentId: number) =>
  mockLqaSettings(db.documents.find((document) => document.id === documentId)?.project_id ?? null);

type Note = Pick<ReviewAnnotation, 'action' | 'reason' | 'errors'>;

/** What a save records, or the 400 the server answers for a note it refuses (see server/src/review/save.ts). */
export function mockReviewNote(
  before: DocumentRecord,
  body: Pick<UpdateDocumentRecordBody, 'target' | 'rejected' | 'review'>,
): { note?: Note; refused?: Response } {
  const note = body.review;
  const reason = note?.reason?.trim() || null;
  if (!body.rejected && !note) return {};
  if (body.rejected && note && !reason)
    return { refused: errorAnswer(400, 'A rejection needs a reason: say what the translator is to fix') };
  if (!body.rejected && body.target === before.target)
    return { refused: errorAnswer(400, 'A review note goes with a rejection or a corrected target') };
  const errors = note?.errors ?? [];
  const { typology } = documentLqaSettings(before.document_id);
  for (const error of errors) {
    if (!typology.categories.some((category) => category.id === error.category))
      return { refused: errorAnswer(400, `"${error.category}" is not an error category of this document's typology`) };
    if (!typology.severities.some((severity) => severity.id === error.severity))
      return { refused: errorAnswer(400, `"${error.severity}" is not a severity of this document's typology`) };
  }
  return {
    note: {
      action: body.rejected ? 'reject' : 'correct',
      reason,
      errors: errors.map((error) => ({ category: error.category, severity: error.severity, note: error.note || null })),
    },
  };
}

/** Keeps a note of a save, once the segment is saved. */
export function recordMockNote(note: Note, before: DocumentRecord, after: DocumentRecord, user: User): void {
  state().annotations.unshift({
    ...note,
    id: state().nextId++,
    record_id: after.id,
    document_id: after.document_id,
    position: after.position,
    step: activeMockStep(after.document_id),
    user: { id: user.id, username: user.username },
    old_target: before.target,
    new_target: after.target,
    created_at: now(),
  });
}

const withoutDocument = ({ document_id: _document, ...annotation }: State['annotations'][number]) => annotation;

const handleAnnotation = itemHandler(
  (id) => state().annotations.find((annotation) => annotation.id === id),
  () => errorAnswer(404, 'Review note not found'),
);

const handleProject = itemHandler(
  (id) => db.projects.find((project) => project.id === id),
  () => errorAnswer(404, 'Project not found'),
);

/** The review routes the editor calls, and a project's typology and threshold that its page sets. */
export function reviewHandlers(lookups: {
  findSegment: (id: number | undefined) => DocumentRecord | undefined;
  findDocument: (id: number | undefined) => Document | undefined;
  segmentsOf: (documentId: number) => DocumentRecord[];
}) {
  const handleSegment = itemHandler(lookups.findSegment, segmentNotFound);
  const handleDocument = itemHandler(lookups.findDocument, () => errorAnswer(404, 'Document not found'));
  return [
    handleSegment(routes.review.segment, (record) =>
      HttpResponse.json({
        annotations: state()
          .annotations.filter((annotation) => annotation.record_id === record.id)
          .map(withoutDocument),
      }),
    ),

    handleDocument(routes.review.rejections, (document) => {
      const rejected = lookups.segmentsOf(document.id).filter((record) => record.status === 'rejected');
      const rejections = rejected.flatMap((record) => {
        const latest = state().annotations.find(
          (annotation) => annotation.record_id === record.id && annotation.action === 'reject',
        );
        return latest ? [withoutDocument(latest)] : [];
      });
      return HttpResponse.json({ rejections });
    }),

    handleAnnotation(routes.review.deleteAnnotation, (annotation, { user }) => {
      if (annotation.user?.id !== user.id && !can(user, 'document.manage'))
        return errorAnswer(403, 'Only its author or a manager may take back a review note');
      state().annotations = state().annotations.filter((other) => other !== annotation);
      return HttpResponse.json({ message: 'Review note deleted' });
    }),

    handleDocument(routes.review.quality, (document) => {
      const words = lookups
        .segmentsOf(document.id)
        .filter((record) => !record.locked)
        .reduce((sum, record) => sum + record.words, 0);
      const counts = new Map<string, { category: string; severity: string; count: number }>();
      for (const annotation of state().annotations.filter((note) => note.document_id === document.id))
        for (const { category, severity } of annotation.errors) {
          const key = `${category}\u0000${severity}`;
          const count = counts.get(key) ?? { category, severity, count: 0 };
          counts.set(key, { ...count, count: count.count + 1 });
        }
      const errors = [...counts.values()].sort(
        (a, b) => a.category.localeCompare(b.category) || a.severity.localeCompare(b.severity),
      );
      // An error of a severity the typology no longer has weighs nothing, as on the server.
      const { typology, pass_threshold } = documentLqaSettings(document.id);
      const weight = (id: string) => typology.severities.find((severity) => severity.id === id)?.weight ?? 0;
      const points = errors.reduce((sum, error) => sum + error.count * weight(error.severity), 0);
      const penalty = words === 0 ? 0 : Math.round((points / words) * 1000 * 100) / 100;
      return HttpResponse.json({
        words,
        errors,
        penalty_points: points,
        penalty_per_1000: penalty,
        pass_threshold,
        pass: penalty <= pass_threshold,
      });
    }),

    handleDocument(routes.review.documentSettings, (document) =>
      HttpResponse.json(mockLqaSettings(document.project_id)),
    ),

    handleProject(routes.review.projectSettings, (project) => HttpResponse.json(mockLqaSettings(project.id))),

    handleProject.withBody(routes.review.setProjectSettings, PutLqaSettingsBody, (project, { body }) => {
      db.projectLqaSettings = [
        ...db.projectLqaSettings.filter((settings) => settings.project_id !== project.id),
        { project_id: project.id, ...body },
      ];
      return HttpResponse.json(mockLqaSettings(project.id));
    }),
  ];
}
