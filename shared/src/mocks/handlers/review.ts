/** A reviewer's notes and the review settings in the development mock: plain reads and writes over fixtures. */
import { HttpResponse } from 'msw';
import type { Document } from '../../contract/documents.ts';
import {
  type DocumentQuality,
  DEFAULT_LQA_PASS_THRESHOLD,
  DEFAULT_LQA_TYPOLOGY,
  PutLqaSettingsBody,
  type LqaSettings,
  type ReviewAnnotation,
} from '../../contract/review.ts';
import { routes } from '../../contract/routes.ts';
import { db, perReset } from '../db.ts';
import { errorAnswer, handleDocument, handleProject, itemHandler } from './respond.ts';
import { handleSegment } from '../documents.ts';

type State = { annotations: Array<ReviewAnnotation & { document_id: number }> };
const state = perReset((): State => ({ annotations: [] }));

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

const withoutDocument = ({ document_id: _document, ...annotation }: State['annotations'][number]) => annotation;

const handleAnnotation = itemHandler(
  (id) => state().annotations.find((annotation) => annotation.id === id),
  () => errorAnswer(404, 'Review note not found'),
);

/** The review routes the editor calls, and a project's typology and threshold that its page sets. */
const unscored = (document: Document): DocumentQuality => ({
  words: document.words_count,
  errors: [],
  penalty_points: 0,
  penalty_per_1000: 0,
  pass_threshold: mockLqaSettings(document.project_id).pass_threshold,
  pass: true,
});

export const reviewHandlers = [
  handleSegment(routes.review.segment, (record) =>
    HttpResponse.json({
      annotations: state()
        .annotations.filter((annotation) => annotation.record_id === record.id)
        .map(withoutDocument),
    }),
  ),

  handleDocument(routes.review.rejections, (document) => {
    const rejections = state()
      .annotations.filter((note) => note.document_id === document.id && note.action === 'reject')
      .map(withoutDocument);
    return HttpResponse.json({ rejections });
  }),

  handleAnnotation(routes.review.deleteAnnotation, (annotation) => {
    state().annotations = state().annotations.filter((other) => other !== annotation);
    return HttpResponse.json({ message: 'Review note deleted' });
  }),

  // The mock scores nothing (no errors, no penalty): a test that needs a score gives its own answer.
  handleDocument(routes.review.quality, (document) => HttpResponse.json(unscored(document))),

  handleProject(routes.review.projectQuality, (project) => {
    const documents = db.documents.filter((document) => document.project_id === project.id);
    return HttpResponse.json({ documents: documents.map((d) => ({ document_id: d.id, ...unscored(d) })) });
  }),

  handleDocument(routes.review.documentSettings, (document) => HttpResponse.json(mockLqaSettings(document.project_id))),

  handleProject(routes.review.projectSettings, (project) => HttpResponse.json(mockLqaSettings(project.id))),

  handleProject.withBody(routes.review.setProjectSettings, PutLqaSettingsBody, (project, { body }) => {
    db.projectLqaSettings = [
      ...db.projectLqaSettings.filter((settings) => settings.project_id !== project.id),
      { project_id: project.id, ...body },
    ];
    return HttpResponse.json(mockLqaSettings(project.id));
  }),
];
