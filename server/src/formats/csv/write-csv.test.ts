import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { Readable } from 'node:stream';
import type { TermPair } from '../terms.ts';
import { openCsv } from './read-csv.ts';
import { writeCsv } from './write-csv.ts';

async function csvOf(pairs: TermPair[]): Promise<string> {
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
    const header = ['en', 'de', 'comment', 'status', 'definition', 'part_of_speech', 'case_sensitive', 'match_rule'];
    expect(text.startsWith(`\uFEFF${header.join(',')}\r\n`)).toBe(true);
    const rows = parse(text.slice(1), { relax_column_count: false }) as string[][];
    expect(rows).toEqual([
      header,
      ...pairs.map((p) => [p.source, p.target, p.comment, 'admitted', '', '', 'false', '']),
    ]);
    expect(text).toContain('"Multi\nline comment"');
  });

  it('writes each record\'s match rule, which a table read back gives its records (memoQ\'s "50% prefix" too)', async () => {
    const text = await csvOf([{ source: 'set', target: 'festlegen', comment: '', match_rule: 'exact' }]);
    expect(text).toContain('set,festlegen,,admitted,,,false,exact\r\n');
    const read = async (csv: string) => {
      const rules = [];
      for await (const pair of (await openCsv(Readable.from([Buffer.from(csv)]))).records) rules.push(pair.match_rule);
      return rules;
    };
    expect(await read('en,de,match\nset,festlegen,exact\nfile,Datei,50% Prefix\nsave,speichern,\n')).toEqual([
      'exact',
      'prefix',
      undefined,
    ]);
    await expect(read('en,de,match rule\nset,festlegen,fuzzy\n')).rejects.toThrow(
      'Unknown match rule "fuzzy" (line 2): use exact, prefix or stemmed.',
    );
  });
});
