import { HttpResponse } from 'msw';
import {
  DeliverStepBody,
  DocumentStepParams,
  MarkNotificationsReadBody,
  PutAssignmentsBody,
  WORKFLOW_STEPS,
  type Assignment,
  type WorkItem,
} from '../../contract/assignments.ts';
import type { Document } from '../../contract/documents.ts';
import { ANALYSIS_BANDS, NOTIFICATIONS_LISTED } from '../../contract/plain.ts';
import { ProjectReportQuery, projectReportCsv, projectReportFileName } from '../../contract/report.ts';
import { routes } from '../../contract/routes.ts';
import { db, nextId, NO_PROGRESS, type MockAssignment, type MockNotification } from '../db.ts';
import { errorAnswer, handle, handleDocument, handleProject } from './respond.ts';

const bySteps = (a: Pick<MockAssignment, 'step'>, b: Pick<MockAssignment, 'step'>) =>
  WORKFLOW_STEPS.indexOf(a.step) - WORKFLOW_STEPS.indexOf(b.step);

/** A step's assignee as the server names them, disabled or not. */
const assigneeOf = (userId: number) => {
  const user = db.users.find((candidate) => candidate.id === userId);
  return {
    id: userId,
    username: user?.username ?? '',
    display_name: user?.display_name ?? null,
    disabled: user?.disabled ?? false,
  };
};

/** A due date as the contract answers it (UTC, milliseconds). */
const instant = (dueAt: string | null | undefined) => (dueAt ? new Date(dueAt).toISOString() : null);

const projectStepsOf = (projectId: number) =>
  db.projectAssignments
    .filter((assignment) => assignment.project_id === projectId)
    .sort(bySteps)
    .map(({ step, user_id, due_at }) => ({ step, user: assigneeOf(user_id), due_at }));

/** One's notifications, the newest first, and the unread count. */
function notificationsOf(userId: number) {
  const mine = db.notifications.filter((notification) => notification.user_id === userId);
  return {
    notifications: mine
      .slice(-NOTIFICATIONS_LISTED)
      .reverse()
      .map(({ user_id: _for, ...notification }) => notification),
    unread: mine.filter((notification) => !notification.read).length,
  };
}

/** The open `GET /user/events` streams, by whom they are for. */
const streams = new Map<number, Set<ReadableStreamDefaultController<Uint8Array>>>();
const encoder = new TextEncoder();

/**
 * Adds a notification for a test or a demo (the mock has no one else to act): it joins the list and goes out at once
 * on its person's open streams, with their unread count.
 */
export function notifyInMock(news: Omit<MockNotification, 'id' | 'created_at' | 'read'>): MockNotification {
  const id = nextId(db.notifications);
  const notification: MockNotification = { ...news, id, created_at: new Date().toISOString(), read: false };
  db.notifications.push(notification);
  const { user_id: userId, ...sent } = notification;
  const frame = encoder.encode(
    `event: notification\ndata: ${JSON.stringify({ notification: sent, unread: notificationsOf(userId).unread })}\n\n`,
  );
  for (const stream of streams.get(userId) ?? []) stream.enqueue(frame);
  return notification;
}

/** Someone's steps in the fixture's order: their work list (which steps it leaves out is the server's rule). */
export function workOf(userId: number): WorkItem[] {
  return db.assignments
    .filter((assignment) => assignment.user_id === userId)
    .flatMap(({ document_id, step, due_at, state, progress }): WorkItem[] => {
      const document = db.documents.find((candidate) => candidate.id === document_id);
      if (!document) return [];
      const { id, name, target_lang, project_id } = document;
      const project_name = db.projects.find((project) => project.id === project_id)?.name ?? null;
      return [{ document: { id, name, target_lang, project_id, project_name }, step, due_at, state, progress }];
    });
}

