import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sql } from 'kysely';
import { ConcordanceQuery, escapeRegExp, type InlineCode } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../../plugins/errors.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { json } from '../../db/column-types.ts';
import { tmLinksOf } from '../../links/links.ts';
import { needsIndexBuild, registerMatchIndexing, startNeededIndexBuilds } from './index-store.ts';
import { segmentSignature, targetForSegment } from './markup.ts';
import { findMatches, type MatchTm } from './matcher.ts';
import { concordancePage } from './concordance.ts';
import { inOrderAsked } from '../../plugins/segment-batch.ts';
/** Words of a concordance query looked for (the rest are ignored). */
const MAX_QUERY_WORDS = 10;

/** Fuzzy matches for a segment or several of one document, and the TM concordance; keeps the match index of TMs current. */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMatchIndexing(app);

  // The segment and its TMs are read on the primary (a build claimed there), the candidates on the replica.
  route(app, endpoints.matching.substitutions, async (request) => {
    const record = foundOr404(await lookupContext(app.db, request.params.id), 'segment_not_found', 'Segment not found');
    const { tms } = record;
    if (tms.length === 0) return [];
    if (record.needs_index)
      await startNeededIndexBuilds(
        app,
        tms.map((tm) => tm.id),
      );
    return substitutionsFor(app.readDb, tms, record);
  });

  route(app, endpoints.matching.substitutionsOfSegments, async (request) => {
    const asked = request.query.records;
    const context = foundOr404(
      await batchContext(app.db, request.params.id, asked),
      'document_not_found',
      'Document not found',
    );
    const records = inOrderAsked(asked, context.records);
    const { tms } = context;
    if (tms.length > 0 && context.needs_index)
      await startNeededIndexBuilds(
        app,
        tms.map((tm) => tm.id),
      );
    const answers = [];
    // One lookup after the other: a batch must not take every connection of the pool from the saves.
    for (const record of records)
      answers.push({
        record_id: record.id,
        matches: tms.length === 0 ? [] : await substitutionsFor(app.readDb, tms, record),
      });
    return answers;
  });

  // The TMs asked for are looked for on the primary (one made a moment ago exists), their units on the replica.
  route(app, endpoints.tm.search, async (request) => {
    const { query, tm_ids, page, search_in } = request.query as z.output<typeof ConcordanceQuery>;
    if (tm_ids) {
      const found = new Set(
        (await app.db.selectFrom('translation_memories').select('id').where('id', 'in', tm_ids).execute()).map(
          (tm) => tm.id,
        ),
      );
      const missing = tm_ids.filter((id) => !found.has(id));
      if (missing.length > 0)
        throw new HttpError(404, 'tm_id_unknown', `No translation memory has the id ${missing.join(', ')}`);
    }
    const words = [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_QUERY_WORDS);
    const { hits, ...total } = await concordancePage(app.readDb, words, tm_ids, page, { searchIn: search_in });
    return {
      records: hits.map((row) => ({
        ...row,
        source_highlights: highlights(row.source_text, words),
        target_highlights: highlights(row.target_text, words),
        updated_at: new Date(row.updated_at).toISOString(),
        changed_at: new Date(row.changed_at).toISOString(),
      })),
      ...total,
    };
  });
};

/**
 * What a lookup needs before its candidates, in one statement: the segment, its document's TMs by priority, and
 * whether one of them needs its index (re)built (rare: then the route claims the build).
 */
async function lookupContext(db: Db, recordId: number) {
  const { rows } = await sql<{
    source: string;
    codes: InlineCode[] | string;
    tms: { id: number; name: string; position: number }[];
    needs_index: boolean;
  }>`
    select r.source, r.codes,
           coalesce(json_agg(json_build_object('id', tm.id, 'name', tm.name, 'position', tm.position)
                             order by tm.position) filter (where tm.id is not null), '[]') as tms,
           coalesce(bool_or(tm.needs_index), false) as needs_index
    from document_records r
    join documents d on d.id = r.document_id
    left join lateral (
      select tm.id, tm.name, link.position, ${needsIndexBuild('tm')} as needs_index
      from ${tmLinksOf('d')} link join translation_memories tm on tm.id = link.tm_id
    ) tm on true
    where r.id = ${recordId}
    group by r.id`.execute(db);
  return rows[0];
}

type SegmentToMatch = { source: string; codes: InlineCode[] | string };

/**
 * A segment's matches as the editor gets them, for a language model's prompt: none while an index of its TMs
 * still needs building (the prompt does not wait for it).
 */
export async function matchesOfRecord(db: Db, recordId: number) {
  const record = await lookupContext(db, recordId);
  if (!record || record.tms.length === 0 || record.needs_index) return [];
  return substitutionsFor(db, record.tms, record);
}

/** A segment's matches in its document's TMs, each target mapped onto the segment's own codes. */
async function substitutionsFor(db: Db, tms: readonly MatchTm[], record: SegmentToMatch) {
  const codes = json<InlineCode[]>(record.codes);
  const matches = await findMatches(db, tms, segmentSignature(record.source, codes));
  return matches.map((match) => ({
    source: match.source_text,
    target: targetForSegment(match, { source: record.source, codes }),
    target_text: match.target_text,
    similarity: match.similarity,
    tm_id: match.tm_id,
    tm_name: match.tm_name,
    unit_id: match.unit_id,
    updated_at: new Date(match.updated_at).toISOString(),
    changed_at: new Date(match.changed_at).toISOString(),
    updated_by: match.updated_by,
  }));
}

/**
 * What a batch of lookups needs, in one statement: the document's TMs by priority, whether one needs its index
 * (re)built, and those of the asked segments that belong to the document. Undefined when there is no document.
 */
async function batchContext(db: Db, documentId: number, recordIds: readonly number[]) {
  const { rows } = await sql<{
    tms: { id: number; name: string; position: number }[] | string;
    needs_index: boolean;
    records: ({ id: number } & SegmentToMatch)[] | string;
  }>`
    select coalesce(json_agg(json_build_object('id', tm.id, 'name', tm.name, 'position', tm.position)
                             order by tm.position) filter (where tm.id is not null), '[]') as tms,
           coalesce(bool_or(tm.needs_index), false) as needs_index,
           coalesce((select json_agg(json_build_object('id', r.id, 'source', r.source, 'codes', r.codes))
                     from document_records r
                     where r.document_id = d.id and r.id = any(${pgArrayLiteral(recordIds)}::integer[])), '[]'::json) as records
    from documents d
    left join lateral (
      select tm.id, tm.name, link.position, ${needsIndexBuild('tm')} as needs_index
      from ${tmLinksOf('d')} link join translation_memories tm on tm.id = link.tm_id
    ) tm on true
    where d.id = ${documentId}
    group by d.id`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return { tms: json(row.tms), needs_index: row.needs_index, records: json(row.records) };
}

/** [start, end) of every occurrence of the words in `text`, case-insensitive, merged where they overlap. */
export function highlights(text: string, words: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (const match of text.matchAll(new RegExp(escapeRegExp(word), 'giu')))
      ranges.push([match.index, match.index + match[0].length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
