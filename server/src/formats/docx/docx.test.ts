import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineText, inlineToken, SEGMENT_TARGET_MAX_LENGTH } from '@tessera/shared/contract';
import {
  hasLibreOffice,
  hasPythonDocx,
  libreOfficeConvert,
  pythonDocxCheck,
} from '../document-validators.test-helper.ts';
import { unzip, zip } from '../xlsx/zip.test-helper.ts';
import { DOCUMENT_TRACKED_CHANGES_NOTE, docxFormat, TRACKED_CHANGES_NOTE } from './docx.ts';
import {
  chartRun,
  chartXml,
  contractDocx,
  DOCX_FIXTURE_FILES,
  formattingDocx,
  graphicsDocx,
  smartArtRun,
  textBox,
} from './docx-fixtures.test-helper.ts';
import { docx, p, partXml, r, type ExtraPart } from './docx.test-helper.ts';
import { SMART_ART_DEFINITIONS, smartArtDataXml, smartArtDrawingXml } from '../office/smart-art.test-helper.ts';
import { partParagraphs, type Piece } from './paragraphs.ts';
import { readXmlTree } from '../xml-tree.ts';
import { streamOf } from '../document.ts';
import { formatTestKit, readable, part, refusal } from '../format-test-kit.test-helper.ts';

/** Every DOCX fixture of the contract test, built or written by another program. */
const DOCUMENT_FILES = { ...DOCX_FIXTURE_FILES, 'docx/fixtures/report-python-docx.docx': null };

const { segmentsOf, merged, translatedAll } = formatTestKit(docxFormat);

