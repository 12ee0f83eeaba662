import { z } from 'zod';
import {
  AssignableUsers,
  AssignableUsersQuery,
  DeliverStepBody,
  DocumentAssignments,
  DocumentStepParams,
  ProjectAssignments,
  ProjectDocumentAssignments,
  PutAssignmentsBody,
  MarkNotificationsReadBody,
  NotificationList,
  ReturnedToTranslation,
  UserWork,
} from '../assignments.ts';
import { IdParam } from '../common.ts';
import { ProjectDocumentStepsPage, ProjectDocumentStepsQuery } from '../projects.ts';
import { ProjectReport, ProjectReportQuery } from '../report.ts';
import { routes } from '../routes.ts';
import { endpointsTagged, eventStream, NO_CONFLICT_ERRORS } from './endpoint.ts';

const define = endpointsTagged('workflow');

export const assignmentsEndpoints = define(routes.assignments, {
  document: {
    summary: "The document's steps in order: who, due when, waiting / active / delivered, and how far",
    params: IdParam,
    response: { 200: DocumentAssignments },
  },
  setDocument: {
    summary: "Set the document's steps (the whole list; empty: anyone may work on it)",
    description:
      'A step kept keeps its state; the first step not delivered is active. 400 for an assignee who does not exist or is disabled.',
    params: IdParam,
    body: PutAssignmentsBody,
    response: { 200: DocumentAssignments },
  },
  project: {
    summary: 'The steps the documents uploaded into the project start with',
    params: IdParam,
    response: { 200: ProjectAssignments },
  },
  setProject: {
    summary: 'Set the steps the documents uploaded into the project from now on start with (the whole list)',
    params: IdParam,
    body: PutAssignmentsBody,
    response: { 200: ProjectAssignments },
  },
  projectDocuments: {
    summary: "The project's documents in upload order, each with its steps: who, due when, state and progress",
    description:
      'Without query parameters: every document of the project at once, as it always was. With any: a page of them ' +
      '(`page`, `limit` 1–200, default 50), filtered by target language, assignee, name (`search`) and `show` ' +
      '(`late`: a step not delivered after its due date; `without_steps`), each with its quality score, and how ' +
      'many the filters find. A document without steps has none.',
    params: IdParam,
    querystring: ProjectDocumentStepsQuery,
    response: { 200: z.union([ProjectDocumentStepsPage, ProjectDocumentAssignments]) },
    errors: NO_CONFLICT_ERRORS,
  },
  assignable: {
    summary: 'The people a manager may give a step to: every enabled user, by name, or those a search finds',
    description:
      'Without query parameters: every enabled user. With `search` (a case-insensitive substring of the username, ' +
      'display name or email, as the users list searches) or `limit` (1–100, default 20): the first `limit` of those ' +
      'matching, by the name they are shown by.',
    querystring: AssignableUsersQuery,
    response: { 200: AssignableUsers },
    errors: [400, 401, 403],
  },
  deliver: {
    summary: 'Deliver an active step (its assignee, or a manager): the next step becomes active',
    description:
      'Refused with 409 and `details.blockers` ({reason: unconfirmed | qa_errors, segments, segment_numbers: the first 20}) while segments are not done ' +
      'in the step (translation: not confirmed; review: not reviewed; review-2: not reviewed there) or hold QA errors not ignored, unless ' +
      'a manager sends `force: true`. 409 too for a step that is waiting or delivered.',
    params: DocumentStepParams,
    body: DeliverStepBody,
    response: { 200: DocumentAssignments },
  },
  returnToTranslation: {
    summary: 'Send a document in review back to translation with its rejected segments (the reviewer, or a manager)',
    description:
      'The translation step becomes active again and the review steps wait; 409 without a rejected segment, ' +
      'outside a review step or without a translation step.',
    params: IdParam,
    response: { 200: ReturnedToTranslation },
  },
  work: {
    summary: "The signed-in person's steps to do (active or waiting), the soonest due first",
    response: { 200: UserWork },
    errors: [401, 403],
  },
  notifications: {
    summary: "The signed-in person's notifications, the newest first (50 at most), and how many are unread",
    response: { 200: NotificationList },
    errors: [401, 403],
  },
  markRead: {
    summary: 'Mark notifications read: those of `ids`, or all of them without',
    body: MarkNotificationsReadBody,
    response: { 200: NotificationList },
    errors: [400, 401, 403],
  },
  events: {
    summary: "The signed-in person's notifications as they are made (Server-Sent Events)",
    description:
      'Ends when the session that opened it ends (sign-out, revoked token, user disabled). A comment line every 20 s ' +
      'keeps proxies from closing it; after a break, GET /user/notifications tells what was missed.',
    response: {
      200: eventStream(
        'Events until either side closes: `notification`: {notification: {id, kind, document, step, by, due_at, ' +
          'created_at, read}, unread}, one new notification and how many are unread now.',
      ),
    },
    errors: [401, 403],
  },
  report: {
    summary: "Word counts per person and step over the project's documents (?from&to, whole UTC days; ?format=csv)",
    description:
      "Segments and words each person confirmed, by the analysis band the segment had when its document's work " +
      'started (repetition, 100, 95-99, 85-94, 75-84, 50-74, no-match), and the segments changed in a review step ' +
      'apart; a segment counts once per person and step. Project managers and admins.',
    params: IdParam,
    querystring: ProjectReportQuery,
    response: { 200: ProjectReport },
  },
});
