import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { inspectCsv, openCsv } from './read-csv.ts';
import { classifyHeader, orientColumns } from './table.ts';
import { emptyTally, FormatError } from '../terms.ts';

const bytes = (text: string | Buffer) => Readable.from([typeof text === 'string' ? Buffer.from(text) : text]);

async function read(text: string | Buffer) {
  const table = await openCsv(bytes(text));
  const records = [];
  for await (const { source, target, comment } of table.records) records.push({ source, target, comment });
  return { columns: table.columns, records };
}

describe('rows that are not records', () => {
  it('counts a row without a source or a target as skipped, and a blank row as nothing', async () => {
    const tally = emptyTally();
    const table = await openCsv(
      bytes('source,target,comment\nhouse,Haus,\n,,\nlonely,,note\n,Katze,\n\ncat,Katze,x\n'),
      tally,
    );
    const sources = [];
    for await (const record of table.records) sources.push(record.source);
    expect(sources).toEqual(['house', 'cat']);
    expect(tally).toEqual({ skippedEmpty: 2, skippedMissingLanguage: 0 });
  });
});

describe('CSV header detection', () => {
  it('finds source, target and comment in any column order, by name or synonym', async () => {
    const { records } = await read('Note,Translation,Term\nnoun,Haus,house\n');
    expect(records).toEqual([{ source: 'house', target: 'Haus', comment: 'noun' }]);
    const { records: more, columns } = await read('definition;source text;target term;id\nbuilding;house;Haus;17\n');
    expect(more).toEqual([{ source: 'house', target: 'Haus' }]);
    // A definition is a term field of its own.
    expect(columns.fields).toEqual({ definition: 0 });
  });

  it('reads a name ending in colons or asterisks, and a cell of a million colons in one pass', () => {
    expect(classifyHeader('Source:')).toEqual(classifyHeader('Source'));
    expect(classifyHeader('Target**')).toEqual(classifyHeader('Target'));
    // An end-anchored pattern retried from every colon took 17 s on 100,000 of them.
    expect(classifyHeader(`${':'.repeat(1_000_000)}x`)).toBeUndefined();
  });

  it('takes languages from a header of language codes or names, source first', async () => {
    const { columns, records } = await read('de-DE,en_us\nHaus,house\n');
    expect(columns.languages).toEqual({ source: 'de-DE', target: 'en-US' });
    expect(records).toEqual([{ source: 'Haus', target: 'house' }]);
    expect((await read('English\tGerman\tNotes\nhouse\tHaus\t\n')).columns.languages).toEqual({
      source: 'en',
      target: 'de',
    });
    expect((await read('Term [en],Term [fr]\ncat,chat\n')).columns.languages).toEqual({ source: 'en', target: 'fr' });
    expect((await read('Source (en),Target (pt-BR)\ncat,gato\n')).columns.languages).toEqual({
      source: 'en',
      target: 'pt-BR',
    });
  });

  it.each([
    ['German', 'Kommentar;Ziel;Quelle;Anmerkung\nTier;Katze;cat;Haustier\n', 'Tier\nHaustier'],
    ['French', 'source,cible,commentaire\ncat,chat,animal\n', 'animal'],
    ['Spanish', 'Origen\tDestino\tComentario\ncat\tgato\tanimal\n', 'animal'],
    ['German synonyms', 'Begriff [en],Übersetzung,Bemerkung\ncat,Katze,Tier\n', 'Tier'],
  ])('recognises %s header words', async (_language, text, comment) => {
    const { columns, records } = await read(text);
    expect(columns.hasHeader).toBe(true);
    expect(records).toEqual([{ source: 'cat', target: expect.any(String), comment }]);
  });

  it('takes the delimiter from Excel\'s "sep=" first line, which is not a row', async () => {
    const { records } = await read(
      'sep=;\r\nsource;target;comment\r\nopen, close;öffnen, schließen;a, b\r\nx;"y\r\nz";\r\n',
    );
    expect(records).toEqual([
      { source: 'open, close', target: 'öffnen, schließen', comment: 'a, b' },
      { source: 'x', target: 'y\r\nz', comment: '' },
    ]);
    const table = await openCsv(bytes('SEP=|\nsource|target\na|b\n'));
    const pairs = [];
    for await (const pair of table.records) pairs.push(pair);
    // Line numbers still count the sep= line, so messages point at the right line of the file.
    expect(pairs).toEqual([{ source: 'a', target: 'b', at: 'line 3' }]);
  });

  it('reads a file without a header as source, target, comment', async () => {
    const { columns, records } = await read('house,Haus,a building\ncat,Katze\n');
    expect(columns.hasHeader).toBe(false);
    expect(records).toEqual([
      { source: 'house', target: 'Haus', comment: 'a building' },
      { source: 'cat', target: 'Katze', comment: '' },
    ]);
  });

  it('joins several comment-like columns and skips rows lacking a source or a target', async () => {
    const { records } = await read('source,target,note,remark\na,b,n1,d1\n,orphan,x,y\nc,,x,y\n\n d , e ,,d2\n');
    expect(records).toEqual([
      { source: 'a', target: 'b', comment: 'n1\nd1' },
      { source: 'd', target: 'e', comment: 'd2' },
    ]);
  });

  it('refuses a header that names no target column, saying what it expects', async () => {
    await expect(read('term,definition\nhouse,a building\n')).rejects.toThrow(/no target column.*language codes/);
  });

  it('reads the columns of the languages asked for when the header names them', async () => {
    const readAs = async (text: string, wanted: { source: string; target: string }) => {
      const table = await openCsv(bytes(text));
      orientColumns(table.columns, wanted);
      const records = [];
      for await (const { source, target, comment } of table.records) records.push({ source, target, comment });
      return records;
    };
    expect(await readAs('de,en,note\nHaus,house,n\n', { source: 'en', target: 'de' })).toEqual([
      { source: 'house', target: 'Haus', comment: 'n' },
    ]);
    expect(await readAs('en,de,fr\ncat,Katze,chat\n', { source: 'en-US', target: 'fr' })).toEqual([
      { source: 'cat', target: 'chat' },
    ]);
    expect(await readAs('source,target\ncat,Katze\n', { source: 'de', target: 'en' })).toEqual([
      { source: 'cat', target: 'Katze' },
    ]);
    expect(await inspectCsv(bytes('en,de,fr\ncat,Katze,chat\n'))).toEqual({
      languages: ['en', 'de', 'fr'],
      suggested: { source: 'en', target: 'de' },
    });
  });

  it('reports languages without reading the records', async () => {
    expect(await inspectCsv(bytes('en;de\nhouse;Haus\n'))).toEqual({
      languages: ['en', 'de'],
      suggested: { source: 'en', target: 'de' },
    });
    expect(await inspectCsv(bytes('source;target\nhouse;Haus\n'))).toEqual({
      languages: [],
      suggested: { source: undefined, target: undefined },
    });
  });
});

