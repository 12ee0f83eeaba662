/**
 * Workflow steps, the work lists, notifications and the live event stream in the development mock: the steps as
 * stored, in the order stored; one's notifications as stored, with the unread figure the fixture or test gives.
 */
import { HttpResponse } from 'msw';
import {
  DeliverStepBody,
  DocumentStepParams,
  MarkNotificationsReadBody,
  PutAssignmentsBody,
  type Assignment,
  type NotificationEvent,
  type NotificationList,
  type WorkItem,
} from '../../contract/assignments.ts';
import type { Document } from '../../contract/documents.ts';
import { ANALYSIS_BANDS, searchText } from '../../contract/plain.ts';
import {
  PROJECT_DOCUMENTS_PAGE_DEFAULT,
  ProjectDocumentStepsQuery,
  type ProjectDocumentStepsPage,
} from '../../contract/projects.ts';
import { routes } from '../../contract/routes.ts';
import { db } from '../db.ts';
import { errorAnswer, handle, handleDocument, handleProject, holdsSearch, queryOf } from './respond.ts';
import { outIn } from './handoffs.ts';
import { unscored } from './review.ts';

const NO_PROGRESS = { segments: 0, done: 0, words: 0, words_done: 0 };

/** A step's assignee as the server names them. */
const assigneeOf = (userId: number) => {
  const { username = '', display_name = null, disabled = false } = db.users.find((u) => u.id === userId) ?? {};
  return { id: userId, username, display_name, disabled };
};

/** A due date as the contract answers it (UTC, milliseconds). */
const instant = (dueAt: string | null | undefined) => (dueAt ? new Date(dueAt).toISOString() : null);

const projectStepsOf = (projectId: number) =>
  db.projectAssignments
    .filter((assignment) => assignment.project_id === projectId)
    .map(({ step, user_id, due_at }) => ({ step, user: assigneeOf(user_id), due_at }));

const stepsOf = (documentId: number) => db.assignments.filter((assignment) => assignment.document_id === documentId);

/** A document's steps as `GET /document/{id}/assignments` answers them. */
const assignmentsOf = (documentId: number): Assignment[] =>
  stepsOf(documentId).map(({ document_id: _document, user_id, ...step }) => ({ ...step, user: assigneeOf(user_id) }));

const notificationsOf = (userId: number): NotificationList =>
  db.notifications[userId] ?? { notifications: [], unread: 0 };

/** The open `GET /user/events` streams, with whom each is for. */
const streams = new Map<ReadableStreamDefaultController<string>, number>();

/**
 * Sends a notification as a test or a demo tells (the mock has no one else to act): it goes on top of the person's
 * list, their unread figure becomes the event's, and it goes out at once on their open streams.
 */
export function notifyInMock(userId: number, event: NotificationEvent): void {
  const list = notificationsOf(userId);
  db.notifications[userId] = { notifications: [event.notification, ...list.notifications], unread: event.unread };
  const frame = `event: notification\ndata: ${JSON.stringify(event)}\n\n`;
  for (const [stream, owner] of streams) if (owner === userId) stream.enqueue(frame);
}

/** Someone's steps in the fixture's order: their work list (which steps it leaves out is the server's rule). */
export const workOf = (userId: number): WorkItem[] =>
  db.assignments
    .filter((assignment) => assignment.user_id === userId)
    .flatMap(({ document_id, step, due_at, state, progress }): WorkItem[] => {
      const document = db.documents.find((candidate) => candidate.id === document_id);
      if (!document) return [];
      const { id, name, target_lang, project_id } = document;
      const project_name = db.projects.find((project) => project.id === project_id)?.name ?? null;
      return [{ document: { id, name, target_lang, project_id, project_name }, step, due_at, state, progress }];
    });

const NO_FIGURES = { segments: 0, words: 0 };

