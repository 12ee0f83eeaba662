import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import { rowExists } from '../db/row-exists.ts';
import type { z } from 'zod';
import {
  can,
  PROJECT_DOCUMENTS_PAGE_DEFAULT,
  projectReportCsv,
  searchText,
  projectReportFileName,
  WORKFLOW_STEPS,
  type DeliveryBlocker,
  type ProjectReportQuery,
} from '@tessera/shared/contract';
import { projectReport } from './report.ts';
import { projectDocumentStepsPage } from './document-steps-page.ts';
import {
  deliverStep,
  deliveryBlockers,
  documentAssignments,
  projectAssignments,
  projectDocumentAssignments,
  rejectedSegments,
  reopenStepsBefore,
  uploaderOf,
  replaceDocumentAssignments,
  replaceProjectAssignments,
  userWork,
} from './repository.ts';
import { activeStepOf, notYourStep } from './step-guard.ts';
import { markRead, notificationsOf, notify } from './notifications.ts';

/** Documents' steps and their assignees; a project's steps for its new documents. */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const refuseMissingDocument = async (id: number) => {
    if (!(await rowExists(app.db, 'documents', id)))
      throw new HttpError(404, 'document_not_found', 'Document not found');
  };
  const refuseMissingProject = async (id: number) => {
    if (!(await rowExists(app.db, 'projects', id))) throw new HttpError(404, 'project_not_found', 'Project not found');
  };

  route(app, endpoints.assignments.document, async (request) => {
    await refuseMissingDocument(request.params.id);
    return { assignments: await documentAssignments(app.db, request.params.id) };
  });

  route(app, endpoints.assignments.setDocument, async (request) => {
    await refuseMissingDocument(request.params.id);
    await replaceDocumentAssignments(app.db, request.params.id, request.body.assignments, request.user.id);
    return { assignments: await documentAssignments(app.db, request.params.id) };
  });

  route(app, endpoints.assignments.project, async (request) => {
    await refuseMissingProject(request.params.id);
    return { assignments: await projectAssignments(app.db, request.params.id) };
  });

  route(app, endpoints.assignments.setProject, async (request) => {
    await refuseMissingProject(request.params.id);
    await replaceProjectAssignments(app.db, request.params.id, request.body.assignments);
    return { assignments: await projectAssignments(app.db, request.params.id) };
  });

  route(app, endpoints.assignments.projectDocuments, async (request) => {
    await refuseMissingProject(request.params.id);
    const { page, limit, search, ...filters } = request.query;
    if (Object.values(request.query).every((value) => value === undefined))
      return { documents: await projectDocumentAssignments(app.db, request.params.id) };
    return projectDocumentStepsPage(app.db, request.params.id, {
      ...filters,
      page: page ?? 0,
      limit: limit ?? PROJECT_DOCUMENTS_PAGE_DEFAULT,
      search: searchText(search),
    });
  });

  route(app, endpoints.assignments.deliver, async (request) => {
    const { id, step } = request.params;
    const force = request.body?.force ?? false;
    await refuseMissingDocument(id);
    const manager = can(request.user, 'document.manage');
    const assignment = (await documentAssignments(app.db, id)).find((candidate) => candidate.step === step);
    if (!assignment) throw new HttpError(404, 'step_not_found', `This document has no ${step} step`);
    if (assignment.user.id !== request.user.id && !manager)
      throw notYourStep({ step, username: assignment.user.username });
    if (assignment.state === 'delivered')
      throw new HttpError(409, 'step_already_delivered', `The ${step} step is delivered already`);
    if (assignment.state !== 'active')
      throw new HttpError(409, 'step_not_active', `The ${step} step waits for the steps before it to be delivered`);
    if (force && !manager)
      throw new HttpError(403, 'forced_delivery_forbidden', 'Only a manager may deliver a step despite what blocks it');
    // Out in a package for a desktop tool, the work is the package's person's until its return comes back.
    const { handoff_id } = await app.db
      .selectFrom('documents')
      .select('handoff_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (handoff_id !== null)
      throw new HttpError(
        409,
        'step_out_in_package',
        `The ${step} step cannot be delivered while the document is out in a package; its return, or the project ` +
          'manager taking it back, makes it editable again',
        { step },
      );
    const blockers = force ? [] : await deliveryBlockers(app.db, id, step);
    if (blockers.length > 0)
      throw new HttpError(
        409,
        'step_blocked',
        `The ${step} step cannot be delivered yet: ${blockers.map(describe).join(', ')}`,
        {
          blockers,
        },
      );
    if (!(await deliverStep(app.db, id, step)))
      throw new HttpError(409, 'step_changed', `The ${step} step changed in the meantime; reload the document's steps`);
    const assignments = await documentAssignments(app.db, id);
    const next = assignments.find((candidate) => candidate.state === 'active');
    const uploader = await uploaderOf(app.db, id);
    const news = { document_id: id, actor_id: request.user.id };
    await notify(app.db, [
      ...(next ? [{ ...news, user_id: next.user.id, kind: 'activated' as const, step: next.step }] : []),
      ...(uploader ? [{ ...news, user_id: uploader, kind: 'delivered' as const, step }] : []),
    ]);
    return { assignments };
  });

  route(app, endpoints.assignments.returnToTranslation, async (request) => {
    const { id } = request.params;
    await refuseMissingDocument(id);
    const steps = await documentAssignments(app.db, id);
    const active = activeStepOf(steps.map((step) => ({ ...step, delivered: step.state === 'delivered' })));
    if (!active || active.step === 'translation')
      throw new HttpError(409, 'not_in_review_step', 'Only a document in a review step can be returned to translation');
    if (active.user.id !== request.user.id && !can(request.user, 'document.manage'))
      throw notYourStep({ step: active.step, username: active.user.username });
    if (!steps.some((step) => step.step === 'translation'))
      throw new HttpError(409, 'no_translation_step', 'This document has no translation step to return to');
    const rejected = await rejectedSegments(app.db, id);
    if (rejected === 0)
      throw new HttpError(
        409,
        'no_rejected_segment',
        'No segment is rejected: reject the segments to translate again before returning it',
      );
    await reopenStepsBefore(app.db, id, WORKFLOW_STEPS.indexOf(active.step));
    const translator = steps.find((step) => step.step === 'translation')!.user.id;
    await notify(app.db, [
      { user_id: translator, kind: 'returned', document_id: id, step: 'translation', actor_id: request.user.id },
    ]);
    return { assignments: await documentAssignments(app.db, id), rejected_segments: rejected };
  });

  route(app, endpoints.assignments.report, async (request, reply) => {
    await refuseMissingProject(request.params.id);
    const { from, to, format } = request.query as z.output<typeof ProjectReportQuery>;
    const report = await projectReport(app.readDb, request.params.id, { from, to });
    if (format === 'csv') {
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${projectReportFileName(request.params.id, report)}"`)
          // Plain text, not the JSON schema's serializer: the CSV is the body as it is.
          .serializer((body: unknown) => String(body))
          .send(projectReportCsv(report) as never)
      );
    }
    return report;
  });

  route(app, endpoints.assignments.work, async (request) => ({ items: await userWork(app.db, request.user.id) }));

  route(app, endpoints.assignments.notifications, async (request) => notificationsOf(app.db, request.user.id));

  route(app, endpoints.assignments.markRead, async (request) => {
    await markRead(app.db, request.user.id, request.body.ids);
    return notificationsOf(app.db, request.user.id);
  });
};

const BLOCKER_TEXT = {
  unconfirmed: (n: number) => `${n} segment${n === 1 ? '' : 's'} not done in this step`,
  qa_errors: (n: number) => `${n} segment${n === 1 ? '' : 's'} with QA errors`,
};
const describe = ({ reason, segments }: DeliveryBlocker) => BLOCKER_TEXT[reason](segments);
