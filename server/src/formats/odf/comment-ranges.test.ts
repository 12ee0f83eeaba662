import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineText, inlineToken } from '@tessera/shared/contract';
import { hasLibreOffice } from '../document-validators.test-helper.ts';
import { commentRangesByLibreOffice } from '../office/comment-ranges.test-helper.ts';
import { formatTestKit, readable } from '../format-test-kit.test-helper.ts';
import { odfFormat } from './odf.ts';

/**
 * An OpenDocument comment on a few words of a sentence stays on the translation of those words: the comment
 * (`office:annotation`, holding its text) and its range's end (`office:annotation-end`) are codes of the sentence,
 * which the translator places. LibreOffice reads the written file; the file is one it wrote (fixtures/README.md).
 */

const { segmentsOf, merged } = formatTestKit(odfFormat);
const reviewed = readFileSync(new URL('fixtures/review-libreoffice.odt', import.meta.url));
const t = inlineToken;

describe.skipIf(!hasLibreOffice)("an OpenDocument comment's range", () => {
  it('stays on the translation of its words where the translator placed its codes', async () => {
    const segments = await segmentsOf(reviewed);
    const at = (source: string) => segments.findIndex((segment) => inlineText(segment.source) === source);
    expect(segments.map(readable)).toContain('Payment is due on {[comment]}receipt of the invoice{[comment end]}.');
    const translated = await merged(reviewed, [
      {
        position: at('Payment is due on receipt of the invoice.'),
        target: `Die Zahlung ist bei ${t(1)}Erhalt der Rechnung${t(2)} fällig.`,
        approved: true,
      },
      {
        position: at('Smith Ltd. is the supplier, and Dr. Jones signs for it.'),
        target: `${t(1)}Smith Ltd.${t(2)} ist der Lieferant, und ${t(3)}Dr. Jones${t(4)} unterschreibt dafür.`,
        approved: true,
      },
    ]);
    expect(commentRangesByLibreOffice(reviewed, 'odt')).toEqual(['receipt of the invoice', 'Dr. Jones']);
    expect(commentRangesByLibreOffice(translated, 'odt')).toEqual(['Erhalt der Rechnung', 'Dr. Jones']);
  });
});
