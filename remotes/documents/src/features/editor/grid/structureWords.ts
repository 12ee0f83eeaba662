import type { Message, Translate } from '@tessera/shared/i18n/catalog';
import { structureParts, type StructurePart } from './structure.ts';
import * as editorWords from '../locales/en/editor.arb';

/** A segment's place as the structure column shows it: a short code ("T1 r2c1") and the whole place in words. */
export type StructureWords = { code: string; name: string };

type Said = { code: string | null; name: string };

/** One part's code (none for words the column knows no code for) and words, in the interface's language. */
function said(t: Translate<'editor'>, part: StructurePart): Said {
  const both = (code: Message<'editor'>, name: Message<'editor'>, values?: Record<string, string>): Said => ({
    code: t(code, values),
    name: t(name, values),
  });
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
    case 'table':
      if (part.number !== null)
        return both(w.editorStructureTableCode, w.editorStructureTable, { number: part.number });
      return {
        code: t(w.editorStructureTableCode, { number: '' }),
        name:
          part.name === null
            ? t(w.editorStructureTableUnnumbered)
            : t(w.editorStructureTableNamed, { name: part.name }),
      };
    case 'cell':
      return both(w.editorStructureCellCode, w.editorStructureCell, { row: part.row, column: part.column });
    case 'row':
      return both(w.editorStructureRowCode, w.editorStructureRow, { row: part.row });
    case 'header':
      return both(w.editorStructureHeaderCode, w.editorStructureHeader, { page: part.page ?? 'every' });
    case 'footer':
      return both(w.editorStructureFooterCode, w.editorStructureFooter, { page: part.page ?? 'every' });
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
    case 'words':
      return { code: null, name: part.text };
  }
}

/**
 * The structure column's words for a segment's context, in the interface's language (`t`), or null for a context
 * that names no place. Read once per context and kept: the grid asks for every row it draws, and most rows of a
 * document share their context ("Paragraph"), so a row costs a lookup.
 */
export function structureWordsIn(t: Translate<'editor'>): (context: string | null) => StructureWords | null {
  const known = new Map<string, StructureWords | null>();
  return (context) => {
    if (!context) return null;
    let words = known.get(context);
    if (words === undefined) {
      const parts = structureParts(context);
      words = parts && wordsOf(t, parts);
      known.set(context, words);
    }
    return words;
  };
}

function wordsOf(t: Translate<'editor'>, parts: readonly StructurePart[]): StructureWords {
  const saids = parts.map((part) => said(t, part));
  const code = saids.flatMap((part) => part.code ?? []).join(' ');
  const name = saids
    .map((part) => part.name)
    .reduce((place, part) => t(editorWords.editorStructureFurther, { place, part }));
  return { code, name: name.charAt(0).toLocaleUpperCase() + name.slice(1) };
}
