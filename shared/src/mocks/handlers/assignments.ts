import { HttpResponse } from 'msw';
import {
  DeliverStepBody,
  DocumentStepParams,
  MarkNotificationsReadBody,
  PutAssignmentsBody,
  WORKFLOW_STEPS,
  type Assignment,
  type AssignmentInput,
  type AssignmentState,
  type DeliveryBlocker,
  type NotificationKind,
  type WorkflowStep,
  type WorkItem,
} from '../../contract/assignments.ts';
import type { Document, DocumentRecord } from '../../contract/documents.ts';
import { can, type User } from '../../contract/index.ts';
import { NOTIFICATIONS_LISTED } from '../../contract/plain.ts';
import { ProjectReportQuery, projectReportCsv, projectReportFileName } from '../../contract/report.ts';
import { routes } from '../../contract/routes.ts';
import { db, type MockAssignment, type MockNotification } from '../db.ts';
import { errorAnswer, handle, idParam, itemHandler, notFound, parseBody, requireUser } from './respond.ts';
import { mockProjectReport } from './report.ts';
import { activeMockStep, mockReviewLevel } from './review.ts';

/** As on the server: delivered, else active when every step before it of its document is delivered, else waiting. */
function stateOf(assignment: MockAssignment): AssignmentState {
  if (assignment.delivered) return 'delivered';
  const position = WORKFLOW_STEPS.indexOf(assignment.step);
  const before = db.assignments.filter(
    (other) => other.document_id === assignment.document_id && WORKFLOW_STEPS.indexOf(other.step) < position,
  );
  return before.every((other) => other.delivered) ? 'active' : 'waiting';
}

/** The mock keeps no per-segment counts for steps: both steps count the document's approved segments. */
const progressOf = (document: Document | undefined) => ({
  segments: document?.records_count ?? 0,
  done: document?.approved_records_count ?? 0,
  words: document?.words_count ?? 0,
  words_done: document?.approved_words_count ?? 0,
});

const bySteps = (a: Pick<MockAssignment, 'step'>, b: Pick<MockAssignment, 'step'>) =>
  WORKFLOW_STEPS.indexOf(a.step) - WORKFLOW_STEPS.indexOf(b.step);

const userRefOf = (userId: number) => ({
  id: userId,
  username: db.users.find((user) => user.id === userId)?.username ?? '',
});

/** As the server refuses them: an assignee who does not exist or is disabled. */
function refusedAssignee(assignments: readonly AssignmentInput[]): Response | undefined {
  for (const { user_id } of assignments) {
    const user = db.users.find((candidate) => candidate.id === user_id);
    if (!user) return errorAnswer(400, `No user has the id ${user_id}`, { field: 'assignments', user_id });
    if (user.disabled)
      return errorAnswer(400, `${user.username} is disabled and cannot be assigned`, { field: 'assignments', user_id });
  }
  return undefined;
}

/** An instant as the server answers it (UTC, milliseconds). */
const instant = (dueAt: string | null | undefined) => (dueAt ? new Date(dueAt).toISOString() : null);

const projectStepsOf = (projectId: number) =>
  db.projectAssignments
    .filter((assignment) => assignment.project_id === projectId)
    .sort(bySteps)
    .map(({ step, user_id, due_at }) => ({ step, user: userRefOf(user_id), due_at }));

const projectNotFound = () => errorAnswer(404, 'Project not found');
const byDue = (a: WorkItem, b: WorkItem) =>
  (a.due_at ?? '\uffff').localeCompare(b.due_at ?? '\uffff') || a.document.name.localeCompare(b.document.name);

/** One's notifications as the server lists them: the newest first, and the unread count. */
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
 * Makes a notification as the server does when someone acts (the mock has no one else to act): it joins the
 * list and goes out at once on its person's open streams, with their unread count.
 */
