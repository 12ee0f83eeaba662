import { z } from 'zod';
import { Id } from './common.ts';
import { SegmentPlace } from './segment-place.ts';

/**
 * What a block of a document is, for the editor's preview: a heading, a paragraph of running text, an item of a
 * list, a table cell, or a note (a footnote, an endnote, a comment).
 */
export const PreviewBlockKind = z.enum(['heading', 'paragraph', 'list-item', 'table-cell', 'note']);
export type PreviewBlockKind = z.infer<typeof PreviewBlockKind>;

/** A table cell's place: which table of the document (from 1), and its row and column in it (from 1). */
export const PreviewCellPlace = z.object({
  table: z.number().int().positive(),
  row: z.number().int().positive(),
  col: z.number().int().positive(),
});
export type PreviewCellPlace = z.infer<typeof PreviewCellPlace>;

/**
 * Where a segment sits in its document's structure, as a format that knows it reports it at import (stored with
 * the segment): the preview draws the segments sharing a `blockIndex` as one block.
 */
export interface SegmentBlock {
  kind: PreviewBlockKind;
  /** A heading's level, a list item's nesting (from 1). */
  level?: number;
  /** A table cell's table, row and column. */
  cell?: PreviewCellPlace;
  /** The block's number in reading order: the segments of one paragraph share it. */
  blockIndex: number;
}

/** How the text an open code starts looks, where its markup says so. */
export const PreviewStyle = z.enum(['bold', 'italic', 'underline', 'superscript', 'subscript', 'code', 'link']);
export type PreviewStyle = z.infer<typeof PreviewStyle>;

/** An inline code of a preview segment: its id in the segment's tokens, and what it shows as. */
export const PreviewCode = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['open', 'close', 'standalone']),
  label: z.string(),
  styles: z.array(PreviewStyle),
});
export type PreviewCode = z.infer<typeof PreviewCode>;

/** A segment in its block: its record's id, and its source and current target with inline-code tokens. */
export const PreviewSegment = z.object({
  id: Id,
  source: z.string(),
  target: z.string(),
  codes: z.array(PreviewCode),
});
export type PreviewSegment = z.infer<typeof PreviewSegment>;

/**
 * A table cell that holds nothing to translate (a spreadsheet's number, date, boolean or formula's result, or text
 * without words), as its format's reader found it at import: its place and the value it shows, as the file shows it.
 */
export const PreviewValueCell = z.object({
  cell: PreviewCellPlace,
  value: z.string(),
});
export type PreviewValueCell = z.infer<typeof PreviewValueCell>;

export const PreviewBlock = z.object({
  kind: PreviewBlockKind,
  /** A heading's level (1 the highest), a list item's nesting (1 the outermost); null otherwise. */
  level: z.number().int().min(1).max(9).nullable(),
  cell: PreviewCellPlace.nullable(),
  /**
   * Where the block is when not in the running text (a footnote, a header, a table's cell), from its first segment's
   * place without what its paragraph is (the block's kind draws that); null in the running text. The editor says
   * it in the interface's language.
   */
  place: SegmentPlace.nullable(),
  /** Where a format without places says the block is (an XLIFF unit's context group), as the file words it. */
  label: z.string().nullable(),
  /** Its segments; none for a table cell that holds only a value (`value`). */
  segments: z.array(PreviewSegment),
  /**
   * A table cell with nothing to translate: the value it shows (PreviewValueCell), drawn as it is and never
   * edited; null for a block of segments. Documents imported before cells were kept preview without them.
   */
  value: z.string().nullable(),
});
export type PreviewBlock = z.infer<typeof PreviewBlock>;

/**
 * A document's blocks in reading order, each with its segments in order: the whole document, or a window of it
 * (`span` asked), with the count of segments left out before and after it.
 */
export const DocumentPreview = z.object({
  blocks: z.array(PreviewBlock),
  before: z.number().int().min(0),
  after: z.number().int().min(0),
});
export type DocumentPreview = z.infer<typeof DocumentPreview>;
