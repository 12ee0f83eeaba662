import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { inspectTbx, readTbx } from './read-tbx.ts';
import { XmlFormatError } from '../xml.ts';
import { emptyTally } from '../terms.ts';

const stream = (xml: string) => Readable.from([Buffer.from(xml)]);

async function read(xml: string, languages = { source: 'en', target: 'de' }) {
  const records = [];
  for await (const { at: _at, ...record } of readTbx(stream(xml), languages)) records.push(record);
  return records;
}

const TBX_V2 = `<?xml version="1.0" encoding="UTF-8"?>
<martif type="TBX-Basic" xml:lang="en-US">
  <martifHeader><fileDesc><sourceDesc><p>test</p></sourceDesc></fileDesc></martifHeader>
  <text><body>
    <termEntry id="e1">
      <descripGrp><descrip type="definition">A domestic animal</descrip></descripGrp>
      <descrip type="subjectField">zoology</descrip>
      <langSet xml:lang="en-US">
        <tig><term>cat</term><termNote type="partOfSpeech">noun</termNote></tig>
        <tig><term>kitty</term><note>informal</note></tig>
      </langSet>
      <langSet xml:lang="de"><ntig><termGrp><term>Katze</term></termGrp></ntig></langSet>
      <langSet xml:lang="fr"><tig><term>chat</term></tig></langSet>
    </termEntry>
    <termEntry id="e2">
      <langSet xml:lang="en-US"><tig><term>only English</term></tig></langSet>
    </termEntry>
  </body></text>
</martif>`;

const TBX_V3_DCA = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-model href="TBXcoreStructV03.rng" type="application/xml"?>
<tbx type="TBX-Basic" style="dca" xml:lang="de" xmlns="urn:iso:std:iso:30042:ed-2">
  <tbxHeader><fileDesc><sourceDesc><p>v3</p></sourceDesc></fileDesc></tbxHeader>
  <text><body>
    <conceptEntry id="c1">
      <langSec xml:lang="de"><descrip type="definition">Gerät zum Schreiben</descrip>
        <termSec><term>Stift <hi type="bold">(Schreibgerät)</hi></term></termSec>
      </langSec>
      <langSec xml:lang="en"><termSec><term><![CDATA[pen & <ink>]]></term><note>not "pencil"</note></termSec></langSec>
    </conceptEntry>
  </body></text>
</tbx>`;

const TBX_V3_DCT = `<tbx type="TBX-Basic" style="dct" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2" xmlns:basic="http://www.tbxinfo.net/ns/basic">
  <text><body>
    <conceptEntry id="c1"><basic:definition>A thing that writes</basic:definition>
      <langSec xml:lang="en"><termSec><term>pen</term><basic:partOfSpeech>noun</basic:partOfSpeech></termSec></langSec>
      <langSec xml:lang="de"><termSec><term>Stift</term></termSec></langSec>
    </conceptEntry>
  </body></text>
