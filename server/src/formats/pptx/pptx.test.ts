import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { hasLibreOffice, libreOfficeConvert } from '../document-validators.test-helper.ts';
import { unzip, zip } from '../xlsx/zip.test-helper.ts';
import { contractDocx } from '../docx/docx-fixtures.test-helper.ts';
import { pptxFormat } from './pptx.ts';
import { deckPptx, japanesePptx, PPTX_FIXTURE_FILES } from './pptx-fixtures.test-helper.ts';
import { ap, ar, lineBreak, pptx, smartArtFrame, sp } from './pptx.test-helper.ts';
import { formatTestKit, readable, part, refusal } from '../format-test-kit.test-helper.ts';

const { segmentsOf, merged, translatedAll } = formatTestKit(pptxFormat);

describe('PPTX documents', () => {
  it.each(Object.entries(PPTX_FIXTURE_FILES))('has %s as its XML builds it', (file, build) => {
    expect(readFileSync(new URL(`../${file}`, import.meta.url)).equals(build())).toBe(true);
  });

  it('reads slides in presentation order, then notes and charts, with tables and groups, never masters', async () => {
    const segments = await segmentsOf(deckPptx());
    expect(segments.map((s) => [s.unitId, readable(s), s.context])).toEqual([
      ['slide1/1', 'Quarterly Results', 'Slide 1, heading 1'],
      ['slide1/2', 'Revenue grew by {<1>}twelve percent{</1>} this quarter.', 'Slide 1'],
      ['slide1/2', 'Costs fell.', 'Slide 1'],
      ['slide1/3', 'See {<1>}our report{</1>} for details.', 'Slide 1'],
      ['slide1/4', 'Page{↵}number {[slide number]}', 'Slide 1'],
      ['slide1/5', 'Grouped caption.', 'Slide 1'],
      ['slide1/6', 'Second caption & more.', 'Slide 1'],
      ['slide1/7', 'Region', 'Slide 1, table 1, row 1, cell 1'],
      ['slide1/8', 'Growth', 'Slide 1, table 1, row 1, cell 2'],
      ['slide1/9', 'North', 'Slide 1, table 1, row 2, cell 1'],
      ['slide1-notes/1', 'Mention the new office.', 'Slide 1, notes'],
      ['slide1-notes/1', 'Thank the team.', 'Slide 1, notes'],
      ['slide2/1', 'Outlook', 'Slide 2, heading 1'],
      ['slide2-chart1/1', 'Sales by region', 'Slide 2, chart 1, title'],
      // The series' name and categories from the chart's cache of its data; cached numbers are not text.
      ['slide2-chart1/2', 'Growth', 'Slide 2, chart 1, series name'],
      ['slide2-chart1/3', 'North', 'Slide 2, chart 1, category'],
      ['slide2-chart1/4', 'South & East', 'Slide 2, chart 1, category'],
      ['slide2-chart1/5', 'Percent', 'Slide 2, chart 1, axis title'],
    ]);
    // The place as parts, which the editor says in its interface's language.
    const placeOf = (unitId: string) => segments.find((s) => s.unitId === unitId)?.place;
    expect(placeOf('slide1/1')).toEqual([
      { kind: 'slide', number: 1 },
      { kind: 'heading', level: 1 },
    ]);
    expect(placeOf('slide1/2')).toEqual([{ kind: 'slide', number: 1 }]);
    expect(placeOf('slide1/9')).toEqual([
      { kind: 'slide', number: 1 },
      { kind: 'table', number: 1, name: null },
      { kind: 'cell', row: 2, column: 1 },
    ]);
    expect(placeOf('slide1-notes/1')).toEqual([{ kind: 'slide', number: 1 }, { kind: 'notes' }]);
    expect(placeOf('slide2-chart1/5')).toEqual([
      { kind: 'slide', number: 2 },
      { kind: 'chart', number: 1 },
      { kind: 'chart-text', role: 'axis-title' },
    ]);
    // For the editor's preview: titles are headings, a table's paragraphs its cells, notes notes.
    expect(segments.map((s) => s.block?.kind)).toEqual([
      'heading',
      ...Array(6).fill('paragraph'),
      // The cell holding only "12 %" is not a segment.
      ...Array(3).fill('table-cell'),
      'note',
      'note',
      'heading',
      ...Array(5).fill('paragraph'),
    ]);
    expect(segments[9]!.block?.cell).toEqual({ table: 1, row: 2, col: 1 });
  });

  it('writes translations into the runs, in the target language, every other part as it was', async () => {
    const original = deckPptx();
    const segments = await segmentsOf(original);
    const bold = segments[1]!;
    const translated = await merged(original, [
      {
        position: 1,
        target: bold.source
          .replace('Revenue grew by', 'Der Umsatz stieg um')
          .replace('twelve percent', 'zwölf Prozent')
          .replace(' this quarter.', ' in diesem Quartal.'),
        approved: true,
      },
      {
        position: 4,
        target: segments[4]!.source.replace('Page', 'Seite').replace('number ', 'Nummer '),
        approved: true,
      },
    ]);
    // Slides are named last to first: the presentation's first slide is ppt/slides/slide2.xml.
    const slide = part(translated, 'ppt/slides/slide2.xml');
    expect(slide).toContain(
      '<a:r><a:rPr lang="de"/><a:t>Der Umsatz stieg um </a:t></a:r><a:r><a:rPr lang="de" b="1"/><a:t>zwölf Prozent</a:t></a:r>',
    );
    expect(slide).toContain('<a:t>Costs fell.</a:t>');
    expect(slide).toMatch(
      /<a:t>Seite<\/a:t><\/a:r><a:br><a:rPr lang="en-US"\/><\/a:br><a:r>.*<a:t>Nummer <\/a:t><\/a:r><a:fld /,
    );
    const before = new Map(unzip(original).map((e) => [e.name, e.data]));
    const changed = unzip(translated)
      .filter((e) => !before.get(e.name)!.equals(e.data))
      .map((e) => e.name);
    expect(changed).toEqual(['ppt/slides/slide2.xml']);
    expect((await segmentsOf(translated)).map(readable).slice(1, 3)).toEqual([
      'Der Umsatz stieg um {<1>}zwölf Prozent{</1>} in diesem Quartal.',
      'Costs fell.',
    ]);
  });

  it("writes a chart's translated title, axis title, series name and categories, its numbers as they were", async () => {
    const original = deckPptx();
    const segments = await segmentsOf(original);
    const at = (source: string) => segments.findIndex((s) => s.source === source && s.context?.includes('chart'));
    const translations: Record<string, string> = {
      'Sales by region': 'Umsatz nach Region',
      Growth: 'Wachstum',
      'South & East': 'Süden & Osten',
      Percent: 'Prozent',
    };
    const translated = await merged(
      original,
      Object.entries(translations).map(([source, target]) => ({ position: at(source), target, approved: true })),
    );
    const chart = part(translated, 'ppt/charts/chart1.xml');
    expect(chart).toContain('<a:r><a:rPr lang="de"/><a:t>Umsatz nach Region</a:t></a:r>');
    expect(chart).toContain('<a:r><a:rPr lang="de"/><a:t>Prozent</a:t></a:r>');
    expect(chart).toContain('<c:pt idx="0"><c:v>Wachstum</c:v></c:pt>');
    expect(chart).toContain('<c:pt idx="0"><c:v>North</c:v></c:pt><c:pt idx="1"><c:v>Süden &amp; Osten</c:v></c:pt>');
    expect(chart).toContain('<c:pt idx="0"><c:v>4.3</c:v></c:pt><c:pt idx="1"><c:v>2.5</c:v></c:pt>');
    expect((await segmentsOf(translated)).filter((s) => s.context?.includes('chart')).map(readable)).toEqual([
      'Umsatz nach Region',
      'Wachstum',
      'North',
      'Süden & Osten',
      'Prozent',
    ]);
  });

  /**
   * A slide whose SmartArt graphic is placed before its chart and above a text shape, its second item formatted
   * and broken over two lines, and a second slide with a SmartArt graphic of its own.
   */
  const smartArtDeck = () =>
    pptx([
      {
        shapes: sp(2, ap(ar('Roadmap')), 'title') + smartArtFrame(3) + sp(4, ap(ar('Dates may move.'))),
        notes: ap(ar('Keep it short.')),
        smartArt: ['Plan the launch.', ar('Ship it ') + ar('now', 'b="1"') + lineBreak + ar('and listen.')],
        chartTitle: ap(ar('Milestones reached')),
      },
      { shapes: sp(2, ap(ar('Next steps')), 'title') + smartArtFrame(3), smartArt: ['Hire &amp; train.'] },
    ]);

  it("reads a slide's SmartArt items after its notes, with its charts in the order the slide places them", async () => {
    const segments = await segmentsOf(smartArtDeck());
    expect(segments.map((s) => [s.unitId, readable(s), s.context])).toEqual([
      ['slide1/1', 'Roadmap', 'Slide 1, heading 1'],
      ['slide1/2', 'Dates may move.', 'Slide 1'],
      ['slide1-notes/1', 'Keep it short.', 'Slide 1, notes'],
      // The data model's first point is the graphic itself, whose empty paragraph is no segment.
      ['slide1-smartart1/2', 'Plan the launch.', 'Slide 1, SmartArt 1'],
      ['slide1-smartart1/3', 'Ship it {<1>}now{</1>}{↵}and listen.', 'Slide 1, SmartArt 1'],
      ['slide1-chart1/1', 'Milestones reached', 'Slide 1, chart 1, title'],
      ['slide1-chart1/2', 'Growth', 'Slide 1, chart 1, series name'],
      ['slide1-chart1/3', 'North', 'Slide 1, chart 1, category'],
      ['slide1-chart1/4', 'South & East', 'Slide 1, chart 1, category'],
      ['slide1-chart1/5', 'Percent', 'Slide 1, chart 1, axis title'],
      ['slide2/1', 'Next steps', 'Slide 2, heading 1'],
      ['slide2-smartart1/2', 'Hire & train.', 'Slide 2, SmartArt 1'],
    ]);
    const item = segments[4]!;
    expect(item.codes.map((c) => [c.kind, c.label])).toEqual([
      ['open', '<1>'],
      ['close', '</1>'],
      ['standalone', '↵'],
    ]);
    // The open code holds the formatting, not the proofing marks or the language, which a translation replaces.
    expect(item.codes[0]!.xml).toBe('<a:r><a:rPr b="1"/><a:t>');
  });

  it("writes a SmartArt item's translation into the data model and the drawing, every other part as it was", async () => {
    const original = smartArtDeck();
    const segments = await segmentsOf(original);
    const at = (source: string) => segments.findIndex((s) => readable(s) === source);
    const item = segments[at('Ship it {<1>}now{</1>}{↵}and listen.')]!;
    const translated = await merged(original, [
      {
        position: at('Ship it {<1>}now{</1>}{↵}and listen.'),
        target: item.source
          .replace('Ship it ', 'Ausliefern, ')
          .replace('now', 'jetzt')
          .replace('and listen.', 'zuhören.'),
        approved: true,
      },
      { position: at('Hire & train.'), target: 'Einstellen & schulen.', approved: true },
    ]);
    // The presentation's first slide is ppt/slides/slide2.xml, its graphic's parts numbered 2.
    const runs =
      '<a:r><a:rPr lang="de"/><a:t>Ausliefern, </a:t></a:r><a:r><a:rPr lang="de" b="1"/><a:t>jetzt</a:t></a:r>' +
      '<a:br><a:rPr lang="en-US"/></a:br><a:r><a:rPr lang="de"/><a:t>zuhören.</a:t></a:r>';
    expect(part(translated, 'ppt/diagrams/data2.xml')).toContain(`<a:lstStyle/><a:p>${runs}</a:p></dgm:t>`);
    expect(part(translated, 'ppt/diagrams/drawing2.xml')).toContain(`<a:lstStyle/><a:p>${runs}</a:p></dsp:txBody>`);
    expect(part(translated, 'ppt/diagrams/drawing2.xml')).toContain('<a:t>Plan the launch.</a:t>');
    const written = '<a:r><a:rPr lang="de"/><a:t>Einstellen &amp; schulen.</a:t></a:r>';
    expect(part(translated, 'ppt/diagrams/data1.xml')).toContain(written);
    expect(part(translated, 'ppt/diagrams/drawing1.xml')).toContain(written);
    const before = new Map(unzip(original).map((e) => [e.name, e.data]));
    expect(unzip(translated).flatMap((e) => (before.get(e.name)!.equals(e.data) ? [] : [e.name]))).toEqual([
      'ppt/diagrams/data2.xml',
      'ppt/diagrams/drawing2.xml',
      'ppt/diagrams/data1.xml',
      'ppt/diagrams/drawing1.xml',
    ]);
    const again = await segmentsOf(translated);
    expect(again.filter((s) => s.context?.includes('SmartArt')).map(readable)).toEqual([
      'Plan the launch.',
      'Ausliefern, {<1>}jetzt{</1>}{↵}zuhören.',
      'Einstellen & schulen.',
    ]);
  });

  it("keeps a SmartArt graphic's parts byte for byte where only the slide's text is translated", async () => {
    const original = smartArtDeck();
    expect((await merged(original, [])).equals(original)).toBe(true);
    const translated = await merged(original, [{ position: 0, target: 'Fahrplan', approved: true }]);
    const before = new Map(unzip(original).map((e) => [e.name, e.data]));
    expect(unzip(translated).flatMap((e) => (before.get(e.name)!.equals(e.data) ? [] : [e.name]))).toEqual([
      'ppt/slides/slide2.xml',
    ]);
  });

  it('turns the paragraphs of a right-to-left translation right-to-left', async () => {
    const original = japanesePptx();
    const languages = { source: 'ja', target: 'ar' };
    const translated = await translatedAll(original, (source) => `ع ${source}`, languages);
    const slide = part(translated, 'ppt/slides/slide1.xml');
    expect(slide).toContain('<a:p><a:pPr rtl="1"/><a:r><a:rPr lang="ar"/><a:t>ع 会社概要</a:t></a:r>');
    expect(slide).toContain('<a:r><a:rPr lang="ar" b="1"/><a:t>十年</a:t></a:r>');
    expect(part(translated, 'ppt/notesSlides/notesSlide1.xml')).toContain('<a:pPr rtl="1"/>');
  });

  it.skipIf(!hasLibreOffice)(
    'writes a file LibreOffice converts without error, with the translations',
    async () => {
      const translated = await translatedAll(deckPptx(), (source) => `Ü ${source}`);
      const content = part(libreOfficeConvert(translated, 'deck.pptx', 'odp'), 'content.xml');
      expect(content).toContain('Ü Quarterly Results');
      expect(content).toContain('Ü Mention the new office.');
    },
    90_000,
  );

  it.skipIf(!hasLibreOffice)(
    'writes SmartArt items LibreOffice shows translated',
    async () => {
      const translated = await translatedAll(smartArtDeck(), (source) => `Ü ${source}`);
      const content = part(libreOfficeConvert(translated, 'smart-art.pptx', 'odp'), 'content.xml');
      expect(content).toContain('Ü Plan the launch.');
      expect(content).toContain('Ü Hire &amp; train.');
    },
    90_000,
  );

  it('refuses a part that is not well-formed, a missing slide and files of other kinds, naming them', async () => {
    const entries = unzip(deckPptx());
    const replaced = (name: string, xml: string) =>
      zip(entries.map((e) => (e.name === name ? { name, data: Buffer.from(xml) } : e)));
    expect(await refusal(segmentsOf(replaced('ppt/slides/slide1.xml', '<p:sld><p:cSld></p:sld>')))).toMatch(
      /^The part ppt\/slides\/slide1\.xml is not well-formed: Malformed XML at line 1, column \d+/,
    );
    expect(await refusal(segmentsOf(zip(entries.filter((e) => e.name !== 'ppt/slides/slide2.xml'))))).toBe(
      'The PowerPoint presentation (.pptx) is damaged: its slide 1 is missing.',
    );
    expect(await refusal(segmentsOf(contractDocx()))).toBe(
      'This file is a Word document (.docx), not a PowerPoint presentation (.pptx).',
    );
  });
});
