import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParam, TermHitList } from '@tessera/shared/contract';
import { HttpError } from '../../plugins/errors.ts';
import { registerTermIndexing } from './index-store.ts';
import { findTermHits, segmentForTerms } from './lookup.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Term hits for a segment; keeps the term index of glossaries that predate it built. */
export const termRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTermIndexing(app);

  app.get(
    '/document/records/:id/glossary_records',
    {
      config: { permission: 'document.read' },
      schema: {
        tags: ['documents'],
        summary: "The terms of the document's glossaries found in the segment's source, with where they occur",
        description:
          'Whole words and multi-word terms, inflections through the Snowball stemmer of the glossary source language, ' +
          'case-insensitive except for acronyms and words like "iPhone". `ranges` are [start, end) UTF-16 offsets into ' +
          "the segment's `source` as the API returns it (inline-code tokens counted with their length). " +
          'See server/src/glossary/terms/README.md.',
        params: IdParam,
        response: { 200: TermHitList, ...errors },
      },
    },
    async (request) => {
      const segment = await segmentForTerms(app.db, request.params.id);
      if (!segment) throw new HttpError(404, 'Segment not found');
      return findTermHits(app.db, segment.glossaries, segment.source);
    },
  );
};
