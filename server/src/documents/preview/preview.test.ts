import { expect, it } from 'vitest';
import { inlineText, inlineToken, type DocumentPreview } from '@tessera/shared/contract';
import { docx, p, partXml, r } from '../../formats/docx/docx.test-helper.ts';
import { describeWithDatabases } from '../../test/harness.ts';
import { documentOf, recordsOf, save, uploadDocument } from '../upload.test-helper.ts';

/**
 * The preview of a document: its blocks in reading order with their kinds and places, each with its segments'
 * sources and current targets, and what each formatting code stands for.
 */

const LANGUAGES = { source_lang: 'en', target_lang: 'de' };
const footnoteReference =
  '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>';
const cell = (text: string) => `<w:tc>${p(r(text))}</w:tc>`;

const reportDocx = () =>
  docx(
    p(r('Annual report'), '<w:pStyle w:val="Heading1"/>') +
      p(r('Sales grew ') + r('twice', '<w:b/>') + r(' as fast. Costs fell.') + footnoteReference) +
      p(r('First market'), '<w:numPr><w:ilvl w:val="1"/><w:numId w:val="3"/></w:numPr>') +
      '<w:tbl><w:tblPr/><w:tblGrid><w:gridCol/><w:gridCol/></w:tblGrid>' +
      `<w:tr>${cell('Region')}${cell('Growth')}</w:tr><w:tr>${cell('North')}${cell('12 %')}</w:tr></w:tbl>`,
    [
      {
        name: 'footnotes.xml',
        type: 'footnotes',
        xml: partXml('w:footnotes', `<w:footnote w:id="1">${p(r('Audited figures.'))}</w:footnote>`),
      },
    ],
  );

