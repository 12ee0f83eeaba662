import { z } from 'zod';

/**
 * Where a segment sits in its document, as Trados's structure column shows it: the parts of its place from the
 * outside in ("slide 3", "table", "row 2, cell 1"), then what its paragraph is ("heading 2", "list item") and
 * whether it holds a hyperlink. The format readers write it at upload; the editor says it in the interface's
 * language, and the XLIFF export as the unit's English context. A segment of a format without a document
 * structure (a JSON string, a PO message, a subtitle cue) has none (null).
 */

const Count = z.number().int().positive();
/** A header's or footer's pages: the first page's, the even pages', or every page's (null). */
const Pages = z.enum(['first', 'even']).nullable();

/** What a text of a chart is: its title, an axis's title, a data label, a series' name, a category, another label. */
export const ChartTextRole = z.enum(['title', 'axis-title', 'data-label', 'series-name', 'category', 'label']);
export type ChartTextRole = z.infer<typeof ChartTextRole>;

/** One part of a place. */
export const PlacePart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), level: Count }),
  z.object({ kind: z.literal('paragraph') }),
  /** A list item by its nesting (1 the outermost), where the format says it. */
  z.object({ kind: z.literal('list-item'), level: Count.nullable() }),
  /** A table by its number in the document or its part, or by its name where the format names tables. */
  z.object({ kind: z.literal('table'), number: Count.nullable(), name: z.string().nullable() }),
  z.object({ kind: z.literal('cell'), row: Count, column: Count }),
  z.object({ kind: z.literal('text-box'), number: Count }),
  z.object({ kind: z.literal('header'), pages: Pages }),
  z.object({ kind: z.literal('footer'), pages: Pages }),
  /** A note by its label: its number as the reader counts, or the mark the document gives it. */
  z.object({ kind: z.literal('footnote'), label: z.string() }),
  z.object({ kind: z.literal('endnote'), label: z.string() }),
  /** A reviewer's comment, with its author's name as the document writes it. */
  z.object({ kind: z.literal('comment'), number: Count, author: z.string().nullable() }),
  z.object({ kind: z.literal('hyperlink') }),
  z.object({ kind: z.literal('slide'), number: Count }),
  /** A slide's speaker notes. */
  z.object({ kind: z.literal('notes') }),
  z.object({ kind: z.literal('chart'), number: Count }),
  z.object({ kind: z.literal('chart-text'), role: ChartTextRole }),
  z.object({ kind: z.literal('smart-art'), number: Count }),
  z.object({ kind: z.literal('shape'), number: Count }),
  /** A spreadsheet's sheet by its name, and the cell (`B12`) where a cell's text is. */
  z.object({ kind: z.literal('sheet'), name: z.string(), cell: z.string().nullable() }),
  /** An InDesign story by its number. */
  z.object({ kind: z.literal('story'), number: Count }),
  z.object({ kind: z.literal('quote') }),
  /** An image's text (its alternative text). */
  z.object({ kind: z.literal('image') }),
  /** A Markdown file's front matter. */
  z.object({ kind: z.literal('front-matter') }),
]);
export type PlacePart = z.infer<typeof PlacePart>;

export const SegmentPlace = z.array(PlacePart);
export type SegmentPlace = z.infer<typeof SegmentPlace>;
