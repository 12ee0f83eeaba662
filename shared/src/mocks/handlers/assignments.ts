import { HttpResponse } from 'msw';
import {
  MarkNotificationsReadBody,
  NOTIFICATIONS_LISTED,
  WORKFLOW_STEPS,
  type Assignment,
  type AssignmentState,
  type WorkItem,
} from '../../contract/assignments.ts';
import type { Document } from '../../contract/documents.ts';
import { routes } from '../../contract/routes.ts';
import { db, type MockAssignment } from '../db.ts';
import { handle, idParam, notFound, parseBody, requireUser } from './respond.ts';

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

const bySteps = (a: MockAssignment, b: MockAssignment) =>
  WORKFLOW_STEPS.indexOf(a.step) - WORKFLOW_STEPS.indexOf(b.step);
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

/** Documents' steps, one's own work and notifications, as the server answers them. */
export const assignmentHandlers = [
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
    const assignments = db.assignments
      .filter((assignment) => assignment.document_id === document.id)
      .sort(bySteps)
      .map((assignment): Assignment => ({
        step: assignment.step,
        user: {
          id: assignment.user_id,
          username: db.users.find((user) => user.id === assignment.user_id)?.username ?? '',
        },
        due_at: assignment.due_at,
        state: stateOf(assignment),
        progress: progressOf(document),
      }));
    return HttpResponse.json({ assignments });
  }),
];