export function notifyInMock(news: Omit<MockNotification, 'id' | 'created_at' | 'read'>): MockNotification {
  const id = Math.max(0, ...db.notifications.map((notification) => notification.id)) + 1;
  const notification: MockNotification = { ...news, id, created_at: new Date().toISOString(), read: false };
  db.notifications.push(notification);
  const { user_id: userId, ...sent } = notification;
  const frame = encoder.encode(
    `event: notification\ndata: ${JSON.stringify({ notification: sent, unread: notificationsOf(userId).unread })}\n\n`,
  );
  for (const stream of streams.get(userId) ?? []) stream.enqueue(frame);
  return notification;
}

/** Documents' steps, one's own work and notifications, as the server answers them. */
export const assignmentHandlers = [
  handle(routes.assignments.events, ({ request }) => {
    const auth = requireUser(routes.assignments.events.permission);
    if (!auth.ok) return auth.answer;
    const mine = streams.get(auth.user.id) ?? new Set();
    streams.set(auth.user.id, mine);
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
  // As the server checks a report's request: who asks, then the period, then the project.
  handle(routes.assignments.report, ({ request, params }) => {
    const auth = requireUser(routes.assignments.report.permission);
    if (!auth.ok) return auth.answer;
    const query = ProjectReportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorAnswer(400, query.error.issues[0]?.message ?? 'Invalid query');
    const project = db.projects.find((candidate) => candidate.id === idParam(params.id));
    if (!project) return projectNotFound();
    const { from, to, format } = query.data;
    const report = mockProjectReport(project.id, { from, to });
    if (format === 'json') return HttpResponse.json(report);
    return new HttpResponse(projectReportCsv(report), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${projectReportFileName(project.id, report)}"`,
      },
    });
  }),
  handle(routes.assignments.notifications, () => {
    const auth = requireUser(routes.assignments.notifications.permission);
    return auth.ok ? HttpResponse.json(notificationsOf(auth.user.id)) : auth.answer;
  }),
  handle(routes.assignments.markRead, async ({ request }) => {
    const auth = requireUser(routes.assignments.markRead.permission);
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, MarkNotificationsReadBody);
    if (!body.ok) return body.answer;
    for (const notification of db.notifications)
      if (notification.user_id === auth.user.id && (!body.value.ids || body.value.ids.includes(notification.id)))
        notification.read = true;
    return HttpResponse.json(notificationsOf(auth.user.id));
  }),
  handle(routes.assignments.work, () => {
    const auth = requireUser(routes.assignments.work.permission);
    if (!auth.ok) return auth.answer;
    const items = db.assignments
      .filter((assignment) => assignment.user_id === auth.user.id && !assignment.delivered)
      .flatMap((assignment): WorkItem[] => {
        const document = db.documents.find((candidate) => candidate.id === assignment.document_id);
        if (!document) return [];
        return [
          {
            document: { id: document.id, name: document.name, project_id: document.project_id },
            step: assignment.step,
            due_at: assignment.due_at,
            state: stateOf(assignment),
            progress: progressOf(document),
          },
        ];
      });
    return HttpResponse.json({ items: items.sort(byDue) });
  }),
  handle(routes.assignments.document, ({ params }) => {
    const auth = requireUser(routes.assignments.document.permission);
    if (!auth.ok) return auth.answer;
    const document = db.documents.find((candidate) => candidate.id === idParam(params.id));
    if (!document) return notFound();
    return HttpResponse.json({ assignments: assignmentsOf(document) });
  }),
  // As on the server: a step kept keeps its delivery, and each step's new assignee is told.
  handle(routes.assignments.setDocument, async ({ request, params }) => {
    const auth = requireUser(routes.assignments.setDocument.permission);
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, PutAssignmentsBody);
    if (!body.ok) return body.answer;
    const document = db.documents.find((candidate) => candidate.id === idParam(params.id));
    if (!document) return notFound();
    const refused = refusedAssignee(body.value.assignments);
    if (refused) return refused;
    const before = db.assignments.filter((assignment) => assignment.document_id === document.id);
    db.assignments = [
      ...db.assignments.filter((assignment) => assignment.document_id !== document.id),
      ...body.value.assignments.map(({ step, user_id, due_at }) => ({
        document_id: document.id,
        step,
        user_id,
        due_at: instant(due_at),
        delivered: before.some((kept) => kept.step === step && kept.delivered),
      })),
    ];
    const handedOver = body.value.assignments.filter(
      ({ step, user_id }) => !before.some((kept) => kept.step === step && kept.user_id === user_id),
    );
    tell(
      document,
      auth.user,
      handedOver.map(({ step, user_id }) => ({ user_id, kind: 'assigned' as const, step })),
    );
    return HttpResponse.json({ assignments: assignmentsOf(document) });
  }),
  handle(routes.assignments.project, ({ params }) => {
    const auth = requireUser(routes.assignments.project.permission);
    if (!auth.ok) return auth.answer;
    const project = db.projects.find((candidate) => candidate.id === idParam(params.id));
    if (!project) return projectNotFound();
    return HttpResponse.json({ assignments: projectStepsOf(project.id) });
  }),
  handle(routes.assignments.setProject, async ({ request, params }) => {
    const auth = requireUser(routes.assignments.setProject.permission);
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, PutAssignmentsBody);
    if (!body.ok) return body.answer;
    const project = db.projects.find((candidate) => candidate.id === idParam(params.id));
    if (!project) return projectNotFound();
    const refused = refusedAssignee(body.value.assignments);
    if (refused) return refused;
    db.projectAssignments = [
      ...db.projectAssignments.filter((assignment) => assignment.project_id !== project.id),
      ...body.value.assignments.map(({ step, user_id, due_at }) => ({
        project_id: project.id,
        step,
        user_id,
        due_at: instant(due_at),
      })),
    ];
    return HttpResponse.json({ assignments: projectStepsOf(project.id) });
  }),
  handle(routes.assignments.projectDocuments, ({ params }) => {
    const auth = requireUser(routes.assignments.projectDocuments.permission);
    if (!auth.ok) return auth.answer;
    const project = db.projects.find((candidate) => candidate.id === idParam(params.id));
    if (!project) return projectNotFound();
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
    const auth = requireUser(routes.assignments.assignable.permission);
    if (!auth.ok) return auth.answer;
    const users = db.users
      .filter((user) => !user.disabled)
      .map(({ id, username }) => ({ id, username }))
      .sort((a, b) => a.username.localeCompare(b.username, 'en') || a.id - b.id);
    return HttpResponse.json({ users });
  }),
];

