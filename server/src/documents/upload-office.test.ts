import { expect, it } from 'vitest';
import { inlineToken } from '@tessera/shared/contract';
import { manualOdt } from '../formats/odf/odf-fixtures.test-helper.ts';
import { deckPptx } from '../formats/pptx/pptx-fixtures.test-helper.ts';
import { pricesXlsx } from '../formats/xlsx-document/xlsx-document-fixtures.test-helper.ts';
import { describeWithDatabases, type Client } from '../test/harness.ts';
import {
  bySource,
  expectRefused,
  expectXliffRoundTrip,
  importedUntouched,
  partOf,
  translatedDownload,
} from './upload.test-helper.ts';

/**
 * PowerPoint, Excel and OpenDocument files through the API: upload, the records with their codes and places,
 * saves, the download with the translations in place (untouched: the upload itself), the XLIFF export read
 * back, and a damaged file refused. One test per format: the formats' own tests cover the rest.
 */

const LANGUAGES = { source_lang: 'en', target_lang: 'de' };
const PPTX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ODT_MEDIA_TYPE = 'application/vnd.oasis.opendocument.text';

describeWithDatabases('Office documents', (t) => {
  /** The file with its last bytes (the end of its ZIP directory) cut off is refused, `message` saying so. */
  const expectCutShortRefused = (client: Client, file: { name: string; content: Buffer }, message: RegExp) =>
    expectRefused(t, client, LANGUAGES, { name: file.name, content: file.content.subarray(0, -30) }, message);

  it('imports a presentation with its slides, notes and codes, and downloads it untouched or translated', async () => {
    const manager = await t.signIn('manager');
    const deck = { name: 'Deck.pptx', content: deckPptx(), mediaType: PPTX_MEDIA_TYPE };
    const { document, records } = await importedUntouched(t, manager, deck, { type: 'PPTX', records_count: 18 });
    expect(records.map((r) => r.context)).toEqual(
      expect.arrayContaining([
        'Slide 1',
        'Slide 1, notes',
        'Slide 1, table 1, row 2, cell 1',
        'Slide 2, chart 1, title',
        'Slide 2, chart 1, axis title',
        'Slide 2, chart 1, series name',
        'Slide 2, chart 1, category',
      ]),
    );
    const grew = bySource(records, 'Revenue grew by twelve percent this quarter.');
    expect(grew.codes).toEqual([
      { id: 1, kind: 'open', label: '<1>', xml: '<a:r><a:rPr b="1"/><a:t>' },
      { id: 2, kind: 'close', label: '</1>', xml: '</a:t></a:r>' },
    ]);

    const translated = await translatedDownload(manager, document.id, [
      [grew, `Der Umsatz stieg um ${inlineToken(1)}zwölf Prozent${inlineToken(2)}.`],
      [bySource(records, 'Thank the team.'), 'Dem Team danken.'],
      [bySource(records, 'South & East'), 'Süden & Osten'],
    ]);
    expect(partOf(translated, 'ppt/slides/slide2.xml')).toContain(
      '<a:r><a:rPr lang="de" b="1"/><a:t>zwölf Prozent</a:t></a:r>',
    );
    expect(partOf(translated, 'ppt/notesSlides/notesSlide2.xml')).toContain('Dem Team danken.');
    expect(partOf(translated, 'ppt/charts/chart1.xml')).toContain('<c:v>Süden &amp; Osten</c:v>');
    expect(partOf(translated, 'ppt/slideMasters/slideMaster1.xml')).toBe(
      partOf(deck.content, 'ppt/slideMasters/slideMaster1.xml'),
    );

    await expectXliffRoundTrip(t, manager, document.id);
    await expectCutShortRefused(manager, deck, /^The PowerPoint presentation \(\.pptx\) is damaged/);
  });

  it('imports a workbook cell by cell with rich text as codes, and downloads it untouched or translated', async () => {
    const manager = await t.signIn('manager');
    const prices = { name: 'Prices.xlsx', content: pricesXlsx(), mediaType: XLSX_MEDIA_TYPE };
    const { document, records } = await importedUntouched(t, manager, prices, { type: 'XLSX', records_count: 8 });
    const oak = bySource(records, 'Oak table.');
    expect(oak).toMatchObject({ unit_id: 'sheet1/A2', segment_id: '1', context: 'Sheet "Prices" A2' });
    expect(oak.codes.map((code) => code.xml)).toEqual([
      '<r><rPr><b/><sz val="11"/><rFont val="Calibri"/></rPr><t>',
      '</t></r>',
    ]);

    const translated = await translatedDownload(manager, document.id, [
      [oak, `${inlineToken(1)}Eichen${inlineToken(2)}tisch.`],
      [bySource(records, 'Product'), 'Produkt'],
    ]);
    const strings = partOf(translated, 'xl/sharedStrings.xml');
    expect(strings).toContain('<si><t xml:space="preserve">Produkt</t></si>');
    expect(strings).toContain('<t xml:space="preserve">Eichen</t></r><r><t xml:space="preserve">tisch.</t></r>');
    expect(partOf(translated, 'xl/worksheets/sheet2.xml')).toBe(partOf(prices.content, 'xl/worksheets/sheet2.xml'));

    await expectXliffRoundTrip(t, manager, document.id);
    await expectCutShortRefused(manager, prices, /^The Excel workbook \(\.xlsx\) is damaged/);
  });

  it('imports an OpenDocument text with its footnote and header, and downloads it untouched or translated', async () => {
    const manager = await t.signIn('manager');
    const manual = { name: 'Manual.odt', content: manualOdt(), mediaType: ODT_MEDIA_TYPE };
    const { document, records } = await importedUntouched(t, manager, manual, { type: 'ODF', records_count: 12 });
    expect(records.map((r) => r.context)).toEqual(
      expect.arrayContaining(['Footnote 1', 'Comment 1 (Ana)', 'Header', 'Footer']),
    );
    const starts = bySource(records, 'The device starts in three seconds.');
    expect(starts.codes.map((code) => code.xml)).toEqual(['<text:span text:style-name="T1">', '</text:span>']);

    const translated = await translatedDownload(manager, document.id, [
      [starts, `Das Gerät startet in ${inlineToken(1)}drei${inlineToken(2)} Sekunden.`],
      [bySource(records, 'Confidential'), 'Vertraulich'],
    ]);
    expect(partOf(translated, 'content.xml')).toContain(
      '<text:p text:style-name="Tessera_1">Das Gerät startet in <text:span text:style-name="T1">drei</text:span> Sekunden. Read',
    );
    // Paragraphs naming no style get one saying the target language, in the part they are in.
    expect(partOf(translated, 'content.xml')).toContain(
      '<style:style style:name="Tessera_1" style:family="paragraph"><style:text-properties fo:language="de"/></style:style>',
    );
    expect(partOf(translated, 'styles.xml')).toContain(
      '<style:header><text:p text:style-name="Tessera_1">Vertraulich</text:p></style:header>',
    );
    expect(translated.subarray(0, 80).toString('latin1')).toContain('mimetypeapplication/vnd.oasis.opendocument.text');

    await expectXliffRoundTrip(t, manager, document.id);
    await expectCutShortRefused(manager, manual, /^The OpenDocument file \(\.odt, \.ods, \.odp\) is damaged/);
  });
});
