import { expect, it } from 'vitest';
import { inlineText, inlineToken, type DocumentRecord } from '@tessera/shared/contract';
import { manualOdt } from '../formats/odf/odf-fixtures.test-helper.ts';
import { deckPptx } from '../formats/pptx/pptx-fixtures.test-helper.ts';
import { pricesXlsx } from '../formats/xlsx-document/xlsx-document-fixtures.test-helper.ts';
import { unzip } from '../formats/xlsx/zip.test-helper.ts';
import { describeWithDatabases, type Client } from '../test/harness.ts';
import { countRows, documentOf, recordsOf, save, uploadDocument } from './upload.test-helper.ts';

/**
 * PowerPoint, Excel and OpenDocument files through the API: upload, the records with their codes and places,
 * saves, the download with the translations in place (untouched: the upload itself), the XLIFF export read
 * back, and a damaged file refused. One test per format: the formats' own tests cover the rest.
 */

const LANGUAGES = { source_lang: 'en', target_lang: 'de' };
const bySource = (records: DocumentRecord[], source: string) => records.find((r) => inlineText(r.source) === source)!;
const part = (file: Buffer, name: string) =>
  unzip(file)
    .find((e) => e.name === name)!
    .data.toString('utf8');

/** A file with its last bytes (the end of its ZIP directory) cut off. */
const cutShort = (file: Buffer) => file.subarray(0, file.length - 30);

