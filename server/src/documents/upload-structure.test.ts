import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { inlineText, type DocumentPreview } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../test/harness.ts';
import { placeWords } from '../formats/segment-structure.ts';
import { deckPptx } from '../formats/pptx/pptx-fixtures.test-helper.ts';
import { pricesXlsx } from '../formats/xlsx-document/xlsx-document-fixtures.test-helper.ts';
import { upgradeOutdatedReadings } from './outdated-readings.ts';
import { documentOf, partOf, recordsOf, save, uploadDocument } from './upload.test-helper.ts';

/**
 * Every segment of a Word and an OpenDocument text says its structure and place (Trados's structure column): the
 * records' context, the XLIFF export's context notes, and the preview's places. Both files were written by
 * LibreOffice from one document holding each kind of place.
 */

const LANGUAGES = { source_lang: 'en', target_lang: 'de' };
const fixture = (path: string) => readFileSync(new URL(`../formats/${path}`, import.meta.url));

/** What both files hold, in their readers' order, with the places each format names its own way. */
const structure = (place: { table: (row: number, cell: number) => string; footnoteAfterItsParagraph: boolean }) => {
  const footnote = ['Prices exclude value added tax.', 'Footnote 1'];
  return [
    ['Scope of the services', 'Heading 1'],
    ['The supplier delivers the goods listed below.', 'Paragraph'],
    ['Read the general terms first.', 'Paragraph, hyperlink'],
    ...(place.footnoteAfterItsParagraph ? [footnote] : []),
    ['Delivery steps', 'Heading 2'],
    ['Order the goods.', 'List item, level 1'],
    ['Check the delivery.', 'List item, level 1'],
    ['Count every box.', 'List item, level 2'],
    ['Item', place.table(1, 1)],
    ['Quantity', place.table(1, 2)],
    ['Chairs', place.table(2, 1)],
    ['The quantities are final.', 'Paragraph'],
  ];
};

