import type { PlacePart, SegmentBlock, SegmentPlace } from '@tessera/shared/contract';

/**
 * A segment's structure and place (contract segment-place.ts), as Trados's structure column shows them: where it is
 * (a table's cell, a footnote, a header, a text box), what its paragraph is (a heading, a list item) and whether it
 * holds a hyperlink. The readers build the place as parts; its English words ("Table 1, row 2, cell 3") are the
 * segment's context, which the XLIFF export writes as the unit's context note. Running text says what it is alone
 * ("Paragraph", "Heading 1").
 */

type Structure = Pick<SegmentBlock, 'kind' | 'level'>;

/** What a paragraph is: none for a cell or a note, whose place says it, nor for a place's plain paragraph. */
function rolePart({ kind, level }: Structure, placed: boolean): PlacePart | null {
  if (kind === 'heading') return { kind: 'heading', level: level ?? 1 };
  if (kind === 'list-item') return { kind: 'list-item', level: level ?? 1 };
  return kind === 'paragraph' && !placed ? { kind: 'paragraph' } : null;
}

/** The place of a paragraph at `place` (empty in the running text of the body) that is `structure`. */
export function withRole(place: SegmentPlace, structure: Structure | undefined): SegmentPlace {
  const role = rolePart(structure ?? { kind: 'paragraph' }, place.length > 0);
  return role ? [...place, role] : place;
}

/** The place of a segment holding a hyperlink. */
export const withHyperlink = (place: SegmentPlace): SegmentPlace => [...place, { kind: 'hyperlink' }];

const pagesWords = (pages: 'first' | 'even' | null) =>
  pages === 'first' ? 'first-page ' : pages === 'even' ? 'even-page ' : '';

/** One part in English words, as the context says it. */
function partWords(part: PlacePart): string {
  switch (part.kind) {
    case 'heading':
      return `heading ${part.level}`;
    case 'list-item':
      return part.level === null ? 'list item' : `list item, level ${part.level}`;
    case 'table':
      return part.name !== null
        ? `table ${JSON.stringify(part.name)}`
        : part.number !== null
          ? `table ${part.number}`
          : 'table';
    case 'cell':
      return `row ${part.row}, cell ${part.column}`;
    case 'header':
    case 'footer':
      return `${pagesWords(part.pages)}${part.kind}`;
    case 'footnote':
    case 'endnote':
      return `${part.kind} ${part.label}`;
    case 'comment':
      return `comment ${part.number}${part.author ? ` (${part.author})` : ''}`;
    case 'text-box':
      return `text box ${part.number}`;
    case 'smart-art':
      return `SmartArt ${part.number}`;
    case 'slide':
    case 'chart':
    case 'shape':
    case 'story':
      return `${part.kind} ${part.number}`;
    case 'chart-text':
      return part.role.replace('-', ' ');
    case 'sheet':
      return `sheet ${JSON.stringify(part.name)}${part.cell ? ` ${part.cell}` : ''}`;
    case 'front-matter':
      return 'front matter';
    case 'paragraph':
    case 'hyperlink':
    case 'notes':
    case 'quote':
    case 'image':
      return part.kind;
  }
}

/** A place in English words, its parts from the outside in: "Table 1, row 2, cell 1, hyperlink"; null for none. */
export function placeWords(place: SegmentPlace | undefined): string | null {
  if (!place || place.length === 0) return null;
  const words = place.map(partWords).join(', ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ROLES = new Set<PlacePart['kind']>(['heading', 'paragraph', 'list-item', 'hyperlink']);

/**
 * Where a block is when not in the running text (a footnote, a table's cell), for the preview, which draws what the
 * block is itself: its place without what its paragraph is; null in the running text.
 */
export function blockPlace(place: SegmentPlace): SegmentPlace | null {
  const where = place.filter((part) => !ROLES.has(part.kind));
  return where.length === 0 ? null : where;
}

/**
 * A segment's place and its context, the place in English words: what a reader writes on a segment at `place`
 * (none where it is empty, the format saying nothing of where the segment is).
 */
export const placed = (place: SegmentPlace): { context: string | null; place?: SegmentPlace } =>
  place.length === 0 ? { context: null } : { context: placeWords(place), place };