</tbx>`;

describe('TBX reading', () => {
  it('reads TBX v2 (martif): one record per term pair, notes as the comment, the definition and part of speech', async () => {
    const definition = 'A domestic animal';
    // An entry without notes gives no comment (an update import keeps the record's).
    expect(await read(TBX_V2)).toEqual([
      { source: 'cat', target: 'Katze', definition, part_of_speech: 'noun' },
      { source: 'kitty', target: 'Katze', comment: 'informal', definition },
    ]);
    expect(await read(TBX_V2, { source: 'fr', target: 'en-US' })).toEqual([
      { source: 'chat', target: 'cat', definition, part_of_speech: 'noun' },
      { source: 'chat', target: 'kitty', comment: 'informal', definition },
    ]);
  });

  it("reads the target term's administrativeStatus as the record's status; values it does not know say nothing", async () => {
    const status = (value: string) =>
      TBX_V2.replace(
        '<term>Katze</term>',
        `<term>Katze</term><termNote type="administrativeStatus">${value}</termNote>`,
      );
    expect((await read(status('deprecatedTerm-admn-sts')))[0]).toMatchObject({ status: 'deprecated' });
    expect((await read(status('supersededTerm-admn-sts')))[0]).toMatchObject({ status: 'deprecated' });
    expect((await read(status('forbiddenTerm-admn-sts')))[0]).toMatchObject({ status: 'forbidden' });
    expect((await read(status('legalTerm-admn-sts')))[0]!.status).toBeUndefined();
  });

  it('reads a language under any of its codes: a file in "iw" (now "he") for a Hebrew glossary', async () => {
    const hebrew = TBX_V2.replace('xml:lang="de"', 'xml:lang="iw"');
    expect(await read(hebrew, { source: 'en', target: 'he' })).toEqual(await read(TBX_V2));
  });

  it('counts the entries it skips: without one of the languages, or without a source or target term', async () => {
    const emptyTarget = TBX_V2.replace(
      '<termEntry id="e2">',
      `<termEntry id="e3"><langSet xml:lang="en"><tig><term>dog</term></tig></langSet>
      <langSet xml:lang="de"><tig><term> </term></tig></langSet></termEntry>
    <termEntry id="e2">`,
    );
    const tally = emptyTally();
    const records = [];
    for await (const record of readTbx(stream(emptyTarget), { source: 'en', target: 'de' }, tally))
      records.push(record.source);
    expect(records).toEqual(['cat', 'kitty']);
    expect(tally).toEqual({ skippedEmpty: 1, skippedMissingLanguage: 1 });
  });

  it('reads TBX v3 in DCA and DCT style, with inline markup and CDATA in terms', async () => {
    expect(await read(TBX_V3_DCA, { source: 'de', target: 'en' })).toEqual([
      {
        source: 'Stift (Schreibgerät)',
        target: 'pen & <ink>',
        comment: 'not "pencil"',
        definition: 'Gerät zum Schreiben',
      },
    ]);
    expect(await read(TBX_V3_DCT)).toEqual([
      { source: 'pen', target: 'Stift', definition: 'A thing that writes', part_of_speech: 'noun' },
    ]);
  });

  it('reads TBX-Min (v3): terms, their notes, and a term whose text is empty as no term', async () => {
    const tbxMin = `<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Min" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
  <tbxHeader><fileDesc><titleStmt><title>IT</title></titleStmt></fileDesc></tbxHeader>
  <text><body>
    <conceptEntry id="1"><subjectField>IT</subjectField>
      <langSec xml:lang="en"><termSec><term>file</term><partOfSpeech>noun</partOfSpeech><note>on disk</note></termSec></langSec>
      <langSec xml:lang="de"><termSec><term>Datei</term><termStatus>preferred</termStatus></termSec></langSec>
    </conceptEntry>
  </body></text>