describe('DOCX documents', () => {
  it.each(Object.entries(DOCX_FIXTURE_FILES))('has %s as its XML builds it', (file, build) => {
    expect(readFileSync(new URL(`../${file}`, import.meta.url)).equals(build())).toBe(true);
  });

  it('reads runs split by revision ids and proofing marks as one, formatting as pairs, fields as placeholders', async () => {
    const segments = await segmentsOf(formattingDocx());
    expect(segments.map(readable)).toEqual([
      'Terms of Delivery',
      'The goods are delivered within {<1>}thirty days{</1>} of the order.',
      'See {<1>}our conditions{</1>} for details.',
      'Reference:{⇥}E-2041{↵}Page {[PAGE]} of {[NUMPAGES]}.',
      'Visible text.{[hidden]}',
      'Item',
      'Price',
      'Chairs',
      '120 EUR',
      'E = mc{<1>}2{</1>} holds <markup> & "quotes" as text.',
    ]);
    const [, thirty, link] = segments;
    expect(thirty!.codes[0]!.xml).toBe('<w:r><w:rPr><w:b/><w:i/></w:rPr><w:t>');
    expect(link!.codes[0]!.xml).toBe('<w:hyperlink r:id="rId5" w:history="1">');
    expect(segments.map((s) => s.context).slice(5, 9)).toEqual([
      'Table 1, row 1, cell 1',
      'Table 1, row 1, cell 2',
      'Table 1, row 2, cell 1',
      'Table 1, row 2, cell 2',
    ]);
    // A paragraph's sentences, joined by the space between them, give the paragraph back.
    expect(`${inlineText(thirty!.source)} ${inlineText(link!.source)}`).toBe(
      'The goods are delivered within thirty days of the order. See our conditions for details.',
    );
  });

  it.each(Object.keys(DOCUMENT_FILES))('cuts each paragraph of %s into sentences that give it back', async (file) => {
    const bytes = readFileSync(new URL(`../${file}`, import.meta.url));
    const segments = await segmentsOf(bytes);
    const xml = part(bytes, 'word/document.xml');
    const { paragraphs } = partParagraphs(xml, readXmlTree(xml), []);
    const textOf = (pieces: readonly Piece[]) =>
      pieces.map((piece) => (piece.kind === 'text' ? piece.text : '')).join('');
    paragraphs.forEach((paragraph, i) => {
      const sentences = segments.filter((s) => s.unitId === `document/${i + 1}`).map((s) => inlineText(s.source));
      if (sentences.length === 0) return;
      expect(sentences.join(' ').replace(/\s+/g, ' ')).toBe(textOf(paragraph.pieces).trim().replace(/\s+/g, ' '));
    });
  });

  it('reads headers, footers, notes, comments and a text box once, tracked changes accepted', async () => {
    const segments = await segmentsOf(contractDocx());
    expect(segments.map((s) => [readable(s), s.context])).toEqual([
      ['Service Agreement', 'Heading 1'],
      ['The fee is 950 EUR per month.{[footnote]}', 'Paragraph'],
      ['Payment is due on the first day.{[footnote]}', 'Paragraph'],
      ['Either party may end it {<1>}in writing{</1>}.', 'Paragraph'],
      ['Signed copies go to the registry.', 'Text box 1'],
      ['يسري هذا العقد لمدة سنة واحدة.', 'Paragraph'],
      // Cut by the source language's rules: English ones end no sentence at "。" without a space.
      ['本契約は日本法に準拠する。紛争は東京地方裁判所で解決する。', 'Paragraph'],
      ['Confidential', 'Header'],
      ['Page {[PAGE]}', 'Footer'],
      ['{[footnote mark]} As amended in 2024.', 'Footnote 1'],
      ['{[footnote mark]} See the annex.', 'Footnote 2'],
      ['{[comment mark]}Check this figure with finance.', 'Comment 1 (Ana Ruiz)'],
    ]);
    // The place as parts, which the editor says in its interface's language.
    expect(segments.map((s) => s.place)).toEqual([
      [{ kind: 'heading', level: 1 }],
      ...Array(3).fill([{ kind: 'paragraph' }]),
      [{ kind: 'text-box', number: 1 }],
      ...Array(2).fill([{ kind: 'paragraph' }]),
      [{ kind: 'header', pages: null }],
      [{ kind: 'footer', pages: null }],
      [{ kind: 'footnote', label: '1' }],
      [{ kind: 'footnote', label: '2' }],
      [{ kind: 'comment', number: 1, author: 'Ana Ruiz' }],
    ]);
    expect(segments.filter((s) => s.note === TRACKED_CHANGES_NOTE).map((s) => s.unitId)).toEqual([
      'document/2',
      'document/2',
      'document/3',
    ]);
    expect(segments[0]!.note).toBe(DOCUMENT_TRACKED_CHANGES_NOTE);
    expect((await segmentsOf(formattingDocx()))[0]!.note).toBeNull();
  });

  it('writes translations into the runs, every other part and paragraph as it was', async () => {
    const original = contractDocx();
    const segments = await segmentsOf(original);
    const position = (source: string) => segments.findIndex((s) => inlineText(s.source) === source);
    const fee = segments[position('The fee is 950 EUR per month.')]!;
    const translated = await merged(original, [
      {
        position: position('The fee is 950 EUR per month.'),
        target: `Die Gebühr beträgt 950 EUR im Monat.${inlineToken(1)}`,
        approved: true,
      },
      {
        position: position('Either party may end it in writing.'),
        target: `Jede Partei kann ihn ${inlineToken(1)}schriftlich${inlineToken(2)} kündigen.`,
        approved: true,
      },
      {
        position: position('Signed copies go to the registry.'),
        target: 'Unterschriebene Kopien gehen an das Register.',
        approved: true,
      },
    ]);
    // The comment on the whole sentence ends after its footnote's reference: its range's end and its own reference
    // stay after the sentence, as its start stays before it.
    expect(fee.codes.map((c) => c.label)).toEqual(['[footnote]']);
    const body = part(translated, 'word/document.xml');
    expect(body).toContain(
      '<w:commentRangeStart w:id="0"/>' +
        '<w:r><w:rPr><w:lang w:val="de"/></w:rPr><w:t xml:space="preserve">Die Gebühr beträgt 950 EUR im Monat.</w:t></w:r>' +
        '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>' +
        '<w:commentRangeEnd w:id="0"/>' +
        '<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="0"/></w:r>',
    );
    // Translated runs are marked as text of the target language, for Word's spelling check.
    expect(body).toContain(
      '<w:r><w:rPr><w:b/><w:lang w:val="de"/></w:rPr><w:t xml:space="preserve">schriftlich</w:t></w:r>',
    );
    // The deletion accepted in the translated paragraph: no deleted text is left to translate.
    expect(body).not.toContain('900');
    expect(body).not.toContain('<w:ins ');
    // The text box and its VML fallback both hold the translation.
    expect(body.match(/Unterschriebene Kopien gehen an das Register\./g)).toHaveLength(2);
    // Untranslated sentences keep their text, the other parts their bytes.
    expect(body).toContain('Payment is due on the first day.');
    const before = new Map(unzip(original).map((e) => [e.name, e.data]));
    for (const entry of unzip(translated))
      if (entry.name !== 'word/document.xml') expect(entry.data.equals(before.get(entry.name)!), entry.name).toBe(true);
    const reread = await segmentsOf(translated);
    expect(reread.map(readable)[1]).toBe('Die Gebühr beträgt 950 EUR im Monat.{[footnote]}');
    expect(reread.map(readable)[3]).toBe('Jede Partei kann ihn {<1>}schriftlich{</1>} kündigen.');
  });

  it('writes a translation into a right-to-left language as right-to-left paragraphs and runs', async () => {
    const original = contractDocx();
    const segments = await segmentsOf(original);
    const position = (source: string) => segments.findIndex((s) => inlineText(s.source) === source);
    const translated = await merged(
      original,
      [
        { position: position('Service Agreement'), target: 'اتفاقية خدمة', approved: true },
        {
          position: position('Either party may end it in writing.'),
          target: `يجوز لأي طرف إنهاؤه ${inlineToken(1)}كتابيًا${inlineToken(2)}.`,
          approved: true,
        },
        {
          position: position('本契約は日本法に準拠する。紛争は東京地方裁判所で解決する。'),
          target: 'يخضع هذا العقد للقانون الياباني.',
          approved: true,
        },
      ],
      { source: 'en', target: 'ar' },
    );
    const body = part(translated, 'word/document.xml');
    // Each property where the schema's order puts it: w:bidi after w:pStyle, w:rtl after w:b and before w:lang.
    expect(body).toContain(
      '<w:p><w:pPr><w:pStyle w:val="Title"/><w:bidi/></w:pPr><w:r><w:rPr><w:rtl/><w:lang w:bidi="ar"/></w:rPr><w:t xml:space="preserve">اتفاقية خدمة</w:t></w:r></w:p>',
    );
    expect(body).toContain(
      '<w:pPr><w:bidi/></w:pPr><w:r><w:rPr><w:rtl/><w:lang w:bidi="ar"/></w:rPr><w:t xml:space="preserve">يجوز لأي طرف إنهاؤه </w:t></w:r>',
    );
    expect(body).toContain(
      '<w:r><w:rPr><w:b/><w:rtl/><w:lang w:bidi="ar"/></w:rPr><w:t xml:space="preserve">كتابيًا</w:t></w:r>',
    );
    expect(body).toContain(
      '<w:rPr><w:rFonts w:hint="eastAsia"/><w:rtl/><w:lang w:eastAsia="ja-JP" w:bidi="ar"/></w:rPr>',
    );
    // A paragraph left untranslated keeps its direction.
    expect(body).toContain('<w:t xml:space="preserve">The fee is </w:t>');
    expect(body).not.toContain('<w:bidi/></w:pPr><w:commentRangeStart');
  });

  it('gives each sentence its own pair where formatting runs on over a sentence end', async () => {
    const file = docx(
      p(
        r('Short one. ') +
          '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Bold runs on. </w:t><w:lastRenderedPageBreak/>' +
          '<w:t>Into the next</w:t></w:r>' +
          r(' sentence here.'),
      ),
    );
    const segments = await segmentsOf(file);
    // A sentence all in one formatting needs no code: it is written in that formatting.
    expect(segments.map(readable)).toEqual(['Short one.', 'Bold runs on.', '{<1>}Into the next{</1>} sentence here.']);
    const translated = await merged(file, [{ position: 1, target: 'Fett geht weiter.', approved: true }]);
    // A page break as the last layout placed it is no longer true of a translation: it goes.
    expect(part(translated, 'word/document.xml')).not.toContain('lastRenderedPageBreak');
    expect(part(translated, 'word/document.xml')).toContain(
      '<w:r><w:rPr><w:b/><w:lang w:val="de"/></w:rPr><w:t xml:space="preserve">Fett geht weiter.</w:t></w:r>',
    );
  });

  it('reads the entries of a table of contents as text, its field codes, content controls and smart tags as codes', async () => {
    const mark = (type: string) => `<w:r><w:fldChar w:fldCharType="${type}"/></w:r>`;
    const pageReference = (n: number) =>
      `${mark('begin')}<w:r><w:instrText> PAGEREF _Toc${n} \\h </w:instrText></w:r>${mark('separate')}${r(String(n))}${mark('end')}`;
    const entry = (n: number, title: string) =>
      `<w:hyperlink w:anchor="_Toc${n}">${r(title)}<w:r><w:tab/></w:r>${pageReference(n)}</w:hyperlink>`;
    const file = docx(
      p(
        `${mark('begin')}<w:r><w:instrText xml:space="preserve"> TOC \\o "1-3" \\h </w:instrText></w:r>${mark('separate')}${entry(1, 'Introduction')}`,
      ) +
        p(entry(2, 'Scope of work')) +
        p(mark('end')) +
        p(
          `<w:sdt><w:sdtPr><w:alias w:val="Client"/></w:sdtPr><w:sdtContent>${r('Client name')}</w:sdtContent></w:sdt>${r(' signs below.')}`,
        ) +
        p(
          `<w:smartTag w:uri="urn:x" w:element="place"><w:smartTagPr><w:attr w:name="a" w:val="b"/></w:smartTagPr>${r('Paris')}</w:smartTag>${r(' is the venue.')}`,
        ),
    );
    const segments = await segmentsOf(file);
    expect(segments.map(readable)).toEqual([
      '{[TOC]}{<1>}Introduction{⇥}{[PAGEREF]}{</1>}',
      '{<1>}Scope of work{⇥}{[PAGEREF]}{</1>}',
      '{<1>}Client name{</1>} signs below.',
      '{<1>}Paris{</1>} is the venue.',
    ]);
    const translated = await merged(
      file,
      segments.map((segment, position) => ({ position, target: `Ü ${segment.source}`, approved: true })),
    );
    expect((await segmentsOf(translated)).map(readable)).toEqual(segments.map((s) => `Ü ${readable(s)}`));
    const body = part(translated, 'word/document.xml');
    expect(body.match(/<w:smartTagPr>/g)).toHaveLength(1);
    expect(body).toContain(
      '<w:sdtContent><w:r><w:rPr><w:lang w:val="de"/></w:rPr><w:t xml:space="preserve">Client name</w:t></w:r></w:sdtContent>',
    );
  });

  it("reads a chart's titles, series name and categories and a SmartArt graphic's items after the body", async () => {
    const segments = await segmentsOf(graphicsDocx());
    expect(segments.map((s) => [s.unitId, readable(s), s.context])).toEqual([
      ['document/1', 'Launch report', 'Heading 1'],
      ['document/2', 'Revenue rose in the second quarter.', 'Paragraph'],
      ['chart1/1', 'Sales by quarter', 'Chart 1, title'],
      ['chart1/2', 'Revenue', 'Chart 1, series name'],
      ['chart1/3', 'Q1', 'Chart 1, category'],
      ['chart1/4', 'Q2', 'Chart 1, category'],
      ['chart1/5', 'EUR million', 'Chart 1, axis title'],
      ['data1/2', 'Plan the launch.', 'SmartArt 1'],
      ['data1/3', 'Ship it & listen.', 'SmartArt 1'],
    ]);
  });

  it("writes a SmartArt item's translation into its drawing too, and a chart's into its caches", async () => {
    const original = graphicsDocx();
    const segments = await segmentsOf(original);
    const at = (source: string) => segments.findIndex((s) => s.source === source);
    const translated = await merged(original, [
      { position: at('Ship it & listen.'), target: 'Ausliefern & zuhören.', approved: true },
      { position: at('Q2'), target: 'Q2 <vorläufig>', approved: true },
    ]);
    const run = '<a:r><a:rPr lang="de"/><a:t>Ausliefern &amp; zuhören.</a:t></a:r>';
    expect(part(translated, 'word/diagrams/data1.xml')).toContain(`<a:lstStyle/><a:p>${run}</a:p></dgm:t>`);
    expect(part(translated, 'word/diagrams/drawing1.xml')).toContain(`<a:lstStyle/><a:p>${run}</a:p></dsp:txBody>`);
    expect(part(translated, 'word/diagrams/drawing1.xml')).toContain('<a:t>Plan the launch.</a:t>');
    expect(part(translated, 'word/charts/chart1.xml')).toContain(
      '<c:pt idx="0"><c:v>Q1</c:v></c:pt><c:pt idx="1"><c:v>Q2 &lt;vorläufig&gt;</c:v></c:pt>',
    );
    const before = new Map(unzip(original).map((e) => [e.name, e.data]));
    expect(unzip(translated).flatMap((e) => (before.get(e.name)!.equals(e.data) ? [] : [e.name]))).toEqual([
      'word/charts/chart1.xml',
      'word/diagrams/data1.xml',
      'word/diagrams/drawing1.xml',
    ]);
    const again = await segmentsOf(translated);
    expect(again.map(readable)).toContain('Ausliefern & zuhören.');
    expect(again.map(readable)).toContain('Q2 <vorläufig>');
  });

  /** The parts of a SmartArt graphic numbered `n` and the relationship ids, from `first`, a part places them by. */
  const smartArtParts = (n: number, items: string[], first: number) => {
    const [data, layout, quickStyle, drawing, colors] = [0, 1, 2, 3, 4].map((i) => `rId${first + i}`);
    const parts: ExtraPart[] = [
      { name: `diagrams/data${n}.xml`, type: 'diagramData', xml: smartArtDataXml(items, drawing!) },
      { name: `diagrams/layout${n}.xml`, type: 'diagramLayout', xml: SMART_ART_DEFINITIONS.layout },
      { name: `diagrams/quickStyle${n}.xml`, type: 'diagramQuickStyle', xml: SMART_ART_DEFINITIONS.quickStyle },
      { name: `diagrams/drawing${n}.xml`, type: 'diagramDrawing', xml: smartArtDrawingXml(items) },
      { name: `diagrams/colors${n}.xml`, type: 'diagramColors', xml: SMART_ART_DEFINITIONS.colors },
    ];
    return { parts, ids: { data: data!, layout: layout!, quickStyle: quickStyle!, colors: colors! } };
  };

  /**
   * A body with a chart, a header with a text box (its VML fallback too), a chart and a SmartArt graphic, and a
   * footer whose SmartArt graphic comes before its text: each placed through the header's or footer's own
   * relationships.
   */
  const headerGraphicsDocx = () => {
    const headerArt = smartArtParts(1, ['Plan the launch.', 'Ship it &amp; listen.'], 2);
    const footerArt = smartArtParts(2, ['Check every step.'], 1);
    const header = partXml(
      'w:hdr',
      p(r('Acme Corp')) +
        p(textBox('Draft, do not circulate.')) +
        p(chartRun(3, 'Chart 2', 'rId1')) +
        p(smartArtRun(4, 'Diagram 1', headerArt.ids)),
    );
    const footer = partXml(
      'w:ftr',
      p(smartArtRun(5, 'Diagram 2', footerArt.ids)) + p(r('Printed copies are not controlled.')),
    );
    return docx(
      p(r('Body text.')) + p(chartRun(2, 'Chart 1', 'rId12')),
      [
        {
          name: 'header1.xml',
          type: 'header',
          xml: header,
          parts: [{ name: 'charts/chart2.xml', type: 'chart', xml: chartXml }, ...headerArt.parts],
        },
        { name: 'footer1.xml', type: 'footer', xml: footer, parts: footerArt.parts },
        { name: 'charts/chart1.xml', type: 'chart', xml: chartXml },
      ],
      '<w:headerReference w:type="default" r:id="rId10"/><w:footerReference w:type="default" r:id="rId11"/>',
    );
  };

  it("reads a header's and a footer's text boxes, charts and SmartArt after each, named by their place", async () => {
    const segments = await segmentsOf(headerGraphicsDocx());
    const chart = (key: string, where: string) => [
      [`${key}/1`, 'Sales by quarter', `${where}, title`],
      [`${key}/2`, 'Revenue', `${where}, series name`],
      [`${key}/3`, 'Q1', `${where}, category`],
      [`${key}/4`, 'Q2', `${where}, category`],
      [`${key}/5`, 'EUR million', `${where}, axis title`],
    ];
    expect(segments.map((s) => [s.unitId, readable(s), s.context])).toEqual([
      ['document/1', 'Body text.', 'Paragraph'],
      ...chart('chart1', 'Chart 1'),
      ['header1/1', 'Acme Corp', 'Header'],
      // The paragraph holding the text box is a placeholder alone; the text box's paragraph follows it.
      ['header1/3', 'Draft, do not circulate.', 'Header, text box 1'],
      ...chart('chart2', 'Header, chart 1'),
      ['data1/2', 'Plan the launch.', 'Header, SmartArt 1'],
      ['data1/3', 'Ship it & listen.', 'Header, SmartArt 1'],
      ['footer1/2', 'Printed copies are not controlled.', 'Footer'],
      ['data2/2', 'Check every step.', 'Footer, SmartArt 1'],
    ]);
    expect(segments.every((s) => s.codes.length === 0)).toBe(true);
  });

  it("writes a header's text box, chart and SmartArt translations where Word and older readers show them", async () => {
    const original = headerGraphicsDocx();
    const segments = await segmentsOf(original);
    const at = (source: string, where: string) =>
      segments.findIndex((s) => s.source === source && s.context?.startsWith(where));
    const edits = [
      { position: at('Draft, do not circulate.', 'Header'), target: 'Entwurf, nicht weitergeben.', approved: true },
      { position: at('Sales by quarter', 'Header'), target: 'Umsatz nach Quartal', approved: true },
      { position: at('Q2', 'Header'), target: 'Q2 <vorläufig>', approved: true },
      { position: at('Ship it & listen.', 'Header'), target: 'Ausliefern & zuhören.', approved: true },
      { position: at('Check every step.', 'Footer'), target: 'Jeden Schritt prüfen.', approved: true },
    ];
    const translated = await merged(original, edits);
    const header = part(translated, 'word/header1.xml');
    // The text box and its VML fallback both hold the translation, in the target language.
    expect(
      header.match(
        /<w:r><w:rPr><w:lang w:val="de"\/><\/w:rPr><w:t xml:space="preserve">Entwurf, nicht weitergeben\.<\/w:t><\/w:r>/g,
      ),
    ).toHaveLength(2);
    expect(header).not.toContain('Draft, do not circulate.');
    expect(part(translated, 'word/charts/chart2.xml')).toContain(
      '<a:r><a:rPr lang="de"/><a:t>Umsatz nach Quartal</a:t></a:r>',
    );
    expect(part(translated, 'word/charts/chart2.xml')).toContain(
      '<c:pt idx="1"><c:v>Q2 &lt;vorläufig&gt;</c:v></c:pt>',
    );
    const run = (text: string) => `<a:lstStyle/><a:p><a:r><a:rPr lang="de"/><a:t>${text}</a:t></a:r></a:p>`;
    expect(part(translated, 'word/diagrams/data1.xml')).toContain(`${run('Ausliefern &amp; zuhören.')}</dgm:t>`);
    expect(part(translated, 'word/diagrams/drawing1.xml')).toContain(
      `${run('Ausliefern &amp; zuhören.')}</dsp:txBody>`,
    );
    expect(part(translated, 'word/diagrams/drawing1.xml')).toContain('<a:t>Plan the launch.</a:t>');
    expect(part(translated, 'word/diagrams/data2.xml')).toContain(`${run('Jeden Schritt prüfen.')}</dgm:t>`);
    expect(part(translated, 'word/diagrams/drawing2.xml')).toContain(`${run('Jeden Schritt prüfen.')}</dsp:txBody>`);
    const before = new Map(unzip(original).map((e) => [e.name, e.data]));
    expect(unzip(translated).flatMap((e) => (before.get(e.name)!.equals(e.data) ? [] : [e.name]))).toEqual([
      'word/header1.xml',
      'word/charts/chart2.xml',
      'word/diagrams/data1.xml',
      'word/diagrams/drawing1.xml',
      'word/diagrams/data2.xml',
      'word/diagrams/drawing2.xml',
    ]);
    // Read again, the translated segments and no others differ, each where it was.
    const expected = segments.map(readable);
    for (const { position, target } of edits) expected[position] = target;
    expect((await segmentsOf(translated)).map(readable)).toEqual(expected);
  });

  it('keeps the parts a header places byte for byte where only the body is translated', async () => {
    const original = headerGraphicsDocx();
    expect((await merged(original, [])).equals(original)).toBe(true);
    const translated = await merged(original, [{ position: 0, target: 'Text des Hauptteils.', approved: true }]);
    const before = new Map(unzip(original).map((e) => [e.name, e.data]));
    expect(unzip(translated).flatMap((e) => (before.get(e.name)!.equals(e.data) ? [] : [e.name]))).toEqual([
      'word/document.xml',
    ]);
  });

  it.skipIf(!hasPythonDocx)(
    "writes a header's and footer's graphics python-docx reads with the translations",
    async () => {
      const original = headerGraphicsDocx();
      const translated = await translatedAll(original, (source) => `Ü ${source}`);
      pythonDocxCheck(translated);
      const dir = mkdtempSync(join(tmpdir(), 'tessera-docx-'));
      try {
        writeFileSync(join(dir, 'file.docx'), translated);
        // Each header and footer's text, then the text of every part it names, as python-docx finds them.
        const read = execFileSync('/usr/bin/python3', [
          '-c',
          [
            'import sys, docx',
            'from lxml import etree',
            'section = docx.Document(sys.argv[1]).sections[0]',
            'for story in (section.header, section.footer):',
            "    print(' | '.join(t.text for t in story._element.iter('{*}t')))",
            '    for rel in sorted(story.part.rels.values(), key=lambda rel: rel.rId):',
            '        tree = etree.fromstring(rel.target_part.blob)',
            "        print(rel.target_part.partname, ' | '.join(e.text for e in tree.iter('{*}t', '{*}v') if e.text))",
          ].join('\n'),
          join(dir, 'file.docx'),
        ]).toString();
        expect(read.split('\n')).toEqual([
          'Ü Acme Corp | Ü Draft, do not circulate. | Ü Draft, do not circulate.',
          '/word/charts/chart2.xml Ü Sales by quarter | Ü Revenue | Ü Q1 | Ü Q2 | 4.3 | 5.1 | Ü EUR million',
          '/word/diagrams/data1.xml Ü Plan the launch. | Ü Ship it & listen.',
          '/word/diagrams/layout1.xml ',
          '/word/diagrams/quickStyle1.xml ',
          '/word/diagrams/drawing1.xml Ü Plan the launch. | Ü Ship it & listen.',
          '/word/diagrams/colors1.xml ',
          'Ü Printed copies are not controlled.',
          '/word/diagrams/data2.xml Ü Check every step.',
          '/word/diagrams/layout2.xml ',
          '/word/diagrams/quickStyle2.xml ',
          '/word/diagrams/drawing2.xml Ü Check every step.',
          '/word/diagrams/colors2.xml ',
          '',
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('refuses a sentence longer than a segment may be, at the upload check as at the import, naming its unit', async () => {
    // Letters of no pattern a zip packs away: a run of one letter would be refused as a zip bomb first.
    let seed = 7;
    const letters = (length: number) =>
      Array.from({ length }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join('');
    const file = docx(p(r('Short.')) + p(r(letters(SEGMENT_TARGET_MAX_LENGTH + 1))));
    const message = /^The unit "document\/2" at line 2 is longer than a segment may be/;
    expect(await refusal(docxFormat.inspect(() => streamOf(file), { source: 'en' }))).toMatch(message);
    expect(await refusal(segmentsOf(file))).toMatch(message);
    // The same text in sentences of a segment's length is read.
    const sentences = `${letters(SEGMENT_TARGET_MAX_LENGTH - 1)}. B${letters(SEGMENT_TARGET_MAX_LENGTH - 2)}.`;
    await expect(docxFormat.inspect(() => streamOf(docx(p(r(sentences)))), { source: 'en' })).resolves.toEqual({
      needs: ['source', 'target'],
    });
  });

  it('reads endnotes after the body, each named by its number, separators left out', async () => {
    const endnotes = partXml(
      'w:endnotes',
      '<w:endnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:endnote>' +
        `<w:endnote w:id="1">${p('<w:r><w:endnoteRef/></w:r>' + r(' Source: annual accounts.'))}</w:endnote>`,
    );
    const file = docx(p(r('Sales rose.') + '<w:r><w:endnoteReference w:id="1"/></w:r>'), [
      { name: 'endnotes.xml', type: 'endnotes', xml: endnotes },
    ]);
    expect((await segmentsOf(file)).map((s) => [readable(s), s.context])).toEqual([
      ['Sales rose.{[endnote]}', 'Paragraph'],
      ['{[endnote mark]} Source: annual accounts.', 'Endnote 1'],
    ]);
  });

  it('reads the text a HYPERLINK field shows inside a pair, its instruction in the open code', async () => {
    const mark = (type: string) => `<w:r><w:fldChar w:fldCharType="${type}"/></w:r>`;
    const file = docx(
      p(
        r('Read ') +
          mark('begin') +
          '<w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.com/terms" </w:instrText></w:r>' +
          mark('separate') +
          r('our terms', '<w:rStyle w:val="Hyperlink"/>') +
          mark('end') +
          r(' first.'),
      ),
    );
    const [segment] = await segmentsOf(file);
    expect(readable(segment!)).toBe('Read {<1>}our terms{</1>} first.');
    expect(segment!.codes[0]!.xml).toContain('HYPERLINK "https://example.com/terms"');
    const translated = await merged(file, [
      { position: 0, target: `Lesen Sie zuerst ${inlineToken(1)}unsere Bedingungen${inlineToken(2)}.`, approved: true },
    ]);
    const body = part(translated, 'word/document.xml');
    expect(body).toContain(
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:rStyle w:val="Hyperlink"/><w:lang w:val="de"/></w:rPr>' +
        '<w:t xml:space="preserve">unsere Bedingungen</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
    );
    expect((await segmentsOf(translated)).map(readable)).toEqual(['Lesen Sie zuerst {<1>}unsere Bedingungen{</1>}.']);
  });

  it('writes runs in the prefix the part binds WordprocessingML to', async () => {
    const entries = unzip(docx(p(r('Plain and ') + r('bold', '<w:b/><w:lang w:val="en-GB"/>') + r('.'))));
    const prefixed = zip(
      entries.map((entry) =>
        entry.name === 'word/document.xml'
          ? {
              ...entry,
              data: Buffer.from(entry.data.toString().replace(/\bw:/g, 'ns0:').replace('xmlns:w=', 'xmlns:ns0=')),
            }
          : entry,
      ),
    );
    const [segment] = await segmentsOf(prefixed);
    expect(readable(segment!)).toBe('Plain and {<1>}bold{</1>}.');
    const translated = await merged(prefixed, [
      { position: 0, target: `Schlicht und ${inlineToken(1)}fett${inlineToken(2)}.`, approved: true },
    ]);
    expect(part(translated, 'word/document.xml')).toContain(
      '<ns0:r><ns0:rPr><ns0:b/><ns0:lang ns0:val="de"/></ns0:rPr><ns0:t xml:space="preserve">fett</ns0:t></ns0:r>',
    );
    expect((await segmentsOf(translated)).map(readable)).toEqual(['Schlicht und {<1>}fett{</1>}.']);
  });

  it.skipIf(!hasPythonDocx)('writes a file python-docx reads with the translations', async () => {
    const original = formattingDocx();
    const segments = await segmentsOf(original);
    const translated = await merged(
      original,
      segments.map((s, position) => ({ position, target: `Ü ${s.source}`, approved: true })),
    );
    pythonDocxCheck(translated);
    const dir = mkdtempSync(join(tmpdir(), 'tessera-docx-'));
    try {
      writeFileSync(join(dir, 'file.docx'), translated);
      const texts = execFileSync('/usr/bin/python3', [
        '-c',
        'import sys, docx\nfor p in docx.Document(sys.argv[1]).paragraphs: print(p.text)',
        join(dir, 'file.docx'),
      ]).toString();
      expect(texts).toContain('Ü Terms of Delivery');
      expect(texts).toContain('Ü The goods are delivered within thirty days of the order.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!hasLibreOffice)(
    'writes a file LibreOffice converts without error',
    async () => {
      const original = contractDocx();
      const segments = await segmentsOf(original);
      const translated = await merged(
        original,
        segments.map((s, position) => ({ position, target: `Ü ${s.source}`, approved: true })),
      );
      const text = libreOfficeConvert(translated, 'contract.docx', 'txt:Text').toString('utf8');
      expect(text).toContain('Ü Service Agreement');
      expect(text).toContain('Ü 本契約は日本法に準拠する。');
    },
    90_000,
  );

  it('refuses a part that is not well-formed, an XML bomb in a part, and files of other kinds, naming them', async () => {
    const entries = unzip(formattingDocx());
    const withDocument = (xml: string) =>
      zip(entries.map((e) => (e.name === 'word/document.xml' ? { name: e.name, data: Buffer.from(xml) } : e)));
    const read = (file: Buffer) => segmentsOf(file);
    expect(await refusal(read(withDocument('<w:document><w:body></w:document>')))).toMatch(
      /^The part word\/document\.xml is not well-formed: Malformed XML at line 1, column \d+/,
    );
    expect(await refusal(read(withDocument('<!DOCTYPE d [<!ENTITY a "aaaa">]><w:document>&a;</w:document>')))).toMatch(
      /^The part word\/document\.xml is not well-formed: .*DOCTYPE/,
    );
    const workbook = zip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        ),
      },
    ]);
    expect(await refusal(read(workbook))).toBe('This file is an Excel workbook (.xlsx), not a Word document (.docx).');
    expect(await refusal(read(zip(entries.filter((e) => e.name !== 'word/document.xml'))))).toBe(
      'The Word document (.docx) is damaged: its main part word/document.xml is missing.',
    );
    expect(await refusal(read(zip([{ name: 'notes.txt', data: Buffer.from('x') }])))).toBe(
      'This file is a ZIP archive, not a Word document (.docx).',
    );
  });
});
