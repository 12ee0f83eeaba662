import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentPreview, InlineCode, PreviewBlock, SegmentBlock } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import type { Db } from '../../db/database.ts';
import { json } from '../../db/column-types.ts';
import { route } from '../../plugins/endpoint.ts';
import { foundOr404 } from '../../plugins/errors.ts';
import { placeOf } from '../../formats/segment-structure.ts';
import { findDocument } from '../repository.ts';
import { refuseUnlessReady } from '../save-target.ts';
import { previewCodes } from './code-styles.ts';

/** A segment as the preview reads it. */
interface PreviewRow {
  id: number;
  unit_id: string;
  source: string;
  target: string;
  position: number;
  codes: InlineCode[] | string;
  block: SegmentBlock | string | null;
  context: string | null;
}

/**
 * The document's blocks from its segments in file order: the segments of one block (`block.blockIndex`, given by
 * formats that know their document's structure) are one block; a segment without one is in its unit's block (a
 * paragraph of plain text, a key of a resource file).
 */
export function blocksOf(rows: readonly PreviewRow[]): PreviewBlock[] {
  const blocks: PreviewBlock[] = [];
  let lastKey: string | null = null;
  for (const row of rows) {
    const block = row.block === null ? null : json<SegmentBlock>(row.block);
    const key = blockKey(row);
    const segment = { id: row.id, source: row.source, target: row.target, codes: previewCodes(json(row.codes)) };
    if (key === lastKey) {
      blocks.at(-1)!.segments.push(segment);
      continue;
    }
    lastKey = key;
    const kind = block?.kind ?? 'paragraph';
    blocks.push({
      kind,
      level: block?.level ?? null,
      cell: block?.cell ?? null,
      // The block's place alone: what it is, the preview draws.
      label: placeOf(row.context, { kind, level: block?.level }),
      segments: [segment],
    });
  }
  return blocks;
}

/** Which block a segment is drawn in: its format's block, else its unit's. */
function blockKey(row: PreviewRow): string {
  const block = row.block === null ? null : json<SegmentBlock>(row.block);
  return block ? `block ${block.blockIndex}` : `unit ${row.unit_id}`;
}

const segmentsOf = (db: Db, documentId: number) =>
  db
    .selectFrom('document_records')
    .select(['id', 'unit_id', 'source', 'target', 'position', 'codes', 'block', 'context'])
    .where('document_id', '=', documentId);

/**
 * The rows from `rows` left when a block cut by the window's edge is dropped: the first (or last) row is one read
 * past the edge only to tell whether its block goes on. The block of the segment asked for always stays.
 */
function wholeBlocks(rows: PreviewRow[], cutAtStart: boolean, cutAtEnd: boolean, keep: string): PreviewRow[] {
  let from = 0;
  let to = rows.length;
  const startKey = blockKey(rows[0]!);
  if (cutAtStart && startKey !== keep) while (from < to && blockKey(rows[from]!) === startKey) from++;
  const endKey = blockKey(rows[to - 1]!);
  if (cutAtEnd && endKey !== keep) while (to > from && blockKey(rows[to - 1]!) === endKey) to--;
  return rows.slice(from, to);
}

/**
 * The whole blocks within `span` segments of the segment `around` (of the start without it): a long document's
 * preview is a window the editor moves along, never its whole text at once.
 */
async function previewWindow(db: Db, documentId: number, span: number, around: number | undefined) {
  const center =
    around === undefined ? undefined : await segmentsOf(db, documentId).where('id', '=', around).executeTakeFirst();
  if (around !== undefined && !center) return null;
  const position = center?.position ?? -1;
  const [before, after] = await Promise.all([
    segmentsOf(db, documentId)
      .where('position', '<', position)
      .orderBy('position', 'desc')
      .limit(span + 1)
      .execute(),
    segmentsOf(db, documentId)
      .where('position', '>=', position)
      .orderBy('position')
      .limit(span + 2)
      .execute(),
  ]);
  const rows = [...before.reverse(), ...after];
  if (rows.length === 0) return { blocks: [], before: 0, after: 0 };
  const kept = wholeBlocks(rows, before.length > span, after.length > span + 1, blockKey(center ?? rows[0]!));
  const first = kept[0]!.position;
  const last = kept.at(-1)!.position;
  const counts = await db
    .selectFrom('document_records')
    .select([
      sql<string>`count(*) filter (where position < ${first})`.as('before'),
      sql<string>`count(*) filter (where position > ${last})`.as('after'),
    ])
    .where('document_id', '=', documentId)
    .executeTakeFirstOrThrow();
  return { blocks: blocksOf(kept), before: Number(counts.before), after: Number(counts.after) };
}

async function documentPreview(db: Db, documentId: number): Promise<DocumentPreview> {
  const rows = await segmentsOf(db, documentId).orderBy('position').execute();
  return { blocks: blocksOf(rows), before: 0, after: 0 };
}

export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.documents.preview, async (request) => {
    const document = foundOr404(
      await findDocument(app.db, request.params.id),
      'document_not_found',
      'Document not found',
    );
    refuseUnlessReady(document);
    const { span, around } = request.query;
    if (span === undefined) return documentPreview(app.db, document.id);
    return foundOr404(
      await previewWindow(app.db, document.id, span, around),
      'segment_not_found_in_document',
      'Segment not found in this document',
    );
  });
};