</tbx>`;
    expect(await read(tbxMin)).toEqual([
      { source: 'file', target: 'Datei', comment: 'on disk', status: 'preferred', part_of_speech: 'noun' },
    ]);
    expect(await inspectTbx(stream(tbxMin))).toEqual({
      languages: ['en', 'de'],
      suggested: { source: 'en', target: 'de' },
    });
  });

  it('suggests the root language as source and the only other language as target', async () => {
    expect(await inspectTbx(stream(TBX_V3_DCA))).toEqual({
      languages: ['de', 'en'],
      suggested: { source: 'de', target: 'en' },
    });
    // Three languages: the target is the user's choice.
    expect(await inspectTbx(stream(TBX_V2))).toEqual({
      languages: ['en-US', 'de', 'fr'],
      suggested: { source: 'en-US', target: undefined },
    });
  });

  it('stops early when the consumer stops, without hanging', async () => {
    const entries = Array.from(
      { length: 5000 },
      (_, i) =>
        `<termEntry><langSet xml:lang="en"><tig><term>t${i}</term></tig></langSet><langSet xml:lang="de"><tig><term>b${i}</term></tig></langSet></termEntry>`,
    ).join('');
    const xml = `<martif xml:lang="en"><text><body>${entries}</body></text></martif>`;
    const chunks = Buffer.from(xml)
      .toString()
      .match(/[\s\S]{1,1000}/g)!
      .map((c) => Buffer.from(c));
    const seen = [];
    for await (const pair of readTbx(Readable.from(chunks), { source: 'en', target: 'de' })) {
      seen.push(pair.source);
      if (seen.length === 10) break;
    }
    expect(seen).toHaveLength(10);
    expect((await inspectTbx(Readable.from(chunks))).languages).toEqual(['en', 'de']);
  });

  it('refuses DTDs and entity bombs, other XML, and malformed TBX with clear messages', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE martif [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <martif xml:lang="en"><text><body><termEntry><langSet xml:lang="en"><tig><term>&b;</term></tig></langSet></termEntry></body></text></martif>`;
    await expect(read(bomb)).rejects.toThrow(/DOCTYPE/);
    await expect(inspectTbx(stream(bomb))).rejects.toBeInstanceOf(XmlFormatError);
    await expect(read('<xliff version="1.2"/>')).rejects.toThrow(/not a TBX file: its root element is <xliff>/);
    await expect(
      read(
        '<martif><text><body><termEntry><langSet><tig><term>x</term></tig></langSet></termEntry></body></text></martif>',
      ),
    ).rejects.toThrow(/line 1: <langSet> has no xml:lang/);
    await expect(read('<martif xml:lang="en"><text><body>\n<termEntry>\n</martif>')).rejects.toThrow(
      /Malformed XML at line 3/,
    );
    await expect(read('source,target\na,b')).rejects.toBeInstanceOf(XmlFormatError);
  });

  it('accepts a DOCTYPE that only names the TBX DTD, as most TBX files start, without loading it', async () => {
    const withDoctype = TBX_V2.replace('<martif', '<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">\n<martif');
    expect(await read(withDoctype)).toEqual(await read(TBX_V2));
    expect((await inspectTbx(stream(withDoctype))).languages).toEqual(['en-US', 'de', 'fr']);
  });

  it('refuses 100,000 nested entries (never closed) at once, reading or inspecting', { timeout: 5000 }, async () => {
    const nested = '<martif xml:lang="en"><text><body>' + '<termEntry>'.repeat(100_000);
    await expect(read(nested)).rejects.toThrow(
      /^Malformed XML at line 1, column \d+: elements are nested more than 64 levels deep/,
    );
    await expect(inspectTbx(stream(nested))).rejects.toThrow(/nested more than 64 levels deep/);
  });

  it('decodes the encoding the file declares, and UTF-16 with or without a byte-order mark', async () => {
    const body = (declaration: string) =>
      `${declaration}<martif xml:lang="en"><text><body><termEntry><note>Getränk, süß</note>` +
      '<langSet xml:lang="en"><tig><term>café</term></tig></langSet><langSet xml:lang="de"><tig><term>Straße</term></tig></langSet></termEntry></body></text></martif>';
    const expected = [{ source: 'café', target: 'Straße', comment: 'Getränk, süß' }];
    const readBytes = async (bytes: Buffer) => {
      const records = [];
      for await (const { source, target, comment } of readTbx(Readable.from([bytes]), { source: 'en', target: 'de' }))
        records.push({ source, target, comment });
      return records;
    };
    expect(await readBytes(Buffer.from(body('<?xml version="1.0" encoding="ISO-8859-1"?>\n'), 'latin1'))).toEqual(
      expected,
    );
    expect(await readBytes(Buffer.from(body("<?xml version='1.0' encoding='windows-1252'?>"), 'latin1'))).toEqual(
      expected,
    );
    const utf16 = body('<?xml version="1.0" encoding="UTF-16"?>');
    expect(await readBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(utf16, 'utf16le')]))).toEqual(
      expected,
    );
    expect(await readBytes(Buffer.from(utf16, 'utf16le'))).toEqual(expected);
    const bigEndian = Buffer.from(`\uFEFF${utf16}`, 'utf16le').swap16();
    expect(await readBytes(bigEndian)).toEqual(expected);
    expect(await inspectTbx(Readable.from([bigEndian]))).toEqual({
      languages: ['en', 'de'],
      suggested: { source: 'en', target: 'de' },
    });
  });

  it('refuses bytes that are not valid in the encoding, naming the line, and encodings it cannot decode', async () => {
    // Latin-1 bytes in a file that declares nothing (so UTF-8) or UTF-8: refused, never imported garbled.
    const latin1 = Buffer.from(
      '<martif xml:lang="en"><text><body>\n<termEntry>\n<langSet xml:lang="en"><tig><term>caf\xe9</term></tig></langSet></termEntry></body></text></martif>',
      'latin1',
    );
    const readBytes = async (bytes: Buffer) => {
      for await (const _ of readTbx(Readable.from([bytes]), { source: 'en', target: 'de' })) {
        // drain
      }
    };
    await expect(readBytes(latin1)).rejects.toThrow(
      /^The file is not valid UTF-8 text \(the problem is on line 3\)\. Save the file as UTF-8/,
    );
    await expect(
      inspectTbx(Readable.from([Buffer.concat([Buffer.from('<?xml version="1.0" encoding="UTF-8"?>'), latin1])])),
    ).rejects.toThrow(/not valid UTF-8 text/);
    await expect(readBytes(Buffer.from('<?xml version="1.0" encoding="x-klingon"?><martif/>'))).rejects.toThrow(
      /declares the character encoding "x-klingon", which is not supported/,
    );
  });
});