/** A segment done in a step, as the server counts it: confirmed in translation, reviewed (again) in a review step. */
function doneIn(step: WorkflowStep, record: DocumentRecord): boolean {
  if (step === 'translation') return record.approved;
  return mockReviewLevel(record.id) >= (step === 'review' ? 1 : 2);
}

/** What keeps a step from being delivered: segments not done in it (locked ones aside) and those with QA errors. */
function blockersOf(segments: readonly DocumentRecord[], step: WorkflowStep): DeliveryBlocker[] {
  const unconfirmed = segments.filter((record) => !record.locked && !doneIn(step, record)).length;
  const qaErrors = segments.filter((record) =>
    record.qa.some((issue) => issue.severity === 'error' && !issue.ignored),
  ).length;
  return [
    ...(unconfirmed > 0 ? [{ reason: 'unconfirmed' as const, segments: unconfirmed }] : []),
    ...(qaErrors > 0 ? [{ reason: 'qa_errors' as const, segments: qaErrors }] : []),
  ];
}

/** The server's 403 to someone who is not the step's assignee: it names the step and whose it is. */
function notYourStep(assignment: MockAssignment): Response {
  const username = db.users.find((user) => user.id === assignment.user_id)?.username ?? '';
  return errorAnswer(
    403,
    `This document is in its ${assignment.step} step, assigned to ${username}: only they or a manager may change it`,
    { step: assignment.step, assignee: username },
  );
}

/** Tells each their news about a document, as the server does: nobody is told of what they did themselves. */
function tell(
  document: Document,
  actor: User,
  news: Array<{ user_id: number; kind: NotificationKind; step: WorkflowStep }>,
) {
  for (const { user_id, kind, step } of news)
    if (user_id !== actor.id)
      notifyInMock({
        user_id,
        kind,
        step,
        document: { id: document.id, name: document.name },
        by: { id: actor.id, username: actor.username },
        due_at: null,
      });
}

