import { describe, expect, it } from 'vitest';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { readTmx, TmxFormatError, type TmxReadOptions } from './reader.ts';
import { writeTmx } from './writer.ts';
import type { TmxUnit } from './unit.ts';
import type { LanguagePair } from './languages.ts';
import { TMX14B_FIRST_UNIT } from './fixtures/tmx14b.ts';

const fixture = (name: string) => createReadStream(new URL(`./fixtures/${name}`, import.meta.url));
const bytes = (text: string) => Readable.from([Buffer.from(text)]);

async function readAll(input: Readable, options: TmxReadOptions = {}) {
  const reader = readTmx(input, options);
  const units: TmxUnit[] = [];
  for await (const unit of reader.units) units.push(unit);
  return { units, summary: reader.summary };
}

async function writeToString(units: TmxUnit[], sourceLang: string, targetLang: string) {
  let xml = '';
  for await (const chunk of writeTmx({ sourceLang, targetLang, units, unitsPerChunk: 2 })) xml += chunk;
  return xml;
}

const tmx = (body: string, header = 'srclang="en"') =>
  `<?xml version="1.0"?><tmx version="1.4"><header ${header} creationtool="t" creationtoolversion="1" segtype="sentence" o-tmf="t" adminlang="en" datatype="plaintext"/><body>${body}</body></tmx>`;
const tu = (...tuvs: [string, string][]) =>
  `<tu>${tuvs.map(([lang, seg]) => `<tuv xml:lang="${lang}"><seg>${seg}</seg></tuv>`).join('')}</tu>`;

describe('reading TMX 1.4b', () => {
  it('keeps inline elements verbatim in the segment and leaves their codes out of the plain text', async () => {
    const { units } = await readAll(fixture('tmx14b.tmx'));
    expect(units[0]).toEqual(TMX14B_FIRST_UNIT);
    expect(units[1]).toMatchObject({
      source: 'Line one<ph x="2" type="lb"/>Line two &amp; "three" &gt; four',
      sourceText: 'Line oneLine two & "three" > four',
      creationDate: '2020-01-01T00:00:00.000Z',
      changeDate: null,
      creationId: null,
      props: [],
    });
    expect(units[2]).toMatchObject({
      source: 'See <hi type="emphasis">the manual</hi><it pos="begin" x="3">&lt;a href="x"&gt;</it> page <ut>{1}</ut>.',
      sourceText: 'See the manual page .',
    });
    expect(units[3]).toMatchObject({
      source: 'Footnote<ph x="4">&lt;fn text="<sub>A note</sub>"/&gt;</ph> here',
      sourceText: 'Footnote here',
      target: 'Fußnote &lt;hier&gt;',
      targetText: 'Fußnote <hier>',
    });
  });

  it('takes the pair from the header and counts TUs lacking a language or with an empty segment', async () => {
    const { units, summary } = await readAll(fixture('tmx14b.tmx'));
    expect(units).toHaveLength(4);
    expect(summary).toMatchObject({
      pair: { source: 'en-US', target: 'de-DE' },
      headerSourceLang: 'en-US',
      unitsRead: 6,
      skippedMissingLanguage: 1,
      skippedEmpty: 1,
    });
  });
});

describe('reading TMX 1.1', () => {
  it('reads `lang` attributes, the declared ISO-8859-1 encoding and a DOCTYPE naming the TMX DTD', async () => {
    const { units, summary } = await readAll(fixture('tmx11.tmx'));
    expect(summary.pair).toMatchObject({ source: 'en-US', target: 'fr-FR' });
    expect(units.map((u) => [u.source, u.target])).toEqual([
      ['Hello world', 'Bonjour le monde'],
      ['Press <ph>{\\b </ph>Enter<ph>}</ph>', 'Appuyez sur <ph>{\\b </ph>Entrée<ph>}</ph>'],
    ]);
    expect(units[1]).toMatchObject({
      creationDate: '1999-12-16T10:58:00.000Z',
      creationId: 'MARIA',
      changeDate: '2000-01-02T09:00:00.000Z',
      changeId: 'PIERRE',
      targetText: 'Appuyez sur Entrée',
    });
  });

  it('reads UTF-16 files with a byte-order mark', async () => {
    const text = tmx(tu(['en', 'Tea'], ['ja', 'お茶']));
    const { units } = await readAll(Readable.from([Buffer.from(`\uFEFF${text}`, 'utf16le')]));
    expect(units.map((u) => u.target)).toEqual(['お茶']);
  });
});

