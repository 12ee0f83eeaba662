import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { foundOr404 } from '../../plugins/errors.ts';
import { registerTermIndexing } from './index-store.ts';
import { findTermHits, segmentForTerms } from './lookup.ts';

/** Term hits for a segment; keeps the term index of glossaries that predate it built. */
export const termRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTermIndexing(app);

  route(app, endpoints.matching.terms, async (request) => {
    const segment = foundOr404(await segmentForTerms(app.db, request.params.id), 'Segment not found');
    return findTermHits(app.db, segment.glossaries, segment.source);
  });
};
