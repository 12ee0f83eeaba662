import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import { qaCondition } from './qa/repository.ts';
import { findDocument } from './repository.ts';

/**
 * The editor's progress figures over the segments that are work (locked ones are no one's, as in the document's
 * counters), counted when asked: the header refreshes them after each save, and one pass over
 * a document's segments (its index range) is a few milliseconds even at 50k segments.
 */
/** A segment counts as translated when its target holds more than white space and no reviewer rejected it. */
export const translated = sql<boolean>`btrim(target_text) <> '' and not rejected`;

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.documents.progress, async (request) => {
    if (!(await findDocument(app.db, request.params.id)))
      throw new HttpError(404, 'document_not_found', 'Document not found');
    const rejected = sql<boolean>`rejected and not approved`;
    const work = sql<boolean>`not locked`;
    const { rows } = await sql<{ [key: string]: number }>`
      select count(*) filter (where ${work})::int as segments,
        count(*) filter (where ${work} and ${translated})::int as translated_segments,
        count(*) filter (where ${work} and approved)::int as approved_segments,
        count(*) filter (where ${work} and review_level > 0)::int as reviewed_segments,
        count(*) filter (where ${work} and ${rejected})::int as rejected_segments,
        coalesce(sum(words) filter (where ${work}), 0)::int as words,
        coalesce(sum(words) filter (where ${work} and ${translated}), 0)::int as translated_words,
        coalesce(sum(words) filter (where ${work} and approved), 0)::int as approved_words,
        coalesce(sum(words) filter (where ${work} and review_level > 0), 0)::int as reviewed_words,
        coalesce(sum(words) filter (where ${work} and ${rejected}), 0)::int as rejected_words,
        count(*) filter (where ${qaCondition('errors')})::int as qa_errors
      from document_records where document_id = ${request.params.id}`.execute(app.db);
    const row = rows[0]!;
    return {
      segments: {
        total: row.segments!,
        translated: row.translated_segments!,
        approved: row.approved_segments!,
        reviewed: row.reviewed_segments!,
        rejected: row.rejected_segments!,
      },
      words: {
        total: row.words!,
        translated: row.translated_words!,
        approved: row.approved_words!,
        reviewed: row.reviewed_words!,
        rejected: row.rejected_words!,
      },
      qa_errors: row.qa_errors!,
    };
  });
};
