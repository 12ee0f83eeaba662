import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { foundOr404 } from '../../plugins/errors.ts';
import { inOrderAsked } from '../../plugins/segment-batch.ts';
import { registerTermIndexing } from './index-store.ts';
import { findTermHits, findTermHitsOfMany, segmentForTerms, segmentsForTerms } from './lookup.ts';

/** Term hits for a segment or several of one document; keeps the term index of glossaries that predate it built. */
export const termRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTermIndexing(app);

  route(app, endpoints.matching.terms, async (request) => {
    const segment = foundOr404(
      await segmentForTerms(app.db, request.params.id),
      'segment_not_found',
      'Segment not found',
    );
    return findTermHits(app.db, segment.glossaries, segment.source);
  });

  route(app, endpoints.matching.termsOfSegments, async (request) => {
    const asked = request.query.records;
    const found = foundOr404(
      await segmentsForTerms(app.db, request.params.id, asked),
      'document_not_found',
      'Document not found',
    );
    const records = inOrderAsked(asked, found.records);
    const hits = await findTermHitsOfMany(
      app.db,
      found.glossaries,
      records.map((record) => record.source),
    );
    return records.map((record, index) => ({ record_id: record.id, hits: hits[index]! }));
  });
};
