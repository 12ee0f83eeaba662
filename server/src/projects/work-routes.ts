import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AnalysisQuery, LastAnalysisQuery, PretranslateBody } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { findDocument } from '../documents/repository.ts';
import { JobCancelled } from '../jobs/jobs.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { analyse, analysisCsv } from '../tm/batch/analysis.ts';
import { pretranslate, summaryMessage, type MachineTranslate } from './pretranslate.ts';
import { projectDocumentIds, projectExists } from './repository.ts';
import { tmsNotReady } from '../tm/batch/segments.ts';
import { documentGlossaries } from '../links/links.ts';
import {
  NOT_CONFIGURED,
  failureForTranslators,
  instructionsFor,
  mtConfigured,
  translateSegments,
} from '../mt/translate.ts';
import { qualitySettings, qualityTypology } from '../mt/quality-settings.ts';
import { keepEstimates } from '../mt/quality-estimates.ts';
import { machineTranslatedBands } from './machine-analysis.ts';
import { keepAnalysis, keptAnalysis } from './kept-analysis.ts';
export const DOCUMENT_PRETRANSLATE_JOB = 'document.pretranslate';
export const PROJECT_PRETRANSLATE_JOB = 'project.pretranslate';
export const PROJECT_ANALYSIS_JOB = 'project.analysis';
/** The index that lets one analysis of a project run at a time (migration 0908). */
const ONE_RUNNING_ANALYSIS = 'jobs_one_running_project_analysis';
const INTERRUPTED =
  'The server stopped during pre-translation. Segments filled until then stay filled; run it again to finish.';
const ANALYSIS_INTERRUPTED = 'The server stopped during the analysis; the last one finished is kept. Run it again.';
/** How long a pre-translation waits for the match index of a TM just linked (or still importing). */
const INDEX_WAIT_MS = 10 * 60 * 1000;

type Scope = { kind: 'document' | 'project'; id: number };

/** An analysis's table as a CSV file to download. */
const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    // Plain text, not the JSON schema's serializer: the CSV is the body as it is.
    .serializer((body: unknown) => String(body))
    .send(csv as never);

