import { call, plainCalls, routes } from '@tessera/shared';

/**
 * The calls of a reviewer's work and the document's quality. A rejection or correction itself is a save
 * (`saveDocumentRecord` with `rejected: true` or a changed target, and `review: {reason, errors}`); these read what
 * was recorded: `getSegmentReview(recordId)` (a segment's notes, newest first), `getDocumentRejections(documentId)`
 * (what came back from review, and why), `deleteReviewAnnotation(id)`; `getDocumentQuality(documentId)` (words,
 * errors, penalty per 1,000 words, pass) and `getProjectQuality(projectId, documentIds?)` (those documents', or every
 * one's); the typology and threshold in force for a document (`getDocumentLqaSettings`), and a project's, set by a
 * manager (`putProjectLqaSettings(projectId, body)`).
 */
export const {
  segment: getSegmentReview,
  rejections: getDocumentRejections,
  deleteAnnotation: deleteReviewAnnotation,
  quality: getDocumentQuality,
  documentSettings: getDocumentLqaSettings,
  projectSettings: getProjectLqaSettings,
  setProjectSettings: putProjectLqaSettings,
} = plainCalls(routes.review);

/** The quality of the project's documents `documentIds` names (those a page shows), or of every one. */
export function getProjectQuality(projectId: number, documentIds?: readonly number[], signal?: AbortSignal) {
  return call(routes.review.projectQuality, {
    params: { id: projectId },
    query: { ids: documentIds?.join(',') },
    signal,
  });
}
