import { plainCalls, routes } from '@tessera/shared';

/**
 * The calls of a reviewer's work and the document's quality. A rejection or correction itself is a save
 * (`saveDocumentRecord` with `rejected: true` or a changed target, and `review: {reason, errors}`); these read what
 * was recorded: `getSegmentReview(recordId)` (a segment's notes, newest first), `getDocumentRejections(documentId)`
 * (what came back from review, and why), `deleteReviewAnnotation(id)`; `getDocumentQuality(documentId)` (words,
 * errors, penalty per 1,000 words, pass) and `getProjectQuality(projectId)` (every document's); the typology and threshold in force for a document
 * (`getDocumentLqaSettings`), and a project's, set by a manager (`putProjectLqaSettings(projectId, body)`).
 */
export const {
  segment: getSegmentReview,
  rejections: getDocumentRejections,
  deleteAnnotation: deleteReviewAnnotation,
  quality: getDocumentQuality,
  projectQuality: getProjectQuality,
  documentSettings: getDocumentLqaSettings,
  projectSettings: getProjectLqaSettings,
  setProjectSettings: putProjectLqaSettings,
} = plainCalls(routes.review);
