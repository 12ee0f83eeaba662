import type { InlineCode } from '@tessera/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { keysetPages } from '../../db/keyset-pages.ts';
import { documentTms } from '../../links/links.ts';
import { startNeededIndexBuilds } from '../matching/index-store.ts';
import type { MatchTm } from '../matching/matcher.ts';
import { segmentSignature, segmentToMarkup } from '../matching/markup.ts';
import type { BatchQuery } from './batch-match.ts';
import { json } from '../../db/column-types.ts';

/** Segments read per statement by analysis and pre-translation (keyset pages in file order). */
export const SEGMENT_PAGE = 2000;

export interface ScannedSegment {
  id: number;
  position: number;
  source: string;
  source_text: string;
  codes: InlineCode[];
  target: string;
  approved: boolean;
  locked: boolean;
  words: number;
  /** Segments with the same hash (source and codes) are repetitions of each other. */
  source_hash: string;
  updated_at: Date | string;
}

/** A document's segments in file order, a page at a time (no long transaction). */
export async function* segmentPages(db: Db, documentId: number): AsyncGenerator<ScannedSegment[]> {
  const pages = keysetPages('position', SEGMENT_PAGE, (after) =>
    db
      .selectFrom('document_records')
      .select([
        'id',
        'position',
        'source',
        'source_text',
        'codes',
        'target',
        'approved',
        'locked',
        'words',
        'source_hash',
        'updated_at',
      ])
      .where('document_id', '=', documentId)
      .where('position', '>', after)
      .orderBy('position')
      .limit(SEGMENT_PAGE)
      .execute(),
  );
  for await (const rows of pages)
    yield rows.map((row) => ({
      ...row,
      source_hash: String(row.source_hash),
      codes: json<InlineCode[]>(row.codes),
    }));
}

/** The TMs a document uses, as the matcher takes them, and a key that is equal for equal lists. */
export async function matchTmsOf(db: Db, documentId: number): Promise<{ tms: MatchTm[]; key: string }> {
  const tms = (await documentTms(db, documentId)).map((tm) => ({ id: tm.id, position: tm.position }));
  return { tms, key: tms.map((tm) => tm.id).join(',') };
}

/**
 * Makes sure every TM of these documents has a ready match index: starts the builds still needed and answers
 * the names of the TMs whose index (or import) is not finished yet.
 */
export async function tmsNotReady(app: FastifyInstance, documentIds: readonly number[]): Promise<string[]> {
  const ids = new Set<number>();
  for (const documentId of documentIds) for (const tm of await documentTms(app.db, documentId)) ids.add(tm.id);
  if (ids.size === 0) return [];
  await startNeededIndexBuilds(app, [...ids]);
  const rows = await app.db
    .selectFrom('translation_memories as tm')
    .leftJoin('tm_match_state as state', 'state.tm_id', 'tm.id')
    .select(['tm.name'])
    .where('tm.id', 'in', [...ids])
    .where((eb) =>
      eb.or([
        eb('tm.processing_status', '!=', 'done'),
        eb('state.status', 'is', null),
        eb('state.status', '!=', 'ready'),
      ]),
    )
    .execute();
  return rows.map((row) => row.name);
}

/** A segment as the batch matcher looks it up: its score signature and its TMX markup (for the exact lookup). */
export function batchQueryOf(segment: Pick<ScannedSegment, 'source' | 'codes'>): BatchQuery {
  let markup = '';
  try {
    markup = segmentToMarkup(segment.source, segment.codes).xml;
  } catch {
    // Markup a TM would refuse cannot be in one: the fuzzy lookup still runs.
  }
  return { ...segmentSignature(segment.source, segment.codes), markup };
}
