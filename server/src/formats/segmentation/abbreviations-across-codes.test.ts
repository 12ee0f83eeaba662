import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { streamOf, type DocumentFormat } from '../document.ts';
import { docxFormat } from '../docx/docx.ts';
import { htmlFormat } from '../html/html.ts';

/**
 * A language's exceptions (abbreviations, titles, references) hold where the abbreviation is formatted apart or
 * follows a code: "Smith Ltd. is", "Dr. Jones", "Fig. 3" stay one sentence when "Ltd.", "Dr." or "Fig." is bold, a
 * link or a run of its own, as the rules read the text around inline codes, never the codes. A Word file
 * LibreOffice wrote (docx/fixtures/README.md) and an HTML page.
 */

async function sentencesOf(format: DocumentFormat, file: string): Promise<string[]> {
  const texts: string[] = [];
  const bytes = readFileSync(new URL(`../${file}`, import.meta.url));
  await format.read(streamOf(bytes), async (batch) => void texts.push(...batch.map((s) => s.sourceText)), 100, {
    source: 'en',
    target: 'de',
  });
  return texts;
}

describe('abbreviations formatted apart from their sentence', () => {
  it('stay in their sentence in a Word document: a bold run of its own, after a comment’s code', async () => {
    expect(await sentencesOf(docxFormat, 'docx/fixtures/review-libreoffice.docx')).toContain(
      'Smith Ltd. is the supplier, and Dr. Jones signs for it.',
    );
  });

  it('stay in their sentence in an HTML page: bold, a link, emphasis', async () => {
    expect(await sentencesOf(htmlFormat, 'html/fixtures/suppliers.html')).toEqual([
      'Suppliers',
      'Smith Ltd. is the supplier.',
      'Dr. Jones signs for it.',
      'See Fig. 3 and No. 5 on p. 12.',
      'Orders ship on Monday.',
    ]);
  });
});
