import { plainCalls, routes } from '@tessera/shared';

/**
 * The calls of the workflow: `getMyWork()` answers the signed-in person's steps to do, the soonest due first;
 * a document's steps (`getDocumentAssignments(id)`), set whole by a manager (`putDocumentAssignments(id, body)`),
 * and a project's steps for its new documents; `deliverStep` and `returnToTranslation` move a document on or back;
 * `getNotifications()` and `markNotificationsRead({ ids })` (all without ids) are one's news of the workflow.
 */
export const {
  work: getMyWork,
  document: getDocumentAssignments,
  setDocument: putDocumentAssignments,
  project: getProjectAssignments,
  setProject: putProjectAssignments,
  deliver: deliverStep,
  returnToTranslation,
  notifications: getNotifications,
  markRead: markNotificationsRead,
} = plainCalls(routes.assignments);