describe('choosing the language pair', () => {
  it('takes the requested pair from a 3-language file, skipping TUs without it', async () => {
    const { units, summary } = await readAll(fixture('three-languages.tmx'), { sourceLang: 'de', targetLang: 'fr' });
    expect(units.map((u) => [u.source, u.target])).toEqual([
      ['Guten Morgen', 'Bonjour'],
      ['Danke', 'Merci'],
    ]);
    expect(summary.skippedMissingLanguage).toBe(1);
    expect(summary.pair?.note).toBe('source de, target fr');
  });

  it('with srclang *all* and no request, picks the most common languages and says so', async () => {
    const { units, summary } = await readAll(fixture('three-languages.tmx'));
    expect(summary.pair).toEqual({
      source: 'en',
      target: 'fr',
      note: 'source en (most common language in the file), target fr (most common of fr, de; choose another with target_lang)',
    });
    expect(units).toHaveLength(3);
  });

  it.each<[string, string[], string, TmxReadOptions, LanguagePair]>([
    [
      'matches a requested base language to the file’s only variant, and reports it',
      [tu(['EN-us', 'a'], ['de_de', 'b'])],
      'srclang="EN-US"',
      { sourceLang: 'en', targetLang: 'de' },
      { source: 'en-US', target: 'de-DE', note: 'source en-US (requested en), target de-DE (requested de)' },
    ],
    [
      'reads deprecated codes as their successors, as glossaries and documents do, matching requests in either',
      [tu(['iw-IL', 'a'], ['in_id', 'b'])],
      'srclang="he-IL"',
      { sourceLang: 'iw', targetLang: 'id' },
      { source: 'he-IL', target: 'id-ID', note: 'source he-IL (requested iw), target id-ID (requested id)' },
    ],
    [
      'takes the header’s deprecated srclang as the same language in the units, not as one they lack',
      [tu(['he', 'a'], ['en', 'b'])],
      'srclang="iw"',
      {},
      { source: 'he', target: 'en', note: 'source he, target en (from the file)' },
    ],
    [
      'turns the pair around when the requested target is the header’s srclang, instead of failing',
      [tu(['en-US', 'a'], ['de', 'b'])],
      'srclang="en-US"',
      { targetLang: 'en' },
      {
        source: 'de',
        target: 'en-US',
        note: 'source de (most common language in the file; its srclang en-US is the requested target), target en-US (requested en)',
      },
    ],
    [
      'falls back from a srclang the units do not use to the same language in the file, and says so',
      [tu(['en-US', 'a'], ['de', 'b'])],
      'srclang="en-GB"',
      {},
      {
        source: 'en-US',
        target: 'de',
        note: "source en-US (the file's srclang en-GB is not used by its units; en-US is the same language), target de (from the file)",
      },
    ],
    [
      'falls back from a srclang the units do not use to the most common language, and says so',
      [tu(['fr', 'a'], ['de', 'b']), tu(['fr', 'c'], ['de', 'd'])],
      'srclang="ja"',
      { targetLang: 'de' },
      {
        source: 'fr',
        target: 'de',
        note: 'source fr (most common language in the file; its srclang ja does not single out one of its languages), target de',
      },
    ],
  ])('%s', async (_rule, tus, header, request, pair) => {
    const { units, summary } = await readAll(bytes(tmx(tus.join(''), header)), request);
    expect(summary.pair).toEqual(pair);
    expect(units).toHaveLength(tus.length);
  });

  it('matches a requested variant to the file’s base language', async () => {
    const { summary } = await readAll(bytes(tmx(tu(['en', 'a'], ['de', 'b']))), { sourceLang: 'en-GB' });
    expect(summary.pair?.source).toBe('en');
    expect(summary.pair?.note).toMatch(/^source en \(requested en-GB\), target de/);
  });

  it('refuses an ambiguous or absent language with a message naming the file’s languages', async () => {
    const mixed = tmx(tu(['en-US', 'color'], ['de', 'Farbe']) + tu(['en-GB', 'colour'], ['de', 'Farbe']));
    await expect(readAll(bytes(mixed), { sourceLang: 'en' })).rejects.toThrow(
      'The source language en is ambiguous in this file (en-US, en-GB); choose one of them',
    );
    await expect(readAll(bytes(mixed), { sourceLang: 'en-US', targetLang: 'fr' })).rejects.toThrow(
      /target language fr is not in the file \(it has en-US, de, en-GB\)/,
    );
  });

  it('fixes the pair after the look-ahead; later TUs in other variants are skipped and counted', async () => {
    const body =
      tu(['en-US', 'one'], ['de', 'eins']) +
      tu(['en-US', 'two'], ['de', 'zwei']) +
      tu(['en-GB', 'three'], ['de', 'drei']);
    const { units, summary } = await readAll(bytes(tmx(body)), { sourceLang: 'en', lookahead: 2 });
    expect(units.map((u) => u.source)).toEqual(['one', 'two']);
    expect(summary.skippedMissingLanguage).toBe(1);
  });
});

