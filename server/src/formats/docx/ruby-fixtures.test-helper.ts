import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docx, p, r } from './docx.test-helper.ts';

/**
 * A Japanese Word document with phonetic guides (furigana), and how python-docx reads it. Its ruby is Word's own
 * XML (Home → Phonetic Guide in Word 2016, ECMA-376 §17.3.3.25): one run holding `w:ruby`, its properties
 * (`w:rubyPr`), the reading (`w:rt`) and the base (`w:rubyBase`), each with runs of its own.
 */

const EAST_ASIA = '<w:rFonts w:hint="eastAsia"/>';

/** A phonetic guide over `base`, as Word writes one; `baseProperties` the base run's formatting. */
export const ruby = (base: string, reading: string, baseProperties = EAST_ASIA) =>
  `<w:r w:rsidR="00D27A35"><w:rPr>${EAST_ASIA}</w:rPr><w:ruby><w:rubyPr><w:rubyAlign w:val="distributeSpace"/>` +
  '<w:hps w:val="10"/><w:hpsRaise w:val="18"/><w:hpsBaseText w:val="21"/><w:lid w:val="ja-JP"/></w:rubyPr>' +
  '<w:rt><w:r w:rsidR="00D27A35" w:rsidRPr="00D27A35"><w:rPr><w:rFonts w:ascii="游明朝" w:eastAsia="游明朝" ' +
  `w:hAnsi="游明朝"/><w:sz w:val="10"/></w:rPr><w:t>${reading}</w:t></w:r></w:rt><w:rubyBase>` +
  `<w:r w:rsidR="00D27A35"><w:rPr>${baseProperties}</w:rPr><w:t>${base}</w:t></w:r></w:rubyBase></w:ruby></w:r>`;

/** Japanese text in a run, as Word writes it. */
const text = (value: string) => r(value, EAST_ASIA, '00D27A35');

/**
 * A heading whose first word has a reading, a paragraph of two sentences each with one, a paragraph of nothing
 * but guides, and a bold base.
 */
export const rubyDocx = () =>
  docx(
    p(ruby('東京', 'とうきょう') + text('の天気'), '<w:pStyle w:val="Heading1"/>') +
      p(text('今日は') + ruby('雨', 'あめ') + text('です。明日は') + ruby('晴', 'は') + text('れるでしょう。')) +
      p(ruby('東京', 'とうきょう') + ruby('都', 'と')) +
      p(ruby('注意', 'ちゅうい', `${EAST_ASIA}<w:b/>`) + text('してください。')),
  );

/** What python-docx reads of each body paragraph: its text outside readings, and each guide's base and reading. */
const PYTHON_DOCX_RUBY = `
import sys, json, docx
document = docx.Document(sys.argv[1])
# python-docx knows no class for w:ruby: its elements are lxml's, which take the namespace from the query.
W = {'w': 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'}
paragraphs = []
for p in document.element.body.xpath('./w:p'):
    paragraphs.append({
        'text': ''.join(p.xpath('.//w:t[not(ancestor::w:rt)]/text()')),
        'ruby': [[''.join(g.xpath('./w:rubyBase//w:t/text()', namespaces=W)),
                  ''.join(g.xpath('./w:rt//w:t/text()', namespaces=W))] for g in p.xpath('.//w:ruby')],
    })
print(json.dumps(paragraphs, ensure_ascii=False))
`;

/** The body's paragraphs as python-docx reads them (`PYTHON_DOCX_RUBY`). */
export function pythonDocxRuby(bytes: Buffer): { text: string; ruby: [string, string][] }[] {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-ruby-'));
  try {
    writeFileSync(join(dir, 'file.docx'), bytes);
    return JSON.parse(execFileSync('/usr/bin/python3', ['-c', PYTHON_DOCX_RUBY, join(dir, 'file.docx')]).toString());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
