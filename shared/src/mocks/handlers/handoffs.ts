import { HttpResponse } from 'msw';
import {
  CreateHandoffBody,
  ResolveHandoffConflictsBody,
  type DocumentHandoff,
  type Handoff,
} from '../../contract/handoffs.ts';
import { routes } from '../../contract/routes.ts';
import { db, nextId, now, userRef } from '../db.ts';
import { errorAnswer, handle, handleDocument, handleProject, idParam } from './respond.ts';

/** The route's package of the route's project, or the 404 to answer. */
const handoffOf = ({ id, handoffId }: Record<string, unknown>) =>
  db.handoffs.find(
    (handoff) => handoff.id === idParam(handoffId as string) && handoff.project_id === idParam(id as string),
  ) ?? errorAnswer(404, 'handoff_not_found', 'Package not found in this project');

const userNamed = (id: number | undefined) => {
  const user = db.users.find((one) => one.id === id);
  return user ? userRef(user) : null;
};

/**
 * A project's packages, kept as sent: a package takes the language's documents of the fixtures (which steps a person
 * holds is the server's rule, not the mock's); a return answers with the report a test put in `db.handoffReturns`
 * (nothing applied when none), and settling conflicts takes them off the report. Which states refuse a return, a
 * take-back or a decision is the server's (its route tests): a test that needs a refusal hands it over itself.
 */
/** The package of the fixtures that holds a document and is out, as a document's answers name it; else null. */
export function outIn(documentId: number): DocumentHandoff | null {
  const out = db.handoffs.find((handoff) => handoff.state === 'out' && handoff.document_ids.includes(documentId));
  if (!out) return null;
  const { id, format, person, sent_by, sent_at, due_at } = out;
  return { id, format, person, sent_by, sent_at, due_at };
}

export const handoffHandlers = [
  handleProject(routes.handoffs.list, (project) =>
    HttpResponse.json({
      handoffs: db.handoffs.filter((handoff) => handoff.project_id === project.id).toReversed(),
    }),
  ),
  handleProject.withBody(routes.handoffs.create, CreateHandoffBody, (project, { body, user }) => {
    const handoff: Handoff = {
      id: nextId(db.handoffs),
      project_id: project.id,
      target_lang: body.target_lang,
      format: body.format ?? 'omegat',
      state: 'out',
      person: body.user_id === undefined ? null : userNamed(body.user_id),
      document_ids: db.documents
        .filter((document) => document.project_id === project.id && document.target_lang === body.target_lang)
        .map((document) => document.id),
      sent_by: userRef(user),
      sent_at: now(),
      due_at: body.due_at ?? null,
      closed_at: null,
      report: null,
    };
    db.handoffs.push(handoff);
    return HttpResponse.json(handoff, { status: 201 });
  }),
  handle(routes.handoffs.package, ({ params }) => {
    const handoff = handoffOf(params);
    if (handoff instanceof Response) return handoff;
    return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), {
      headers: { 'content-type': 'application/zip' },
    });
  }),
  handle(routes.handoffs.return, async ({ params, request }) => {
    const handoff = handoffOf(params);
    if (handoff instanceof Response) return handoff;
    const file = (await request.formData().catch(() => undefined))?.get('file');
    if (!(file instanceof File)) return errorAnswer(400, 'invalid_request', 'Invalid request: file is missing');
    const returned_at = now();
    const report = db.handoffReturns[handoff.id] ?? { applied: 0, unchanged: 0, refused: [], conflicts: [] };
    Object.assign(handoff, { state: 'returned', closed_at: returned_at, report: { returned_at, ...report } });
    return HttpResponse.json(handoff);
  }),
  handle.withBody(routes.handoffs.resolve, ResolveHandoffConflictsBody, ({ params, body }) => {
    const handoff = handoffOf(params);
    if (handoff instanceof Response) return handoff;
    const settled = new Set(body.decisions.map(({ segment_id }) => segment_id));
    if (handoff.report)
      handoff.report = {
        ...handoff.report,
        conflicts: handoff.report.conflicts.filter((one) => !settled.has(one.segment_id)),
      };
    return HttpResponse.json(handoff);
  }),
  handle(routes.handoffs.takeBack, ({ params }) => {
    const handoff = handoffOf(params);
    if (handoff instanceof Response) return handoff;
    Object.assign(handoff, { state: 'taken_back', closed_at: now() });
    return HttpResponse.json(handoff);
  }),
  handleDocument(routes.handoffs.ofDocument, (document) => HttpResponse.json({ handoff: outIn(document.id) })),
];
