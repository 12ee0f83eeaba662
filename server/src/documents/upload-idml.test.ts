import { expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import { inlineText, inlineToken, type DocumentPreview, type DocumentRecord } from '@tessera/shared/contract';
import { brochureIdml, interviewIdml } from '../formats/idml/idml-fixtures.test-helper.ts';
import { taggedTexts } from '../formats/idml/idml.test-helper.ts';
import { MAX_PART_RATIO } from '../formats/office/zip-package.ts';
import { unzip, zip } from '../formats/xlsx/zip.test-helper.ts';
import { describeWithDatabases } from '../test/harness.ts';
import { countRows, documentOf, recordsOf, save, uploadDocument } from './upload.test-helper.ts';

/**
 * InDesign packages through the API: upload, the records with their codes and places, the preview, saves, the
 * download (untouched: the upload itself; translated: only the story parts changed, well-formed), the XLIFF export
 * read back, and bad packages refused with 422 naming the part. The format's own tests cover the rest.
 */

const LANGUAGES = { source_lang: 'en', target_lang: 'de' };
const FIRST_STORY = 'Stories/Story_u1d8.xml';
const bySource = (records: DocumentRecord[], source: string) => records.find((r) => inlineText(r.source) === source)!;
const entries = (file: Buffer) => new Map(unzip(file).map((entry) => [entry.name, entry.data]));
/** The package with its entry `name` holding `data`, the others as they were (`mimetype` stored). */
const withEntry = (file: Buffer, name: string, data: Buffer) =>
  zip(unzip(file).map((e) => (e.name === name ? { name, data } : { ...e, stored: e.name === 'mimetype' })));

/** Parses XML with saxes (not the reader the format uses), throwing at the first error. */
function parseXml(text: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(text).close();
}

describeWithDatabases('InDesign documents', (t) => {
  it('imports a package with its stories, codes and places, and downloads it untouched or translated', async () => {
    const manager = await t.signIn('manager');
    const original = brochureIdml();
    const response = await uploadDocument(t, manager, LANGUAGES, { name: 'Brochure.idml', content: original });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'IDML', records_count: 11 });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => r.context)).toEqual(
      expect.arrayContaining(['Story 1', 'Story 1, footnote 1', 'Story 1, table 1, row 2, cell 1', 'Story 2']),
    );
    const tour = bySource(records, 'The tour starts at nine o’clock.');
    expect(tour.codes.map((code) => code.xml)).toEqual([
      '<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]" FontStyle="Bold">',
      '</CharacterStyleRange>',
    ]);

    const untouched = await manager.inject(`/api/document/${document.id}/download`);
    expect(untouched.statusCode).toBe(200);
    expect(untouched.headers['content-type']).toBe('application/vnd.adobe.indesign-idml-package');
    expect(untouched.rawPayload.equals(original)).toBe(true);

    await save(manager, tour, `Die Tour beginnt um ${inlineToken(1)}neun${inlineToken(2)} Uhr.`);
    await save(manager, bySource(records, 'Monday'), 'Montag');
    const translated = (await manager.inject(`/api/document/${document.id}/download`)).rawPayload;
    const before = entries(original);
    const after = entries(translated);
    expect([...after.keys()]).toEqual([...before.keys()]);
    const changed = [...after].filter(([name, data]) => !data.equals(before.get(name)!)).map(([name]) => name);
    expect(changed).toEqual([FIRST_STORY]);
    const story = after.get(FIRST_STORY)!.toString('utf8');
    expect(() => parseXml(story)).not.toThrow();
    expect(story).toContain('FontStyle="Bold"><Content>neun</Content></CharacterStyleRange>');
    expect(story).toContain('<Content>Montag</Content>');
    expect(translated.subarray(0, 120).toString('latin1')).toContain(
      'mimetypeapplication/vnd.adobe.indesign-idml-package',
    );

    // XLIFF 2.0 export, uploaded again: the same segments, codes and targets.
    const xliff = await manager.inject(`/api/document/${document.id}/download?as=xliff`);
    expect(xliff.statusCode, xliff.body).toBe(200);
    const again = await uploadDocument(t, manager, {}, { name: 'export.xlf', content: xliff.body });
    expect(again.statusCode, again.body).toBe(202);
    const essence = (record: DocumentRecord) => [record.source, record.target, record.codes.length];
    expect((await recordsOf(manager, again.json().id)).map(essence)).toEqual(
      (await recordsOf(manager, document.id)).map(essence),
    );
  });

  it('imports every line inside XML structure elements and downloads each translation inside its element', async () => {
    const manager = await t.signIn('manager');
    const original = interviewIdml();
    const french = { source_lang: 'fr', target_lang: 'en' };
    const response = await uploadDocument(t, manager, french, { name: 'Interview.idml', content: original });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'IDML', records_count: 11 });
    const records = await recordsOf(manager, document.id);
    // The question's second line, after a break inside its tag.
    expect(bySource(records, 'et la valeur ajoutée de votre agence ?')).toMatchObject({
      unit_id: 'story1/1.2',
      context: 'Story 1',
    });
    // Every record translated (into capitals: codes are no letters and stay where they were).
    const translation = (source: string) => source.toUpperCase();
    for (const record of records) await save(manager, record, translation(record.source));
    const translated = (await manager.inject(`/api/document/${document.id}/download`)).rawPayload;
    const story = entries(translated).get('Stories/Story_u1f0.xml')!.toString('utf8');
    expect(() => parseXml(story)).not.toThrow();
    expect(taggedTexts(story).di2i3i1).toBe(
      'STÉPHANE GUERRA PARLEZ-NOUS DE L’HISTOIRE\nET LA VALEUR AJOUTÉE DE VOTRE AGENCE ?',
    );
    // The download read again as a new document: every record is a translation, none left in French.
    const again = await uploadDocument(t, manager, french, { name: 'Interview-en.idml', content: translated });
    expect(again.statusCode, again.body).toBe(202);
    expect((await recordsOf(manager, again.json().id)).map((r) => [r.unit_id, r.source])).toEqual(
      records.map((r) => [r.unit_id, translation(r.source)]),
    );
  });

  it('previews the stories as headings, paragraphs, notes and table cells', async () => {
    const manager = await t.signIn('manager');
    const upload = await uploadDocument(t, manager, LANGUAGES, { name: 'Brochure.idml', content: brochureIdml() });
    const response = await manager.inject(`/api/document/${upload.json().id}/preview`);
    expect(response.statusCode, response.body).toBe(200);
    const { blocks } = response.json() as DocumentPreview;
    expect(blocks.map((block) => [block.kind, block.segments.map((s) => inlineText(s.source)).join(' ')])).toEqual([
      ['heading', 'Lisbon in a Day'],
      ['paragraph', 'The tour starts at nine o’clock. Bring water & a hat.'],
      ['paragraph', 'Visit the castle first.It opens early.'],
      ['note', ' Closed on Mondays.'],
      ['paragraph', 'Book at our website.'],
      ['table-cell', 'Day'],
      ['table-cell', 'Price'],
      ['table-cell', 'Monday'],
      // The price, a number: no segment, its value drawn in its cell.
      ['table-cell', ''],
      ['paragraph', 'مرحبا بكم في لشبونة.'],
      ['paragraph', '東京から来ました。 Printed copies only.'],
    ]);
    expect(blocks[8]).toMatchObject({ cell: { table: 1, row: 2, col: 2 }, value: '10 €' });
    expect(blocks[1]!.segments[0]!.codes[0]!.styles).toEqual(['bold']);
    expect(blocks[4]!.segments[0]!.codes[0]!.styles).toEqual(['link']);
  });

  it('refuses damaged, renamed and hostile packages with 422 naming the part, creating nothing', async () => {
    const manager = await t.signIn('manager');
    const original = brochureIdml();
    const refused = async (content: Buffer, message: RegExp) => {
      const before = await countRows(t);
      const response = await uploadDocument(t, manager, LANGUAGES, { name: 'Brochure.idml', content });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message).toMatch(message);
      expect(await countRows(t)).toBe(before);
    };
    await refused(
      original.subarray(0, original.length - 30),
      /^The InDesign IDML package \(\.idml\) is damaged: its ZIP directory is missing or cut short/,
    );
    await refused(
      Buffer.from('%PDF-1.7\n'),
      /^This file is a PDF document, not an InDesign IDML package \(\.idml\)\.$/,
    );
    await refused(
      zip([...unzip(original), { name: '../evil.xml', data: Buffer.from('<x/>') }]),
      /holds an entry named "\.\.\/evil\.xml", which points outside the package/,
    );
    await refused(
      withEntry(original, FIRST_STORY, Buffer.alloc(MAX_PART_RATIO * 20_000, 0x20)),
      /^The part Stories\/Story_u1d8\.xml unpacks to \d+ times its packed size .* zip bomb/,
    );
    await refused(
      withEntry(
        original,
        FIRST_STORY,
        Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE s [<!ENTITY a "aaaa">]>\n<idPkg:Story>&a;</idPkg:Story>'),
      ),
      /^The part Stories\/Story_u1d8\.xml is not well-formed: .*DOCTYPE/,
    );
  });
});
