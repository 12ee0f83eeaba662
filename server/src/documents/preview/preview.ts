import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentPreview, InlineCode, PreviewBlock, SegmentBlock } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import type { Db } from '../../db/database.ts';
import { json } from '../../db/column-types.ts';
import { route } from '../../plugins/endpoint.ts';
import { foundOr404 } from '../../plugins/errors.ts';
import { findDocument } from '../repository.ts';
import { refuseUnlessReady } from '../save-target.ts';
import { previewCodes } from './code-styles.ts';

/** A segment as the preview reads it. */
interface PreviewRow {
  id: number;
  unit_id: string;
  source: string;
  target: string;
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
    const key = block ? `block ${block.blockIndex}` : `unit ${row.unit_id}`;
    const segment = { id: row.id, source: row.source, target: row.target, codes: previewCodes(json(row.codes)) };
    if (key === lastKey) {
      blocks.at(-1)!.segments.push(segment);
      continue;
    }
    lastKey = key;
    blocks.push({
      kind: block?.kind ?? 'paragraph',
      level: block?.level ?? null,
      cell: block?.cell ?? null,
      label: row.context,
      segments: [segment],
    });
  }
  return blocks;
}

async function documentPreview(db: Db, documentId: number): Promise<DocumentPreview> {
  const rows = await db
    .selectFrom('document_records')
    .select(['id', 'unit_id', 'source', 'target', 'codes', 'block', 'context'])
    .where('document_id', '=', documentId)
    .orderBy('position')
    .execute();
  return { blocks: blocksOf(rows) };
}

export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.documents.preview, async (request) => {
    const document = foundOr404(await findDocument(app.db, request.params.id), 'Document not found');
    refuseUnlessReady(document);
    return documentPreview(app.db, document.id);
  });
};
