import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, inlineText, type MtInstructions, type MtQuality } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { mtSettingsProblem, type MtProviderSettings } from '../config.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { findDocument, findRecord } from '../documents/repository.ts';
import { documentGlossaries } from '../links/links.ts';
import { matchesOfRecord } from '../tm/matching/routes.ts';
import { activeMtSettings, publicMtSettings, saveMtSettings } from './settings.ts';
import { MtError } from './provider.ts';
import {
  failureForTranslators,
  instructionsFor,
  translateSegments,
  type TranslateSegmentsResult,
} from './translate.ts';
import type { Db } from '../db/database.ts';
import { rowExists } from '../db/row-exists.ts';
import { projectTargetLanguage } from '../plugins/project-target-language.ts';
import { setTokenCeiling, tokenUsage } from './token-usage.ts';
import { keepEstimates } from './quality-estimates.ts';
import { qualitySettings, qualityTypology, setQualitySettings } from './quality-settings.ts';
/** Segments either side of the one translated that the provider gets as context. */
const NEIGHBOURS = 2;

/** Machine translation: the admin's provider settings and the editor's MT suggestion. */
export const mtRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.mt.settings, async () => publicMtSettings(await activeMtSettings(app.db, app.config)));

  route(app, endpoints.mt.putSettings, async (request) => {
    if (app.config.mt) {
      throw new HttpError(
        409,
        'mt_set_by_environment',
        "Machine translation is set by the server's environment (MT_PROVIDER); change it there",
      );
    }
    const body = request.body;
    if (body.provider === null) {
      await saveMtSettings(app.db, null, request.user!.id);
    } else {
      const current = (await activeMtSettings(app.db, app.config)).settings;
      const url = body.url ?? undefined;
      const sameServer = current?.provider === body.provider && current.url === url;
      const apiKey =
        body.api_key === undefined ? (sameServer ? current?.apiKey : undefined) : (body.api_key ?? undefined);
      const settings: MtProviderSettings = {
        provider: body.provider,
        url,
        model: body.model ?? undefined,
        apiKey,
        allowPrivateNetwork: body.allow_private_network ?? false,
      };
      const problem = mtSettingsProblem(settings);
      if (problem) {
        const keyForgotten = body.api_key === undefined && current?.apiKey && !sameServer;
        throw new HttpError(
          400,
          'invalid_mt_settings',
          keyForgotten ? `${problem}: enter it again for the new provider or URL` : problem,
        );
      }
      await saveMtSettings(app.db, settings, request.user!.id);
    }
    return publicMtSettings(await activeMtSettings(app.db, app.config));
  });

  route(app, endpoints.mt.test, async (request, reply) => {
    const started = performance.now();
    const result = await translateOrThrow(
      translateSegments(app.db, app.config, {
        sourceLang: request.body.source_lang,
        targetLang: request.body.target_lang,
        segments: [{ source: request.body.text, codes: [] }],
        retryRateLimits: false,
      }),
      request,
      reply,
    );
    return {
      target: result.target,
      provider: result.provider,
      milliseconds: Math.round(performance.now() - started),
    };
  });

  route(app, endpoints.mt.instructions, async (request) => {
    const lang = await projectTargetLanguage(app.db, request.params.id, request.params.lang);
    return instructionsOf(app.db, request.params.id, lang);
  });

  route(app, endpoints.mt.putInstructions, async (request) => {
    const lang = await projectTargetLanguage(app.db, request.params.id, request.params.lang);
    const { instructions } = request.body;
    if (instructions === '')
      await app.db
        .deleteFrom('mt_instructions')
        .where('project_id', '=', request.params.id)
        .where('lang', '=', lang)
        .execute();
    else {
      const values = { instructions, updated_by: request.user!.id, updated_at: new Date() };
      await app.db
        .insertInto('mt_instructions')
        .values({ project_id: request.params.id, lang, ...values })
        .onConflict((conflict) => conflict.columns(['project_id', 'lang']).doUpdateSet(values))
        .execute();
    }
    return instructionsOf(app.db, request.params.id, lang);
  });

  const existingProject = async (id: number) => {
    if (!(await rowExists(app.db, 'projects', id))) throw new HttpError(404, 'project_not_found', 'Project not found');
    return id;
  };

  route(app, endpoints.mt.tokenUsage, async (request) => tokenUsage(app.db, await existingProject(request.params.id)));

  route(app, endpoints.mt.putTokenCeiling, async (request) => {
    const projectId = await existingProject(request.params.id);
    await setTokenCeiling(app.db, projectId, request.body.ceiling, request.user!.id);
    return tokenUsage(app.db, projectId);
  });

  route(app, endpoints.mt.quality, async (request) =>
    qualitySettings(app.db, await existingProject(request.params.id)),
  );

  route(app, endpoints.mt.putQuality, async (request) => {
    const projectId = await existingProject(request.params.id);
    await setQualitySettings(app.db, projectId, request.body, request.user!.id);
    return qualitySettings(app.db, projectId);
  });

  route(app, endpoints.mt.status, async () => ({
    available: (await activeMtSettings(app.db, app.config)).settings !== undefined,
  }));

  route(app, endpoints.mt.suggestion, async (request, reply) => {
    const record = foundOr404(await findRecord(app.db, request.params.id), 'segment_not_found', 'Segment not found');
    const document = foundOr404(
      await findDocument(app.db, record.document_id),
      'document_not_found',
      'Document not found',
    );
    const neighbours = await app.db
      .selectFrom('document_records')
      .select(['position', 'source', 'target', 'approved'])
      .where('document_id', '=', record.document_id)
      .where('position', '>=', record.position - NEIGHBOURS)
      .where('position', '<=', record.position + NEIGHBOURS)
      .where('position', '<>', record.position)
      .orderBy('position')
      .execute();
    const glossaries = await documentGlossaries(app.db, record.document_id);
    const before = neighbours.filter((n) => n.position < record.position);
    const after = neighbours.filter((n) => n.position > record.position);
    const confirmed = (n: (typeof neighbours)[number]) => (n.approved && n.target !== '' ? n.target : null);
    const examples = (await matchesOfRecord(app.db, record.id)).map((match) => ({
      source: match.source,
      target: match.target,
      similarity: match.similarity,
    }));
    const result = await translateOrThrow(
      translateSegments(app.db, app.config, {
        sourceLang: document.source_lang,
        targetLang: document.target_lang,
        segments: [
          {
            source: record.source,
            codes: record.codes,
            before: before.map((n) => inlineText(n.source)),
            after: after.map((n) => inlineText(n.source)),
            beforeTargets: before.map(confirmed),
            afterTargets: after.map(confirmed),
            examples,
            key: record.unit_id,
            note: record.note,
            context: record.context,
          },
        ],
        glossaryIds: glossaries.map((glossary) => glossary.id),
        format: document.type,
        instructions: await instructionsFor(app.db, document.project_id, document.target_lang),
        projectId: document.project_id,
        quality: await qualityTypology(app.db, document.project_id),
        retryRateLimits: false,
      }),
      request,
      reply,
    );
    if (result.quality)
      await keepEstimates(app.db, [{ recordId: record.id, target: result.target, quality: result.quality }]);
    return result;
  });
};

