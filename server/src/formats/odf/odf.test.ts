import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { hasLibreOffice, libreOfficeConvert } from '../document-validators.test-helper.ts';
import { pricesXlsx } from '../xlsx-document/xlsx-document-fixtures.test-helper.ts';
import { unzip, zip } from '../xlsx/zip.test-helper.ts';
import { odfFormat } from './odf.ts';
import { inventoryOds, manualOdt, ODF_FIXTURE_FILES, slidesOdp } from './odf-fixtures.test-helper.ts';
import { formatTestKit, readable, part, refusal } from '../office/format-test-kit.test-helper.ts';

const { segmentsOf, mergedFile, translatedAll } = formatTestKit(odfFormat);

describe('OpenDocument files', () => {
  it.each(Object.entries(ODF_FIXTURE_FILES))('has %s as its XML builds it', (file, build) => {
    expect(readFileSync(new URL(`../${file}`, import.meta.url)).equals(build())).toBe(true);
  });

  it('reads a text document: spans and links as codes, spaces, tabs, breaks and notes as placeholders', async () => {
    const segments = await segmentsOf(manualOdt());
    expect(segments.map((s) => [s.unitId, readable(s), s.context])).toEqual([
      ['content/1', 'User Manual', null],
      ['content/2', 'The device starts in {<1>}three{</1>} seconds.', null],
      ['content/2', 'Read {<1>}the guide{</1>} first.', null],
      ['content/3', 'Code:{⇥}A-12{↵}Keep{␣}it dry.{[footnote]}', null],
      ['content/4', 'Tested at 20 °C.', 'Footnote 1'],
      ['content/5', 'Charge it fully.{[comment]}', null],
      ['content/6', 'Check this value.', 'Comment 1'],
      ['content/7', 'Unpack the box.', null],
      ['content/8', 'Cable', 'Table "Parts" row 1 cell 1'],
      ['content/9', '2 m', 'Table "Parts" row 1 cell 2'],
      ['styles/1', 'Confidential', 'Header'],
      ['styles/2', 'Page {[page number]}', 'Footer'],
    ]);
    // For the editor's preview: the heading and its level, notes, the list item, the table's cells.
    expect(segments.map((s) => s.block && [s.block.kind, s.block.level ?? s.block.cell?.col ?? null])).toEqual([
      ['heading', 1],
      ['paragraph', null],
      ['paragraph', null],
      ['paragraph', null],
      ['note', null],
      ['paragraph', null],
      ['note', null],
      ['list-item', 1],
      ['table-cell', 1],
      ['table-cell', 2],
      ['paragraph', null],
      ['paragraph', null],
    ]);
  });

  it('reads the text cells of a spreadsheet by their addresses, never numbers or formulas', async () => {
    const segments = await segmentsOf(inventoryOds());
    expect(segments.map((s) => [readable(s), s.context])).toEqual([
      ['Item', 'Sheet "Stock" A1'],
      ['Count', 'Sheet "Stock" B1'],
      ['Oak chair.', 'Sheet "Stock" A2'],
      ['Solid wood.', 'Sheet "Stock" A2'],
      ['Checked', 'Sheet "Stock" C5'],
    ]);
  });

  it('reads slides and their notes', async () => {
    const segments = await segmentsOf(slidesOdp(), { source: 'ja', target: 'ar' });
    expect(segments.map((s) => [readable(s), s.context])).toEqual([
      ['会社概要', 'Slide 1'],
      ['私たちは東京にあります。', 'Slide 1'],
      ['{<1>}十年{</1>}の経験があります。', 'Slide 1'],
      ['ゆっくり話してください。', 'Slide 1, notes'],
    ]);
  });

  it('writes a footnote inside its paragraph, spaces as text:s, and keeps mimetype first and stored', async () => {
    const original = manualOdt();
    const segments = await segmentsOf(original);
    const { mediaType, bytes } = await mergedFile(original, [
      {
        position: 3,
        target: segments[3]!.source.replace('Keep', 'Trocken').replace('it dry.', 'halten.'),
        approved: true,
      },
      { position: 4, target: 'Bei 20 °C  geprüft.', approved: true },
    ]);
    expect(mediaType).toBe('application/vnd.oasis.opendocument.text');
    expect(part(bytes, 'content.xml')).toContain(
      'Trocken<text:s text:c="2"/>halten.<text:note text:id="ftn1" text:note-class="footnote">' +
        '<text:note-citation>1</text:note-citation><text:note-body><text:p>Bei 20 °C <text:s/>geprüft.</text:p>',
    );
    expect(part(bytes, 'styles.xml')).toBe(part(original, 'styles.xml'));
    // The first entry's local header: the name mimetype, stored (method 0), its content uncompressed.
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(bytes.toString('latin1', 30, 38)).toBe('mimetype');
    expect(bytes.subarray(0, 200).toString('latin1')).toContain('application/vnd.oasis.opendocument.text');
  });

  it.skipIf(!hasLibreOffice)(
    'writes text documents and spreadsheets LibreOffice converts without error',
    async () => {
      const text = libreOfficeConvert(await translatedAll(manualOdt(), (s) => `Ü ${s}`), 'manual.odt', 'txt:Text');
      expect(text.toString('utf8')).toContain('Ü The device starts in three seconds. Ü Read the guide first.');
      const sheet = libreOfficeConvert(
        await translatedAll(inventoryOds(), (s) => `Ü ${s}`),
        'inventory.ods',
        'csv:Text - txt - csv (StarCalc):44,34,76',
      ).toString('utf8');
      expect(sheet).toContain('Ü Oak chair. Ü Solid wood.,12,24');
    },
    120_000,
  );

  it('refuses a part that is not well-formed and files of other kinds, naming them', async () => {
    const entries = unzip(manualOdt());
    const withContent = (xml: string) =>
      zip(entries.map((e) => (e.name === 'content.xml' ? { name: e.name, data: Buffer.from(xml) } : e)));
    expect(await refusal(segmentsOf(withContent('<office:document-content><office:body>')))).toMatch(
      /^The part content\.xml is not well-formed: Malformed XML at line 1, column \d+/,
    );
    expect(await refusal(segmentsOf(pricesXlsx()))).toBe(
      'This file is an Excel workbook (.xlsx), not an OpenDocument file (.odt, .ods, .odp).',
    );
  });
});
