import { describe, expect, it } from 'vitest';
import type { SegmentPlace } from '@tessera/shared/contract';
import { messagesIn } from './i18n.ts';
import { structureWordsIn } from './structureWords.ts';

const english = structureWordsIn(messagesIn('en'));

const table = (number: number | null, name: string | null = null) => ({ kind: 'table', number, name }) as const;
const cell = (row: number, column: number) => ({ kind: 'cell', row, column }) as const;

describe("the structure column's words", () => {
  it.each<[SegmentPlace, string, string]>([
    // Word (docx), as its reader writes each place.
    [[{ kind: 'heading', level: 1 }], 'H1', 'Heading 1'],
    [[{ kind: 'paragraph' }], '¶', 'Paragraph'],
    [[{ kind: 'paragraph' }, { kind: 'hyperlink' }], '¶ LINK', 'Paragraph, hyperlink'],
    [[{ kind: 'list-item', level: 2 }], 'LI2', 'List item, level 2'],
    [[table(1), cell(2, 1)], 'T1 r2c1', 'Table 1, row 2, cell 1'],
    [[table(1), cell(2, 1), { kind: 'heading', level: 3 }], 'T1 r2c1 H3', 'Table 1, row 2, cell 1, heading 3'],
    [[{ kind: 'text-box', number: 1 }], 'TB1', 'Text box 1'],
    [[{ kind: 'header', pages: null }], 'HDR', 'Header'],
    [
      [{ kind: 'footer', pages: 'first' }, table(2), cell(1, 3)],
      'FTR T2 r1c3',
      'First-page footer, table 2, row 1, cell 3',
    ],
    [[{ kind: 'footnote', label: '3' }], 'FN 3', 'Footnote 3'],
    [[{ kind: 'endnote', label: '1' }], 'EN 1', 'Endnote 1'],
    [[{ kind: 'comment', number: 1, author: 'Ana Ruiz' }], 'CMT 1', 'Comment 1 (Ana Ruiz)'],
    // PowerPoint, Excel, OpenDocument, InDesign, Markdown.
    [[{ kind: 'slide', number: 3 }, { kind: 'notes' }], 'S3 NOTES', 'Slide 3, speaker notes'],
    [[{ kind: 'slide', number: 2 }, table(1), cell(1, 4)], 'S2 T1 r1c4', 'Slide 2, table 1, row 1, cell 4'],
    [
      [
        { kind: 'slide', number: 3 },
        { kind: 'chart', number: 1 },
        { kind: 'chart-text', role: 'axis-title' },
      ],
      'S3 CH1',
      'Slide 3, chart 1, axis title',
    ],
    [[{ kind: 'sheet', name: 'Prices', cell: 'B12' }], 'B12', 'Sheet “Prices”, cell B12'],
    [
      [table(2, 'Prices'), cell(2, 1), { kind: 'list-item', level: 1 }],
      'T2 r2c1 LI1',
      'Table “Prices”, row 2, cell 1, list item, level 1',
    ],
    [[{ kind: 'story', number: 2 }], 'ST2', 'Story 2'],
    [[{ kind: 'list-item', level: null }], 'LI', 'List item'],
    [[table(null), cell(2, 3)], 'T r2c3', 'Table, row 2, cell 3'],
    [[{ kind: 'footnote', label: 'note-a' }, { kind: 'quote' }], 'FN note-a QT', 'Footnote note-a, quote'],
    [[{ kind: 'front-matter' }], 'FM', 'Front matter'],
  ])('says %j as %j, "%s"', (place, code, name) => {
    expect(english(place)).toEqual({ code, name });
  });

  it('says what a text of a chart is, and a comment with its author as the document names them', () => {
    const chart = (role: 'series-name' | 'label') =>
      english([
        { kind: 'chart', number: 1 },
        { kind: 'chart-text', role },
      ])?.name;
    expect([chart('series-name'), chart('label')]).toEqual(['Chart 1, series name', 'Chart 1, label']);
    expect(english([{ kind: 'comment', number: 2, author: null }])).toEqual({ code: 'CMT 2', name: 'Comment 2' });
  });

  it('shows no place for a segment without one', () => {
    expect(english(null)).toBeNull();
    expect(english([])).toBeNull();
  });

  it('says a place once, however many rows share it', () => {
    const words = structureWordsIn(messagesIn('en'));
    expect(words([{ kind: 'paragraph' }])).toBe(words([{ kind: 'paragraph' }]));
  });
});