const stepsOf = (documentId: number) =>
  db.assignments.filter((assignment) => assignment.document_id === documentId).sort(bySteps);

/** A document's steps as `GET /document/{id}/assignments` answers them. */
const assignmentsOf = (document: Document): Assignment[] =>
  stepsOf(document.id).map((assignment) => ({
    step: assignment.step,
    user: userRefOf(assignment.user_id),
    due_at: assignment.due_at,
    state: stateOf(assignment),
    progress: progressOf(document),
  }));

/**
 * Delivering a step and returning a document from review, as the server rules them (assignments/routes.ts); they
 * read the documents' segments, which the documents mock keeps.
 */
export function deliveryHandlers(lookups: {
  findDocument: (id: number | undefined) => Document | undefined;
  segmentsOf: (documentId: number) => DocumentRecord[];
}) {
  const documentNotFound = () => errorAnswer(404, 'Document not found');
  const handleDocument = itemHandler(lookups.findDocument, documentNotFound);
  return [
    // The path's step and the body are checked before the document is looked up, as the server validates them.
    handle(routes.assignments.deliver, async ({ request, params }) => {
      const auth = requireUser(routes.assignments.deliver.permission);
      if (!auth.ok) return auth.answer;
      const path = DocumentStepParams.safeParse(params);
      if (!path.success) return errorAnswer(400, 'Invalid request', path.error.issues);
      const body = await parseBody(request, DeliverStepBody);
      if (!body.ok) return body.answer;
      const document = lookups.findDocument(path.data.id);
      if (!document) return documentNotFound();
      const { step } = path.data;
      const force = body.value?.force ?? false;
      const manager = can(auth.user, 'document.manage');
      const assignment = stepsOf(document.id).find((candidate) => candidate.step === step);
      if (!assignment) return errorAnswer(404, `This document has no ${step} step`);
      if (assignment.user_id !== auth.user.id && !manager) return notYourStep(assignment);
      const state = stateOf(assignment);
      if (state !== 'active')
        return errorAnswer(
          409,
          state === 'delivered'
            ? `The ${step} step is delivered already`
            : `The ${step} step waits for the steps before it to be delivered`,
        );
      if (force && !manager) return errorAnswer(403, 'Only a manager may deliver a step despite what blocks it');
      const blockers = force ? [] : blockersOf(lookups.segmentsOf(document.id), step);
      if (blockers.length > 0) return errorAnswer(409, `The ${step} step cannot be delivered yet`, { blockers });
      assignment.delivered = true;
      const next = stepsOf(document.id).find((candidate) => stateOf(candidate) === 'active');
      tell(document, auth.user, [
        ...(next ? [{ user_id: next.user_id, kind: 'activated' as const, step: next.step }] : []),
        { user_id: document.created_by, kind: 'delivered', step },
      ]);
      return HttpResponse.json({ assignments: assignmentsOf(document) });
    }),

    handleDocument(routes.assignments.returnToTranslation, (document, { user }) => {
      const steps = stepsOf(document.id);
      const active = activeMockStep(document.id);
      if (active === null || active === 'translation')
        return errorAnswer(409, 'Only a document in a review step can be returned to translation');
      const reviewing = steps.find((assignment) => assignment.step === active)!;
      if (reviewing.user_id !== user.id && !can(user, 'document.manage')) return notYourStep(reviewing);
      const translation = steps.find((assignment) => assignment.step === 'translation');
      if (!translation) return errorAnswer(409, 'This document has no translation step to return to');
      const rejected = lookups
        .segmentsOf(document.id)
        .filter((record) => record.status === 'rejected' && !record.approved).length;
      if (rejected === 0)
        return errorAnswer(409, 'No segment is rejected: reject the segments to translate again before returning it');
      for (const assignment of steps)
        if (WORKFLOW_STEPS.indexOf(assignment.step) < WORKFLOW_STEPS.indexOf(active)) assignment.delivered = false;
      tell(document, user, [{ user_id: translation.user_id, kind: 'returned', step: 'translation' }]);
      return HttpResponse.json({ assignments: assignmentsOf(document), rejected_segments: rejected });
    }),
  ];
}
