import { IdParam, MessageBody } from '../common.ts';
import {
  ProjectQuality,
  DocumentQuality,
  DocumentRejections,
  LqaSettings,
  PutLqaSettingsBody,
  ReviewAnnotationParams,
  SegmentReview,
} from '../review.ts';
import { routes } from '../routes.ts';
import { endpointsTagged, NO_CONFLICT_ERRORS } from './endpoint.ts';

const define = endpointsTagged('review', { errors: NO_CONFLICT_ERRORS });

export const reviewEndpoints = define(routes.review, {
  segment: {
    summary: "A segment's rejections and corrections by reviewers, newest first: reason, errors, step, who, the diff",
    description:
      'Recorded by `PUT /document/records/{id}` with `rejected: true` or a changed target, and a `review` note.',
    params: IdParam,
    response: { 200: SegmentReview },
  },
  rejections: {
    summary: 'The latest rejection of each segment rejected now, in file order: what the translator is to fix, and why',
    params: IdParam,
    response: { 200: DocumentRejections },
  },
  deleteAnnotation: {
    summary:
      'Take back a rejection or correction note recorded in error (its author or a manager): its errors no longer count',
    description: "The segment's status and target stay as they are; only the note and its errors go.",
    params: ReviewAnnotationParams,
    response: { 200: MessageBody },
  },
  quality: {
    summary:
      "The document's quality: its words, the errors recorded by category and severity, penalty points per 1,000 words and pass/fail",
    params: IdParam,
    response: { 200: DocumentQuality },
  },
  projectQuality: {
    summary: "Each document's quality in the project, as the document's own answer gives it: one request for the page",
    params: IdParam,
    response: { 200: ProjectQuality },
  },
  documentSettings: {
    summary: "The error typology and pass threshold in force for the document: its project's, or the defaults",
    params: IdParam,
    response: { 200: LqaSettings },
  },
  projectSettings: {
    summary: "The project's error typology and pass threshold (the defaults where it sets none)",
    params: IdParam,
    response: { 200: LqaSettings },
  },
  setProjectSettings: {
    summary: "Set the project's error typology and pass threshold; null for either goes back to the default",
    params: IdParam,
    body: PutLqaSettingsBody,
    response: { 200: LqaSettings },
  },
});
