import { expect, it } from 'vitest';
import { inlineText, inlineToken } from '@tessera/shared/contract';
import { DOCUMENT_TRACKED_CHANGES_NOTE, TRACKED_CHANGES_NOTE } from '../formats/docx/docx.ts';
import { contractDocx, graphicsDocx } from '../formats/docx/docx-fixtures.test-helper.ts';
import { pythonDocxRuby, rubyDocx } from '../formats/docx/ruby-fixtures.test-helper.ts';
import { hasPythonDocx } from '../formats/document-validators.test-helper.ts';
import { MAX_PART_RATIO } from '../formats/office/zip-package.ts';
import { unzip, zip } from '../formats/xlsx/zip.test-helper.ts';
import { describeWithDatabases } from '../test/harness.ts';
import {
  bySource,
  expectRefused,
  expectXliffRoundTrip,
  importedDocument,
  importedUntouched,
  partOf,
  translatedDownload,
} from './upload.test-helper.ts';

/**
 * Word documents through the API: upload, the records with their codes and places, saves, the download with the
 * translations in the runs (untouched: the upload itself), the XLIFF export read back, and the files refused.
 */

const LANGUAGES = { source_lang: 'en', target_lang: 'de' };
const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
describeWithDatabases('Word documents', (t) => {
  it('imports a contract with its places and codes, and downloads it untouched or translated', async () => {
    const manager = await t.signIn('manager');
    const contract = { name: 'Contract.docx', content: contractDocx(), mediaType: DOCX_MEDIA_TYPE };
    const { document, records } = await importedUntouched(t, manager, contract, { type: 'DOCX', records_count: 12 });
    expect(records.map((r) => r.context)).toEqual(
      expect.arrayContaining(['Header', 'Footer', 'Footnote 2', 'Text box 1', 'Comment 1 (Ana Ruiz)']),
    );
    const fee = bySource(records, 'The fee is 950 EUR per month.');
    // The editor shows the document had tracked changes where it opens, and on each segment they touch.
    expect(records[0]!.note).toBe(DOCUMENT_TRACKED_CHANGES_NOTE);
    expect(fee).toMatchObject({ unit_id: 'document/2', segment_id: '1', note: TRACKED_CHANGES_NOTE });
    const writing = bySource(records, 'Either party may end it in writing.');
    expect(writing.codes).toEqual([
      { id: 1, kind: 'open', label: '<1>', xml: '<w:r><w:rPr><w:b/></w:rPr><w:t>' },
      { id: 2, kind: 'close', label: '</1>', xml: '</w:t></w:r>' },
    ]);

    const translated = await translatedDownload(manager, document.id, [
      [writing, `Jede Partei kann ihn ${inlineToken(1)}schriftlich${inlineToken(2)} kündigen.`],
      [bySource(records, 'Confidential'), 'Vertraulich'],
    ]);
    expect(partOf(translated, 'word/document.xml')).toContain(
      '<w:r><w:rPr><w:b/><w:lang w:val="de"/></w:rPr><w:t xml:space="preserve">schriftlich</w:t></w:r>',
    );
    expect(partOf(translated, 'word/header1.xml')).toContain('Vertraulich');
    expect(partOf(translated, 'word/footnotes.xml')).toBe(partOf(contract.content, 'word/footnotes.xml'));

    // The XLIFF 2.0 export, uploaded again, gives the same segments with their codes and the saved targets.
    expect(await expectXliffRoundTrip(t, manager, document.id)).toContain('<pc id="c1_1"');
  });

  it("imports a chart's and a SmartArt graphic's text with their places, and writes them back", async () => {
    const manager = await t.signIn('manager');
    const launch = { name: 'Launch.docx', content: graphicsDocx(), mediaType: DOCX_MEDIA_TYPE };
    const { document, records } = await importedUntouched(t, manager, launch, { type: 'DOCX', records_count: 9 });
    expect(records.slice(2).map((r) => [inlineText(r.source), r.context])).toEqual([
      ['Sales by quarter', 'Chart 1, title'],
      ['Revenue', 'Chart 1, series name'],
      ['Q1', 'Chart 1, category'],
      ['Q2', 'Chart 1, category'],
      ['EUR million', 'Chart 1, axis title'],
      ['Plan the launch.', 'SmartArt 1'],
      ['Ship it & listen.', 'SmartArt 1'],
    ]);

    const translated = await translatedDownload(manager, document.id, [
      [bySource(records, 'Sales by quarter'), 'Umsatz nach Quartal'],
      [bySource(records, 'Plan the launch.'), 'Den Start planen.'],
    ]);
    expect(partOf(translated, 'word/charts/chart1.xml')).toContain('<a:t>Umsatz nach Quartal</a:t>');
    expect(partOf(translated, 'word/diagrams/data1.xml')).toContain('<a:t>Den Start planen.</a:t>');
    expect(partOf(translated, 'word/diagrams/drawing1.xml')).toContain('<a:t>Den Start planen.</a:t>');
    expect(partOf(translated, 'word/document.xml')).toBe(partOf(launch.content, 'word/document.xml'));
    await expectXliffRoundTrip(t, manager, document.id);
  });

  it('imports the base text of phonetic guides and writes each guide back over its translation or leaves it out', async () => {
    const manager = await t.signIn('manager');
    const tenki = { name: 'Tenki.docx', content: rubyDocx() };
    const japanese = { source_lang: 'ja', target_lang: 'en' };
    const { document, records } = await importedDocument(
      t,
      manager,
      tenki,
      { type: 'DOCX', records_count: 5 },
      japanese,
    );
    const heading = bySource(records, '東京の天気');
    expect(heading.codes[0]!.xml).toContain('<w:rt>');
    // A paragraph of nothing but guides is a segment too.
    const metropolis = bySource(records, '東京都');
    const translated = await translatedDownload(manager, document.id, [
      [heading, `Weather in ${inlineToken(1)}Tokyo${inlineToken(2)}`],
      [metropolis, 'Tokyo Metropolis'],
    ]);
    if (hasPythonDocx)
      expect(pythonDocxRuby(translated).map((paragraph) => [paragraph.text, paragraph.ruby])).toEqual([
        ['Weather in Tokyo', [['Tokyo', 'とうきょう']]],
        [
          '今日は雨です。明日は晴れるでしょう。',
          [
            ['雨', 'あめ'],
            ['晴', 'は'],
          ],
        ],
        ['Tokyo Metropolis', []],
        ['注意してください。', [['注意', 'ちゅうい']]],
      ]);
    expect(await expectXliffRoundTrip(t, manager, document.id)).toContain('とうきょう');
  });

  const entries = unzip(contractDocx());
  const withPart = (name: string, data: Buffer) => zip(entries.map((e) => (e.name === name ? { name, data } : e)));
  const badChecksum = () => {
    const file = contractDocx();
    const central = file.lastIndexOf(Buffer.from('word/header1.xml')) - 46;
    file.writeUInt32LE((file.readUInt32LE(central + 16) ^ 1) >>> 0, central + 16);
    return file;
  };
  const encrypted = Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(1016),
    Buffer.from('EncryptionInfo', 'utf16le'),
    Buffer.alloc(50),
    Buffer.from('EncryptedPackage', 'utf16le'),
  ]);
  const workbook = zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
    },
  ]);
  const REFUSED = [
    {
      problem: 'a part whose checksum is wrong',
      content: badChecksum(),
      message: /^The part word\/header1\.xml is damaged: its checksum/,
    },
    {
      problem: 'a file cut short',
      content: contractDocx().subarray(0, 3000),
      message: /^The Word document \(\.docx\) is damaged: its ZIP directory is missing or cut short/,
    },
    {
      problem: 'a part that is not well-formed',
      content: withPart('word/footnotes.xml', Buffer.from('<w:footnotes><w:footnote>')),
      message: /^The part word\/footnotes\.xml is not well-formed: Malformed XML at line 1/,
    },
    {
      problem: 'a workbook renamed',
      content: workbook,
      message: /^This file is an Excel workbook \(\.xlsx\), not a Word document/,
    },
    {
      problem: 'a PDF renamed',
      content: Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
      message: /^This file is a PDF document, not a Word document/,
    },
    {
      problem: 'a password-protected document',
      content: encrypted,
      message: /^This file is a password-protected Office file/,
    },
    {
      problem: 'a zip bomb',
      content: withPart('word/document.xml', Buffer.alloc(MAX_PART_RATIO * 50_000, 0x20)),
      message: /^The part word\/document\.xml unpacks to \d+ times its packed size/,
    },
  ];

  it.each(REFUSED)('refuses $problem with 422 saying so, creating nothing', async ({ content, message }) => {
    const manager = await t.signIn('manager');
    await expectRefused(t, manager, LANGUAGES, { name: 'Contract.docx', content }, message);
  });
});
