import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { hasLibreOffice, hasOdfpy, libreOfficeConvert, odfpyParagraphs } from '../document-validators.test-helper.ts';
import { pricesXlsx } from '../xlsx-document/xlsx-document-fixtures.test-helper.ts';
import { unzip, zip } from '../xlsx/zip.test-helper.ts';
import { odfFormat } from './odf.ts';
import { odf } from './odf.test-helper.ts';
import { inventoryOds, manualOdt, ODF_FIXTURE_FILES, slidesOdp } from './odf-fixtures.test-helper.ts';
import { formatTestKit, readable, part, refusal } from '../format-test-kit.test-helper.ts';

const { segmentsOf, merged, mergedFile, translatedAll } = formatTestKit(odfFormat);

describe('OpenDocument files', () => {
  it.each(Object.entries(ODF_FIXTURE_FILES))('has %s as its XML builds it', (file, build) => {
    expect(readFileSync(new URL(`../${file}`, import.meta.url)).equals(build())).toBe(true);
  });

  it('reads a text document: spans and links as codes, spaces, tabs, breaks and notes as placeholders', async () => {
    const segments = await segmentsOf(manualOdt());
    expect(segments.map((s) => [s.unitId, readable(s), s.context])).toEqual([
      ['content/1', 'User Manual', 'Heading 1'],
      ['content/2', 'The device starts in {<1>}three{</1>} seconds.', 'Paragraph'],
      ['content/2', 'Read {<1>}the guide{</1>} first.', 'Paragraph, hyperlink'],
      ['content/3', 'Code:{⇥}A-12{↵}Keep{␣}it dry.{[footnote]}', 'Paragraph'],
      ['content/4', 'Tested at 20 °C.', 'Footnote 1'],
      ['content/5', 'Charge it fully.{[comment]}', 'Paragraph'],
      ['content/6', 'Check this value.', 'Comment 1 (Ana)'],
      ['content/7', 'Unpack the box.', 'List item, level 1'],
      ['content/8', 'Cable', 'Table "Parts", row 1, cell 1'],
      ['content/9', '2 m', 'Table "Parts", row 1, cell 2'],
      ['styles/1', 'Confidential', 'Header'],
      ['styles/2', 'Page {[page number]}', 'Footer'],
    ]);
    // The place as parts, which the editor says in its interface's language.
    expect(segments.map((s) => s.place)).toEqual([
      [{ kind: 'heading', level: 1 }],
      [{ kind: 'paragraph' }],
      [{ kind: 'paragraph' }, { kind: 'hyperlink' }],
      [{ kind: 'paragraph' }],
      [{ kind: 'footnote', label: '1' }],
      [{ kind: 'paragraph' }],
      [{ kind: 'comment', number: 1, author: 'Ana' }],
      [{ kind: 'list-item', level: 1 }],
      [
        { kind: 'table', number: 1, name: 'Parts' },
        { kind: 'cell', row: 1, column: 1 },
      ],
      [
        { kind: 'table', number: 1, name: 'Parts' },
        { kind: 'cell', row: 1, column: 2 },
      ],
      [{ kind: 'header', pages: null }],
      [{ kind: 'footer', pages: null }],
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

  it('reads the blocks of sections, nested or not, in document order, and writes their translations in place', async () => {
    // The body is read block by block as it comes (see readContent): sections only hold blocks.
    const original = odf(
      'text',
      '<text:sequence-decls><text:sequence-decl text:display-outline-level="0" text:name="Table"/></text:sequence-decls>' +
        '<text:p text:style-name="P1">Before.</text:p>' +
        '<text:section text:name="A"><text:p>In A.</text:p>' +
        '<text:section text:name="B"><text:list><text:list-item><text:p>Item in B.</text:p></text:list-item></text:list>' +
        '<table:table table:name="T"><table:table-row><table:table-cell><text:p>Cell.</text:p></table:table-cell>' +
        '</table:table-row></table:table></text:section></text:section>' +
        '<text:p>After.</text:p>',
      '<style:style style:name="P1" style:family="paragraph"/>',
    );
    const segments = await segmentsOf(original);
    expect(segments.map((s) => [readable(s), s.context, s.block?.kind])).toEqual([
      ['Before.', 'Paragraph', 'paragraph'],
      ['In A.', 'Paragraph', 'paragraph'],
      ['Item in B.', 'List item, level 1', 'list-item'],
      ['Cell.', 'Table "T", row 1, cell 1', 'table-cell'],
      ['After.', 'Paragraph', 'paragraph'],
    ]);
    const content = part(await translatedAll(original, (source) => source.replace('.', '!')), 'content.xml');
    expect(content).toContain(
      '<text:p text:style-name="P1">Before!</text:p><text:section text:name="A"><text:p text:style-name="Tessera_1">In A!</text:p>' +
        '<text:section text:name="B"><text:list><text:list-item><text:p text:style-name="Tessera_1">Item in B!</text:p>',
    );
    expect(content).toContain('<text:p text:style-name="Tessera_1">After!</text:p></office:text>');
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
        '<text:note-citation>1</text:note-citation><text:note-body><text:p text:style-name="Tessera_1">Bei 20 °C <text:s/>geprüft.</text:p>',
    );
    // The header and footer are not translated: the styles they and the common styles are in stay as they were.
    expect(part(bytes, 'styles.xml')).toBe(part(original, 'styles.xml'));
    // The first entry's local header: the name mimetype, stored (method 0), its content uncompressed.
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(bytes.toString('latin1', 30, 38)).toBe('mimetype');
    expect(bytes.subarray(0, 200).toString('latin1')).toContain('application/vnd.oasis.opendocument.text');
  });

  it('reads spans as formatting, as LibreOffice writes one around every run: codes only where a sentence differs', async () => {
    const original = odf(
      'presentation',
      '<draw:page draw:name="page1"><draw:frame><draw:text-box>' +
        '<text:p><text:span text:style-name="T1">Revenue grew by </text:span><text:span text:style-name="T2">twelve</text:span>' +
        '<text:span text:style-name="T3"> percent.</text:span><text:span text:style-name="T1"> Costs fell.</text:span></text:p>' +
        '<text:p><text:span text:style-name="T1">See </text:span><text:span text:style-name="T1"><text:a xlink:href="https://example.com/">the report</text:a></text:span>' +
        '<text:span text:style-name="T1"><text:line-break/>now.</text:span></text:p>' +
        '</draw:text-box></draw:frame></draw:page>',
      // T3 differs from T1 in its language and revision id alone; T2 is bold.
      '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-size="32pt" fo:language="en" fo:country="US" xmlns:officeooo="http://openoffice.org/2009/office" officeooo:rsid="0001"/></style:style>' +
        '<style:style style:name="T2" style:family="text"><style:text-properties fo:font-size="32pt" fo:font-weight="bold" fo:language="en" fo:country="US"/></style:style>' +
        '<style:style style:name="T3" style:family="text"><style:text-properties fo:font-size="32pt" fo:language="en" fo:country="GB" xmlns:officeooo="http://openoffice.org/2009/office" officeooo:rsid="0002"/></style:style>',
    );
    const segments = await segmentsOf(original);
    expect(segments.map(readable)).toEqual([
      'Revenue grew by {<1>}twelve{</1>} percent.',
      'Costs fell.',
      'See {<1>}the report{</1>}{↵}now.',
    ]);
    expect(segments[0]!.codes.map((code) => code.xml)).toEqual(['<text:span text:style-name="T2">', '</text:span>']);
    const bytes = await merged(original, [
      {
        position: 0,
        target: segments[0]!.source
          .replace('Revenue grew by ', 'Der Umsatz wuchs um ')
          .replace('twelve', 'zwölf')
          .replace(' percent.', ' Prozent.'),
        approved: true,
      },
      {
        position: 2,
        target: segments[2]!.source
          .replace('See ', 'Siehe ')
          .replace('the report', 'den Bericht')
          .replace('now.', 'jetzt.'),
        approved: true,
      },
    ]);
    // Each translation written in the spans of its sentence and of its formatting.
    const content = part(bytes, 'content.xml');
    expect(content).toContain(
      '<text:p text:style-name="Tessera_1"><text:span text:style-name="T1">Der Umsatz wuchs um </text:span><text:span text:style-name="T2">zwölf</text:span>' +
        '<text:span text:style-name="T1"> Prozent.</text:span><text:span text:style-name="T1"> </text:span>' +
        '<text:span text:style-name="T1">Costs fell.</text:span></text:p>',
    );
    expect(content).toContain(
      '<text:span text:style-name="T1">Siehe </text:span><text:a xlink:href="https://example.com/"><text:span text:style-name="T1">den Bericht</text:span></text:a>' +
        '<text:span text:style-name="T1"><text:line-break/></text:span><text:span text:style-name="T1">jetzt.</text:span></text:p>',
    );
    expect((await segmentsOf(bytes)).map(readable)).toEqual([
      'Der Umsatz wuchs um {<1>}zwölf{</1>} Prozent.',
      'Costs fell.',
      'Siehe {<1>}den Bericht{</1>}{↵}jetzt.',
    ]);
  });

  it('reads and writes the text of a shape anchored in a paragraph, as LibreOffice writes a Word text box', async () => {
    const original = odf(
      'text',
      '<text:p>Terms apply.<draw:custom-shape text:anchor-type="char" draw:name="Text Box 1" svg:width="5cm" svg:height="1cm">' +
        '<text:p>Signed copies go to the registry.</text:p><draw:enhanced-geometry draw:type="rectangle"/></draw:custom-shape></text:p>' +
        '<text:p><draw:g><draw:rect svg:width="2cm" svg:height="1cm"><text:p>Keep out.</text:p></draw:rect></draw:g></text:p>',
    );
    const segments = await segmentsOf(original);
    // A paragraph holding nothing but a group of shapes is no segment; the text in the shapes is.
    expect(segments.map(readable)).toEqual(['Terms apply.{[shape]}', 'Signed copies go to the registry.', 'Keep out.']);
    const bytes = await merged(original, [
      { position: 1, target: 'Unterschriebene Exemplare gehen an das Register.', approved: true },
      { position: 2, target: 'Betreten verboten.', approved: true },
    ]);
    const content = part(bytes, 'content.xml');
    expect(content).toContain(
      '<text:p>Terms apply.<draw:custom-shape text:anchor-type="char" draw:name="Text Box 1" svg:width="5cm" svg:height="1cm">' +
        '<text:p text:style-name="Tessera_1">Unterschriebene Exemplare gehen an das Register.</text:p><draw:enhanced-geometry draw:type="rectangle"/></draw:custom-shape></text:p>',
    );
    expect(content).toContain(
      '<draw:rect svg:width="2cm" svg:height="1cm"><text:p text:style-name="Tessera_1">Betreten verboten.</text:p></draw:rect>',
    );
    expect((await segmentsOf(bytes)).map((segment) => segment.sourceText)).toEqual([
      'Terms apply.',
      'Unterschriebene Exemplare gehen an das Register.',
      'Betreten verboten.',
    ]);
  });

  describe('the target language', () => {
    /**
     * A heading in a common style aligned left, a paragraph in an automatic style aligned to the start and saying
     * English (and Arabic for complex script), a paragraph naming no style, and one in another automatic style
     * left untranslated; a header naming no style.
     */
    const styled = () =>
      odf(
        'text',
        '<text:h text:style-name="Heading_20_1" text:outline-level="1">Safety</text:h>' +
          '<text:p text:style-name="P1">Keep it dry.</text:p>' +
          '<text:p>Unplug it first.</text:p>' +
          '<text:p text:style-name="P2">Model 7</text:p>',
        '<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard">' +
          '<style:paragraph-properties fo:text-align="start" fo:margin-top="0cm"/>' +
          '<style:text-properties fo:language="en" fo:country="US" style:language-complex="ar" style:country-complex="SA"/>' +
          '</style:style>' +
          '<style:style style:name="P2" style:family="paragraph"><style:text-properties fo:language="en" fo:country="US"/></style:style>',
        '<style:header><text:p>Confidential</text:p></style:header>',
        '<style:style style:name="Standard" style:family="paragraph"/>' +
          '<style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" ' +
          'style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="left"/></style:style>',
      );
    const HE = { source: 'en', target: 'he' };
    const translate = async (languages: typeof HE) => {
      const original = styled();
      const segments = await segmentsOf(original, languages);
      const edits = ['Safety', 'Keep it dry.', 'Unplug it first.', 'Confidential'].map((source) => ({
        position: segments.findIndex((s) => s.source === source),
        target: `[${languages.target}] ${source}`,
        approved: true,
      }));
      return { original, bytes: await merged(original, edits, languages) };
    };

    it('writes the paragraphs translated into Hebrew right to left, in Hebrew, through their styles', async () => {
      const { original, bytes } = await translate(HE);
      const content = part(bytes, 'content.xml');
      // The automatic style: right to left (its alignment to the start is the right edge already), Hebrew as
      // its complex-script language with no country left from Saudi Arabia; the Latin-script language kept.
      expect(content).toContain(
        '<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard">' +
          '<style:paragraph-properties fo:text-align="start" fo:margin-top="0cm" style:writing-mode="rl-tb"/>' +
          '<style:text-properties fo:language="en" fo:country="US" style:language-complex="he"/></style:style>',
      );
      // The paragraph naming no style gets one of its own; the untranslated paragraph's style stays as it was.
      expect(content).toContain('<text:p text:style-name="Tessera_1">[he] Unplug it first.</text:p>');
      expect(content).toContain(
        '<style:style style:name="Tessera_1" style:family="paragraph"><style:paragraph-properties style:writing-mode="rl-tb"/>' +
          '<style:text-properties style:language-complex="he"/></style:style></office:automatic-styles>',
      );
      expect(content).toContain(
        '<style:style style:name="P2" style:family="paragraph"><style:text-properties fo:language="en" fo:country="US"/></style:style>',
      );
      // The heading's common style, aligned to the left edge, is aligned to the start of a right-to-left line.
      const styles = part(bytes, 'styles.xml');
      expect(styles).toContain(
        'style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="start" style:writing-mode="rl-tb"/>' +
          '<style:text-properties style:language-complex="he"/></style:style>',
      );
      expect(styles).toContain('<style:style style:name="Standard" style:family="paragraph"/>');
      // The header, in styles.xml, gets an automatic style there.
      expect(styles).toContain('<style:header><text:p text:style-name="Tessera_1">[he] Confidential</text:p>');
      expect(styles).toContain(
        '<style:page-layout style:name="pm1"/><style:style style:name="Tessera_1" style:family="paragraph">',
      );
      // Every other entry as it was; the translation reads back.
      const before = new Map(unzip(original).map((e) => [e.name, e.data]));
      const changed = unzip(bytes).filter((e) => !before.get(e.name)!.equals(e.data));
      expect(changed.map((e) => e.name)).toEqual(['content.xml', 'styles.xml']);
      expect((await segmentsOf(bytes, HE)).map((s) => s.source)).toEqual([
        '[he] Safety',
        '[he] Keep it dry.',
        '[he] Unplug it first.',
        'Model 7',
        '[he] Confidential',
      ]);
    });

    it.skipIf(!hasOdfpy)('writes a Hebrew translation odfpy reads with its styles', async () => {
      const { bytes } = await translate(HE);
      expect(odfpyParagraphs(bytes)).toEqual([
        [
          '[he] Keep it dry.',
          {
            'text-align': 'start',
            'margin-top': '0cm',
            'writing-mode': 'rl-tb',
            language: 'en',
            country: 'US',
            'language-complex': 'he',
          },
        ],
        ['[he] Unplug it first.', { 'writing-mode': 'rl-tb', 'language-complex': 'he' }],
        ['Model 7', { language: 'en', country: 'US' }],
        ['[he] Safety', { 'text-align': 'start', 'writing-mode': 'rl-tb', 'language-complex': 'he' }],
      ]);
    });

    it("tells the target language to a span's style that names a language itself, as LibreOffice gives every run", async () => {
      const original = odf(
        'presentation',
        '<draw:page draw:name="page1"><draw:frame><draw:text-box>' +
          '<text:p><text:span text:style-name="T1">Keep it dry.</text:span> <text:span text:style-name="T2">Now.</text:span></text:p>' +
          '<text:p><text:span text:style-name="T3">Model 7</text:span></text:p>' +
          '</draw:text-box></draw:frame></draw:page>',
        '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-size="32pt" fo:language="en" fo:country="US"/></style:style>' +
          '<style:style style:name="T2" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>' +
          '<style:style style:name="T3" style:family="text"><style:text-properties fo:language="en" fo:country="GB"/></style:style>',
      );
      const segments = await segmentsOf(original);
      const bytes = await merged(
        original,
        [{ position: 0, target: segments[0]!.source.replace('Keep it dry.', 'Trocken halten.'), approved: true }],
        {
          source: 'en',
          target: 'de-AT',
        },
      );
      const content = part(bytes, 'content.xml');
      // The translated paragraph's span says German; the bold span names no language and follows its paragraph's;
      // the span of the paragraph left untranslated stays English.
      expect(content).toContain(
        '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-size="32pt" fo:language="de" fo:country="AT"/></style:style>' +
          '<style:style style:name="T2" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>' +
          '<style:style style:name="T3" style:family="text"><style:text-properties fo:language="en" fo:country="GB"/></style:style>',
      );
      expect(content).toContain('<text:span text:style-name="T1">Trocken halten.</text:span>');
    });

    it('tells a left-to-right translation only its language', async () => {
      const { bytes } = await translate({ source: 'en', target: 'de-AT' });
      const content = part(bytes, 'content.xml');
      expect(content).toContain(
        '<style:paragraph-properties fo:text-align="start" fo:margin-top="0cm"/>' +
          '<style:text-properties fo:language="de" fo:country="AT" style:language-complex="ar" style:country-complex="SA"/>',
      );
      expect(content).toContain(
        '<style:style style:name="Tessera_1" style:family="paragraph"><style:text-properties fo:language="de" fo:country="AT"/></style:style>',
      );
      expect(content + part(bytes, 'styles.xml')).not.toContain('writing-mode');
      expect(part(bytes, 'styles.xml')).toContain(
        '<style:paragraph-properties fo:text-align="left"/><style:text-properties fo:language="de" fo:country="AT"/>',
      );
    });

    it('names Chinese and Japanese as East Asian languages', async () => {
      const { bytes } = await translate({ source: 'en', target: 'zh-Hant' });
      expect(part(bytes, 'content.xml')).toContain(
        '<style:text-properties style:language-asian="zh" style:country-asian="TW" style:script-asian="Hant"/>',
      );
    });

    it('leaves the paragraphs of spreadsheet cells naming no style as they were, and untouched files byte for byte', async () => {
      const translated = await translatedAll(inventoryOds(), (source) => `ع ${source}`, { source: 'en', target: 'ar' });
      expect(part(translated, 'content.xml')).not.toContain('Tessera_1');
      expect(part(translated, 'content.xml')).toContain('<text:p>ع Item</text:p>');
      for (const file of [styled(), manualOdt(), slidesOdp()])
        expect((await merged(file, [], { source: 'en', target: 'ar' })).equals(file)).toBe(true);
    });
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