describeWithDatabases('Document preview', (t) => {
  it("answers a Word document's headings, paragraphs, list items, cells and notes with their segments", async () => {
    const manager = await t.signIn('manager');
    const upload = await uploadDocument(t, manager, LANGUAGES, { name: 'Report.docx', content: reportDocx() });
    const document = await documentOf(manager, upload.json().id);
    const records = await recordsOf(manager, document.id);
    const bySource = (source: string) => records.find((record) => inlineText(record.source) === source)!;
    await save(
      manager,
      bySource('Sales grew twice as fast.'),
      `Der Umsatz wuchs ${inlineToken(1)}doppelt${inlineToken(2)} so schnell.`,
    );

    const response = await manager.inject(`/api/document/${document.id}/preview`);
    expect(response.statusCode, response.body).toBe(200);
    const { blocks } = response.json() as DocumentPreview;
    const texts = (segments: { source: string }[]) => segments.map((segment) => inlineText(segment.source));
    expect(
      blocks.map((block) => ({ kind: block.kind, level: block.level, cell: block.cell, text: texts(block.segments) })),
    ).toEqual([
      { kind: 'heading', level: 1, cell: null, text: ['Annual report'] },
      { kind: 'paragraph', level: null, cell: null, text: ['Sales grew twice as fast.', 'Costs fell.'] },
      { kind: 'list-item', level: 2, cell: null, text: ['First market'] },
      { kind: 'table-cell', level: null, cell: { table: 1, row: 1, col: 1 }, text: ['Region'] },
      { kind: 'table-cell', level: null, cell: { table: 1, row: 1, col: 2 }, text: ['Growth'] },
      { kind: 'table-cell', level: null, cell: { table: 1, row: 2, col: 1 }, text: ['North'] },
      // The cell holding only "12 %" is not a segment: it is drawn as its value.
      { kind: 'table-cell', level: null, cell: { table: 1, row: 2, col: 2 }, text: [] },
      { kind: 'note', level: null, cell: null, text: ['Audited figures.'] },
    ]);
    expect(blocks.map((block) => block.value)).toEqual([null, null, null, null, null, null, '12 %', null]);
    expect(blocks.at(-1)).toMatchObject({ place: [{ kind: 'footnote', label: '1' }], label: null });
    const sales = blocks[1]!.segments[0]!;
    expect(sales).toMatchObject({
      id: bySource('Sales grew twice as fast.').id,
      target: `Der Umsatz wuchs ${inlineToken(1)}doppelt${inlineToken(2)} so schnell.`,
      codes: [
        { id: 1, kind: 'open', label: '<1>', styles: ['bold'] },
        { id: 2, kind: 'close', label: '</1>', styles: [] },
      ],
    });
    // The footnote's reference is a placeholder of its paragraph's last sentence, shown by its label.
    expect(blocks[1]!.segments[1]!.codes).toEqual([{ id: 1, kind: 'standalone', label: '[footnote]', styles: [] }]);
  });

  it("answers plain text's paragraphs, a key file's units as blocks, and 404 for no document", async () => {
    const translator = await t.signIn('user');
    const manager = await t.signIn('manager');
    const text = 'A first paragraph. Its second sentence.\n\nA second paragraph.\n';
    const upload = await uploadDocument(t, manager, LANGUAGES, { name: 'notes.txt', content: text });
    const response = await translator.inject(`/api/document/${upload.json().id}/preview`);
    expect(response.statusCode, response.body).toBe(200);
    const { blocks } = response.json() as DocumentPreview;
    expect(blocks.map((block) => [block.kind, block.segments.map((segment) => segment.source)])).toEqual([
      ['paragraph', ['A first paragraph.', 'Its second sentence.']],
      ['paragraph', ['A second paragraph.']],
    ]);
    // A format that says nothing of its structure: each unit is a block.
    const json = '{"title": "Welcome", "body": "Read on. It is short."}';
    const keys = await uploadDocument(t, manager, LANGUAGES, { name: 'en.json', content: json });
    const keyBlocks = ((await translator.inject(`/api/document/${keys.json().id}/preview`)).json() as DocumentPreview)
      .blocks;
    expect(keyBlocks.map((block) => [block.kind, block.segments.map((segment) => segment.source)])).toEqual([
      ['paragraph', ['Welcome']],
      ['paragraph', ['Read on. It is short.']],
    ]);
    const missing = await translator.inject('/api/document/999999/preview');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Document not found', code: 'document_not_found' });
  });

  it('answers a window of whole blocks around a segment, with the count of segments before and after it', async () => {
    const translator = await t.signIn('user');
    const manager = await t.signIn('manager');
    const paragraphs = Array.from({ length: 30 }, (_, i) => p(r(`First of ${i + 1}. Second of ${i + 1}.`)));
    const upload = await uploadDocument(t, manager, LANGUAGES, {
      name: 'Long.docx',
      content: docx(paragraphs.join('')),
    });
    const document = await documentOf(manager, upload.json().id);
    const records = await recordsOf(manager, document.id);
    expect(records).toHaveLength(60);
    const preview = async (query: string) => {
      const response = await translator.inject(`/api/document/${document.id}/preview?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { blocks, before, after } = response.json() as DocumentPreview;
      return {
        sources: blocks.map((block) => block.segments.map((segment) => inlineText(segment.source))),
        before,
        after,
      };
    };

    // Five segments each side of the 31st (paragraph 16's first): paragraphs 13 and 19 are cut by the edges, so
    // they are left out whole.
    const around = records[30]!.id;
    expect(await preview(`around=${around}&span=5`)).toEqual({
      sources: [14, 15, 16, 17, 18].map((n) => [`First of ${n}.`, `Second of ${n}.`]),
      before: 26,
      after: 24,
    });
    // Without a segment, the window starts at the document's start; without a span, the whole document.
    expect(await preview('span=3')).toEqual({
      sources: [1, 2].map((n) => [`First of ${n}.`, `Second of ${n}.`]),
      before: 0,
      after: 56,
    });
    expect((await preview('')).sources).toHaveLength(30);
    // The block of the segment asked for is always drawn, here alone: its neighbours are cut by the edges.
    expect((await preview(`around=${around}&span=1`)).sources).toEqual([['First of 16.', 'Second of 16.']]);

    const elsewhere = await translator.inject(`/api/document/${document.id}/preview?around=999999&span=5`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({
      message: 'Segment not found in this document',
      code: 'segment_not_found_in_document',
    });
    const tooWide = await translator.inject(`/api/document/${document.id}/preview?span=100000`);
    expect(tooWide.statusCode).toBe(400);
  });
});
