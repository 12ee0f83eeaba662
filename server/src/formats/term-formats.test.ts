import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { TERM_FORMATS, detectTermFormat, termFormat } from './term-formats.ts';
import { emptyTally, type TermPair } from './terms.ts';
import { TRICKY_TERMS } from './tricky-terms.test-helper.ts';

const languages = { source: 'en', target: 'de-AT' };

const bytesOf = (format: (typeof TERM_FORMATS)[number], pairs: Iterable<Omit<TermPair, 'at'>>) =>
  buffer(format.write(pairs, languages, 'Test glossary'));

async function readAll(format: (typeof TERM_FORMATS)[number], bytes: Buffer) {
  const open = () => Readable.from([bytes]);
  const inspection = await format.inspect(open);
  const records: Omit<TermPair, 'at'>[] = [];
  for await (const { source, target, comment } of format.read(open, languages))
    records.push({ source, target, comment });
  return { inspection, records };
}

describe.each(TERM_FORMATS.map((f) => [f.id, f] as const))('%s term format', (_id, format) => {
  it('round-trips every field, including delimiters, quotes, newlines, markup and non-ASCII', async () => {
    const { records } = await readAll(format, await bytesOf(format, TRICKY_TERMS));
    expect(records).toEqual(TRICKY_TERMS);
  });

  it('names the languages so that a re-import needs no language choice', async () => {
    const { inspection } = await readAll(format, await bytesOf(format, TRICKY_TERMS));
    expect(inspection.suggested).toEqual(languages);
  });

  it('streams many records in order', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      source: `term ${i}`,
      target: `Begriff ${i}`,
      comment: i % 3 ? '' : `note ${i}`,
    }));
    const { records } = await readAll(format, await bytesOf(format, many));
    expect(records).toHaveLength(many.length);
    expect(records[12_345]).toEqual(many[12_345]);
    expect(records.at(-1)).toEqual(many.at(-1));
  });

  it('writes an empty glossary that reads back as no records', async () => {
    const { records } = await readAll(format, await bytesOf(format, []));
    expect(records).toEqual([]);
  });

  it('is detected from its own output whatever the file is called (TBX v3 as TBX, which reads it)', async () => {
    const bytes = await bytesOf(format, TRICKY_TERMS.slice(0, 1));
    const readAs = format.readAs ?? format.id;
    expect(detectTermFormat(`glossary${format.extensions[0]}`, bytes).id).toBe(readAs);
    if (format.id !== 'csv') expect(detectTermFormat('upload.bin', bytes).id).toBe(readAs);
  });
});

describe('term format detection', () => {
  it('goes by the extension when the content is plain text', () => {
    const text = Buffer.from('source\ttarget\nfoo\tbar\n');
    expect(detectTermFormat('x.tsv', text).id).toBe('csv');
    expect(detectTermFormat('x.TXT', text).id).toBe('csv');
    expect(detectTermFormat('x.xml', Buffer.from('\uFEFF  <?xml version="1.0"?><martif/>')).id).toBe('tbx');
    expect(detectTermFormat('x', text).id).toBe('csv');
    const utf16 = '\uFEFF<?xml version="1.0" encoding="UTF-16"?><martif/>';
    expect(detectTermFormat('upload.bin', Buffer.from(utf16, 'utf16le')).id).toBe('tbx');
    expect(detectTermFormat('upload.bin', Buffer.from(utf16, 'utf16le').swap16()).id).toBe('tbx');
    expect(termFormat('xlsx').extensions).toContain('.xlsx');
  });
});

describe('glossaries other tools write', () => {
  it('reads TBX-Min as LTAC defined it (<TBX dialect="TBX-Min">, entries of langGroup and termGroup) and writes it back as TBX-Min', async () => {
    const bytes = await readFile(new URL('./tbx/fixtures/tbx-min.tbx', import.meta.url));
    expect(detectTermFormat('kitchen.tbx', bytes).id).toBe('tbx');
    const undeclared = Buffer.from(bytes.toString('utf8').replace(/^<\?xml[^>]*>\s*/, ''));
    expect(detectTermFormat('upload.bin', undeclared).id).toBe('tbx');

    const format = termFormat('tbx');
    const open = () => Readable.from([bytes]);
    // The header's <languages source="de" target="en-GB"/> is the pair suggested.
    expect(await format.inspect(open)).toEqual({
      languages: ['de', 'en-GB'],
      suggested: { source: 'de', target: 'en-GB' },
    });
    const pair = { source: 'de', target: 'en-GB' };
    const tally = emptyTally();
    const records: Omit<TermPair, 'at'>[] = [];
    for await (const { source, target, comment } of format.read(open, pair, tally))
      records.push({ source, target, comment });
    expect(records).toEqual([
      { source: 'Schneebesen', target: 'whisk', comment: 'nicht: Rührgerät' },
      { source: 'Schneebesen', target: 'beater', comment: 'nicht: Rührgerät' },
      { source: 'Pfanne', target: 'pan', comment: '' },
    ]);
    // The entry with a German term only.
    expect(tally.skippedMissingLanguage).toBe(1);

    const exported = await buffer(termFormat('tbx-min').write(records, pair, 'Kitchen terms'));
    const again: Omit<TermPair, 'at'>[] = [];
    for await (const { source, target, comment } of format.read(() => Readable.from([exported]), pair))
      again.push({ source, target, comment });
    expect(again).toEqual(records);
  });
});