describeWithDatabases('Office documents', (t) => {
  /** The XLIFF 2.0 export of a document, uploaded again, gives the same segments, codes and targets. */
  async function expectXliffRoundTrip(user: Client, id: number) {
    const xliff = await user.inject(`/api/document/${id}/download?as=xliff`);
    expect(xliff.statusCode, xliff.body).toBe(200);
    const again = await uploadDocument(t, user, {}, { name: 'export.xlf', content: xliff.body });
    expect(again.statusCode, again.body).toBe(202);
    const essence = (record: DocumentRecord) => [record.source, record.target, record.codes.length];
    expect((await recordsOf(user, again.json().id)).map(essence)).toEqual((await recordsOf(user, id)).map(essence));
  }

  /** A damaged file is refused with 422 naming what is wrong, and nothing is created. */
  async function expectRefused(user: Client, name: string, content: Buffer, message: RegExp) {
    const before = await countRows(t);
    const response = await uploadDocument(t, user, LANGUAGES, { name, content });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toMatch(message);
    expect(await countRows(t)).toBe(before);
  }

  it('imports a presentation with its slides, notes and codes, and downloads it untouched or translated', async () => {
    const manager = await t.signIn('manager');
    const original = deckPptx();
    const response = await uploadDocument(t, manager, LANGUAGES, { name: 'Deck.pptx', content: original });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'PPTX', records_count: 15 });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => r.context)).toEqual(
      expect.arrayContaining(['Slide 1', 'Slide 1, notes', 'Slide 1, table row 2 cell 1', 'Slide 2, chart']),
    );
    const grew = bySource(records, 'Revenue grew by twelve percent this quarter.');
    expect(grew.codes).toEqual([
      { id: 1, kind: 'open', label: '<1>', xml: '<a:r><a:rPr b="1"/><a:t>' },
      { id: 2, kind: 'close', label: '</1>', xml: '</a:t></a:r>' },
    ]);

    const untouched = await manager.inject(`/api/document/${document.id}/download`);
    expect(untouched.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(untouched.rawPayload.equals(original)).toBe(true);

    await save(manager, grew, `Der Umsatz stieg um ${inlineToken(1)}zwölf Prozent${inlineToken(2)}.`);
    await save(manager, bySource(records, 'Thank the team.'), 'Dem Team danken.');
    const translated = (await manager.inject(`/api/document/${document.id}/download`)).rawPayload;
    expect(part(translated, 'ppt/slides/slide2.xml')).toContain(
      '<a:r><a:rPr lang="de" b="1"/><a:t>zwölf Prozent</a:t></a:r>',
    );
    expect(part(translated, 'ppt/notesSlides/notesSlide2.xml')).toContain('Dem Team danken.');
    expect(part(translated, 'ppt/slideMasters/slideMaster1.xml')).toBe(
      part(original, 'ppt/slideMasters/slideMaster1.xml'),
    );

    await expectXliffRoundTrip(manager, document.id);
    await expectRefused(manager, 'Deck.pptx', cutShort(original), /^The PowerPoint presentation \(\.pptx\) is damaged/);
  });

  it('imports a workbook cell by cell with rich text as codes, and downloads it untouched or translated', async () => {
    const manager = await t.signIn('manager');
    const original = pricesXlsx();
    const response = await uploadDocument(t, manager, LANGUAGES, { name: 'Prices.xlsx', content: original });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'XLSX', records_count: 7 });
    const records = await recordsOf(manager, document.id);
    const oak = bySource(records, 'Oak table.');
    expect(oak).toMatchObject({ unit_id: 'strings/3', segment_id: '1', context: 'Sheet "Prices" A2' });
    expect(oak.codes.map((code) => code.xml)).toEqual([
      '<r><rPr><b/><sz val="11"/><rFont val="Calibri"/></rPr><t>',
      '</t></r>',
    ]);

    const untouched = await manager.inject(`/api/document/${document.id}/download`);
    expect(untouched.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(untouched.rawPayload.equals(original)).toBe(true);

    await save(manager, oak, `${inlineToken(1)}Eichen${inlineToken(2)}tisch.`);
    await save(manager, bySource(records, 'Product'), 'Produkt');
    const translated = (await manager.inject(`/api/document/${document.id}/download`)).rawPayload;
    const strings = part(translated, 'xl/sharedStrings.xml');
    expect(strings).toContain('<si><t xml:space="preserve">Produkt</t></si>');
    expect(strings).toContain('<t xml:space="preserve">Eichen</t></r><r><t xml:space="preserve">tisch.</t></r>');
    expect(part(translated, 'xl/worksheets/sheet2.xml')).toBe(part(original, 'xl/worksheets/sheet2.xml'));

    await expectXliffRoundTrip(manager, document.id);
    await expectRefused(manager, 'Prices.xlsx', cutShort(original), /^The Excel workbook \(\.xlsx\) is damaged/);
  });

  it('imports an OpenDocument text with its footnote and header, and downloads it untouched or translated', async () => {
    const manager = await t.signIn('manager');
    const original = manualOdt();
    const response = await uploadDocument(t, manager, LANGUAGES, { name: 'Manual.odt', content: original });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'ODF', records_count: 12 });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => r.context)).toEqual(
      expect.arrayContaining(['Footnote 1', 'Comment 1', 'Header', 'Footer']),
    );
    const starts = bySource(records, 'The device starts in three seconds.');
    expect(starts.codes.map((code) => code.xml)).toEqual(['<text:span text:style-name="T1">', '</text:span>']);

    const untouched = await manager.inject(`/api/document/${document.id}/download`);
    expect(untouched.headers['content-type']).toBe('application/vnd.oasis.opendocument.text');
    expect(untouched.rawPayload.equals(original)).toBe(true);

    await save(manager, starts, `Das Gerät startet in ${inlineToken(1)}drei${inlineToken(2)} Sekunden.`);
    await save(manager, bySource(records, 'Confidential'), 'Vertraulich');
    const translated = (await manager.inject(`/api/document/${document.id}/download`)).rawPayload;
    expect(part(translated, 'content.xml')).toContain(
      '<text:p>Das Gerät startet in <text:span text:style-name="T1">drei</text:span> Sekunden. Read',
    );
    expect(part(translated, 'styles.xml')).toContain('<style:header><text:p>Vertraulich</text:p></style:header>');
    expect(translated.subarray(0, 80).toString('latin1')).toContain('mimetypeapplication/vnd.oasis.opendocument.text');

    await expectXliffRoundTrip(manager, document.id);
    await expectRefused(
      manager,
      'Manual.odt',
      cutShort(original),
      /^The OpenDocument file \(\.odt, \.ods, \.odp\) is damaged/,
    );
  });
});