describe('writing TMX 1.4b', () => {
  it('writes a header naming Tessera and the source language, and each TU with its metadata', async () => {
    const { units } = await readAll(fixture('tmx14b.tmx'));
    const xml = await writeToString(units.slice(0, 1), 'en-US', 'de-DE');
    expect(xml).toContain('<tmx version="1.4">');
    expect(xml).toMatch(/<header [^>]*creationtool="Tessera"[^>]*srclang="en-US"[^>]*datatype="unknown"\/>/);
    expect(xml).toContain('adminlang="en"');
    expect(xml).toContain('segtype="sentence"');
    expect(xml).toContain('o-tmf="Tessera"');
    expect(xml).toContain(
      '<tu tuid="1" creationdate="20190312T084500Z" creationid="alice" changedate="20210105T170000Z" changeid="bob">',
    );
    expect(xml).toContain('<prop type="x-Client" xml:lang="en">ACME &amp; Co</prop>');
    expect(xml).toContain('<tuv xml:lang="de-DE"><seg>Klicken Sie auf <bpt i="1" x="1">&lt;b&gt;</bpt>');
  });

  it('round-trips every field: read -> write -> read gives the same units', async () => {
    for (const name of ['tmx14b.tmx', 'tmx11.tmx', 'three-languages.tmx']) {
      const first = await readAll(fixture(name));
      const { source, target } = first.summary.pair!;
      const xml = await writeToString(first.units, source, target);
      const second = await readAll(bytes(xml));
      expect(second.summary.pair).toMatchObject({ source, target });
      expect(second.units).toEqual(first.units);
    }
  });

  it('round-trips awkward text: markup characters, quotes, tabs and newlines in attributes, CR in text', async () => {
    const unit: TmxUnit = {
      source: 'a &amp; b &lt;c&gt; "d" \'e\'&#13;<ph x="1" data="tab&#9;nl&#10;q&quot;">&lt;br/&gt;</ph>',
      target: 'x',
      sourceText: 'a & b <c> "d" \'e\'\r',
      targetText: 'x',
      creationDate: null,
      changeDate: null,
      creationId: 'id with "quotes" & <angles>',
      changeId: null,
      props: [{ type: 'x-"t"', value: '<v> & w' }],
      notes: ['multi\nline'],
      details: null,
    };
    const again = await readAll(bytes(await writeToString([unit], 'en', 'de')));
    expect(again.units).toEqual([unit]);
  });
});

