import type { PlacePart, SegmentPlace } from '@tessera/shared/contract';
import type { Message, Translate } from '@tessera/shared/i18n/catalog';
import * as editorWords from '../locales/en/editor.arb';

/**
 * A segment's place (contract segment-place.ts, written by the server's format readers) as the structure column
 * shows it, as Trados's does: a short code per row ("T1 r2c1", "LI2") and the whole place in the interface's words.
 */
export type StructureWords = { code: string; name: string };

type Said = { code: string | null; name: string };

/** One part's code (none for a part the column gives no code) and words, in the interface's language. */
function said(t: Translate<'editor'>, part: PlacePart): Said {
  const both = (code: Message<'editor'>, name: Message<'editor'>, values?: Record<string, string | number>): Said => {
    const strings = values && Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
    return { code: t(code, strings), name: t(name, strings) };
  };
  const w = editorWords;
  switch (part.kind) {
    case 'heading':
      return both(w.editorStructureHeadingCode, w.editorStructureHeading, { level: part.level });
    case 'paragraph':
      // A pilcrow is no word: it reads the same in every language.
      return { code: '¶', name: t(w.editorStructureParagraph) };
    case 'list-item':
      return part.level === null
        ? both(w.editorStructureListItemCode, w.editorStructureListItemUnleveled, { level: '' })
        : both(w.editorStructureListItemCode, w.editorStructureListItem, { level: part.level });
    case 'table': {
      // Coded by its number where it has one; said by the name the document gives it, else by its number.
      const code = t(w.editorStructureTableCode, { number: part.number === null ? '' : String(part.number) });
      if (part.name !== null) return { code, name: t(w.editorStructureTableNamed, { name: part.name }) };
      return {
        code,
        name:
          part.number === null
            ? t(w.editorStructureTableUnnumbered)
            : t(w.editorStructureTable, { number: String(part.number) }),
      };
    }
    case 'cell':
      return both(w.editorStructureCellCode, w.editorStructureCell, { row: part.row, column: part.column });
    case 'header':
      return both(w.editorStructureHeaderCode, w.editorStructureHeader, { page: part.pages ?? 'every' });
    case 'footer':
      return both(w.editorStructureFooterCode, w.editorStructureFooter, { page: part.pages ?? 'every' });
    case 'footnote':
      return both(w.editorStructureFootnoteCode, w.editorStructureFootnote, { label: part.label });
    case 'endnote':
      return both(w.editorStructureEndnoteCode, w.editorStructureEndnote, { label: part.label });
    case 'comment': {
      const { code, name } = both(w.editorStructureCommentCode, w.editorStructureComment, { number: part.number });
      // The author's name is theirs: said as the document writes it.
      return { code, name: part.author === null ? name : `${name} (${part.author})` };
    }
    case 'hyperlink':
      return both(w.editorStructureHyperlinkCode, w.editorStructureHyperlink);
    case 'slide':
      return both(w.editorStructureSlideCode, w.editorStructureSlide, { number: part.number });
    case 'notes':
      return both(w.editorStructureNotesCode, w.editorStructureNotes);
    case 'chart':
      return both(w.editorStructureChartCode, w.editorStructureChart, { number: part.number });
    case 'chart-text':
      // The chart's code says where the text is; what it is of the chart, its name says.
      return { code: null, name: t(w.editorStructureChartText, { role: part.role.split('-')[0]! }) };
    case 'smart-art':
      return both(w.editorStructureSmartArtCode, w.editorStructureSmartArt, { number: part.number });
    case 'shape':
      return both(w.editorStructureShapeCode, w.editorStructureShape, { number: part.number });
    case 'text-box':
      return both(w.editorStructureTextBoxCode, w.editorStructureTextBox, { number: part.number });
    case 'story':
      return both(w.editorStructureStoryCode, w.editorStructureStory, { number: part.number });
    case 'sheet':
      // A cell's reference (B12) is the code a spreadsheet's reader knows; the sheet's name is the document's.
      return part.cell === null
        ? { code: part.name, name: t(w.editorStructureSheetOnly, { name: part.name }) }
        : { code: part.cell, name: t(w.editorStructureSheet, { name: part.name, cell: part.cell }) };
    case 'quote':
      return both(w.editorStructureQuoteCode, w.editorStructureQuote);
    case 'image':
      return both(w.editorStructureImageCode, w.editorStructureImage);
    case 'front-matter':
      return both(w.editorStructureFrontMatterCode, w.editorStructureFrontMatter);
  }
}

/**
 * The structure column's words for a segment's place, in the interface's language (`t`), or null for a segment
 * without one. Said once per place and kept: the grid asks for every row it draws, and most rows of a document
 * share their place (a paragraph), so a row costs a lookup.
 */
export function structureWordsIn(t: Translate<'editor'>): (place: SegmentPlace | null) => StructureWords | null {
  const known = new Map<string, StructureWords>();
  return (place) => {
    if (!place || place.length === 0) return null;
    const key = JSON.stringify(place);
    let words = known.get(key);
    if (words === undefined) known.set(key, (words = wordsOf(t, place)));
    return words;
  };
}

function wordsOf(t: Translate<'editor'>, parts: readonly PlacePart[]): StructureWords {
  const saids = parts.map((part) => said(t, part));
  const code = saids.flatMap((part) => part.code ?? []).join(' ');
  const name = saids
    .map((part) => part.name)
    .reduce((place, part) => t(editorWords.editorStructureFurther, { place, part }));
  return { code, name: name.charAt(0).toLocaleUpperCase() + name.slice(1) };
}
