import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment } from '../document.ts';
import { htmlFormat } from './html.ts';

async function segmentsOf(html: string, source = 'en') {
  const segments: DocumentSegment[] = [];
  await htmlFormat.read(streamOf(Buffer.from(html)), async (batch) => void segments.push(...batch), 100, {
    source,
    target: 'de',
  });
  return segments;
}

async function translated(html: string, targets: Record<string, string>, languages = { source: 'en', target: 'de' }) {
  const segments = await segmentsOf(html, languages.source);
  const edits = segments.flatMap((segment, position) => {
    const target = targets[`${segment.unitId}/${segment.segmentId}`];
    return target === undefined ? [] : [{ position, target, approved: true }];
  });
  const merge = await htmlFormat.merge(
    streamOf(Buffer.from(html)),
    (async function* () {
      yield* edits;
    })(),
    languages,
  );
  return (await buffer(merge.bytes)).toString();
}

const [b1, b2, a1, a2] = [1, 2, 1, 2].map(inlineToken);

describe('HTML documents', () => {
  it('reads block elements as paragraphs of sentences, inline elements as codes, the place as context', async () => {
    const html = '<ul>\n  <li>Drag the <b>file</b> here.\n      Then <a href="/x">press OK</a>.</li>\n</ul>';
    const segments = await segmentsOf(html);
    expect(segments.map((s) => [s.unitId, s.segmentId, s.source, s.context])).toEqual([
      ['p1', '1', `Drag the ${b1}file${b2} here.`, 'List item, level 1'],
      ['p1', '2', `Then ${a1}press OK${a2}.`, 'List item, level 1'],
    ]);
    expect(segments[0]!.codes).toEqual([
      { id: 1, kind: 'open', label: '<1>', xml: '<b>' },
      { id: 2, kind: 'close', label: '</1>', xml: '</b>' },
    ]);
    // White space the browser collapses is one space for the translator; a translation replaces the sentence only.
    expect(await translated(html, { 'p1/2': `Dann ${a1}OK drücken${a2} &<>.` })).toBe(
      '<ul>\n  <li>Drag the <b>file</b> here.\n      Dann <a href="/x">OK drücken</a> &amp;&lt;&gt;.</li>\n</ul>',
    );
  });

  it("says each segment's place: heading, nested list item, table cell, quote, header, footer, image; the head its path", async () => {
    const html =
      '<html><head><title>Shop</title></head><body><header><p>Acme</p></header>' +
      '<h2>Prices <img src=p.png alt="Price list"></h2><ul><li>Fruit<ul><li>Apples</li></ul></li></ul>' +
      '<table><thead><tr><th>Item</th><th>Price</th></tr></thead><tr><td>Pear</td><td><p>Ask us</p></td></tr></table>' +
      '<blockquote><p>Fresh every day.</p></blockquote><div>Open daily.</div><footer>Since 1900</footer></body></html>';
    const segments = await segmentsOf(html);
    expect(segments.map((s) => [s.source, s.context, s.place ?? null])).toEqual([
      ['Shop', 'head/title', null],
      ['Acme', 'Header', [{ kind: 'header', pages: null }]],
      ['Price list', 'Image', [{ kind: 'image' }]],
      [`Prices ${b1}`, 'Heading 2', [{ kind: 'heading', level: 2 }]],
      ['Fruit', 'List item, level 1', [{ kind: 'list-item', level: 1 }]],
      ['Apples', 'List item, level 2', [{ kind: 'list-item', level: 2 }]],
      ...[
        ['Item', 1, 1],
        ['Price', 1, 2],
        ['Pear', 2, 1],
        ['Ask us', 2, 2],
      ].map(([source, row, column]) => [
        source,
        `Table 1, row ${row}, cell ${column}`,
        [
          { kind: 'table', number: 1, name: null },
          { kind: 'cell', row, column },
        ],
      ]),
      ['Fresh every day.', 'Quote', [{ kind: 'quote' }]],
      ['Open daily.', 'Paragraph', [{ kind: 'paragraph' }]],
      ['Since 1900', 'Footer', [{ kind: 'footer', pages: null }]],
    ]);
  });

  it('takes a footnote reference for one code, so the sentence before it ends at its full stop', async () => {
    const html =
      '<p>Invoices are due within a month.<sup><a href="#fn1">1</a></sup> Payment is by transfer.<sup>[2]</sup></p>' +
      '<p>See the terms<a role="doc-noteref" href="#fn3">3</a>. The area is 20 m<sup>2</sup>, x<sup>n</sup> in all.</p>';
    const segments = await segmentsOf(html);
    expect(segments.map((s) => s.source)).toEqual([
      `Invoices are due within a month.${b1}`,
      `Payment is by transfer.${b1}`,
      `See the terms${b1}.`,
      `The area is 20 m${b1}, x${b2}n${inlineToken(3)} in all.`,
    ]);
    expect(segments[0]!.codes).toEqual([
      { id: 1, kind: 'standalone', label: '<sup>', xml: '<sup><a href="#fn1">1</a></sup>' },
    ]);
    expect(await translated(html, { 'p1/2': `Zahlung per Überweisung.${b1}` })).toBe(
      html.replace('Payment is by transfer.', 'Zahlung per Überweisung.'),
    );
  });

  it('keeps entities in the untranslated text and decodes them for the translator', async () => {
    const html = '<p>Fish &amp; chips&nbsp;&mdash; 5&#8364;.</p><p>Salt &amp; vinegar.</p>';
    expect((await segmentsOf(html)).map((s) => s.source)).toEqual(['Fish & chips\u00a0— 5€.', 'Salt & vinegar.']);
    expect(await translated(html, { 'p2/1': 'Salz & Essig.' })).toBe(
      '<p>Fish &amp; chips&nbsp;&mdash; 5&#8364;.</p><p>Salz &amp; Essig.</p>',
    );
  });

  it('translates attributes, inside a translated sentence’s tag too', async () => {
    const html =
      '<p>See <a href="/m" title="The map">the map</a>.</p>\n<img src=x.png alt=Logo>\n<meta name="description" content="Shop">';
    const segments = await segmentsOf(html);
    expect(segments.map((s) => [s.unitId, s.source, s.context])).toEqual([
      ['a1', 'The map', 'p/a@title'],
      ['p1', `See ${a1}the map${a2}.`, 'Paragraph'],
      ['a2', 'Logo', 'Image'],
      ['a3', 'Shop', 'meta@content'],
    ]);
    expect(
      await translated(html, {
        'a1/null': 'Die "Karte"',
        'p1/1': `Siehe ${a1}die Karte${a2}.`,
        'a2/null': 'Unser Logo',
        'a3/null': 'Laden',
      }),
    ).toBe(
      '<p>Siehe <a href="/m" title="Die &quot;Karte&quot;">die Karte</a>.</p>\n' +
        '<img src=x.png alt="Unser Logo">\n<meta name="description" content="Laden">',
    );
  });

  it('honours translate="no" and leaves scripts, styles, templates and code blocks alone', async () => {
    const html =
      '<div translate="no"><p>Acme GmbH</p><p translate="yes">Made in <span>Berlin</span>.</p></div>\n' +
      '<p>Use <code>npm ci</code> with <b translate="no">Acme</b>.</p>\n<pre><code>rm -rf /</code></pre>\n' +
      '<script>let a = "Hello";</script><style>p::after { content: "Hi" }</style><template><p>Hi</p></template>';
    const segments = await segmentsOf(html);
    expect(segments.map((s) => [s.source, s.codes.map((c) => c.xml)])).toEqual([
      [`Made in ${b1}Berlin${b2}.`, ['<span>', '</span>']],
      [`Use ${inlineToken(1)} with ${inlineToken(2)}.`, ['<code>npm ci</code>', '<b translate="no">Acme</b>']],
    ]);
  });

  it('sets the target language on the page, and its direction for a right-to-left one', async () => {
    const html = '<!DOCTYPE html>\n<html lang="en" xml:lang="en"><head><title>Hello</title></head></html>';
    expect(await translated(html, { 'p1/1': 'مرحبا' }, { source: 'en', target: 'ar' })).toBe(
      '<!DOCTYPE html>\n<html dir="rtl" lang="ar" xml:lang="ar"><head><title>مرحبا</title></head></html>',
    );
    const rtl = '<html lang="he" dir="rtl"><body><p>שלום.</p></body></html>';
    expect(await translated(rtl, { 'p1/1': 'Hello.' }, { source: 'he', target: 'en' })).toBe(
      '<html lang="en" dir="ltr"><body><p>Hello.</p></body></html>',
    );
  });

  it('sets them on a body that says its own, as Word and LibreOffice write it', async () => {
    const html = '<html><body lang="en-US" link="#000080" dir="ltr"><p>Hello.</p></body></html>';
    expect(await translated(html, { 'p1/1': 'مرحبا.' }, { source: 'en', target: 'ar' })).toBe(
      '<html lang="ar" dir="rtl"><body lang="ar" link="#000080" dir="rtl"><p>مرحبا.</p></body></html>',
    );
    const plain = '<html lang="en"><body lang="en"><p>Hello.</p></body></html>';
    expect(await translated(plain, { 'p1/1': 'Hallo.' }, { source: 'en', target: 'de' })).toBe(
      '<html lang="de"><body lang="de"><p>Hallo.</p></body></html>',
    );
  });

  describe('ruby', () => {
    const page = readFileSync(new URL('fixtures/ruby-w3c.html', import.meta.url), 'utf8');
    const JAPANESE = { source: 'ja', target: 'en' };
    const readable = (segment: DocumentSegment) =>
      segment.source.replace(/\u0001(\d+)\u0002/g, (_, id: string) => `{${segment.codes[Number(id) - 1]!.label}}`);

    it('reads the bases as text of the sentence, a ruby a pair whose closing code holds its readings', async () => {
      const segments = await segmentsOf(page, 'ja');
      expect(segments.map((s) => [s.unitId, readable(s)])).toEqual([
        ['p1', 'ルビの例'],
        ['p2', '{<1>}東京{</1>}の天気'],
        ['p3', '{<1>}漢{<rt>}字{</1>}を{<2>}読{</2>}みます。'],
        ['p4', '{<1>}{<2>}旧{</2>}{<3>}金{</3>}{<4>}山{</4>}{</1>}は{<5>}霧{</5>}の{<6>}町{</6>}です。'],
        // An annotation's title is a unit of its own, inside the code holding it.
        ['a1', '読み方'],
        ['p5', '{<1>}{<2>}東{</2>}{<3>}京{</3>}{</1>}に{<4>}住{</4>}んでいます。'],
      ]);
      expect(segments[1]!.codes.map((code) => code.xml)).toEqual([
        '<ruby>',
        '<rp>（</rp><rt>とうきょう</rt><rp>）</rp></ruby>',
      ]);
      expect(segments[2]!.codes.map((code) => code.xml)).toEqual([
        '<ruby>',
        '<rt>かん</rt>',
        '<rt>じ</rt></ruby>',
        '<ruby>',
        '<rt>よ</rt></ruby>',
      ]);
      expect(segments[5]!.codes[5]!.xml).toBe(
        '<rtc><rt>とう</rt><rt>きょう</rt></rtc><rtc lang="en"><rt>Tō</rt><rt>kyō</rt></rtc></ruby>',
      );
    });

    it('writes a kept ruby around the translated base, its readings in place, and none where it was left out', async () => {
      const translatedPage = await translated(
        page,
        {
          'p2/1': `Weather in ${b1}Tokyo${b2}`,
          'p3/1': 'I read kanji.',
          'p5/1': `I live in ${b1}${inlineToken(2)}Tō${inlineToken(3)}${inlineToken(4)}kyō${inlineToken(5)}${inlineToken(6)}.`,
        },
        JAPANESE,
      );
      expect(translatedPage).toContain(
        '<h1>Weather in <ruby>Tokyo<rp>（</rp><rt>とうきょう</rt><rp>）</rp></ruby></h1>\n<p>I read kanji.</p>',
      );
      expect(translatedPage).toContain(
        '<p>I live in <ruby><rb>Tō</rb><rb>kyō</rb><rtc><rt>とう</rt><rt>きょう</rt></rtc><rtc lang="en"><rt>Tō</rt>' +
          '<rt>kyō</rt></rtc></ruby>.</p>',
      );
      // The untranslated paragraph, with its ruby, as it was.
      expect(translatedPage).toContain(page.split('\n').find((line) => line.includes('旧'))!);
      expect((await segmentsOf(translatedPage)).map((s) => [s.unitId, readable(s)])).toEqual([
        ['p1', 'ルビの例'],
        ['p2', 'Weather in {<1>}Tokyo{</1>}'],
        ['p3', 'I read kanji.'],
        ['p4', '{<1>}{<2>}旧{</2>}{<3>}金{</3>}{<4>}山{</4>}{</1>}は{<5>}霧{</5>}の{<6>}町{</6>}です。'],
        ['p5', 'I live in {<1>}{<2>}Tō{</2>}{<3>}kyō{</3>}{</1>}.'],
      ]);
    });
  });
});