describe('TMX details: tuid, usagecount and each language’s own props and notes', () => {
  it('keeps them on reading and writes them back', async () => {
    const body =
      '<tu tuid="tu &quot;7&quot;" usagecount="12"><prop type="x-Domain">IT</prop>' +
      '<tuv xml:lang="en"><note>source note &amp; more</note><prop type="x-Origin" xml:lang="en">MT</prop><seg>Hello</seg></tuv>' +
      '<tuv xml:lang="de"><note>checked</note><seg>Hallo</seg></tuv></tu>' +
      '<tu usagecount="many"><tuv xml:lang="en"><seg>plain</seg></tuv><tuv xml:lang="de"><seg>schlicht</seg></tuv></tu>';
    const first = await readAll(bytes(tmx(body)));
    expect(first.units.map((u) => [u.props, u.details])).toEqual([
      [
        [{ type: 'x-Domain', value: 'IT' }],
        {
          tuid: 'tu "7"',
          usage_count: 12,
          source: { props: [{ type: 'x-Origin', value: 'MT', lang: 'en' }], notes: ['source note & more'] },
          target: { props: [], notes: ['checked'] },
        },
      ],
      [[], null],
    ]);
    const xml = await writeToString(first.units, 'en', 'de');
    expect(xml).toContain('<tu tuid="tu &quot;7&quot;" usagecount="12">');
    const again = await readAll(bytes(xml));
    expect(again.units).toEqual(first.units);
  });
});

describe('foreign namespaced markup in segments', () => {
  it('keeps the declarations of prefixes bound outside the segment, so the export can be read again', async () => {
    const body =
      tu(['en', 'a<x:foo/>b'], ['de', '<hi x:kind="k">c<x:bar/></hi>']) +
      tu(['en', '<y:own xmlns:y="urn:own"><x:in/></y:own>'], ['de', 'd']);
    const file = tmx(body).replace('<tmx version="1.4">', '<tmx version="1.4" xmlns:x="urn:x&amp;y">');
    const first = await readAll(bytes(file));
    expect(first.units.map((u) => [u.source, u.target])).toEqual([
      ['a<x:foo xmlns:x="urn:x&amp;y"/>b', '<hi x:kind="k" xmlns:x="urn:x&amp;y">c<x:bar/></hi>'],
      ['<y:own xmlns:y="urn:own"><x:in xmlns:x="urn:x&amp;y"/></y:own>', 'd'],
    ]);
    expect(first.units[0]!.sourceText).toBe('ab');

    const again = await readAll(bytes(await writeToString(first.units, 'en', 'de')));
    expect(again.units).toEqual(first.units);
  });
});

