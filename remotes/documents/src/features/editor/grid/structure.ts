/**
 * A segment's place in its document's structure, read back out of its context: the server writes the place of a
 * paragraph of an office document, a Markdown file or an InDesign story in English words ("Table 1, row 2, cell 1",
 * "List item, level 2", "Slide 3, notes", `Sheet "Prices" B12`, "Footnote 2, hyperlink"). Read into parts, the
 * place can be shown as Trados's structure column shows it, a short code per row ("T1 r2c1", "LI2"), and said in
 * the interface's language. A context that does not start with a place (a developer's note on a string, a
 * subtitle's timing) is no structure: its rows show no code.
 */

/** One piece of a place, in the order the context names them. */
export type StructurePart =
  | { kind: 'heading'; level: string }
  | { kind: 'paragraph' }
  | { kind: 'list-item'; level: string | null }
  /** A table by its number, or by its name (`"Prices"`) where the format names tables; null where it does neither. */
  | { kind: 'table'; number: string | null; name: string | null }
  | { kind: 'cell'; row: string; column: string }
  | { kind: 'row'; row: string }
  | { kind: 'text-box'; number: string }
  | { kind: 'header'; page: 'first' | 'even' | null }
  | { kind: 'footer'; page: 'first' | 'even' | null }
  | { kind: 'footnote'; label: string }
  | { kind: 'endnote'; label: string }
  | { kind: 'comment'; number: string; author: string | null }
  | { kind: 'hyperlink' }
  | { kind: 'slide'; number: string }
  | { kind: 'notes' }
  | { kind: 'chart'; number: string }
  | { kind: 'smart-art'; number: string }
  | { kind: 'shape'; number: string }
  | { kind: 'sheet'; name: string; cell: string | null }
  | { kind: 'story'; number: string }
  | { kind: 'quote' }
  | { kind: 'image' }
  | { kind: 'front-matter' }
  /** Words of the context that name no part known here (a chart's "axis title"): said as they are. */
  | { kind: 'words'; text: string };

const unquoted = (quoted: string) => (quoted.startsWith('"') ? quoted.slice(1, -1) : quoted);
const pageOf = (words: string | undefined) =>
  words?.toLowerCase().startsWith('first') ? 'first' : words?.toLowerCase().startsWith('even') ? 'even' : null;

/** The parts a context's words can start with, each read by a pattern anchored at its first word (case aside). */
const PARTS: [RegExp, (match: RegExpExecArray) => StructurePart][] = [
  [/heading (\d+)/iy, (m) => ({ kind: 'heading', level: m[1]! })],
  [/paragraph/iy, () => ({ kind: 'paragraph' })],
  [/list item(?:, level (\d+))?/iy, (m) => ({ kind: 'list-item', level: m[1] ?? null })],
  [
    /table(?: (\d+)| ("[^"]*"))?/iy,
    (m) => ({ kind: 'table', number: m[1] ?? null, name: m[2] === undefined ? null : unquoted(m[2]) }),
  ],
  [/row (\d+),? (?:cell|column) (\d+)/iy, (m) => ({ kind: 'cell', row: m[1]!, column: m[2]! })],
  [/row (\d+)/iy, (m) => ({ kind: 'row', row: m[1]! })],
  [/text box (\d+)/iy, (m) => ({ kind: 'text-box', number: m[1]! })],
  [/(first-page |even-page )?header/iy, (m) => ({ kind: 'header', page: pageOf(m[1]) })],
  [/(first-page |even-page )?footer/iy, (m) => ({ kind: 'footer', page: pageOf(m[1]) })],
  [/footnote ([^\s,]+)/iy, (m) => ({ kind: 'footnote', label: m[1]! })],
  [/endnote ([^\s,]+)/iy, (m) => ({ kind: 'endnote', label: m[1]! })],
  [/comment (\d+)(?: \(([^)]*)\))?/iy, (m) => ({ kind: 'comment', number: m[1]!, author: m[2] ?? null })],
  [/hyperlink/iy, () => ({ kind: 'hyperlink' })],
  [/slide (\d+)/iy, (m) => ({ kind: 'slide', number: m[1]! })],
  [/notes/iy, () => ({ kind: 'notes' })],
  [/chart (\d+)/iy, (m) => ({ kind: 'chart', number: m[1]! })],
  [/smartart (\d+)/iy, (m) => ({ kind: 'smart-art', number: m[1]! })],
  [/shape (\d+)/iy, (m) => ({ kind: 'shape', number: m[1]! })],
  [
    /sheet ("[^"]*"|[^\s,]+)(?: ([A-Z]{1,3}\d+))?/iy,
    (m) => ({ kind: 'sheet', name: unquoted(m[1]!), cell: m[2] ?? null }),
  ],
  [/story (\d+)/iy, (m) => ({ kind: 'story', number: m[1]! })],
  [/quote/iy, () => ({ kind: 'quote' })],
  [/image/iy, () => ({ kind: 'image' })],
  [/front matter/iy, () => ({ kind: 'front-matter' })],
];

/** What may follow a part: the context's end, or ", " or " " before the next. */
const SEPARATOR = /$|, |\s/y;

/** The part the context's words name at `at`, and where its words end (after the separator that follows). */
function partAt(context: string, at: number): { part: StructurePart; next: number } | null {
  for (const [pattern, read] of PARTS) {
    pattern.lastIndex = at;
    const match = pattern.exec(context);
    if (!match) continue;
    SEPARATOR.lastIndex = pattern.lastIndex;
    if (!SEPARATOR.exec(context)) continue;
    return { part: read(match), next: SEPARATOR.lastIndex };
  }
  return null;
}

/**
 * The parts of the place a context names, in its order; null for a context that names no place (its first words
 * name no part). Words past the last part known here are kept as they are.
 */
export function structureParts(context: string | null): StructurePart[] | null {
  if (!context) return null;
  const parts: StructurePart[] = [];
  let at = 0;
  while (at < context.length) {
    const found = partAt(context, at);
    if (!found) {
      if (parts.length === 0) return null;
      parts.push({ kind: 'words', text: context.slice(at) });
      break;
    }
    parts.push(found.part);
    at = found.next;
  }
  return parts.length > 0 ? parts : null;
}
