/** A reviewer's notes and the review settings in the development mock: plain reads and writes over fixtures. */
import { HttpResponse } from 'msw';
import type { Document } from '../../contract/documents.ts';
import { DEFAULT_LQA_PASS_THRESHOLD, DEFAULT_LQA_TYPOLOGY, PutLqaSettingsBody } from '../../contract/review.ts';
import type { DocumentQuality, LqaSettings } from '../../contract/review.ts';
import { routes } from '../../contract/routes.ts';
import { db } from '../db.ts';
import { handleDocument, handleProject } from './respond.ts';
import { handleSegment } from '../documents.ts';

/** The typology and threshold a project set (the defaults where it set none, or outside a project). */
function mockLqaSettings(projectId: number | null): LqaSettings {
  const own = db.projectLqaSettings.find((settings) => settings.project_id === projectId);
  return {
    typology: own?.typology ?? DEFAULT_LQA_TYPOLOGY,
    pass_threshold: own?.pass_threshold ?? DEFAULT_LQA_PASS_THRESHOLD,
    own_typology: (own?.typology ?? null) !== null,
    own_pass_threshold: (own?.pass_threshold ?? null) !== null,
  };
}

/**
 * A document's quality before any reviewer recorded an error: the mock scores nothing (no errors, no penalty), and
 * a test that needs a score gives its own answer. The project page's documents carry it too.
 */
export const unscored = (document: Document): DocumentQuality => ({
  words: document.words_count,
  errors: [],
  penalty_points: 0,
  penalty_per_1000: 0,
  pass_threshold: mockLqaSettings(document.project_id).pass_threshold,
  pass: true,
});

export const reviewHandlers = [
  // No reviewer in the mock: a segment has no notes (a test gives its own).
  handleSegment(routes.review.segment, () => HttpResponse.json({ annotations: [] })),

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