export const assignmentHandlers = [
  handle(routes.assignments.events, ({ request, user }) => {
    const mine = streams.get(user.id) ?? new Set();
    streams.set(user.id, mine);
    let opened: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        opened = controller;
        mine.add(controller);
        controller.enqueue(encoder.encode(': connected\n\n'));
      },
      cancel: () => void mine.delete(opened),
    });
    request.signal.addEventListener('abort', () => mine.delete(opened));
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
  }),
  // The mock records no work: its report has no rows.
  handleProject(routes.assignments.report, (project, { request }) => {
    const query = ProjectReportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorAnswer(400, query.error.issues[0]?.message ?? 'Invalid query');
    const { from, to, format } = query.data;
    const report = emptyReport(from, to);
    if (format === 'json') return HttpResponse.json(report);
    return new HttpResponse(projectReportCsv(report), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${projectReportFileName(project.id, report)}"`,
      },
    });
  }),
  handle(routes.assignments.notifications, ({ user }) => HttpResponse.json(notificationsOf(user.id))),
  handle.withBody(routes.assignments.markRead, MarkNotificationsReadBody, ({ user, body }) => {
    for (const notification of db.notifications)
      if (notification.user_id === user.id && (!body.ids || body.ids.includes(notification.id)))
        notification.read = true;
    return HttpResponse.json(notificationsOf(user.id));
  }),
  handle(routes.assignments.work, ({ user }) => HttpResponse.json({ items: workOf(user.id) })),
  handleDocument(routes.assignments.document, (document) =>
    HttpResponse.json({ assignments: assignmentsOf(document) }),
  ),
  handleDocument.withBody(routes.assignments.setDocument, PutAssignmentsBody, (document, { body }) => {
    const before = db.assignments.filter((assignment) => assignment.document_id === document.id);
    db.assignments = [
      ...db.assignments.filter((assignment) => assignment.document_id !== document.id),
      ...body.assignments.map(({ step, user_id, due_at }) => ({
        document_id: document.id,
        step,
        user_id,
        due_at: instant(due_at),
        // A step kept keeps its state and progress; a new one waits, nothing done.
        state: before.find((kept) => kept.step === step)?.state ?? 'waiting',
        progress: before.find((kept) => kept.step === step)?.progress ?? NO_PROGRESS,
      })),
    ];
    return HttpResponse.json({ assignments: assignmentsOf(document) });
  }),
  handleProject(routes.assignments.project, (project) =>
    HttpResponse.json({ assignments: projectStepsOf(project.id) }),
  ),
  handleProject.withBody(routes.assignments.setProject, PutAssignmentsBody, (project, { body }) => {
    db.projectAssignments = [
      ...db.projectAssignments.filter((assignment) => assignment.project_id !== project.id),
      ...body.assignments.map(({ step, user_id, due_at }) => ({
        project_id: project.id,
        step,
        user_id,
        due_at: instant(due_at),
      })),
    ];
    return HttpResponse.json({ assignments: projectStepsOf(project.id) });
  }),
  handleProject(routes.assignments.projectDocuments, (project) => {
    const documents = db.documents
      .filter((document) => document.project_id === project.id)
      .sort((a, b) => a.id - b.id)
      .map((document) => ({
        document: { id: document.id, name: document.name, target_lang: document.target_lang },
        assignments: assignmentsOf(document),
      }));
    return HttpResponse.json({ documents });
  }),
  handle(routes.assignments.assignable, () => {
    const users = db.users
      .filter((user) => !user.disabled)
      .map(({ id, username, display_name }) => ({ id, username, display_name }))
      .sort((a, b) => a.username.localeCompare(b.username, 'en') || a.id - b.id);
    return HttpResponse.json({ users });
  }),
];

const noFigures = () => ({
  bands: ANALYSIS_BANDS.map((band) => ({ band, segments: 0, words: 0 })),
  confirmed: { segments: 0, words: 0 },
  review_edits: { segments: 0, words: 0 },
});
const emptyReport = (from?: string, to?: string) => ({
  from: from ?? null,
  to: to ?? null,
  rows: [],
  step_totals: [],
  totals: noFigures(),
});

const stepsOf = (documentId: number) =>
  db.assignments.filter((assignment) => assignment.document_id === documentId).sort(bySteps);

/** A document's steps as `GET /document/{id}/assignments` answers them. */
const assignmentsOf = (document: Document): Assignment[] =>
  stepsOf(document.id).map((assignment) => ({
    step: assignment.step,
    user: assigneeOf(assignment.user_id),
    due_at: assignment.due_at,
    state: assignment.state,
    progress: assignment.progress,
  }));

/**
 * Delivering a step and returning a document from review: the step delivered is marked so, whoever asks and whatever
 * is left undone; no other step moves (StepBar.server.test.tsx shows what the server does on the real server).
 */
export const deliveryHandlers = [
  handle.withBody(routes.assignments.deliver, DeliverStepBody, ({ params }) => {
    const path = DocumentStepParams.safeParse(params);
    if (!path.success) return errorAnswer(400, 'Invalid request', path.error.issues);
    const document = db.documents.find((candidate) => candidate.id === path.data.id);
    const assignment = document && stepsOf(document.id).find((candidate) => candidate.step === path.data.step);
    if (!assignment) return errorAnswer(404, 'Document not found');
    assignment.state = 'delivered';
    return HttpResponse.json({ assignments: assignmentsOf(document) });
  }),

  handleDocument(routes.assignments.returnToTranslation, (document) =>
    HttpResponse.json({ assignments: assignmentsOf(document), rejected_segments: 0 }),
  ),
];