export const assignmentHandlers = [
  handle(routes.assignments.events, ({ request, user }) => {
    let opened: ReadableStreamDefaultController<string>;
    const body = new ReadableStream<string>({
      start(controller) {
        streams.set((opened = controller), user.id);
        controller.enqueue(': connected\n\n');
      },
      cancel: () => void streams.delete(opened),
    });
    request.signal.addEventListener('abort', () => streams.delete(opened));
    const headers = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };
    return new HttpResponse(body.pipeThrough(new TextEncoderStream()), { headers });
  }),
  // The mock records no work: its report has no rows (its CSV is a download, which only a real API serves).
  handleProject(routes.assignments.report, () =>
    HttpResponse.json({
      from: null,
      to: null,
      rows: [],
      step_totals: [],
      totals: {
        bands: ANALYSIS_BANDS.map((band) => ({ band, ...NO_FIGURES })),
        confirmed: NO_FIGURES,
        review_edits: NO_FIGURES,
      },
    }),
  ),
  handle(routes.assignments.notifications, ({ user }) => HttpResponse.json(notificationsOf(user.id))),
  // The page marks all of them read at once; the mock marks them all, whichever ids are sent.
  handle.withBody(routes.assignments.markRead, MarkNotificationsReadBody, ({ user }) => {
    const read = notificationsOf(user.id).notifications.map((notification) => ({ ...notification, read: true }));
    return HttpResponse.json((db.notifications[user.id] = { notifications: read, unread: 0 }));
  }),
  handle(routes.assignments.work, ({ user }) => HttpResponse.json({ items: workOf(user.id) })),
  handleDocument(routes.assignments.document, ({ id }) => HttpResponse.json({ assignments: assignmentsOf(id) })),
  handleDocument.withBody(routes.assignments.setDocument, PutAssignmentsBody, ({ id }, { body }) => {
    const before = stepsOf(id);
    db.assignments = [
      ...db.assignments.filter((assignment) => assignment.document_id !== id),
      ...body.assignments.map(({ step, user_id, due_at }) => {
        // A step kept keeps its state and progress; a new one waits, nothing done.
        const kept = before.find((assignment) => assignment.step === step);
        const { state, progress } = kept ?? { state: 'waiting' as const, progress: NO_PROGRESS };
        return { document_id: id, step, user_id, due_at: instant(due_at), state, progress };
      }),
    ];
    return HttpResponse.json({ assignments: assignmentsOf(id) });
  }),
  handleProject(routes.assignments.project, ({ id }) => HttpResponse.json({ assignments: projectStepsOf(id) })),
  handleProject.withBody(routes.assignments.setProject, PutAssignmentsBody, ({ id }, { body }) => {
    db.projectAssignments = [
      ...db.projectAssignments.filter((assignment) => assignment.project_id !== id),
      ...body.assignments.map(({ step, user_id, due_at }) => ({
        project_id: id,
        step,
        user_id,
        due_at: instant(due_at),
      })),
    ];
    return HttpResponse.json({ assignments: projectStepsOf(id) });
  }),
  handleProject(routes.assignments.projectDocuments, ({ id }, { request }) => {
    const all = db.documents.filter((document) => document.project_id === id);
    const stepsOfDocument = (document: Document) => ({
      document: { id: document.id, name: document.name, target_lang: document.target_lang },
      assignments: assignmentsOf(document.id),
      handoff: outIn(document.id),
    });
    if (new URL(request.url).searchParams.size === 0) return HttpResponse.json({ documents: all.map(stepsOfDocument) });
    const read = queryOf(request, ProjectDocumentStepsQuery);
    if ('invalid' in read) return read.invalid;
    // Paged and searched as stored; the other filters are the server's (its route tests).
    const { page = 0, limit = PROJECT_DOCUMENTS_PAGE_DEFAULT, search } = read.query;
    const found = all.filter((document) => holdsSearch([document.name], searchText(search)));
    const answer: ProjectDocumentStepsPage = {
      records: found
        .slice(page * limit, (page + 1) * limit)
        .map((document) => ({ ...stepsOfDocument(document), quality: unscored(document) })),
      total_rows: found.length,
    };
    return HttpResponse.json(answer);
  }),
  handle(routes.assignments.assignable, () =>
    HttpResponse.json({ users: db.users.map(({ id, username, display_name }) => ({ id, username, display_name })) }),
  ),
];

/**
 * Delivering a step and returning a document from review answer the steps as stored: which step moves on is the
 * server's to decide (StepBar.server.test.tsx); a test that needs a delivered step stores it so.
 */
export const deliveryHandlers = [
  handle.withBody(routes.assignments.deliver, DeliverStepBody, ({ params }) => {
    const path = DocumentStepParams.safeParse(params);
    if (!path.success) return errorAnswer(400, 'invalid_request', 'Invalid request', path.error.issues);
    const { id, step } = path.data;
    if (!stepsOf(id).some((assignment) => assignment.step === step))
      return errorAnswer(404, 'document_not_found', 'Document not found');
    return HttpResponse.json({ assignments: assignmentsOf(id) });
  }),
  handleDocument(routes.assignments.returnToTranslation, ({ id }) =>
    HttpResponse.json({ assignments: assignmentsOf(id), rejected_segments: 0 }),
  ),
];
