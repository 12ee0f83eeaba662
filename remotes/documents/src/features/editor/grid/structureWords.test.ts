import { describe, expect, it } from 'vitest';
import { messagesIn } from '../common/i18n.ts';
import { structureParts } from './structure.ts';
import { structureWordsIn } from './structureWords.ts';

const english = structureWordsIn(messagesIn('en'));

describe("the structure column's words", () => {
  it.each([
    // Word (docx), as the server writes each place.
    ['Heading 1', 'H1', 'Heading 1'],
    ['Paragraph', '¶', 'Paragraph'],
    ['Paragraph, hyperlink', '¶ LINK', 'Paragraph, hyperlink'],
    ['Hyperlink', 'LINK', 'Hyperlink'],
    ['List item, level 2', 'LI2', 'List item, level 2'],
    ['Table 1, row 2, cell 1', 'T1 r2c1', 'Table 1, row 2, cell 1'],
    ['Table 1, row 2, cell 1, heading 3', 'T1 r2c1 H3', 'Table 1, row 2, cell 1, heading 3'],
    ['Text box 1', 'TB1', 'Text box 1'],
    ['Header', 'HDR', 'Header'],
    ['First-page footer, table 2, row 1, cell 3', 'FTR T2 r1c3', 'First-page footer, table 2, row 1, cell 3'],
    ['Footnote 3', 'FN 3', 'Footnote 3'],
    ['Endnote 1', 'EN 1', 'Endnote 1'],
    ['Comment 1 (Ana Ruiz)', 'CMT 1', 'Comment 1 (Ana Ruiz)'],
    // PowerPoint, Excel, OpenDocument, InDesign, Markdown.
    ['Slide 3, notes', 'S3 NOTES', 'Slide 3, speaker notes'],
    ['Slide 2, table row 1 cell 4', 'S2 T r1c4', 'Slide 2, table, row 1, cell 4'],
    ['Slide 3, chart 1, axis title', 'S3 CH1', 'Slide 3, chart 1, axis title'],
    ['Sheet "Prices" B12', 'B12', 'Sheet “Prices”, cell B12'],
    ['table "Prices" row 2 cell 1, paragraph', 'T r2c1 ¶', 'Table “Prices”, row 2, cell 1, paragraph'],
    ['Story 2', 'ST2', 'Story 2'],
    ['list item', 'LI', 'List item'],
    ['table 1, row 2, column 3', 'T1 r2c3', 'Table 1, row 2, cell 3'],
    ['footnote note-a, quote', 'FN note-a QT', 'Footnote note-a, quote'],
    ['front matter', 'FM', 'Front matter'],
  ])('reads %j as %j, said "%s"', (context, code, name) => {
    expect(english(context)).toEqual({ code, name });
  });

  it('shows no place for a context that does not start with one', () => {
    for (const context of ['src/Inbox.tsx:12', '00:00:01,000 --> 00:00:02,500', 'menu item', 'Headings', null, ''])
      expect(english(context)).toBeNull();
    // A word that only starts like a place is not one.
    expect(structureParts('Paragraphs of the intro')).toBeNull();
  });

  it('reads a context once, however many rows share it', () => {
    const words = structureWordsIn(messagesIn('en'));
    expect(words('Paragraph')).toBe(words('Paragraph'));
  });
});
