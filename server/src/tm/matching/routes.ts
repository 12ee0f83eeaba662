import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sql, type RawBuilder } from 'kysely';
import {
  CONCORDANCE_PAGE_SIZE,
  ConcordanceQuery,
  escapeRegExp,
  SEARCH_COUNT_LIMIT,
  searchTotal,
  type InlineCode,
} from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../../plugins/errors.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import type { Db } from '../../db/database.ts';
import { tmLinksOf } from '../../links/links.ts';
import { needsIndexBuild, registerMatchIndexing, startNeededIndexBuilds } from './index-store.ts';
import { segmentSignature, targetForSegment } from './markup.ts';
import { findMatches, type Match, type MatchTm, UNIT_CHANGED_AT } from './matcher.ts';
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
    const { query, tm_ids, page } = request.query as z.output<typeof ConcordanceQuery>;
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
    const allIn = (column: 'source_text' | 'target_text') =>
      sql.join(
        words.map((word) => sql`lower(u.${sql.ref(column)}) like ${containsPattern(word)}`),
        sql` and `,
      );
    const where = sql`${tm_ids ? sql`u.tm_id = any(${pgArrayLiteral(tm_ids)}::integer[]) and` : sql``}
      ((${allIn('source_text')}) or (${allIn('target_text')}))`;
    // One hit more than a page shows says whether more follow: counting every hit of a frequent word read more than
    // the page (at 10M units 400 against 144 ms alone, a third of the database's time under the scale bench).
    const { rows } = await sql<Omit<Match, 'similarity'>>`
      select u.id as unit_id, u.tm_id, tm.name as tm_name, u.source, u.target, u.source_text, u.target_text, u.updated_at,
             ${UNIT_CHANGED_AT} as changed_at, coalesce(u.change_id, u.creation_id) as updated_by
      from tm_units u join translation_memories tm on tm.id = u.tm_id
      where ${where}
      order by u.id desc limit ${CONCORDANCE_PAGE_SIZE + 1} offset ${page * CONCORDANCE_PAGE_SIZE}`.execute(app.readDb);
    const more = rows.length > CONCORDANCE_PAGE_SIZE;
    const shown = rows.slice(0, CONCORDANCE_PAGE_SIZE);
    // A page past the last one holds no hit to tell the total by: only there is it counted.
    const total = more
      ? { total_rows: (page + 1) * CONCORDANCE_PAGE_SIZE, total_rows_capped: true as const }
      : shown.length > 0 || page === 0
        ? { total_rows: page * CONCORDANCE_PAGE_SIZE + shown.length }
        : searchTotal(page, 0, await countHits(app.readDb, where));
    return {
      records: shown.map((row) => ({
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

/** How many units a concordance search finds, up to SEARCH_COUNT_LIMIT and one more (searchTotal). */
async function countHits(db: Db, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::integer as count from (select 1 from tm_units u where ${where} limit ${SEARCH_COUNT_LIMIT + 1}) hits`.execute(
    db,
  );
  return rows[0]?.count ?? 0;
}

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
  const codes = (typeof record.codes === 'string' ? JSON.parse(record.codes) : record.codes) as InlineCode[];
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
  const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return { tms: parsed(row.tms), needs_index: row.needs_index, records: parsed(row.records) };
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
