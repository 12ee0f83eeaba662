import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, inlineText } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { mtSettingsProblem, type MtProviderSettings } from '../config.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { findDocument, findRecord } from '../documents/repository.ts';
import { documentGlossaries } from '../links/links.ts';
import { activeMtSettings, publicMtSettings, saveMtSettings } from './settings.ts';
import { MtError } from './provider.ts';
import { failureForTranslators, translateSegments, type TranslateSegmentsResult } from './translate.ts';
/** Segments either side of the one translated that the provider gets as context. */
const NEIGHBOURS = 2;

/** Machine translation: the admin's provider settings and the editor's MT suggestion. */
export const mtRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.mt.settings, async () => publicMtSettings(await activeMtSettings(app.db, app.config)));

  route(app, endpoints.mt.putSettings, async (request) => {
    if (app.config.mt) {
      throw new HttpError(409, "Machine translation is set by the server's environment (MT_PROVIDER); change it there");
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
        throw new HttpError(400, keyForgotten ? `${problem}: enter it again for the new provider or URL` : problem);
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

  route(app, endpoints.mt.status, async () => ({
    available: (await activeMtSettings(app.db, app.config)).settings !== undefined,
  }));

  route(app, endpoints.mt.suggestion, async (request, reply) => {
    const record = foundOr404(await findRecord(app.db, request.params.id), 'Segment not found');
    const document = foundOr404(await findDocument(app.db, record.document_id), 'Document not found');
    const neighbours = await app.db
      .selectFrom('document_records')
      .select(['position', 'source'])
      .where('document_id', '=', record.document_id)
      .where('position', '>=', record.position - NEIGHBOURS)
      .where('position', '<=', record.position + NEIGHBOURS)
      .where('position', '<>', record.position)
      .orderBy('position')
      .execute();
    const glossaries = await documentGlossaries(app.db, record.document_id);
    const result = await translateOrThrow(
      translateSegments(app.db, app.config, {
        sourceLang: document.source_lang,
        targetLang: document.target_lang,
        segments: [
          {
            source: record.source,
            codes: record.codes,
            before: neighbours.filter((n) => n.position < record.position).map((n) => inlineText(n.source)),
            after: neighbours.filter((n) => n.position > record.position).map((n) => inlineText(n.source)),
          },
        ],
        glossaryIds: glossaries.map((glossary) => glossary.id),
        retryRateLimits: false,
      }),
      request,
      reply,
    );
    return { target: result.target, provider: result.provider };
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
): Promise<{ target: string; provider: TranslateSegmentsResult['provider'] }> {
  const result = await running.catch((error: unknown) => {
    if (error instanceof MtError) throw new HttpError(error.status, error.message);
    throw error;
  });
  const error =
    result.error ??
    (result.targets[0] ? undefined : new MtError(502, 'The provider answered with an empty translation'));
  if (!error) return { target: result.targets[0]!, provider: result.provider };
  request.log.warn({ provider: result.provider, status: error.status }, `machine translation failed: ${error.message}`);
  if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
  const told = can(request.user, 'mt.manage') ? error.message : failureForTranslators(error);
  throw new HttpError(error.status, told);
}
