import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { writeCsv } from './write-csv.ts';

async function csvOf(pairs: { source: string; target: string; comment: string }[]): Promise<string> {
  let text = '';
  for await (const chunk of writeCsv(pairs, { source: 'en', target: 'de' })) text += chunk;
  return text;
}

describe('CSV export', () => {
  it('is RFC 4180 that any strict reader splits into exactly one row per record, whatever the line breaks inside values', async () => {
    const pairs = [
      { source: 'sign in', target: 'anmelden', comment: 'Multi\nline comment' },
      { source: 'old Mac', target: 'alter Mac', comment: 'carriage\rreturn' },
      { source: 'windows', target: 'Fenster', comment: 'CR\r\nLF' },
      { source: 'a, "quoted" term', target: ' padded ', comment: '' },
    ];
    const text = await csvOf(pairs);
    const header = ['en', 'de', 'comment', 'status', 'definition', 'part_of_speech', 'case_sensitive'];
    expect(text.startsWith(`\uFEFF${header.join(',')}\r\n`)).toBe(true);
    const rows = parse(text.slice(1), { relax_column_count: false }) as string[][];
    expect(rows).toEqual([header, ...pairs.map((p) => [p.source, p.target, p.comment, 'admitted', '', '', 'false'])]);
    expect(text).toContain('"Multi\nline comment"');
  });
});