describeWithPostgresToo('Structure and place of document segments', (t) => {
  /** The fixture at `path` uploaded by a manager, and its records. */
  const uploaded = async (path: string) => {
    const manager = await t.signIn('manager');
    const name = `Agreement${path.slice(path.lastIndexOf('.'))}`;
    const upload = await uploadDocument(t, manager, LANGUAGES, { name, content: fixture(path) });
    expect(upload.statusCode, upload.body).toBe(202);
    const document = await documentOf(manager, upload.json().id);
    expect(document.status).toBe('done');
    return { manager, document, records: await recordsOf(manager, document.id) };
  };

  it("says each Word segment's structure and place, in the records, the XLIFF export and the preview", async () => {
    const { manager, document, records } = await uploaded('docx/fixtures/structure-libreoffice.docx');
    expect(records.map((record) => [inlineText(record.source), record.context])).toEqual([
      ...structure({ table: (row, cell) => `Table 1, row ${row}, cell ${cell}`, footnoteAfterItsParagraph: false }),
      ['Call us before noon.', 'Text box 1'],
      ['Service agreement', 'Header'],
      ['Confidential draft', 'Footer'],
      ['Prices exclude value added tax.', 'Footnote 1'],
      ['Check the quantities.', 'Comment 1 (Ana Ruiz)'],
    ]);
    // The same places as data, which the editor says in the interface's language.
    const placeOf = (source: string) => records.find((record) => inlineText(record.source) === source)?.place;
    expect(placeOf('Scope of the services')).toEqual([{ kind: 'heading', level: 1 }]);
    expect(placeOf('Read the general terms first.')).toEqual([{ kind: 'paragraph' }, { kind: 'hyperlink' }]);
    expect(placeOf('Count every box.')).toEqual([{ kind: 'list-item', level: 2 }]);
    expect(placeOf('Chairs')).toEqual([
      { kind: 'table', number: 1, name: null },
      { kind: 'cell', row: 2, column: 1 },
    ]);
    expect(placeOf('Call us before noon.')).toEqual([{ kind: 'text-box', number: 1 }]);
    expect(placeOf('Confidential draft')).toEqual([{ kind: 'footer', pages: null }]);
    expect(placeOf('Prices exclude value added tax.')).toEqual([{ kind: 'footnote', label: '1' }]);
    expect(placeOf('Check the quantities.')).toEqual([{ kind: 'comment', number: 1, author: 'Ana Ruiz' }]);

    // An offline CAT tool reads each unit's structure as its context note.
    const xliff = await manager.inject(`/api/document/${document.id}/download?as=xliff`);
    expect(xliff.statusCode, xliff.body).toBe(200);
    const contexts = [...xliff.body.matchAll(/<note category="context">([^<]*)<\/note>/g)].map((match) => match[1]);
    // A unit is a paragraph: its context, and the same with a hyperlink where one of its sentences holds one.
    expect(contexts).toHaveLength(new Set(records.map((record) => `${record.unit_id} ${record.context}`)).size);
    expect(contexts).toEqual(expect.arrayContaining(['Heading 2', 'List item, level 2', 'Paragraph, hyperlink']));

    // The preview draws what each block is, and names only the places outside the running text.
    const preview = (await manager.inject(`/api/document/${document.id}/preview`)).json() as DocumentPreview;
    // (In English words here: the editor says them in the interface's language.)
    expect(preview.blocks.map((block) => [block.kind, block.place && placeWords(block.place)])).toEqual([
      ['heading', null],
      ['paragraph', null],
      ['heading', null],
      ['list-item', null],
      ['list-item', null],
      ['list-item', null],
      ['table-cell', 'Table 1, row 1, cell 1'],
      ['table-cell', 'Table 1, row 1, cell 2'],
      ['table-cell', 'Table 1, row 2, cell 1'],
      // The quantity, a number: no segment, its value drawn in its cell.
      ['table-cell', null],
      ['paragraph', null],
      ['paragraph', 'Text box 1'],
      ['paragraph', 'Header'],
      ['paragraph', 'Footer'],
      ['note', 'Footnote 1'],
      ['note', 'Comment 1 (Ana Ruiz)'],
    ]);
  });

  it("says each OpenDocument segment's structure and place, footnotes and text boxes where they are anchored", async () => {
    const { manager, document, records } = await uploaded('odf/fixtures/structure-libreoffice.odt');
    expect(records.map((record) => [inlineText(record.source), record.context])).toEqual([
      ...structure({
        table: (row, cell) => `Table "Prices", row ${row}, cell ${cell}`,
        footnoteAfterItsParagraph: true,
      }),
      ['Check the quantities.', 'Comment 1 (Ana Ruiz)'],
      ['Call us before noon.', 'Text box 1'],
      ['Service agreement', 'Header'],
      ['Confidential draft', 'Footer'],
    ]);
    const xliff = await manager.inject(`/api/document/${document.id}/download?as=xliff`);
    expect(xliff.body).toContain('<note category="context">Table "Prices", row 2, cell 1</note>');
  });

  it("says each slide's and each cell's place in a presentation's and a workbook's segments", async () => {
    const manager = await t.signIn('manager');
    const places = async (name: string, content: Buffer) => {
      const upload = await uploadDocument(t, manager, LANGUAGES, { name, content });
      expect(upload.statusCode, upload.body).toBe(202);
      const records = await recordsOf(manager, (await documentOf(manager, upload.json().id)).id);
      return new Map(records.map((record) => [inlineText(record.source), record.place]));
    };
    const deck = await places('Deck.pptx', deckPptx());
    expect(deck.get('Quarterly Results')).toEqual([
      { kind: 'slide', number: 1 },
      { kind: 'heading', level: 1 },
    ]);
    expect(deck.get('Costs fell.')).toEqual([{ kind: 'slide', number: 1 }]);
    expect(deck.get('Region')).toEqual([
      { kind: 'slide', number: 1 },
      { kind: 'table', number: 1, name: null },
      { kind: 'cell', row: 1, column: 1 },
    ]);
    expect(deck.get('Thank the team.')).toEqual([{ kind: 'slide', number: 1 }, { kind: 'notes' }]);
    expect(deck.get('Percent')).toEqual([
      { kind: 'slide', number: 2 },
      { kind: 'chart', number: 1 },
      { kind: 'chart-text', role: 'axis-title' },
    ]);
    const workbook = await places('Prices.xlsx', pricesXlsx());
    expect(workbook.get('Chair')).toEqual([{ kind: 'sheet', name: 'Prices', cell: 'A3' }]);
    expect(workbook.get('Prices include VAT.')).toEqual([{ kind: 'sheet', name: 'Notes', cell: 'A2' }]);
  });

  it('gives a document read before places were kept its places at the reading upgrade', async () => {
    const { manager, document } = await uploaded('docx/fixtures/structure-libreoffice.docx');
    // As a document read by the reader before: no places, an older reading.
    await t.db.updateTable('document_records').set({ place: null }).where('document_id', '=', document.id).execute();
    await t.db.updateTable('documents').set({ reader_version: 5 }).where('id', '=', document.id).execute();
    expect((await recordsOf(manager, document.id)).every((record) => record.place === null)).toBe(true);

    expect(await upgradeOutdatedReadings(t.app)).toEqual({ upgraded: 1, kept: 0 });
    const records = await recordsOf(manager, document.id);
    expect(records.find((record) => inlineText(record.source) === 'Chairs')?.place).toEqual([
      { kind: 'table', number: 1, name: null },
      { kind: 'cell', row: 2, column: 1 },
    ]);
    expect(records.every((record) => record.place !== null)).toBe(true);
  });

  it('leaves numbers, rules and list numbers out of the segments, and as they were in the download', async () => {
    const { manager, document, records } = await uploaded('docx/fixtures/structure-libreoffice.docx');
    for (const record of records) await save(manager, record, `Ü ${record.source}`);
    const translated = (await manager.inject(`/api/document/${document.id}/download`)).rawPayload;
    const body = partOf(translated, 'word/document.xml');
    expect(body).toContain('Ü Scope of the services');
    for (const kept of ['>1.<', '>________________<', '>120<']) expect(body).toContain(kept);

    // Every prose format the same way, the other sentences keyed as they were: the text's "Introduction" is still
    // sentence 2.
    const text =
      '1. Introduction\n\nThe plan has 3 steps.\n\n____\n\na)\n\n| Item | Price |\n|---|---|\n| Chairs | 120 |\n';
    for (const name of ['plan.txt', 'plan.md']) {
      const upload = await uploadDocument(t, manager, LANGUAGES, { name, content: text });
      expect(upload.statusCode, upload.body).toBe(202);
      const plan = await recordsOf(manager, upload.json().id);
      const expected = name.endsWith('.md')
        ? ['Introduction', 'The plan has 3 steps.', 'Item', 'Price', 'Chairs']
        : ['Introduction', 'The plan has 3 steps.', '| Item | Price ||---|---|| Chairs | 120 |'];
      expect(
        plan.map((record) => inlineText(record.source)),
        name,
      ).toEqual(expected);
      // In Markdown "1." is the list's own syntax, not text.
      expect(plan[0]).toMatchObject({ unit_id: 'p1', segment_id: name.endsWith('.md') ? '1' : '2' });
      for (const record of plan) await save(manager, record, `Ü ${record.source}`);
      const download = (await manager.inject(`/api/document/${upload.json().id}/download`)).body;
      expect(download, name).toContain('1. Ü Introduction');
      expect(download, name).toContain('\n____\n\na)\n');
    }
  });
});
