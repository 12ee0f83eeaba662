import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineText, inlineToken } from '@tessera/shared/contract';
import { hasLibreOffice, hasPythonDocx } from '../document-validators.test-helper.ts';
import { formatTestKit, part, readable } from '../format-test-kit.test-helper.ts';
import { commentRangesByLibreOffice, commentRangesByPythonDocx } from '../office/comment-ranges.test-helper.ts';
import { docx, p, partXml, r } from './docx.test-helper.ts';
import { docxFormat } from './docx.ts';

/**
 * A comment on a few words of a sentence stays on the translation of those words: its range's bounds are codes
 * of the sentence (as Trados keeps a comment's range), which the translator places; a translation leaving them out
 * has the comment on its whole sentence, never grown to the paragraph's start. python-docx and LibreOffice read
 * the written files. The file is one LibreOffice wrote (fixtures/README.md).
 */

const { segmentsOf, merged } = formatTestKit(docxFormat);
const reviewed = readFileSync(new URL('fixtures/review-libreoffice.docx', import.meta.url));
const t = inlineToken;

/** Both readers' words of each comment, which must agree. */
function commentRanges(file: Buffer): string[] {
  const ranges = commentRangesByPythonDocx(file);
  if (hasLibreOffice) expect(commentRangesByLibreOffice(file)).toEqual(ranges);
  return ranges;
}

describe.skipIf(!hasPythonDocx)("a Word comment's range", () => {
  it('is read as codes around the words it is on, inside their sentence', async () => {
    const segments = await segmentsOf(reviewed);
    expect(segments.map(readable)).toContain(
      'Payment is due on {[comment start]}receipt of the invoice{[comment end]}{[comment]}.',
    );
    expect(segments.map(readable)).toContain(
      '{<1>}Smith Ltd.{</1>} is the supplier, and {[comment start]}Dr. Jones{[comment end]}{[comment]} signs for it.',
    );
    // The sentence after the commented one, in the same paragraph, has no code of the comment.
    expect(segments.map(readable)).toContain('Late payments incur a fee of two per cent.');
  });

  it('stays on the translation of its words where the translator placed its codes', async () => {
    const segments = await segmentsOf(reviewed);
    const at = (source: string) => segments.findIndex((segment) => inlineText(segment.source) === source);
    const translated = await merged(reviewed, [
      {
        position: at('Payment is due on receipt of the invoice.'),
        target: `Die Zahlung ist bei ${t(1)}Erhalt der Rechnung${t(2)}${t(3)} fällig.`,
        approved: true,
      },
      {
        position: at('Late payments incur a fee of two per cent.'),
        target: 'Für verspätete Zahlungen fällt eine Gebühr von zwei Prozent an.',
        approved: true,
      },
      {
        position: at('Smith Ltd. is the supplier, and Dr. Jones signs for it.'),
        target: `${t(1)}Smith Ltd.${t(2)} ist der Lieferant, und ${t(3)}Dr. Jones${t(4)}${t(5)} unterschreibt dafür.`,
        approved: true,
      },
    ]);
    expect(commentRanges(reviewed)).toEqual(['receipt of the invoice', 'Dr. Jones']);
    expect(commentRanges(translated)).toEqual(['Erhalt der Rechnung', 'Dr. Jones']);
  });

  it('is on the whole sentence where a translation leaves its codes out, not on what comes before it', async () => {
    const segments = await segmentsOf(reviewed);
    const at = (source: string) => segments.findIndex((segment) => inlineText(segment.source) === source);
    const translated = await merged(reviewed, [
      {
        // As a match or a machine translation without the comment's codes gives it.
        position: at('Smith Ltd. is the supplier, and Dr. Jones signs for it.'),
        target: `${t(1)}Smith Ltd.${t(2)} ist der Lieferant, und Dr. Jones unterschreibt dafür.${t(5)}`,
        approved: true,
      },
    ]);
    expect(commentRanges(translated)).toEqual([
      'receipt of the invoice',
      'Smith Ltd. ist der Lieferant, und Dr. Jones unterschreibt dafür.',
    ]);
  });

  it("on a whole sentence among others stays on that sentence's translation", async () => {
    const file = docx(
      p(
        r('The terms apply. ') +
          '<w:commentRangeStart w:id="0"/>' +
          r('Prices exclude tax.') +
          '<w:commentRangeEnd w:id="0"/>' +
          '<w:r><w:commentReference w:id="0"/></w:r>' +
          r(' Orders ship on Monday.'),
      ),
    );
    const segments = await segmentsOf(file);
    // Its start and its end, with its reference after it, are between the sentences.
    expect(segments.map(readable)).toEqual(['The terms apply.', 'Prices exclude tax.', 'Orders ship on Monday.']);
    const translated = await merged(
      file,
      ['Die Bedingungen gelten.', 'Die Preise verstehen sich ohne Steuer.', 'Bestellungen gehen montags raus.'].map(
        (target, position) => ({ position, target, approved: true }),
      ),
    );
    expect(commentRangesByPythonDocx(translated)).toEqual(['Die Preise verstehen sich ohne Steuer.']);
  });

  it("on a whole sentence ending in a footnote's reference closes after that reference in the translation", async () => {
    const segments = await segmentsOf(footnoted);
    // The footnote's reference is a code of the sentence; the comment's bounds and reference are around it.
    expect(segments.map(readable).slice(0, 3)).toEqual([
      'The terms apply.',
      'Prices exclude tax.{[footnote]}',
      'Orders ship on Monday.',
    ]);
    const translated = await translatedFootnoted(`${TRANSLATION}${t(1)}`);
    const body = part(translated, 'word/document.xml');
    const [footnote, end, reference] = MARKS.map((mark) => body.indexOf(mark));
    expect(footnote).toBeGreaterThan(body.indexOf(TRANSLATION));
    expect(end).toBeGreaterThan(footnote!);
    expect(reference).toBeGreaterThan(end!);
    expect(commentRangesByPythonDocx(translated)).toEqual([TRANSLATION]);
    // LibreOffice reads the footnote's number and text in the range that holds its reference.
    if (hasLibreOffice)
      expect(commentRangesByLibreOffice(translated).map((range) => range.replace(/\s+/g, ' '))).toEqual([
        `${TRANSLATION}1 VAT is 20 %.`,
      ]);
    expect((await segmentsOf(translated)).map(readable).slice(0, 3)).toEqual([
      'The terms apply.',
      `${TRANSLATION}{[footnote]}`,
      'Orders ship on Monday.',
    ]);
  });

  it("closes after the sentence ending in a footnote's reference where a translation leaves out its code", async () => {
    // As a match without the footnote's code gives it: the comment is still on the whole translation, with its reference.
    const translated = await translatedFootnoted(TRANSLATION);
    const body = part(translated, 'word/document.xml');
    const [, end, reference] = MARKS.map((mark) => body.indexOf(mark));
    expect(end).toBeGreaterThan(body.indexOf(TRANSLATION));
    expect(reference).toBeGreaterThan(end!);
    expect(commentRangesByPythonDocx(translated)).toEqual([TRANSLATION]);
    expect((await segmentsOf(translated)).map(readable).slice(0, 3)).toEqual([
      'The terms apply.',
      TRANSLATION,
      'Orders ship on Monday.',
    ]);
  });
});

