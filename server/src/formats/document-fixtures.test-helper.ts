import { readFile } from 'node:fs/promises';
import type { DocumentFormatType } from '@tessera/shared/contract';

/**
 * The files each document format is tested on, written from the formats' specifications and from real
 * projects' files: the contract test reads and writes them through the format, the route tests through the API.
 */

export interface DocumentFixture {
  file: string;
  segments: number;
  locked?: number;
  /** Inline codes over all segments (placeholders, line breaks, XLIFF markup). */
  codes: number;
  /** The languages it is read in, when not DEFAULT_FIXTURE_LANGUAGES (its plural forms differ by language). */
  languages?: { source: string; target: string };
  /**
   * Entries that never become segments, as the file writes them (UTF-8): a file with every segment translated
   * still holds each of them byte for byte.
   */
  kept?: string[];
  /** Codes a translation changes, as the file writes them before and after (a tag whose attribute is a segment). */
  translatedCodes?: Record<string, string>;
}

/** An IDML story's character range of no character style, and paragraph range of the body style, as InDesign writes them. */
const NO_STYLE_RANGE = '<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]">';
const BODY_RANGE = '<ParagraphStyleRange AppliedParagraphStyle="ParagraphStyle/Body">';

export const DOCUMENT_FIXTURES: Record<DocumentFormatType, DocumentFixture[]> = {
  XLIFF: [
    { file: 'xliff/fixtures/sample-1.2.xlf', segments: 12, locked: 1, codes: 13 },
    { file: 'xliff/fixtures/sample-2.0.xlf', segments: 5, locked: 1, codes: 9 },
    { file: 'xliff/fixtures/segmented-1.2.xlf', segments: 7, locked: 2, codes: 3 },
  ],
  TEXT: [
    { file: 'text/fixtures/prose.txt', segments: 8, codes: 1 },
    { file: 'text/fixtures/crlf-bom.txt', segments: 4, codes: 1 },
    { file: 'text/fixtures/utf16le.txt', segments: 3, codes: 0, languages: { source: 'de', target: 'en' } },
  ],
  JSON: [
    { file: 'json/fixtures/nested.json', segments: 9, codes: 4 },
    { file: 'json/fixtures/flat-bom.json', segments: 3, codes: 0 },
    { file: 'json/fixtures/i18next-en.json', segments: 19, codes: 10, languages: { source: 'en', target: 'pl' } },
    { file: 'json/fixtures/react-intl-en.json', segments: 14, codes: 19, languages: { source: 'en', target: 'ru' } },
    { file: 'json/fixtures/i18next-markup.json', segments: 6, codes: 13 },
  ],
  PO: [
    {
      file: 'po/fixtures/de.po',
      segments: 8,
      codes: 9,
      kept: ['\n#~ msgid "Old string"\n#~ msgstr "Alte Zeichenkette"\n'],
    },
    { file: 'po/fixtures/template.pot', segments: 2, codes: 1 },
    // One plural form (with a second msgstr the header does not allow), tags, printf directives with flags.
    { file: 'po/fixtures/ja.po', segments: 6, codes: 13 },
  ],
  XCSTRINGS: [
    {
      file: 'xcstrings/fixtures/Localizable.xcstrings',
      segments: 14,
      locked: 1,
      codes: 10,
      // Languages other than the source and the target.
      kept: [
        '        "fr" : {\n          "stringUnit" : {\n            "state" : "translated",\n' +
          '            "value" : "%@ vous a envoyé un message"\n          }\n        }\n',
        '                  "value" : "%lld élément"\n',
        '                  "value" : "%lld éléments"\n',
      ],
    },
    {
      file: 'xcstrings/fixtures/Plurals.xcstrings',
      segments: 6,
      codes: 4,
      languages: { source: 'en', target: 'pl' },
    },
    // `${name}` templates; an empty key (Xcode's entry for `Text("")`) is no segment.
    { file: 'xcstrings/fixtures/Templates.xcstrings', segments: 2, codes: 2 },
  ],
  PROPERTIES: [
    { file: 'properties/fixtures/messages.properties', segments: 12, codes: 10 },
    { file: 'properties/fixtures/utf8-crlf.properties', segments: 3, codes: 1 },
    { file: 'properties/fixtures/latin1.properties', segments: 2, codes: 1 },
    { file: 'properties/fixtures/markup.properties', segments: 6, codes: 10 },
  ],
  ANDROID: [
    {
      file: 'android/fixtures/strings.xml',
      segments: 19,
      locked: 5,
      codes: 18,
      kept: ['\n    <string name="empty"></string>\n    <color name="accent">#FF4081</color>\n'],
    },
    {
      file: 'android/fixtures/crlf-bom-strings.xml',
      segments: 7,
      codes: 4,
      languages: { source: 'en', target: 'pl' },
    },
    { file: 'android/fixtures/utf16-strings.xml', segments: 3, codes: 3 },
  ],
  RESX: [
    {
      file: 'resx/fixtures/Strings.resx',
      segments: 5,
      codes: 7,
      // An empty value, a file reference (typed) and binary data (a MIME type), in the file's CRLF.
      kept: [
        '  <data name="Empty" xml:space="preserve">\r\n    <value />\r\n  </data>\r\n' +
          '  <data name="Logo" type="System.Resources.ResXFileRef, System.Windows.Forms">\r\n' +
          '    <value>..\\Resources\\logo.png;System.Drawing.Bitmap, System.Drawing, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a</value>\r\n' +
          '  </data>\r\n  <data name="Banner" mimetype="application/x-microsoft.net.object.bytearray.base64">\r\n' +
          '    <value>iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==</value>\r\n' +
          '  </data>\r\n',
      ],
    },
    {
      file: 'resx/fixtures/Form1.resx',
      segments: 3,
      codes: 1,
      // The designer's typed layout and its `>>` entries.
      kept: [
        '  <data name="saveButton.Location" type="System.Drawing.Point, System.Drawing">\n    <value>12, 220</value>\n  </data>\n',
        '  <data name="&gt;&gt;saveButton.Name" xml:space="preserve">\n    <value>saveButton</value>\n  </data>\n' +
          '  <data name="&gt;&gt;saveButton.Type" xml:space="preserve">\n' +
          '    <value>System.Windows.Forms.Button, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>\n' +
          '  </data>\n',
      ],
    },
  ],
  STRINGS: [
    { file: 'strings/fixtures/Localizable.strings', segments: 6, codes: 5 },
    { file: 'strings/fixtures/InfoPlist.strings', segments: 3, codes: 0 },
    { file: 'strings/fixtures/Templates.strings', segments: 4, codes: 7 },
  ],
  STRINGSDICT: [
    { file: 'stringsdict/fixtures/Localizable.stringsdict', segments: 8, codes: 7 },
    {
      file: 'stringsdict/fixtures/Plurals-crlf.stringsdict',
      segments: 14,
      codes: 13,
      languages: { source: 'en', target: 'pl' },
    },
    { file: 'stringsdict/fixtures/Templates.stringsdict', segments: 3, codes: 5 },
  ],
  ARB: [
    { file: 'arb/fixtures/app_en.arb', segments: 11, codes: 10, languages: { source: 'en', target: 'pl' } },
    { file: 'arb/fixtures/intl_messages.arb', segments: 2, codes: 1 },
  ],
  CSV: [
    { file: 'csv/fixtures/strings.csv', segments: 5, codes: 4 },
    { file: 'csv/fixtures/languages.csv', segments: 5, codes: 2 },
  ],
  YAML: [
    { file: 'yaml/fixtures/en.yml', segments: 17, codes: 5, languages: { source: 'en', target: 'pl' } },
    { file: 'yaml/fixtures/messages.yaml', segments: 5, codes: 2 },
    { file: 'yaml/fixtures/rails-formats.yml', segments: 10, codes: 22 },
  ],
  DOCX: [
    // Runs split by revision ids and proofing marks, a hyperlink, fields, a tab and a break, hidden text, a table.
    { file: 'docx/fixtures/formatting.docx', segments: 10, codes: 11 },
    // Header, footer, footnotes, a comment, tracked changes, a text box with its fallback, Arabic and Japanese.
    { file: 'docx/fixtures/contract.docx', segments: 12, codes: 8 },
    // A chart (title, axis title, series name, categories) and a SmartArt graphic with its drawing part.
    { file: 'docx/fixtures/graphics.docx', segments: 9, codes: 0 },
    // Written by python-docx on Word's own template: styles, numbering, theme, settings, document properties.
    { file: 'docx/fixtures/report-python-docx.docx', segments: 10, codes: 2 },
    // Written by LibreOffice 7.4 from manual.odt: its bookmarks, fields, footnote and comment as Word has them.
    { file: 'docx/fixtures/manual-libreoffice.docx', segments: 12, codes: 11 },
    // Japanese with Word's phonetic guides (furigana), each base text in its sentence, its reading a pair's code.
    { file: 'docx/fixtures/ruby.docx', segments: 5, codes: 12, languages: { source: 'ja', target: 'en' } },
    // Written by LibreOffice 7.4 from a flat OpenDocument text: a place of every kind (headings, a list, a table, a
    // footnote, a comment, a text box, a hyperlink, a header and a footer).
    { file: 'docx/fixtures/structure-libreoffice.docx', segments: 16, codes: 6 },
    // Written by LibreOffice 7.4 from review.fodt: three tracked changes, two comments anchored to a few words.
    { file: 'docx/fixtures/review-libreoffice.docx', segments: 7, codes: 8 },
  ],
  PPTX: [
    // Runs split by spelling marks, bold, a hyperlink, a break and a slide number, a group, a table, notes, a chart
    // (its title, axis title, series name and categories).
    {
      file: 'pptx/fixtures/deck.pptx',
      segments: 18,
      codes: 6,
    },
    // Japanese into Arabic: paragraphs turn right-to-left.
    { file: 'pptx/fixtures/japanese.pptx', segments: 4, codes: 2, languages: { source: 'ja', target: 'ar' } },
    // Written by LibreOffice 7.4 from slides.odp: its masters, layouts, theme and thumbnail.
    {
      file: 'pptx/fixtures/slides-libreoffice.pptx',
      segments: 4,
      codes: 2,
      languages: { source: 'ja', target: 'ar' },
    },
    // Written by LibreOffice 7.4 from deck.fodp: a slide with two comments, kept as they are.
    { file: 'pptx/fixtures/comments-libreoffice.pptx', segments: 1, codes: 0 },
  ],
  XLSX: [
    // Shared strings (one used on two sheets, one by no cell), rich text, an inline string, numbers, a formula.
    { file: 'xlsx-document/fixtures/prices.xlsx', segments: 8, codes: 2 },
    // Shared strings used as a status in a column and as headings on another sheet: one segment per context.
    { file: 'xlsx-document/fixtures/tickets.xlsx', segments: 9, codes: 0 },
    // Japanese with a phonetic reading, into Arabic.
    { file: 'xlsx-document/fixtures/japanese.xlsx', segments: 2, codes: 2, languages: { source: 'ja', target: 'ar' } },
    // Written by LibreOffice 7.4 from inventory.ods: shared strings, styles, a formula with its cached value.
    { file: 'xlsx-document/fixtures/inventory-libreoffice.xlsx', segments: 5, codes: 0 },
    // Written by LibreOffice 7.4 from notes.fods: two cells with comments (one a number's), kept as they are.
    { file: 'xlsx-document/fixtures/notes-libreoffice.xlsx', segments: 3, codes: 0 },
  ],
  ODF: [
    // Spans, a link, spaces, a tab, a line break, a footnote, a comment, a list, a table, a header and a footer.
    {
      file: 'odf/fixtures/manual.odt',
      segments: 12,
      codes: 10,
      // A note's and a comment's placeholders hold their text, which is translated as segments of its own.
      translatedCodes: {
        '<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p>Tested at 20 °C.</text:p></text:note-body></text:note>':
          '<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p text:style-name="Tessera_1">Ü Téstéd at 20 °C.</text:p></text:note-body></text:note>',
        '<office:annotation><dc:creator>Ana</dc:creator><text:p>Check this value.</text:p></office:annotation>':
          '<office:annotation><dc:creator>Ana</dc:creator><text:p text:style-name="Tessera_1">Ü Chéck this valué.</text:p></office:annotation>',
      },
    },
    // Text cells among numbers, a formula and repeated cells.
    { file: 'odf/fixtures/inventory.ods', segments: 5, codes: 0 },
    // A Japanese slide and its notes, into Arabic.
    { file: 'odf/fixtures/slides.odp', segments: 4, codes: 2, languages: { source: 'ja', target: 'ar' } },
    // Written by LibreOffice 7.4 from contract.docx: tracked changes, a comment, footnotes, the text box as a shape
    // anchored in its paragraph, spans for Japanese.
    {
      file: 'odf/fixtures/contract-libreoffice.odt',
      segments: 12,
      codes: 14,
      translatedCodes: {
        '<office:annotation office:name="__Annotation__21_3562813622" loext:resolved="false"><dc:creator>Ana Ruiz</dc:creator><dc:date>2026-11-02T10:00:00</dc:date><meta:creator-initials>AR</meta:creator-initials><text:p>Check this figure with finance.</text:p></office:annotation>':
          '<office:annotation office:name="__Annotation__21_3562813622" loext:resolved="false"><dc:creator>Ana Ruiz</dc:creator><dc:date>2026-11-02T10:00:00</dc:date><meta:creator-initials>AR</meta:creator-initials><text:p text:style-name="Tessera_1">Ü Chéck this figuré with financé.</text:p></office:annotation>',
        '<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p text:style-name="Standard"><text:s/>As amended in 2024.</text:p></text:note-body></text:note>':
          '<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p text:style-name="Standard">Ü <text:s/>As améndéd in 2024.</text:p></text:note-body></text:note>',
        '<text:note text:id="ftn3" text:note-class="footnote"><text:note-citation>2</text:note-citation><text:note-body><text:p text:style-name="Standard"><text:s/>As amended in 2024.</text:p></text:note-body></text:note>':
          '<text:note text:id="ftn3" text:note-class="footnote"><text:note-citation>2</text:note-citation><text:note-body><text:p text:style-name="Standard">Ü <text:s/>As améndéd in 2024.</text:p></text:note-body></text:note>',
      },
    },
    // Written by LibreOffice 7.4 from a flat OpenDocument text: a place of every kind (as structure-libreoffice.docx).
    {
      file: 'odf/fixtures/structure-libreoffice.odt',
      segments: 16,
      codes: 4,
      translatedCodes: {
        '<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p text:style-name="Footnote">Prices exclude value added tax.</text:p></text:note-body></text:note>':
          '<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p text:style-name="Footnote">Ü Pricés éxcludé valué addéd tax.</text:p></text:note-body></text:note>',
        '<office:annotation loext:resolved="false"><dc:creator>Ana Ruiz</dc:creator><dc:date>0000-00-00T00:00:00</dc:date><text:p>Check the quantities.</text:p></office:annotation>':
          '<office:annotation loext:resolved="false"><dc:creator>Ana Ruiz</dc:creator><dc:date>0000-00-00T00:00:00</dc:date><text:p text:style-name="Tessera_1">Ü Chéck thé quantitiés.</text:p></office:annotation>',
      },
    },
    // Written by LibreOffice 7.4 from deck.pptx: a span around every run (several alike but for their language), a
    // group, a table, notes. As few codes as the PowerPoint file it was made from has on its slides.
    { file: 'odf/fixtures/deck-libreoffice.odp', segments: 13, codes: 7 },
    // Written by LibreOffice 7.4 from prices.xlsx: a rich-text cell, numbers, a second sheet.
    { file: 'odf/fixtures/prices-libreoffice.ods', segments: 8, codes: 2 },
    // Written by LibreOffice 7.4 from review.fodt: three tracked changes, two comments anchored to a few words.
    {
      file: 'odf/fixtures/review-libreoffice.odt',
      segments: 7,
      codes: 11,
      translatedCodes: {
        '<office:annotation office:name="c1" loext:resolved="false"><dc:creator>Ana Ruiz</dc:creator><dc:date>2026-11-02T10:05:00</dc:date><text:p>Which invoice: the first or the final one?</text:p></office:annotation>':
          '<office:annotation office:name="c1" loext:resolved="false"><dc:creator>Ana Ruiz</dc:creator><dc:date>2026-11-02T10:05:00</dc:date><text:p text:style-name="Tessera_1">Ü Which invoicé: thé first or thé final oné?</text:p></office:annotation>',
        '<office:annotation office:name="c2" loext:resolved="false"><dc:creator>Ben Okafor</dc:creator><dc:date>2026-11-02T11:05:00</dc:date><text:p>Use the full legal name here.</text:p></office:annotation>':
          '<office:annotation office:name="c2" loext:resolved="false"><dc:creator>Ben Okafor</dc:creator><dc:date>2026-11-02T11:05:00</dc:date><text:p text:style-name="Tessera_1">Ü Usé thé full légal namé héré.</text:p></office:annotation>',
      },
    },
  ],
  IDML: [
    // Two stories in designmap.xml's order, bold and italic ranges, an escaped "&", a note, breaks, a special
    // character, a footnote, a hyperlink, a table, Arabic and Japanese, conditional text.
    {
      file: 'idml/fixtures/brochure.idml',
      segments: 11,
      codes: 11,
      // A footnote's placeholder holds its text, which is translated as a segment of its own.
      translatedCodes: {
        [`${NO_STYLE_RANGE}<Footnote>\n\t\t${BODY_RANGE}\n\t\t\t${NO_STYLE_RANGE}\n\t\t\t\t<Content><?ACE 4?> Closed on Mondays.</Content>\n\t\t\t</CharacterStyleRange>\n\t\t</ParagraphStyleRange>\n\t\t\t\t</Footnote></CharacterStyleRange>`]: `${NO_STYLE_RANGE}<Footnote>\n\t\t${BODY_RANGE}\n\t\t\t${NO_STYLE_RANGE}<Content>Ü <?ACE 4?> Closéd on Mondays.</Content></CharacterStyleRange>\n\t\t</ParagraphStyleRange>\n\t\t\t\t</Footnote></CharacterStyleRange>`,
      },
    },
    // Japanese with an emphasised range, into Arabic.
    { file: 'idml/fixtures/japanese.idml', segments: 3, codes: 2, languages: { source: 'ja', target: 'ar' } },
    // A French interview whose stories carry XML structure: elements around ranges and inside them, breaks inside.
    { file: 'idml/fixtures/interview.idml', segments: 11, codes: 6, languages: { source: 'fr', target: 'en' } },
  ],
  HTML: [
    {
      file: 'html/fixtures/product.html',
      segments: 24,
      codes: 14,
      // Scripts, styles, templates, code blocks and what translate="no" marks.
      kept: [
        '<script type="application/ld+json">{"@type": "Product", "name": "Trailblazer 2"}</script>',
        '<style>\n    .price::before { content: "Price: "; }\n  </style>',
        '<p translate="no">Northwind Outdoor GmbH</p>',
        '<pre><code>npm install boots --save</code></pre>',
        '<template id="review"><p>Review text</p></template>',
        '<span translate="no">Megagrip</span>',
      ],
      translatedCodes: {
        '<a href="/boots/" title="All our boots">': '<a href="/boots/" title="Ü All our boots">',
        '<a href="/blog/gr20" title="Read her report">': '<a href="/blog/gr20" title="Ü Réad hér réport">',
        '<img src="/img/boot.jpg" alt="The Trailblazer 2 in brown leather" width="400">':
          '<img src="/img/boot.jpg" alt="Ü Thé Trailblazér 2 in brown léathér" width="400">',
      },
    },
    { file: 'html/fixtures/page.xhtml', segments: 7, codes: 3, languages: { source: 'en', target: 'ar' } },
    { file: 'html/fixtures/ja-ruby.html', segments: 6, codes: 4, languages: { source: 'ja', target: 'en' } },
    // The ruby of W3C's examples: parentheses, mono-ruby, rb and rtc, an annotation's title.
    {
      file: 'html/fixtures/ruby-w3c.html',
      segments: 6,
      codes: 27,
      languages: { source: 'ja', target: 'en' },
      translatedCodes: {
        '<rp>(</rp><rt title="読み方">す</rt><rp>)</rp></ruby>':
          '<rp>(</rp><rt title="Ü 読み方">す</rt><rp>)</rp></ruby>',
      },
    },
  ],
  MARKDOWN: [
    {
      file: 'markdown/fixtures/README.md',
      segments: 22,
      codes: 16,
      // Code and HTML blocks, the alerts' marks, front matter keys and values that are no text.
      kept: [
        '```sh\nnpm install\nnpm start\n```',
        '<div align="center">\n  <img src="docs/img/logo.svg" alt="Tessera">\n</div>',
        '> [!NOTE]\n> ',
        '> [!WARNING]\n> ',
        'tags: [',
        'draft: false\n',
        '| `PORT` |',
      ],
    },
    { file: 'markdown/fixtures/anleitung.md', segments: 5, codes: 3, languages: { source: 'de', target: 'en' } },
    { file: 'markdown/fixtures/ja.md', segments: 4, codes: 2, languages: { source: 'ja', target: 'en' } },
  ],
  SRT: [
    {
      file: 'subtitles/fixtures/film.srt',
      segments: 4,
      codes: 8,
      kept: ['\n\n3\n00:00:07,200 --> 00:00:09,800\n'],
    },
    {
      file: 'subtitles/fixtures/arabic-bom-crlf.srt',
      segments: 2,
      codes: 3,
      languages: { source: 'ar', target: 'en' },
      kept: ['\uFEFF1\r\n00:00:00,500 --> 00:00:02,000\r\n', '\r\n\r\n2\r\n00:00:02,500 --> 00:00:05,000\r\n'],
    },
    {
      file: 'subtitles/fixtures/windows-1252.srt',
      segments: 3,
      codes: 2,
      languages: { source: 'fr', target: 'de' },
      kept: ['\r\n\r\n3\r\n00:00:04,500 --> 00:00:06,000\r\n'],
    },
  ],
  VTT: [
    {
      file: 'subtitles/fixtures/lecture.vtt',
      segments: 4,
      codes: 14,
      // The header, STYLE, REGION and NOTE blocks, cue ids, timings and their settings.
      kept: [
        'WEBVTT - Introduction to glaciers\nKind: captions\nLanguage: en\n\nSTYLE\n::cue(.yellow) { color: yellow; }\n\n' +
          'REGION\nid:left\nwidth:40%\nlines:3\n\nNOTE This file was made by hand.\nIt has two speakers.\n\n' +
          'intro\n00:00.000 --> 00:03.200 position:10% align:start region:left\n',
        '\n\n00:03.500 --> 00:06.000 line:0 align:center\n',
        '\n\nkanji\n00:06.500 --> 00:09.000\n',
      ],
    },
    { file: 'subtitles/fixtures/ja.vtt', segments: 2, codes: 2, languages: { source: 'ja', target: 'en' } },
  ],
};

/** The languages a fixture is read in when it names none of its own: what an upload gives for what a file does not state. */
export const DEFAULT_FIXTURE_LANGUAGES = { source: 'en', target: 'de' };

/** A fixture's bytes (`file` is relative to server/src/formats/). */
export const fixtureBytes = (file: string) => readFile(new URL(file, import.meta.url));