/**
 * One segment's translation, or the HttpError the caller answers: 409 when no provider is configured, a rate
 * limit with its Retry-After, else the provider's failure, logged once as a warning (never the key) and told
 * in full only to admins (`mt.manage`): its wording says where the provider is and what answers there.
 */
async function translateOrThrow(
  running: Promise<TranslateSegmentsResult>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ target: string; provider: TranslateSegmentsResult['provider']; problem?: string; quality?: MtQuality }> {
  const result = await running.catch((error: unknown) => {
    if (error instanceof MtError) throw mtHttpError(error, error.message);
    throw error;
  });
  const broken = result.notInsertable[0];
  // Shown to the translator as it came, with why it cannot be inserted: never saved by itself.
  const quality = result.qualities[0] ?? undefined;
  if (!result.error && broken) {
    return { target: broken.target, provider: result.provider, problem: broken.problem, ...(quality && { quality }) };
  }
  const error =
    result.error ??
    (result.targets[0] ? undefined : new MtError(502, 'The provider answered with an empty translation'));
  if (!error) return { target: result.targets[0]!, provider: result.provider, ...(quality && { quality }) };
  request.log.warn({ provider: result.provider, status: error.status }, `machine translation failed: ${error.message}`);
  if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
  const told = can(request.user, 'mt.manage') ? error.message : failureForTranslators(error);
  throw mtHttpError(error, told);
}

/** A failed machine translation as the answer's error: `told`, the wording its caller may read. */
function mtHttpError(error: MtError, told: string): HttpError {
  if (error.status === 409) return new HttpError(409, 'mt_not_configured', told);
  if (error.status === 429) return new HttpError(429, 'mt_rate_limited', told);
  return new HttpError(error.status, 'mt_failed', told);
}

async function instructionsOf(db: Db, projectId: number, lang: string): Promise<MtInstructions> {
  const row = await db
    .selectFrom('mt_instructions')
    .select(['instructions', 'updated_at'])
    .where('project_id', '=', projectId)
    .where('lang', '=', lang)
    .executeTakeFirst();
  return {
    lang,
    instructions: row?.instructions ?? '',
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
}
