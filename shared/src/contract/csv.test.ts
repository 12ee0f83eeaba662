import { describe, expect, it } from 'vitest';
import { csvLine, guardCsvFormula, unguardCsvFormula } from './csv.ts';

describe('CSV cells a spreadsheet opens as text', () => {
  it('puts a quote before text that would start a formula (=, +, -, @, TAB, CR), and only there', () => {
    for (const text of ['=1+1', '+49 30', '-2+3+cmd', '@SUM(A1)', '\tindented', '\rreturn'])
      expect(guardCsvFormula(text), JSON.stringify(text)).toBe(`'${text}`);
    for (const text of ['', 'plain', 'a=b', ' =padded', '\nline', "'quoted", '1-2'])
      expect(guardCsvFormula(text), JSON.stringify(text)).toBe(text);
  });

  it('gives every text back as it was, quotes before a formula included', () => {
    const texts = ['=1+1', "'=1+1", "''=1+1", "'quoted", "'", "''", '-', "'-", 'plain', "it's", '\t', "'\r\n"];
    for (const text of texts) expect(unguardCsvFormula(guardCsvFormula(text)), JSON.stringify(text)).toBe(text);
    expect(new Set(texts.map(guardCsvFormula)).size).toBe(texts.length);
  });

  it('writes a line of guarded, quoted texts and numbers as they are', () => {
    expect(csvLine(['-ana', 'say "hi", then go', 'two\nlines', 3, -1, '=A1'])).toBe(
      `'-ana,"say ""hi"", then go","two\nlines",3,-1,'=A1`,
    );
  });
});