describe('refusing files that are not TMX', () => {
  const refuse = (text: string | Buffer) => readAll(Readable.from([Buffer.from(text)]));

  it('not XML at all', async () => {
    await expect(refuse('source,target\nhello,hallo\n')).rejects.toThrow(/^Not a valid TMX file: Malformed XML/);
    await expect(refuse(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]))).rejects.toBeInstanceOf(TmxFormatError);
    await expect(refuse('')).rejects.toBeInstanceOf(TmxFormatError);
  });

  it('another XML format', async () => {
    await expect(refuse('<xliff version="1.2"><file/></xliff>')).rejects.toThrow(
      'Not a TMX file: the root element is <xliff>, expected <tmx>',
    );
  });

  it('a truncated file', async () => {
    const whole = tmx(tu(['en', 'one'], ['de', 'eins']) + tu(['en', 'two'], ['de', 'zwei']));
    await expect(refuse(whole.slice(0, whole.length - 40))).rejects.toThrow(/^Not a valid TMX file: Malformed XML/);
  });

  it('a DTD with entity declarations (entity bomb, external entity)', async () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE tmx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;">]>' +
      tmx(tu(['en', '&b;'], ['de', 'x'])).replace('<?xml version="1.0"?>', '');
    await expect(refuse(bomb)).rejects.toThrow(/DOCTYPE/);
    const external = '<!DOCTYPE tmx [<!ENTITY x SYSTEM "file:///etc/passwd">]><tmx><body/></tmx>';
    await expect(refuse(external)).rejects.toThrow(/DOCTYPE/);
  });

  it('a DOCTYPE naming the TMX DTD is accepted and not loaded', async () => {
    const named =
      '<!DOCTYPE tmx SYSTEM "tmx14.dtd">' + tmx(tu(['en', 'one'], ['de', 'eins'])).replace('<?xml version="1.0"?>', '');
    expect((await readAll(bytes(named))).units).toHaveLength(1);
  });

  it('100,000 nested units (never closed), at once and in linear time', { timeout: 5000 }, async () => {
    const nested = '<tmx version="1.4"><body>' + '<tu>'.repeat(100_000);
    await expect(refuse(nested)).rejects.toThrow(
      /^Not a valid TMX file: Malformed XML at line 1, column \d+: elements are nested more than 64 levels deep/,
    );
  });

  it('bytes that are not UTF-8 in a UTF-8 file, naming the line', async () => {
    const text = tmx(`\n${tu(['en', 'caf\u00e9'], ['de', 'Kaffee'])}\n${tu(['en', 'tea'], ['de', 'Tee'])}`);
    const broken = Buffer.from(text.replace('tea', 'tXa'));
    broken[broken.indexOf('tXa') + 1] = 0xe9; // ISO-8859-1 é: not valid UTF-8
    await expect(refuse(broken)).rejects.toThrow(
      'The file is not valid UTF-8 text (the problem is on line 3). Save it as UTF-8 (or declare its real encoding in the XML declaration) and import it again.',
    );
  });

  it('a translation unit too large to be one, naming its line', async () => {
    const huge = tmx(`\n${tu(['en', 'fine'], ['de', 'gut'])}\n${tu(['en', 'x'.repeat(3 * 1024 * 1024)], ['de', 'y'])}`);
    const chunks = (function* () {
      for (let i = 0; i < huge.length; i += 65536) yield Buffer.from(huge.slice(i, i + 65536));
    })();
    await expect(readAll(Readable.from(chunks))).rejects.toThrow(
      /^The translation unit at line 3 is larger than 2 MB; .* Remove or split it and import the file again\.$/,
    );
  });

  it('a TMX whose languages do not include the requested ones', async () => {
    await expect(readAll(bytes(tmx(tu(['en', 'a'], ['de', 'b']))), { sourceLang: 'ja' })).rejects.toThrow(
      'The source language ja is not in the file (it has en, de)',
    );
  });
});

describe('streaming', () => {
  it('yields units while the file is still being read (constant memory)', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => tu(['en', `sentence ${i}`], ['de', `Satz ${i}`])).join('');
    const text = tmx(many);
    let bytesRead = 0;
    async function* slowly() {
      for (let i = 0; i < text.length; i += 4096) {
        bytesRead += Math.min(4096, text.length - i);
        yield Buffer.from(text.slice(i, i + 4096));
      }
    }
    const reader = readTmx(slowly(), { lookahead: 10 });
    let count = 0;
    let bytesAtFirstUnit = 0;
    for await (const unit of reader.units) {
      if (count === 0) bytesAtFirstUnit = bytesRead;
      expect(unit.source).toBe(`sentence ${count}`);
      count++;
    }
    expect(count).toBe(3000);
    expect(bytesAtFirstUnit).toBeLessThan(text.length / 10);
  });

  it('stops reading when the consumer stops early', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => tu(['en', `s${i}`], ['de', `t${i}`])).join('');
    const input = Readable.from([Buffer.from(tmx(many))]);
    for await (const unit of readTmx(input, { lookahead: 1 }).units) {
      expect(unit.source).toBe('s0');
      break;
    }
    expect(input.destroyed).toBe(true);
  });
});