describe('CSV delimiters and quoting', () => {
  it.each([
    { name: 'comma', d: ',', comment: 'menu; toolbar | tab\there' },
    { name: 'semicolon', d: ';', comment: 'menu, toolbar | tab\there' },
    { name: 'tab', d: '\t', comment: 'menu, toolbar; pipe | here' },
    { name: 'pipe', d: '|', comment: 'menu, toolbar; tab\there' },
  ])('sniffs the $name delimiter even when the other candidates appear inside values', async ({ d, comment }) => {
    const text = [
      `source${d}target${d}comment`,
      `open${d}öffnen${d}${comment}`,
      `close${d}schließen${d}`,
      `save${d}speichern${d}${comment.toUpperCase()}`,
    ].join('\n');
    const { records } = await read(text);
    expect(records).toEqual([
      { source: 'open', target: 'öffnen', comment },
      { source: 'close', target: 'schließen', comment: '' },
      { source: 'save', target: 'speichern', comment: comment.toUpperCase() },
    ]);
  });

  it('reads quoted fields holding delimiters, doubled quotes and newlines, with CRLF line ends', async () => {
    const text = 'source,target,comment\r\n"one, two","say ""hi""","line 1\r\nline 2"\r\nx,y,z\r\n';
    expect((await read(text)).records).toEqual([
      { source: 'one, two', target: 'say "hi"', comment: 'line 1\r\nline 2' },
      { source: 'x', target: 'y', comment: 'z' },
    ]);
  });

  it('points at the line of an unclosed quote', async () => {
    await expect(read('source,target\na,b\nc,"d\ne,f\n')).rejects.toThrow(/line \d+: a quoted field is never closed/);
  });
});

describe('CSV encodings and bad files', () => {
  it('reads UTF-8 with and without a byte-order mark', async () => {
    const plain = 'source,target\nStraße,日本語\n';
    const expected = [{ source: 'Straße', target: '日本語' }];
    expect((await read(plain)).records).toEqual(expected);
    expect((await read('\uFEFF' + plain)).records).toEqual(expected);
  });

  it('reads UTF-16 with a byte-order mark (Excel "Unicode text")', async () => {
    const text = 'source\ttarget\nStraße\t日本語\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect((await read(le)).records).toEqual([{ source: 'Straße', target: '日本語' }]);
  });

  it('decodes multi-byte characters split across chunks', async () => {
    const bytesOf = Buffer.from('source,target\n' + 'é'.repeat(5000) + ',ü\n');
    const chunks = Readable.from([bytesOf.subarray(0, 4097), bytesOf.subarray(4097)]);
    const table = await openCsv(chunks);
    const records = [];
    for await (const r of table.records) records.push(r.source);
    expect(records).toEqual(['é'.repeat(5000)]);
  });

  it('refuses text in another encoding, saying how to save it', async () => {
    const latin1 = Buffer.from('source,target\ncaf\xe9,Kaffee\n', 'latin1');
    await expect(read(latin1)).rejects.toThrow(/not valid UTF-8 text \(the problem is on line 2\).*CSV UTF-8/);
    const utf16WithoutMark = Buffer.from('source,target\nhouse,Haus\n', 'utf16le');
    await expect(read(utf16WithoutMark)).rejects.toThrow(/UTF-16 text without a byte-order mark/);
  });

  it('refuses binary files, ZIP archives, empty files and files without columns', async () => {
    await expect(read(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0x49, 0x48]))).rejects.toThrow(/binary/);
    await expect(read(Buffer.from('PK\x03\x04rest of a zip', 'latin1'))).rejects.toThrow(/ZIP archive.*xlsx/);
    await expect(read('')).rejects.toThrow(/empty/);
    await expect(read('just one column\nof words\n')).rejects.toBeInstanceOf(FormatError);
  });
});
