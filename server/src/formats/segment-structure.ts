import type { SegmentBlock } from '@tessera/shared/contract';

/**
 * A segment's structure and place in words, as Trados's structure column shows them and its context says them: where
 * it is ("Table 1, row 2, cell 3", "Footnote 2", "Header", "Text box 1"), what its paragraph is ("heading 2", "list
 * item, level 1") and whether it holds a hyperlink. Running text says what it is alone ("Paragraph", "Heading 1").
 * The preview, which draws the structure itself, reads the place back out of it (`placeOf`).
 */

type Structure = Pick<SegmentBlock, 'kind' | 'level'>;

const HYPERLINK = ', hyperlink';

/** What a paragraph is, in words: none for a cell or a note, whose place says it, nor for a place's plain paragraph. */
function roleWords({ kind, level }: Structure, placed: boolean): string | null {
  if (kind === 'heading') return `heading ${level ?? 1}`;
  if (kind === 'list-item') return `list item, level ${level ?? 1}`;
  return kind === 'paragraph' && !placed ? 'paragraph' : null;
}

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The context of a paragraph at `place` (null in the running text of the body) that is `structure`. */
export function structureContext(place: string | null, structure: Structure | undefined): string {
  const role = roleWords(structure ?? { kind: 'paragraph' }, place !== null);
  return capitalized([place, role].filter((words) => words !== null).join(', '));
}

/** The context of a segment holding a hyperlink. */
export const withHyperlink = (context: string | null): string =>
  context === null ? capitalized(HYPERLINK.slice(2)) : `${context}${HYPERLINK}`;

/**
 * The place a context names (null for running text), for a block that is `structure`: the context without the
 * words `structureContext` and `withHyperlink` added to it.
 */
export function placeOf(context: string | null, structure: Structure): string | null {
  if (context === null) return null;
  let place = context.endsWith(HYPERLINK) ? context.slice(0, -HYPERLINK.length) : context;
  const alone = roleWords(structure, false);
  if (alone !== null && place === capitalized(alone)) return null;
  if (capitalized(HYPERLINK.slice(2)) === place) return null;
  const role = roleWords(structure, true);
  if (role !== null && place.endsWith(`, ${role}`)) place = place.slice(0, -role.length - 2);
  return place;
}
