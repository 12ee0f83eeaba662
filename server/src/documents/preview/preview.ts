import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentPreview, InlineCode, PreviewBlock, SegmentBlock, SegmentPlace } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import type { Db } from '../../db/database.ts';
import { json } from '../../db/column-types.ts';
import { route } from '../../plugins/endpoint.ts';
import { foundOr404 } from '../../plugins/errors.ts';
import { blockPlace } from '../../formats/segment-structure.ts';
import { findDocument } from '../repository.ts';
import { refuseUnlessReady } from '../save-target.ts';
import { previewCodes } from './code-styles.ts';
import { END, START, valueCellsOf, withValueCells, type TableRow } from './value-cells.ts';

/** A segment as the preview reads it. */
interface PreviewRow {
  id: number;
  unit_id: string;
  source: string;
  target: string;
  position: number;
  codes: InlineCode[] | string;
  block: SegmentBlock | string | null;
  place: SegmentPlace | string | null;
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
      // The block's place alone: what it is, the preview draws. A format without places may say in a unit's
      // context where it is (an XLIFF file's context group), which is then its label.
      place: row.place === null ? null : blockPlace(json<SegmentPlace>(row.place)),
      label: row.place === null ? row.context : null,
      segments: [segment],
      value: null,
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
    .select(['id', 'unit_id', 'source', 'target', 'position', 'codes', 'block', 'place', 'context'])
    .where('document_id', '=', documentId);

/**
 * The span of `rows` left when a block cut by the window's edge is dropped: the first (or last) row is one read
 * past the edge only to tell whether its block goes on. The block of the segment asked for always stays.
 */
function wholeBlocks(rows: PreviewRow[], cutAtStart: boolean, cutAtEnd: boolean, keep: string) {
  let from = 0;
  let to = rows.length;
  const startKey = blockKey(rows[0]!);
  if (cutAtStart && startKey !== keep) while (from < to && blockKey(rows[from]!) === startKey) from++;
  const endKey = blockKey(rows[to - 1]!);
  if (cutAtEnd && endKey !== keep) while (to > from && blockKey(rows[to - 1]!) === endKey) to--;
  return { from, to };
}

/** The table cell a segment is in, if it is in one. */
const cellOf = (row: PreviewRow) => (row.block === null ? undefined : json<SegmentBlock>(row.block).cell);

/**
 * The rows of tables whose value cells a window shows: those of its tables from the first row of them it shows to
 * the last. A table it starts (the segment before it is not of that table) is shown from the top, with the tables
 * of values alone since the one before; a table it ends, to its bottom and up to the next table of segments.
 * `previous` and `next` are the segments either side of the window: null at the document's edge, undefined where
 * not read.
 */
function valueRange(
  kept: readonly PreviewRow[],
  previous: PreviewRow | null | undefined,
  next: PreviewRow | null | undefined,
): { from: TableRow; to: TableRow } | null {
  const cells = kept.flatMap((row) => cellOf(row) ?? []);
  if (cells.length === 0) return null;
  const [first, last] = [cells[0]!.table, cells.at(-1)!.table];
  const rowsOf = (table: number) => cells.filter((cell) => cell.table === table).map((cell) => cell.row);
  const [before, after] = [previous && cellOf(previous), next && cellOf(next)];
  const from =
    previous === null
      ? START
      : previous === undefined || before?.table === first
        ? { table: first, row: Math.min(...rowsOf(first)) }
        : { table: before ? Math.min(before.table + 1, first) : first, row: 0 };
  const to =
    next === null
      ? END
      : next === undefined || after?.table === last
        ? { table: last, row: Math.max(...rowsOf(last)) }
        : { table: after ? Math.max(after.table - 1, last) : last, row: END.row };
  return { from, to };
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
  // A document without segments (a workbook of numbers) is its values alone.
  if (rows.length === 0) return { blocks: withValueCells([], await valueCellsOf(db, documentId)), before: 0, after: 0 };
  const cutAtStart = before.length > span;
  const cutAtEnd = after.length > span + 1;
  const { from, to } = wholeBlocks(rows, cutAtStart, cutAtEnd, blockKey(center ?? rows[0]!));
  const kept = rows.slice(from, to);
  const range = valueRange(
    kept,
    from > 0 ? rows[from - 1]! : cutAtStart ? undefined : null,
    to < rows.length ? rows[to]! : cutAtEnd ? undefined : null,
  );
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
  const values = range ? await valueCellsOf(db, documentId, range) : [];
  return { blocks: withValueCells(blocksOf(kept), values), before: Number(counts.before), after: Number(counts.after) };
}

async function documentPreview(db: Db, documentId: number): Promise<DocumentPreview> {
  const [rows, values] = await Promise.all([
    segmentsOf(db, documentId).orderBy('position').execute(),
    valueCellsOf(db, documentId),
  ]);
  return { blocks: withValueCells(blocksOf(rows), values), before: 0, after: 0 };
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
