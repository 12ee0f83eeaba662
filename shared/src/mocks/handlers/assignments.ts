import { HttpResponse } from 'msw';
import { WORKFLOW_STEPS, type Assignment, type AssignmentState, type WorkItem } from '../../contract/assignments.ts';
import type { Document } from '../../contract/documents.ts';
import { routes } from '../../contract/routes.ts';
import { db, type MockAssignment } from '../db.ts';
import { handle, idParam, notFound, requireUser } from './respond.ts';

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

/** Documents' steps and one's own work, as the server answers them. */
export const assignmentHandlers = [
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
