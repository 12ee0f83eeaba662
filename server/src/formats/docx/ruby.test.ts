import { describe, expect, it } from 'vitest';
import { inlineToken } from '@tessera/shared/contract';
import {
  hasLibreOffice,
  hasPythonDocx,
  libreOfficeConvert,
  pythonDocxCheck,
} from '../document-validators.test-helper.ts';
import { unzip } from '../xlsx/zip.test-helper.ts';
import { formatTestKit, part, readable } from '../format-test-kit.test-helper.ts';
import { docxFormat } from './docx.ts';
import { pythonDocxRuby, rubyDocx } from './ruby-fixtures.test-helper.ts';

const { segmentsOf, merged } = formatTestKit(docxFormat);
const JAPANESE = { source: 'ja', target: 'en' };
const [open, close] = [inlineToken(1), inlineToken(2)];

describe('Word phonetic guides (ruby)', () => {
  it('reads the base as text of its sentence, inside a pair holding the reading', async () => {
    const segments = await segmentsOf(rubyDocx(), JAPANESE);
    expect(segments.map((s) => [s.unitId, readable(s)])).toEqual([
      ['document/1', '{<1>}東京{</1>}の天気'],
      ['document/2', '今日は{<1>}雨{</1>}です。'],
      ['document/2', '明日は{<1>}晴{</1>}れるでしょう。'],
      // A paragraph of nothing but guides, which had no segment.
      ['document/3', '{<1>}東京{</1>}{<2>}都{</2>}'],
      // A bold base is bold inside the pair, as the whole of its text.
      ['document/4', '{<1>}注意{</1>}してください。'],
    ]);
    const [guide, end] = segments[0]!.codes;
    expect(guide!.xml).toMatch(/^<w:r><w:rPr><w:rFonts w:hint="eastAsia"\/><\/w:rPr><w:ruby><w:rubyPr>.*<\/w:rubyPr>/);
    expect(guide!.xml).toContain('<w:t>とうきょう</w:t></w:r></w:rt><w:rubyBase>');
    expect(end!.xml).toBe('</w:rubyBase></w:ruby></w:r>');
    expect(segments[4]!.codes[0]!.xml).toContain('<w:t>ちゅうい</w:t>');
  });

  it('writes a kept guide over the translated base and none where the translator left it out', async () => {
    const original = rubyDocx();
    const translated = await merged(
      original,
      [
        { position: 0, target: `Weather in ${open}Tokyo${close}`, approved: true },
        { position: 1, target: 'It is raining today.', approved: true },
        { position: 3, target: `${open}Tokyo${close} ${inlineToken(3)}Metropolis${inlineToken(4)}`, approved: true },
        { position: 4, target: `Please ${open}be careful${close}.`, approved: true },
      ],
      JAPANESE,
    );
    const body = part(translated, 'word/document.xml');
    expect(body).toContain('<w:rubyBase><w:r><w:rPr><w:rFonts w:hint="eastAsia"/><w:lang w:val="en"/></w:rPr>');
    if (!hasPythonDocx) return;
    pythonDocxCheck(translated);
    expect(pythonDocxRuby(translated)).toEqual([
      { text: 'Weather in Tokyo', ruby: [['Tokyo', 'とうきょう']] },
      // The second sentence untranslated keeps its guide.
      { text: 'It is raining today.明日は晴れるでしょう。', ruby: [['晴', 'は']] },
      {
        text: 'Tokyo Metropolis',
        ruby: [
          ['Tokyo', 'とうきょう'],
          ['Metropolis', 'と'],
        ],
      },
      { text: 'Please be careful.', ruby: [['be careful', 'ちゅうい']] },
    ]);
    // Read again: the same units, the translations with their guides' pairs where they were kept.
    const again = await segmentsOf(translated, JAPANESE);
    expect(again.map((s) => [s.unitId, readable(s)])).toEqual([
      ['document/1', 'Weather in {<1>}Tokyo{</1>}'],
      // One sentence now: Japanese rules end a sentence at "。", and the translation took the place of one.
      ['document/2', 'It is raining today.明日は{<1>}晴{</1>}れるでしょう。'],
      ['document/3', '{<1>}Tokyo{</1>} {<2>}Metropolis{</2>}'],
      ['document/4', 'Please {<1>}be careful{</1>}.'],
    ]);
  });

  it.skipIf(!hasPythonDocx)('is read by python-docx as Word wrote it', () => {
    expect(pythonDocxRuby(rubyDocx())).toEqual([
      { text: '東京の天気', ruby: [['東京', 'とうきょう']] },
      {
        text: '今日は雨です。明日は晴れるでしょう。',
        ruby: [
          ['雨', 'あめ'],
          ['晴', 'は'],
        ],
      },
      {
        text: '東京都',
        ruby: [
          ['東京', 'とうきょう'],
          ['都', 'と'],
        ],
      },
      { text: '注意してください。', ruby: [['注意', 'ちゅうい']] },
    ]);
  });

  it.skipIf(!hasLibreOffice)(
    'writes guides LibreOffice reads over their translated bases',
    async () => {
      const translated = await merged(
        rubyDocx(),
        [
          { position: 0, target: `Weather in ${open}Tokyo${close}`, approved: true },
          { position: 3, target: 'Tokyo Metropolis', approved: true },
        ],
        JAPANESE,
      );
      const odt = libreOfficeConvert(translated, 'ruby.docx', 'odt');
      const content = unzip(odt)
        .find((entry) => entry.name === 'content.xml')!
        .data.toString('utf8');
      const textOf = (xml: string) => xml.replace(/<[^>]+>/g, '');
      const paragraphs = [...content.matchAll(/<text:p\b[^>]*>(.*?)<\/text:p>/g)].map(([, xml]) => ({
        text: textOf(xml!.replace(/<text:ruby-text\b.*?<\/text:ruby-text>/g, '')),
        ruby: [
          ...xml!.matchAll(/<text:ruby-base>(.*?)<\/text:ruby-base><text:ruby-text\b[^>]*>(.*?)<\/text:ruby-text>/g),
        ].map(([, base, reading]) => [textOf(base!), reading]),
      }));
      expect(paragraphs).toEqual([
        { text: 'Weather in Tokyo', ruby: [['Tokyo', 'とうきょう']] },
        {
          text: '今日は雨です。明日は晴れるでしょう。',
          ruby: [
            ['雨', 'あめ'],
            ['晴', 'は'],
          ],
        },
        { text: 'Tokyo Metropolis', ruby: [] },
        { text: '注意してください。', ruby: [['注意', 'ちゅうい']] },
      ]);
    },
    90_000,
  );
});
