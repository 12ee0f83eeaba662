import type {
  AssignableUsers,
  AssignableUsersQuery,
  NotificationEvent,
  ProjectDocumentAssignments,
} from '../contract/assignments.ts';
import type { DocumentStepsShown, ProjectDocumentStepsPage } from '../contract/projects.ts';
import type { ProjectReportQuery } from '../contract/report.ts';
import { call, plainCalls, routes, session, urlOf } from '@tessera/shared';

/**
 * The calls of the workflow: `getMyWork()` answers the signed-in person's steps to do, the soonest due first;
 * a document's steps (`getDocumentAssignments(id)`), set whole by a manager (`putDocumentAssignments(id, body)`),
 * and a project's steps for its new documents; every document of a project with its steps at once
 * (`getProjectDocumentAssignments(projectId)`) or a page of them (`getProjectDocumentStepsPage`) and the people a
 * manager may assign (`getAssignableUsers()`); `deliverStep` and `returnToTranslation` move a document on or back;
 * `getNotifications()` and `markNotificationsRead({ ids })` (all without ids) are one's news of the workflow,
 * `subscribeNotifications` brings each new one as it is made.
 */
export const {
  work: getMyWork,
  document: getDocumentAssignments,
  setDocument: putDocumentAssignments,
  project: getProjectAssignments,
  setProject: putProjectAssignments,
  assignable: getAssignableUsers,
  deliver: deliverStep,
  returnToTranslation,
  notifications: getNotifications,
  markRead: markNotificationsRead,
} = plainCalls(routes.assignments);

/** Every document of a project with its steps, at once (as a script wants it; the tab asks for a page). */
export async function getProjectDocumentAssignments(
  id: number,
  signal?: AbortSignal,
): Promise<ProjectDocumentAssignments> {
  const answer = await call(routes.assignments.projectDocuments, { params: { id }, signal });
  if ('records' in answer) throw new Error('The whole list was asked for and a page came');
  return answer;
}

export interface ProjectDocumentStepsRequest {
  page: number;
  limit: number;
  search?: string | undefined;
  targetLang?: string | undefined;
  assignee?: number | undefined;
  show?: DocumentStepsShown | undefined;
}

/**
 * A page of a project's documents in upload order with their steps and quality scores, filtered and counted by the
 * server: the assignments of a project of thousands of documents, 50 at a time.
 */
export async function getProjectDocumentStepsPage(
  id: number,
  request: ProjectDocumentStepsRequest,
  signal?: AbortSignal,
): Promise<ProjectDocumentStepsPage> {
  const { page, limit, search, targetLang, assignee, show } = request;
  const answer = await call(routes.assignments.projectDocuments, {
    params: { id },
    // Only what is set; the page always, which makes the answer a page.
    query: {
      page,
      limit,
      search: search || undefined,
      target_lang: targetLang || undefined,
      assignee: assignee === undefined ? undefined : String(assignee),
      show,
    },
    signal,
  });
  if (!('records' in answer)) throw new Error('A page was asked for and the whole list came');
  return answer;
}

/**
 * The first people a step may be given to whose username, display name or email holds `query.search` (a picker's
 * search as one types; `limit` 20 unless said): never every user of the installation, as `getAssignableUsers()` is.
 */
export function searchAssignableUsers(
  query: AssignableUsersQuery & { search: string },
  signal?: AbortSignal,
): Promise<AssignableUsers> {
  return call(routes.assignments.assignable, { query, signal });
}

export interface NotificationStreamHandlers {
  /** One of the person's notifications was just made. */
  notification: (event: NotificationEvent) => void;
  /**
   * The stream is open: at first, and again after a break (a network drop, a server restart, a new sign-in),
   * when what was made meanwhile was missed and is to be fetched (`getNotifications()`).
   */
  connected: () => void;
}

/**
 * The signed-in person's notifications as they are made (`GET /user/events`, Server-Sent Events); the returned
 * function stops. The browser's EventSource reconnects by itself after a drop. The server ends the stream when
 * the session ends, and the reconnection's 401 closes it for good (the page's next call meets the same 401 and
 * leads to signing in, as without the stream): once someone is signed in again it opens anew.
 * Without EventSource (DOMs of unit tests) nothing is streamed: `connected` is called once, for the list.
 */
export function subscribeNotifications(handlers: NotificationStreamHandlers): () => void {
  if (typeof EventSource === 'undefined') {
    handlers.connected();
    return () => {};
  }
  const open = () => {
    const source = new EventSource(urlOf(routes.assignments.events, {}), { withCredentials: true });
    source.addEventListener('open', () => handlers.connected());
    source.addEventListener('notification', (event) =>
      handlers.notification(JSON.parse((event as MessageEvent<string>).data) as NotificationEvent),
    );
    return source;
  };
  let source = open();
  const unsubscribe = session.subscribe(() => {
    const { user, signInAgain } = session.getState();
    if (user && !signInAgain && source.readyState === EventSource.CLOSED) source = open();
  });
  return () => {
    unsubscribe();
    source.close();
  };
}
/** The period of a project's report: whole UTC days (YYYY-MM-DD), both included; either may be left out. */
export type ReportPeriod = Pick<ProjectReportQuery, 'from' | 'to'>;

const periodQuery = ({ from, to }: ReportPeriod) => ({ ...(from && { from }), ...(to && { to }) });

/** Word counts per person and step over a project's documents in the period (project managers and admins). */
export const getProjectReport = (projectId: number, period: ReportPeriod, signal?: AbortSignal) =>
  call(routes.assignments.report, { params: { id: projectId }, query: periodQuery(period), signal });

/** URL of the same report as CSV, used as a plain link. */
export const projectReportCsvUrl = (projectId: number, period: ReportPeriod) =>
  urlOf(routes.assignments.report, { id: projectId }, { ...periodQuery(period), format: 'csv' });