/** Analysis and pre-translation of a document or a whole project. */
export const projectWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of [DOCUMENT_PRETRANSLATE_JOB, PROJECT_PRETRANSLATE_JOB]) {
    app.jobs.onRecover(kind, async (job) => {
      await app.db.updateTable('jobs').set({ error: INTERRUPTED }).where('id', '=', job.id).execute();
    });
  }
  // An analysis keeps its result only once it is done: one stopped half way has nothing to undo.
  app.jobs.onRecover(PROJECT_ANALYSIS_JOB, async (job) => {
    await app.db.updateTable('jobs').set({ error: ANALYSIS_INTERRUPTED }).where('id', '=', job.id).execute();
  });

  /**
   * Segments without a TM result go to the configured provider with the document's glossaries' terms. A failure
   * is logged in full and told in the job's message, which the document's readers see, as translators are told.
   */
  const machineTranslate: MachineTranslate = async (documentId, segments) => {
    const document = await findDocument(app.db, documentId);
    const glossaries = await documentGlossaries(app.db, documentId);
    const projectId = document?.project_id ?? null;
    const typology = await qualityTypology(app.db, projectId);
    const result = await translateSegments(app.db, app.config, {
      sourceLang: document?.source_lang ?? '',
      targetLang: document?.target_lang ?? '',
      segments: segments.map((segment) => ({ source: segment.source, codes: segment.codes })),
      glossaryIds: glossaries.map((glossary) => glossary.id),
      format: document?.type,
      instructions: document ? await instructionsFor(app.db, document.project_id, document.target_lang) : undefined,
      projectId: document?.project_id,
      // Its model calls wait behind each other, never in front of the editor's suggestions.
      background: true,
      quality: typology,
    });
    // Kept before the segments are written, so that their versions carry the estimates.
    await keepEstimates(
      app.db,
      result.targets.flatMap((target, index) => {
        const quality = result.qualities[index];
        return target !== null && quality ? [{ recordId: segments[index]!.id, target, quality }] : [];
      }),
    );
    const rated = typology && {
      scores: result.qualities.map((quality) => quality?.score ?? null),
      threshold: (await qualitySettings(app.db, projectId!)).threshold,
    };
    if (!result.error) return { ...result, ...rated };
    app.log.warn(
      { provider: result.provider, status: result.error.status, documentId },
      `machine translation failed: ${result.error.message}`,
    );
    return { ...result, ...rated, error: { message: failureForTranslators(result.error) } };
  };

  /** The documents in scope, all processed (409 otherwise), or 404. */
  const documentsOf = async (scope: Scope): Promise<number[]> => {
    if (scope.kind === 'document') {
      const document = foundOr404(await findDocument(app.db, scope.id), 'document_not_found', 'Document not found');
      if (document.status !== 'done')
        throw new HttpError(409, 'document_processing', 'This document is still being processed');
      return [document.id];
    }
    if (!(await projectExists(app.db, scope.id))) throw new HttpError(404, 'project_not_found', 'Project not found');
    const busy = await app.db
      .selectFrom('documents')
      .select('name')
      .where('project_id', '=', scope.id)
      .where('status', '!=', 'done')
      .executeTakeFirst();
    if (busy)
      throw new HttpError(
        409,
        'document_not_ready',
        `"${busy.name}" is still being processed or could not be processed; wait for it or delete it`,
      );
    return projectDocumentIds(app.db, scope.id);
  };

  /** 409 while a match index of the documents' TMs is being built: their matches would be missing. */
  const refuseWhileIndexing = async (documentIds: readonly number[]) => {
    const notReady = await tmsNotReady(app, documentIds);
    if (notReady.length > 0) {
      throw new HttpError(
        409,
        'match_index_building',
        `The match index of ${notReady.map((name) => `"${name}"`).join(', ')} is being built; try again in a moment`,
        { names: notReady.map((name) => `"${name}"`).join(', ') },
      );
    }
  };

  /** The project's analysis job running now, if any. */
  const runningAnalysis = async (projectId: number) =>
    (
      await app.db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'running')
        .where('kind', '=', PROJECT_ANALYSIS_JOB)
        .where('target_id', '=', projectId)
        .executeTakeFirst()
    )?.id ?? null;

  /** Runs the project's analysis as a job, keeping its result; one at a time per project, by 0908's index. */
  const startAnalysis = async (projectId: number, documentIds: readonly number[]) => {
    for (;;) {
      try {
        return await app.jobs.run({
          kind: PROJECT_ANALYSIS_JOB,
          targetId: projectId,
          cancellable: true,
          work: async (job) => {
            const analysis = await analyse(app.db, documentIds, {
              recordBands: true,
              afterDocument: async (done) => {
                if (await job.cancelRequested())
                  throw new JobCancelled('Cancelled; the last analysis finished before is kept');
                await job.reportProgress(done / documentIds.length);
              },
            });
            await keepAnalysis(app.db, projectId, {
              ...analysis,
              machine_translated: await machineTranslatedBands(app.db, documentIds),
            });
            return `Analysed ${documentIds.length} document${documentIds.length === 1 ? '' : 's'}`;
          },
        });
      } catch (error) {
        if (!isUniqueViolation(error, ONE_RUNNING_ANALYSIS)) throw error;
        const running = await runningAnalysis(projectId);
        // Null when the one running ended in between: this one may start then.
        if (running !== null)
          throw new HttpError(
            409,
            'analysis_running',
            `An analysis of this project is already running (job ${running})`,
            {
              job_id: running,
            },
          );
      }
    }
  };

  route(app, endpoints.projects.runAnalysis, async (request, reply) => {
    const projectId = request.params.id;
    const documentIds = await documentsOf({ kind: 'project', id: projectId });
    await refuseWhileIndexing(documentIds);
    const { jobId } = await startAnalysis(projectId, documentIds);
    return reply.status(202).send({ job_id: jobId });
  });

  route(app, endpoints.projects.lastAnalysis, async (request, reply) => {
    const projectId = request.params.id;
    if (!(await projectExists(app.db, projectId))) throw new HttpError(404, 'project_not_found', 'Project not found');
    const { format, page, limit } = request.query as z.output<typeof LastAnalysisQuery>;
    const kept = await keptAnalysis(app.db, projectId, { page, limit });
    if (format === 'csv') {
      if (!kept) throw new HttpError(404, 'analysis_not_found', 'This project has not been analysed yet');
      return sendCsv(reply, `analysis-project-${projectId}.csv`, analysisCsv(kept.analysis));
    }
    return {
      analysis: kept?.analysis ?? null,
      documents_total: kept?.documents_total ?? 0,
      analysed_at: kept?.analysed_at.toISOString() ?? null,
      running_job_id: await runningAnalysis(projectId),
    };
  });

  const scopes = [
    {
      kind: 'document',
      analysis: endpoints.projects.documentAnalysis,
      pretranslation: endpoints.projects.documentPretranslate,
      job: DOCUMENT_PRETRANSLATE_JOB,
    },
    {
      kind: 'project',
      analysis: endpoints.projects.analysis,
      pretranslation: endpoints.projects.pretranslate,
      job: PROJECT_PRETRANSLATE_JOB,
    },
  ] as const;
  for (const scope of scopes) {
    route(app, scope.analysis, async (request, reply) => {
      const documentIds = await documentsOf({ kind: scope.kind, id: request.params.id });
      await refuseWhileIndexing(documentIds);
      // The bands found are what the report pays by, as long as no one has worked on the documents yet.
      const analysis = await analyse(app.db, documentIds, { recordBands: true });
      const { format } = request.query as z.output<typeof AnalysisQuery>;
      if (format === 'csv')
        return sendCsv(reply, `analysis-${scope.kind}-${request.params.id}.csv`, analysisCsv(analysis));
      return { ...analysis, machine_translated: await machineTranslatedBands(app.db, documentIds) };
    });

    route(app, scope.pretranslation, async (request, reply) => {
      const documentIds = await documentsOf({ kind: scope.kind, id: request.params.id });
      const options = request.body as z.output<typeof PretranslateBody>;
      if (options.machine_translation && !(await mtConfigured(app.db, app.config)))
        throw new HttpError(400, 'mt_not_configured', NOT_CONFIGURED);
      const running = await app.db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'running')
        .where('kind', '=', scope.job)
        .where('target_id', '=', request.params.id)
        .executeTakeFirst();
      if (running)
        throw new HttpError(
          409,
          'pretranslation_running',
          `A pre-translation of this ${scope.kind} is already running (job ${running.id})`,
        );
      const { jobId } = await app.jobs.run({
        kind: scope.job,
        targetId: request.params.id,
        cancellable: true,
        work: async (job) => {
          const deadline = Date.now() + INDEX_WAIT_MS;
          for (
            let waiting = await tmsNotReady(app, documentIds);
            waiting.length > 0;
            waiting = await tmsNotReady(app, documentIds)
          ) {
            if (await job.cancelRequested()) throw new JobCancelled('Cancelled before any segment was filled');
            if (Date.now() > deadline)
              throw new Error(`The match index of ${waiting.join(', ')} was not ready in time; try again later`);
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          return summaryMessage(await pretranslate(app.db, documentIds, options, job, machineTranslate));
        },
      });
      return reply.status(202).send({ job_id: jobId });
    });
  }
};