/**
 * A comment on a sentence and its footnote, as Word writes one: the range ends after the footnote's reference, the
 * comment's reference right after the range.
 */
const footnoted = docx(
  p(
    r('The terms apply. ') +
      '<w:commentRangeStart w:id="0"/>' +
      r('Prices exclude tax.') +
      '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>' +
      '<w:commentRangeEnd w:id="0"/>' +
      '<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="0"/></w:r>' +
      r(' Orders ship on Monday.'),
  ),
  [
    {
      name: 'footnotes.xml',
      type: 'footnotes',
      xml: partXml(
        'w:footnotes',
        `<w:footnote w:id="1">${p('<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>' + r(' VAT is 20 %.'))}</w:footnote>`,
      ),
    },
    {
      name: 'comments.xml',
      type: 'comments',
      xml: partXml(
        'w:comments',
        `<w:comment w:id="0" w:author="Ana Ruiz" w:date="2026-11-02T10:00:00Z" w:initials="AR">${p(r('Which tax?'))}</w:comment>`,
      ),
    },
  ],
);
const TRANSLATION = 'Die Preise verstehen sich ohne Steuer.';
/** The footnote's reference, the comment's range end and the comment's reference, as the body writes them. */
const MARKS = ['<w:footnoteReference ', '<w:commentRangeEnd ', '<w:commentReference '];
const translatedFootnoted = (target: string) => merged(footnoted, [{ position: 1, target, approved: true }]);
