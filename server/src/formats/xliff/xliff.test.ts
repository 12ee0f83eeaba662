import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { inlineToken } from '@tessera/shared/contract';
import { XmlFormatError } from '../xml.ts';
import { canonical } from './canonical.test-helper.ts';
import { checkXliffStart, NO_TARGET_LANGUAGE, readXliff } from './parse.ts';
import { rewriteXliff, rewriteXliffFile, setAttribute } from './rewrite.ts';
import type { SegmentEdit } from '../document.ts';
import type { ParsedSegment } from './walker.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const xliff12 = fixture('sample-1.2.xlf');
const xliff20 = fixture('sample-2.0.xlf');
const segmented12 = fixture('segmented-1.2.xlf');

/** Splits text into byte chunks of the given size, to prove nothing depends on where chunks break. */
const chunked = (text: string, size: number) => {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
};

async function read(text: string, chunkSize = 64 * 1024) {
  const segments: ParsedSegment[] = [];
  const result = await readXliff(
    chunked(text, chunkSize),
    async (batch) => {
      segments.push(...batch);
    },
    3,
  );
  return { ...result, segments };
}

async function rewrite(text: string, edits: SegmentEdit[], chunkSize = 64 * 1024) {
  let out = '';
  for await (const piece of rewriteXliff(chunked(text, chunkSize), Readable.from(edits))) out += piece;
  return out;
}

const bySource = (segments: ParsedSegment[], start: string) => {
  const found = segments.find((s) => s.sourceText.startsWith(start));
  if (!found) throw new Error(`no segment starting with ${start}`);
  return found;
};
const positionOf = (segments: ParsedSegment[], start: string) => segments.indexOf(bySource(segments, start));
const t = inlineToken;

describe('XLIFF 1.2 import', () => {
  it('reads every trans-unit and mrk segment of every <file>, in document order', async () => {
    const { header, segments } = await read(xliff12);
    expect(header).toEqual({ version: '1.2', sourceLang: 'en-US', targetLang: 'de-DE' });
    expect(segments.map((s) => [s.unitId, s.segmentId])).toEqual([
      ['greeting', null],
      ['1002', null],
      ['paired-native', null],
      ['marked', null],
      ['brand', null],
      ['spaced', null],
      ['wrapped', null],
      ['p1', '0'],
      ['p1', '1'],
      ['p2', 'a'],
      ['p2', 'b'],
      ['cdata', null],
    ]);
  });

  it('turns inline elements into codes, the same code in source and target', async () => {
    const { segments } = await read(xliff12);
    const greeting = bySource(segments, 'Hello');
    expect(greeting.source).toBe(`Hello ${t(1)}dear${t(2)} user${t(3)}welcome!`);
    expect(greeting.target).toBe(`Hallo ${t(1)}lieber${t(2)} Nutzer${t(3)}willkommen!`);
    expect(greeting.codes).toEqual([
      { id: 1, kind: 'open', label: '<1>', xml: '<g id="1" ctype="bold">' },
      { id: 2, kind: 'close', label: '</1>', xml: '</g>' },
      { id: 3, kind: 'standalone', label: '{1}', xml: '<x id="2" ctype="lb"/>' },
    ]);
    expect(greeting.sourceText).toBe('Hello dear userwelcome!');
    const click = bySource(segments, 'Click');
    expect(click.codes.map((c) => c.xml)).toEqual(['<bx id="3"/>', '<ex id="4"/>', '<ph id="5">&lt;br/&gt;</ph>']);
    expect(click.source).toBe(`Click ${t(1)}here${t(2)} & ${t(3)} continue`);
    const native = bySource(segments, 'Make it');
    expect(native.codes.map((c) => c.xml)).toEqual([
      '<bpt id="6">&lt;b&gt;</bpt>',
      '<ept id="6">&lt;/b&gt;</ept>',
      '<it id="7" pos="open">&lt;i&gt;</it>',
    ]);
    const marked = bySource(segments, 'A ');
    expect(marked.codes.map((c) => [c.kind, c.xml])).toEqual([
      ['open', '<mrk mtype="term">'],
      ['close', '</mrk>'],
    ]);
    expect(marked.target).toBe('');
    expect(marked.hasTarget).toBe(false);
  });

  it('reads approval, state, locks, notes and context', async () => {
    const { segments } = await read(xliff12);
    const greeting = bySource(segments, 'Hello');
    expect([greeting.state, greeting.approved, greeting.locked]).toEqual(['translated', false, false]);
    expect(greeting.note).toBe('Shown on the start page.');
    expect(greeting.context).toBe('sourcefile: Start.tsx\nlinenumber: 42');
    expect(bySource(segments, 'Click').approved).toBe(true);
    expect(bySource(segments, 'Tessera').locked).toBe(true);
    expect(bySource(segments, 'Hello').words).toBe(3);
  });

  it('keeps xml:space="preserve" text verbatim and collapses pretty-printing whitespace otherwise', async () => {
    const { segments } = await read(xliff12);
    expect(segments[5]!.source).toBe('  keep   these\n  spaces  ');
    expect(bySource(segments, 'This sentence').source).toBe('This sentence was wrapped by a pretty printer.');
    expect(bySource(segments, 'Use').source).toBe('Use <tags> freely');
  });

  it('reads the text without codes of sources with codes, comments and CDATA, collapsed or not', async () => {
    const unit = (id: string, source: string, space = '') =>
      `<trans-unit id="${id}"${space}><source>${source}</source></trans-unit>`;
    const doc =
      '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file source-language="en" target-language="de"><body>' +
      unit('a', 'Save <x id="1"/> now') +
      unit('b', ' Save <g id="1">the\n   file</g><!-- c --> now<![CDATA[ & <then>]]> ') +
      unit('c', 'Sa<x id="1"/>ve  <x id="2"/>', ' xml:space="preserve"') +
      '</body></file></xliff>';
    const { segments } = await read(doc, 7);
    expect(segments.map(({ source, sourceText, words }) => ({ source, sourceText, words }))).toEqual([
      { source: `Save ${t(1)} now`, sourceText: 'Save  now', words: 2 },
      { source: `Save ${t(1)}the file${t(2)} now & <then>`, sourceText: 'Save the file now & <then>', words: 5 },
      { source: `Sa${t(1)}ve  ${t(2)}`, sourceText: 'Save  ', words: 1 },
    ]);
  });

  it('splits seg-source into mrk segments and reads their targets', async () => {
    const { segments } = await read(xliff12);
    const [first, second] = segments.filter((s) => s.unitId === 'p1');
    expect([first!.source, first!.target, first!.hasTarget]).toEqual(['First sentence.', 'Erster Satz.', true]);
    expect([second!.source, second!.target]).toEqual([`Second ${t(1)}bold${t(2)} sentence.`, '']);
  });
});

describe('XLIFF 1.2 segmentation as CAT tools write it', () => {
  it('finds seg mrks inside a <g> that wraps several segments (Trados), keeping the <g> out of the codes', async () => {
    const { segments } = await read(segmented12);
    const sdl = segments.filter((s) => s.unitId === 'sdl-1');
    expect(sdl.map((s) => [s.segmentId, s.source, s.target, s.locked])).toEqual([
      ['1', 'One.', 'Eins.', false],
      ['2', `Two ${t(1)}bold${t(2)}.`, '', false],
    ]);
    expect(sdl[1]!.codes.map((c) => c.xml)).toEqual(['<g id="2">', '</g>']);
    expect(bySource(segments, 'Nested').segmentId).toBe('3');
  });

  it("reads a target without seg mrks as the whole unit's translation instead of hiding it", async () => {
    const { segments } = await read(segmented12);
    const whole = segments.filter((s) => s.unitId === 'whole-target');
    expect(whole.map((s) => [s.segmentId, s.source, s.target, s.state])).toEqual([
      [null, `One. ${t(1)}Two.`, `Eins. ${t(1)}Zwei.`, 'translated'],
    ]);
    expect(whole[0]!.codes.map((c) => c.xml)).toEqual(['<x id="9"/>']);
  });

  it('keeps a seg-source without seg mrks as one segment, and locks a unit whose target segments do not match', async () => {
    const { segments } = await read(segmented12);
    expect(segments.filter((s) => s.unitId === 'no-marks').map((s) => [s.segmentId, s.source])).toEqual([
      [null, 'Not segmented after all.'],
    ]);
    const mismatch = segments.filter((s) => s.unitId === 'mismatch');
    expect(mismatch.map((s) => [s.segmentId, s.target, s.locked])).toEqual([
      ['1', 'Links.', true],
      ['2', '', true],
    ]);
  });

  it('writes edits into the same <g>/<mrk> structure and gives back a valid, re-readable target', async () => {
    const { segments } = await read(segmented12);
    const edits: SegmentEdit[] = [
      { position: positionOf(segments, 'Two'), target: `Zwei ${t(1)}fett${t(2)}.`, approved: true },
      { position: positionOf(segments, 'Nested'), target: 'Verschachtelt.', approved: false },
      { position: positionOf(segments, 'Not segmented'), target: 'Doch nicht segmentiert.', approved: false },
    ].sort((a, b) => a.position - b.position);
    for (const chunkSize of [64 * 1024, 3]) {
      const out = await rewrite(segmented12, edits, chunkSize);
      expect(out).toContain(
        '<target state="translated"><g id="1"><mrk mtype="seg" mid="1">Eins.</mrk> <mrk mtype="seg" mid="2">Zwei <g id="2">fett</g>.</mrk></g></target>',
      );
      expect(out).toContain(
        '</seg-source>\n        <target state="translated"><g id="3"><g id="4"><mrk mtype="seg" mid="3">Verschachtelt.</mrk></g></g></target>',
      );
      expect(out).toContain(
        '<seg-source>Not segmented after all.</seg-source>\n        <target state="translated">Doch nicht segmentiert.</target>',
      );
      const drop = { elements: ['target'], attributes: ['state', 'approved'], indentation: true };
      expect(canonical(out, drop)).toEqual(canonical(segmented12, drop));
      const again = (await read(out)).segments;
      expect(again.map((s) => [s.unitId, s.segmentId, s.target, s.locked])).toEqual([
        ['sdl-1', '1', 'Eins.', false],
        ['sdl-1', '2', `Zwei ${t(1)}fett${t(2)}.`, false],
        ['sdl-2', '3', 'Verschachtelt.', false],
        ['whole-target', null, `Eins. ${t(1)}Zwei.`, false],
        ['no-marks', null, 'Doch nicht segmentiert.', false],
        ['mismatch', '1', 'Links.', true],
        ['mismatch', '2', '', true],
      ]);
    }
  });

  it('keeps the segments when a target without seg mrks holds only codes (an empty <g> skeleton)', async () => {
    const doc = `<xliff version="1.2"><file source-language="en" target-language="de"><body><trans-unit id="s">
<source><g id="1">A. B.</g></source>
<seg-source><g id="1"><mrk mtype="seg" mid="1">A.</mrk> <mrk mtype="seg" mid="2">B.</mrk></g></seg-source>
<target><g id="1"></g></target>
</trans-unit></body></file></xliff>`;
    const { segments } = await read(doc);
    expect(segments.map((s) => [s.segmentId, s.target])).toEqual([
      ['1', ''],
      ['2', ''],
    ]);
    const out = await rewrite(doc, [{ position: 1, target: 'Bee.', approved: false }]);
    expect(out).toContain(
      '<target state="needs-translation"><g id="1"><mrk mtype="seg" mid="1"></mrk> <mrk mtype="seg" mid="2">Bee.</mrk></g></target>',
    );
  });

  it('edits a target that has all its seg mrks in place, keeping its own order and markup between them', async () => {
    const doc = `<xliff version="1.2"><file source-language="en" target-language="de"><body><trans-unit id="r">
<source>A. B.</source>
<seg-source><mrk mtype="seg" mid="1">A.</mrk> <mrk mtype="seg" mid="2">B.</mrk></seg-source>
<target><mrk mtype="seg" mid="2">Bee.</mrk><x id="7"/><mrk mtype="seg" mid="1"/></target>
</trans-unit></body></file></xliff>`;
    const { segments } = await read(doc);
    expect(segments.map((s) => [s.segmentId, s.target])).toEqual([
      ['1', ''],
      ['2', 'Bee.'],
    ]);
    const out = await rewrite(doc, [
      { position: 0, target: 'Ah.', approved: false },
      { position: 1, target: 'Be.', approved: false },
    ]);
    expect(out).toContain(
      '<target state="translated"><mrk mtype="seg" mid="2">Be.</mrk><x id="7"/><mrk mtype="seg" mid="1">Ah.</mrk></target>',
    );
  });

  it('writes an edited whole-unit translation over a target without seg mrks, losing nothing else', async () => {
    const { segments } = await read(segmented12);
    const out = await rewrite(segmented12, [
      { position: positionOf(segments, 'One. Two.'), target: `Eins. ${t(1)}Zwei!`, approved: true },
    ]);
    expect(out).toContain('<target state="final">Eins. <x id="9"/>Zwei!</target>');
    expect(out).toContain('<trans-unit id="whole-target" approved="yes">');
    expect(bySource((await read(out)).segments, 'One. Two.').target).toBe(`Eins. ${t(1)}Zwei!`);
  });
});

describe('XLIFF 2.0 import', () => {
  it('reads units, segments (not ignorables), states and every inline element', async () => {
    const { header, segments } = await read(xliff20);
    expect(header).toEqual({ version: '2.0', sourceLang: 'en', targetLang: 'fr' });
    expect(segments.map((s) => [s.unitId, s.segmentId, s.state, s.approved, s.locked])).toEqual([
      ['u1', 's1', 'translated', false, false],
      ['u1', 's2', 'initial', false, false],
      ['u2', null, 'final', true, true],
      ['u3', 's3', 'reviewed', true, false],
      ['u4', 's4', 'initial', false, false],
    ]);
    const [s1, s2, , s3] = segments;
    expect(s1!.codes.map((c) => c.xml)).toEqual([
      '<ph id="1" dataRef="d1"/>',
      '<pc id="2" dataRefStart="d2" dataRefEnd="d3">',
      '</pc>',
    ]);
    expect(s1!.target).toBe(`Ligne${t(1)}saut et ${t(2)}gras${t(3)}.`);
    expect(s1!.note).toBe('Window title');
    expect(s2!.codes.map((c) => c.xml)).toEqual(['<sc id="3" dataRef="d2"/>', '<ec startRef="3" dataRef="d3"/>']);
    expect(s3!.codes.map((c) => c.xml)).toEqual([
      '<mrk id="m1" type="term">',
      '</mrk>',
      '<sm id="m2" type="comment" value="check"/>',
      '<em startRef="m2"/>',
    ]);
    expect(s3!.target).toBe(`Un ${t(1)}terme${t(2)} et ${t(3)}une annotation${t(4)}.`);
  });
});

describe('length limits in XLIFF 2.0 (the Size and Length Restriction module)', () => {
  /** A 2.0 file of these units (one segment each, the module bound to `prefix`) and this `<slr:profiles>`. */
  const limited = (units: string[], { prefix = 'slr', profiles = '' } = {}) =>
    `<?xml version="1.0"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:${prefix}="urn:oasis:names:tc:xliff:sizerestriction:2.0" version="2.0" srcLang="en" trgLang="de">` +
    `<file id="f">${profiles}${units.map((unit, i) => `<unit id="u${i + 1}"${unit}><segment><source>Save ${i + 1}</source></segment></unit>`).join('')}</file></xliff>`;
  const limits = async (text: string) => (await read(text)).segments.map((s) => [s.unitId, s.maxWidth]);

  it("reads a unit's maximum, not a group's, a minimum or none, from the OASIS test suite's patterns", async () => {
    // Its groups' 22 and 90 are on their totals; its units' `*` and `35,*` set no maximum.
    expect(await limits(fixture('Good-slr_sizeRestriction-patterns.xlf'))).toEqual([
      ['u1', null],
      ['u2', null],
    ]);
  });

  it('reads "max" and "min,max" in code points, under any prefix, as the handoff kit writes them', async () => {
    const codepoints = '<slr:profiles generalProfile="xliff:codepoints"/>';
    expect(
      await limits(limited([' slr:sizeRestriction="12"', ' slr:sizeRestriction="2,40"', ''], { profiles: codepoints })),
    ).toEqual([
      ['u1', 12],
      ['u2', 40],
      ['u3', null],
    ]);
    // No profiles: code points are the default.
    expect(await limits(limited([' s:sizeRestriction="9"'], { prefix: 's' }))).toEqual([['u1', 9]]);
    // Another profile counts in what text cannot be measured in here: no limit.
    const pixels = '<slr:profiles generalProfile="acme:pixels"/>';
    expect(await limits(limited([' slr:sizeRestriction="120"'], { profiles: pixels }))).toEqual([['u1', null]]);
  });
});

describe('xml:space in XLIFF 2.0', () => {
  const doc = (unit: string) =>
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="f">${unit}</file></xliff>`;

  it('honours xml:space on <source> and <target>, not only on the segment or unit', async () => {
    const { segments } = await read(
      doc(`<unit id="u"><segment id="s">
      <source xml:space="preserve">  two  spaces </source>
      <target>  collapsed
        here </target></segment><segment id="t" xml:space="preserve"><source>a  b</source><target xml:space="default"> c  d </target></segment></unit>`),
    );
    expect(segments.map((s) => [s.source, s.target])).toEqual([
      ['  two  spaces ', 'collapsed here'],
      ['a  b', 'c d'],
    ]);
  });
});

describe('XLIFF download', () => {
  for (const [name, text] of [
    ['1.2', xliff12],
    ['2.0', xliff20],
  ] as const) {
    it(`gives back an untouched ${name} document byte for byte, whatever the chunking`, async () => {
      expect(await rewrite(text, [])).toBe(text);
      expect(await rewrite(text, [], 5)).toBe(text);
      expect(canonical(await rewrite(text, [], 1))).toEqual(canonical(text));
    });
  }

  it('keeps a byte-order mark and CRLF line ends, also around an inserted target', async () => {
    const windows = `\uFEFF${xliff12.replace(/\n/g, '\r\n')}`;
    expect(await rewrite(windows, [], 7)).toBe(windows);
    const { segments } = await read(windows);
    const out = await rewrite(
      windows,
      [{ position: positionOf(segments, 'A '), target: `Ein ${t(1)}Begriff${t(2)}.`, approved: false }],
      7,
    );
    expect(out.startsWith('\uFEFF<?xml')).toBe(true);
    expect(out).toContain(
      '<source>A <mrk mtype="term">term</mrk> inside.</source>\r\n        <target state="translated">',
    );
    expect(out.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });

  it('writes 1.2 edits into targets and states and changes nothing else', async () => {
    const { segments } = await read(xliff12);
    const edits: SegmentEdit[] = [
      {
        position: positionOf(segments, 'Hello'),
        target: `Servus ${t(1)}lieber${t(2)} Nutzer${t(3)}da!`,
        approved: true,
      },
      { position: positionOf(segments, 'A '), target: `Ein ${t(1)}Begriff${t(2)} drin.`, approved: false },
      { position: positionOf(segments, 'Second'), target: `Zweiter ${t(1)}fetter${t(2)} Satz.`, approved: true },
      { position: positionOf(segments, 'Two.'), target: 'Zwei & <drei>.', approved: false },
    ].sort((a, b) => a.position - b.position);
    for (const chunkSize of [64 * 1024, 3]) {
      const out = await rewrite(xliff12, edits, chunkSize);
      const drop = { elements: ['target'], attributes: ['state', 'approved'], indentation: true };
      expect(canonical(out, drop)).toEqual(canonical(xliff12, drop));
      const again = (await read(out)).segments;
      const greeting = bySource(again, 'Hello');
      expect([greeting.target, greeting.approved, greeting.state]).toEqual([
        edits.find((e) => e.position === 0)!.target,
        true,
        'final',
      ]);
      expect(out).toContain('<target state="translated">Ein <mrk mtype="term">Begriff</mrk> drin.</target>');
      const marked = bySource(again, 'A ');
      expect([marked.target, marked.approved]).toEqual([`Ein ${t(1)}Begriff${t(2)} drin.`, false]);
      const [p1a, p1b, p2a, p2b] = again.filter((s) => s.unitId === 'p1' || s.unitId === 'p2');
      expect([p1a!.target, p1b!.target]).toEqual(['Erster Satz.', `Zweiter ${t(1)}fetter${t(2)} Satz.`]);
      expect([p2a!.target, p2b!.target]).toEqual(['', 'Zwei & <drei>.']);
      expect(out).toContain(
        '<target state="needs-translation"><mrk mtype="seg" mid="a"></mrk> <mrk mtype="seg" mid="b">Zwei &amp; &lt;drei&gt;.</mrk></target>',
      );
      // Untouched units stay byte-identical: the approved unit and its verbatim entities.
      expect(out).toContain(
        '<target state="final">Klicken Sie <bx id="3"/>hier<ex id="4"/> &amp; <ph id="5">&lt;br/&gt;</ph> weiter</target>',
      );
      expect(out).toContain('<trans-unit id="greeting" resname="app.greeting" approved="yes">');
    }
  });

  it('writes 2.0 edits into targets and segment states and changes nothing else', async () => {
    const { segments } = await read(xliff20);
    const edits: SegmentEdit[] = [
      { position: 0, target: `Ligne${t(1)}coupée et ${t(2)}gras${t(3)}.`, approved: true },
      { position: 1, target: `Début ${t(1)}ici, fin${t(2)} là.`, approved: false },
      { position: 4, target: 'Non traduit', approved: false },
    ];
    for (const chunkSize of [64 * 1024, 4]) {
      const out = await rewrite(xliff20, edits, chunkSize);
      const drop = { elements: ['target'], attributes: ['state'], indentation: true };
      expect(canonical(out, drop)).toEqual(canonical(xliff20, drop));
      const again = (await read(out)).segments;
      expect(again.map((s) => [s.target, s.state])).toEqual([
        [edits[0]!.target, 'final'],
        [edits[1]!.target, 'translated'],
        ['Tessera', 'final'],
        [segments[3]!.target, 'reviewed'],
        ['Non traduit', 'translated'],
      ]);
      expect(out).toContain(
        '<source>Start <sc id="3" dataRef="d2"/>here, end<ec startRef="3" dataRef="d3"/> there.</source>\n        <target>Début <sc id="3" dataRef="d2"/>ici, fin<ec startRef="3" dataRef="d3"/> là.</target>',
      );
    }
  });

  it('writes the same file whatever the chunk boundaries (every chunk size from 1 to 24 bytes)', async () => {
    for (const [text, positions] of [
      [xliff12, [0, 3, 8, 10, 11]],
      [xliff20, [0, 1, 4]],
      [segmented12, [1, 2, 3, 4]],
    ] as const) {
      const edits = positions.map((position) => ({ position, target: 'x & <y>', approved: position % 2 === 0 }));
      const expected = await rewrite(text, edits);
      for (let size = 1; size <= 24; size++) {
        expect(await rewrite(text, [], size)).toBe(text);
        expect(await rewrite(text, edits, size)).toBe(expected);
      }
    }
  });

  it('sets one attribute in a start tag and leaves the rest of the tag alone', () => {
    expect(setAttribute('<target  xml:lang="de" state=\'new\'>', 'state', 'final')).toBe(
      '<target  xml:lang="de" state="final">',
    );
    expect(setAttribute('<segment id="s1"/>', 'state', 'final')).toBe('<segment id="s1" state="final"/>');
    expect(setAttribute('<segment subState="x:y">', 'state', 'final')).toBe('<segment subState="x:y" state="final">');
  });
});

describe('XLIFF in other encodings than UTF-8, written back in its own', () => {
  const file = (declaration: string) =>
    `${declaration}\r\n<xliff version="1.2"><file source-language="fr" target-language="de" datatype="plaintext" original="a.txt"><body>\r\n` +
    '<trans-unit id="1"><source>Café à 5 € « déjà » – “ok”</source></trans-unit>\r\n' +
    '<trans-unit id="2"><source>Zażółć gęślą jaźń</source><target>Übersetzt</target></trans-unit>\r\n</body></file></xliff>';
  const bytesOf = async (input: Buffer, edits: SegmentEdit[]) => {
    const { encoding, bytes } = await rewriteXliffFile(Readable.from([input]), Readable.from(edits));
    const chunks: Buffer[] = [];
    for await (const chunk of bytes) chunks.push(chunk);
    return { encoding, bytes: Buffer.concat(chunks) };
  };
  const readBytes = async (input: Buffer, chunkSize = 7) => {
    const segments: ParsedSegment[] = [];
    const chunks: Buffer[] = [];
    for (let i = 0; i < input.length; i += chunkSize) chunks.push(input.subarray(i, i + chunkSize));
    await readXliff(Readable.from(chunks), async (batch) => void segments.push(...batch));
    return segments.map((segment) => [segment.source, segment.target]);
  };

  it.each([
    [
      'windows-1252',
      'windows-1252',
      '<?xml version="1.0" encoding="windows-1252"?>',
      'Kaffee für 5 € — &#x4E2D;&#x6587;',
    ],
    [
      'ISO-8859-2',
      'iso-8859-2',
      "<?xml version='1.0' encoding='ISO-8859-2'?>",
      'Kaffee für 5 &#x20AC; &#x2014; &#x4E2D;&#x6587;',
    ],
    [
      'UTF-16 with a byte-order mark',
      'utf-16le',
      '\uFEFF<?xml version="1.0" encoding="UTF-16"?>',
      'Kaffee für 5 € — 中文',
    ],
  ])(
    'reads %s, gives it back byte for byte and writes edits in it',
    async (_name, encoding, declaration, writtenTarget) => {
      // The test file holds what the encoding can (iconv-lite writes '?' for the rest).
      const text = iconv.decode(iconv.encode(file(declaration), encoding), encoding);
      const input = iconv.encode(text, encoding);
      const sources = [...text.matchAll(/<source>(.*?)<\/source>/g)].map((match) => match[1]!);
      expect(sources[1]).toBe(encoding === 'windows-1252' ? 'Za?ó?? g??l? ja??' : 'Zażółć gęślą jaźń');
      expect(await readBytes(input)).toEqual([
        [sources[0], ''],
        [sources[1], 'Übersetzt'],
      ]);
      const untouched = await bytesOf(input, []);
      expect(untouched.encoding).toBe(encoding);
      expect(untouched.bytes.equals(input)).toBe(true);
      // A character the encoding cannot hold goes in as a character reference: the same text for any XML reader.
      const edited = await bytesOf(input, [{ position: 0, target: 'Kaffee für 5 € — 中文', approved: false }]);
      const expected = text.replace(
        '</source></trans-unit>',
        `</source><target state="translated">${writtenTarget}</target></trans-unit>`,
      );
      expect(iconv.decode(edited.bytes, encoding)).toBe(expected);
      expect((await readBytes(edited.bytes))[0]).toEqual([sources[0], 'Kaffee für 5 € — 中文']);
    },
  );
});

describe('XLIFF 1.0 and 1.1, read as 1.2 and written back as they came', () => {
  const older = {
    '1.0 (no namespace, its DTD named)':
      '<?xml version="1.0"?>\n<!DOCTYPE xliff PUBLIC "-//XLIFF//DTD XLIFF//EN" "http://www.oasis-open.org/committees/xliff/documents/xliff.dtd">\n' +
      '<xliff version="1.0"><file source-language="en" target-language="de" datatype="plaintext" original="a.txt"><body>' +
      '<trans-unit id="1"><source>Save <g id="1">now</g></source></trans-unit><trans-unit id="2"><source>Quit</source><target>Beenden</target></trans-unit>' +
      '</body></file></xliff>',
    '1.1 (its namespace)':
      '<xliff version="1.1" xmlns="urn:oasis:names:tc:xliff:document:1.1"><file source-language="en" target-language="de" datatype="plaintext" original="a.txt"><body>' +
      '<group><trans-unit id="1"><source>Save <g id="1">now</g></source></trans-unit></group><trans-unit id="2"><source>Quit</source><target>Beenden</target></trans-unit>' +
      '</body></file></xliff>',
    '1.x with the 1.1 namespace but no version attribute':
      '<x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.1"><x:file source-language="en" target-language="de" datatype="plaintext" original="a.txt"><x:body>' +
      '<x:trans-unit id="1"><x:source>Save <x:g id="1">now</x:g></x:source></x:trans-unit><x:trans-unit id="2"><x:source>Quit</x:source><x:target>Beenden</x:target></x:trans-unit>' +
      '</x:body></x:file></x:xliff>',
  };
  for (const [name, text] of Object.entries(older)) {
    it(`reads ${name} and writes an edit back in the same version`, async () => {
      const { header, segments } = await read(text);
      expect(header).toEqual({ version: '1.2', sourceLang: 'en', targetLang: 'de' });
      expect(segments.map((s) => [s.unitId, s.source, s.target])).toEqual([
        ['1', `Save ${t(1)}now${t(2)}`, ''],
        ['2', 'Quit', 'Beenden'],
      ]);
      expect(await rewrite(text, [])).toBe(text);
      const out = await rewrite(text, [{ position: 0, target: `Speichern ${t(1)}jetzt${t(2)}`, approved: false }]);
      const g = text.includes('<x:') ? 'x:' : '';
      expect(out).toBe(
        text.replace(
          `Save <${g}g id="1">now</${g}g></${g}source>`,
          `Save <${g}g id="1">now</${g}g></${g}source><${g}target state="translated">Speichern <${g}g id="1">jetzt</${g}g></${g}target>`,
        ),
      );
    });
  }
});

describe('files that are refused', () => {
  const refused = async (text: string) => {
    const error = await read(text).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(XmlFormatError);
    return (error as Error).message;
  };

  it('explains what is wrong', async () => {
    expect(await refused('this is not XML at all')).toMatch(/Malformed XML/);
    expect(await refused('')).toMatch(/Malformed XML|root/);
    expect(await refused('<tmx version="1.4"><body/></tmx>')).toBe('Not an XLIFF file: the root element is <tmx>');
    expect(await refused('<xliff version="3.0"><file/></xliff>')).toBe(
      'XLIFF version "3.0" is not supported (1.0, 1.1, 1.2 and 2.x are)',
    );
    expect(await refused('<xliff><file/></xliff>')).toBe(
      'XLIFF version "missing" is not supported (1.0, 1.1, 1.2 and 2.x are)',
    );
    expect(
      await refused(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><xliff version="1.2">&b;</xliff>',
      ),
    ).toMatch(/DOCTYPE/);
    expect(await refused(xliff12.slice(0, xliff12.length / 2))).toMatch(/Malformed XML/);
    expect(await refused('<?xml version="1.0" encoding="x-klingon"?><xliff version="1.2"/>')).toBe(
      'The file declares the character encoding "x-klingon", which is not supported; save it as UTF-8 and upload it again',
    );
    expect(await refused('<xliff version="1.2"></xliff>')).toMatch(/no <file>/);
    expect(await refused('<xliff version="2.0" srcLang="en"><file id="f"/></xliff>')).toMatch(/trgLang/);
    expect(
      await refused(
        '<?xml version="1.1"?><xliff version="1.2"><file><body><trans-unit id="1"><source>a&#x1;1&#x2;</source></trans-unit></body></file></xliff>',
      ),
    ).toBe('Only XML 1.0 files are accepted (this one declares XML 1.1); save it as XML 1.0');
  });

  it('refuses 100,000 nested groups (never closed) at once', { timeout: 5000 }, async () => {
    const nested =
      '<xliff version="1.2"><file source-language="en" target-language="de"><body>' + '<group>'.repeat(100_000);
    expect(await refused(nested)).toMatch(
      /^Malformed XML at line 1, column \d+: elements are nested more than 64 levels deep/,
    );
  });

  it('tells from the first KB of a file what the import would refuse there, and whether a 2.0 file lacks trgLang', async () => {
    const start = (text: string) => checkXliffStart(Buffer.from(text));
    await expect(start('<tmx version="1.4">')).rejects.toThrow('Not an XLIFF file: the root element is <tmx>');
    await expect(start('<?xml version="1.0" encoding="x-klingon"?><xliff')).rejects.toThrow(/x-klingon/);
    expect(await start(xliff12.slice(0, 300))).toEqual({ needsTargetLanguage: false });
    expect(
      await start(
        '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en"><file id="f"><unit id="u"><segm',
      ),
    ).toEqual({ needsTargetLanguage: true });
    // Read to the end, the same file is refused without the language and read with it.
    const untargeted =
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en"><file id="f"><unit id="u"><segment><source>Hi</source></segment></unit></file></xliff>';
    expect(await refused(untargeted)).toBe(NO_TARGET_LANGUAGE);
    const { header } = await readXliff(Readable.from([Buffer.from(untargeted)]), async () => {}, 500, {
      targetLanguage: 'de',
    });
    expect(header).toEqual({ version: '2.0', sourceLang: 'en', targetLang: 'de' });
  });

  it('refuses units that have nothing to translate rather than dropping them silently', async () => {
    expect(
      await refused(
        '<xliff version="1.2"><file><body>\n<trans-unit id="t1"><target>x</target></trans-unit></body></file></xliff>',
      ),
    ).toBe('Not valid XLIFF 1.2: <trans-unit id="t1"> has no <source> (line 2)');
    expect(
      await refused(
        '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="f"><unit id="u9"><ignorable><source> </source></ignorable></unit></file></xliff>',
      ),
    ).toBe('Not valid XLIFF 2.0: <unit id="u9"> has no <segment> (line 1)');
  });
});

/** A 1.2 file of one segment, "A.", with this <target> element (or none). */
const doc12 = (target: string) => `<xliff version="1.2"><file source-language="en" target-language="de"><body>
<trans-unit id="a"><source>A.</source>${target}</trans-unit>
</body></file></xliff>`;
/** A 2.0 file of one segment, "A." translated "Ah.", whose <segment> has these attributes. */
const doc20 = (
  attributes: string,
) => `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="f">
<unit id="a"><segment ${attributes}><source>A.</source><target>Ah.</target></segment></unit>
</file></xliff>`;

describe('rejected segments and drafts in XLIFF', () => {
  it('reads a 1.2 rejected-* state-qualifier and a 2.0 subState tessera:rejected as rejected, unless approved', async () => {
    const rejected = async (text: string) => (await read(text)).segments.map((s) => s.rejected);
    for (const qualifier of ['rejected-grammar', 'rejected-inaccurate', 'rejected-length', 'rejected-spelling'])
      expect(
        await rejected(doc12(`<target state="needs-review-translation" state-qualifier="${qualifier}">Ah.</target>`)),
      ).toEqual([true]);
    expect(await rejected(doc12('<target state="translated" state-qualifier="exact-match">Ah.</target>'))).toEqual([
      false,
    ]);
    expect(await rejected(doc12('<target state="final" state-qualifier="rejected-grammar">Ah.</target>'))).toEqual([
      false,
    ]);
    expect(await rejected(doc20('state="translated" subState="tessera:rejected"'))).toEqual([true]);
    expect(await rejected(doc20('state="translated" subState="other:rejected"'))).toEqual([false]);
  });

  it('writes a 1.2 rejection as needs-review-translation with a rejected qualifier, a draft as translated', async () => {
    const rejectedOut = await rewrite(doc12('<target state="translated">Ah.</target>'), [
      { position: 0, target: 'Ah.', approved: false, rejected: true },
    ]);
    expect(rejectedOut).toContain(
      '<target state="needs-review-translation" state-qualifier="rejected-inaccurate">Ah.</target>',
    );
    expect((await read(rejectedOut)).segments.map((s) => [s.state, s.rejected])).toEqual([
      ['needs-review-translation', true],
    ]);
    // The file's own reason stays while the segment is still rejected.
    const grammar = '<target state="needs-review-translation" state-qualifier="rejected-grammar">Ah.</target>';
    expect(await rewrite(doc12(grammar), [{ position: 0, target: 'Ah.', approved: false, rejected: true }])).toContain(
      grammar,
    );
    // Translated again (a draft) or approved, the rejection's qualifier goes; another qualifier is the file's.
    expect(await rewrite(doc12(grammar), [{ position: 0, target: 'Aha.', approved: false }])).toContain(
      '<target state="translated">Aha.</target>',
    );
    expect(await rewrite(doc12(grammar), [{ position: 0, target: 'Aha.', approved: true }])).toContain(
      '<target state="final">Aha.</target>',
    );
    expect(
      await rewrite(doc12('<target state="translated" state-qualifier="leveraged-tm">Ah.</target>'), [
        { position: 0, target: 'Aha.', approved: false },
      ]),
    ).toContain('<target state="translated" state-qualifier="leveraged-tm">Aha.</target>');
    // A target inserted where there was none carries both attributes.
    expect(await rewrite(doc12(''), [{ position: 0, target: 'Ah.', approved: false, rejected: true }])).toContain(
      '<target state="needs-review-translation" state-qualifier="rejected-inaccurate">Ah.</target>',
    );
  });

  it('writes a 2.0 rejection as translated with subState tessera:rejected, and drops it (or a stale subState) after', async () => {
    expect(
      await rewrite(doc20('state="translated"'), [{ position: 0, target: 'Ah.', approved: false, rejected: true }]),
    ).toContain('<segment state="translated" subState="tessera:rejected">');
    expect(
      await rewrite(doc20('state="translated" subState="tessera:rejected"'), [
        { position: 0, target: 'Aha.', approved: false },
      ]),
    ).toContain('<segment state="translated"><source>');
    // A tool's own subState describes the state it came with: a state changed under it takes it away.
    expect(
      await rewrite(doc20('state="translated" subState="acme:checked"'), [
        { position: 0, target: 'Aha.', approved: true },
      ]),
    ).toContain('<segment state="final"><source>');
    expect(
      await rewrite(doc20('state="translated" subState="acme:checked"'), [
        { position: 0, target: 'Aha.', approved: false },
      ]),
    ).toContain('<segment state="translated" subState="acme:checked"><source>');
  });
});

describe('pre-translations nobody confirmed, in XLIFF', () => {
  const fuzzy = { position: 0, target: 'Ah.', approved: false, origin: 'tm-fuzzy' } as const;

  it('writes a 1.2 TM match or MT not approved as needs-review-translation, qualified by its origin', async () => {
    for (const [origin, qualifier] of [
      ['tm-exact', 'exact-match'],
      ['tm-fuzzy', 'fuzzy-match'],
      ['mt', 'mt-suggestion'],
    ] as const) {
      expect(await rewrite(doc12(''), [{ ...fuzzy, origin }])).toContain(
        `<target state="needs-review-translation" state-qualifier="${qualifier}">Ah.</target>`,
      );
    }
    // Approved, typed, or copied from a repetition: nothing left to review.
    expect(await rewrite(doc12(''), [{ ...fuzzy, approved: true }])).toContain('<target state="final">Ah.</target>');
    expect(await rewrite(doc12(''), [{ ...fuzzy, origin: 'manual' }])).toContain(
      '<target state="translated">Ah.</target>',
    );
    expect(await rewrite(doc12(''), [{ ...fuzzy, origin: 'repetition' }])).toContain(
      '<target state="translated">Ah.</target>',
    );
  });

  it('qualifies a 1.2 unit of several segments by its least certain one, and drops the qualifier once confirmed', async () => {
    const { segments } = await read(segmented12);
    const unit = segments.filter((s) => s.unitId === segments[0]!.unitId);
    const edits = unit.map((_s, index) => ({
      position: index,
      target: `Satz ${index + 1}.`,
      approved: false,
      origin: index === 0 ? ('tm-exact' as const) : ('mt' as const),
    }));
    const written = await rewrite(segmented12, edits);
    expect(written).toMatch(/state="needs-review-translation" state-qualifier="mt-suggestion"/);
    const confirmed = await rewrite(
      written,
      edits.map((edit) => ({ ...edit, approved: true })),
    );
    expect(confirmed).not.toContain('state-qualifier');
  });

  it('writes a 2.0 TM match or MT not approved as translated with a subState naming its origin', async () => {
    expect(await rewrite(doc20('state="initial"'), [fuzzy])).toContain(
      '<segment state="translated" subState="tessera:fuzzy-match">',
    );
    expect(await rewrite(doc20('state="initial"'), [{ ...fuzzy, origin: 'mt' }])).toContain(
      '<segment state="translated" subState="tessera:mt-suggestion">',
    );
    // Once a person confirms or rewrites it, the subState goes.
    expect(
      await rewrite(doc20('state="translated" subState="tessera:fuzzy-match"'), [{ ...fuzzy, approved: true }]),
    ).toContain('<segment state="final"><source>');
    expect(
      await rewrite(doc20('state="translated" subState="tessera:fuzzy-match"'), [{ ...fuzzy, origin: 'manual' }]),
    ).toContain('<segment state="translated"><source>');
  });

  it('reads them back unconfirmed with their origin; other qualifiers and empty targets have none', async () => {
    const origins = async (text: string) => (await read(text)).segments.map((s) => [s.approved, s.origin]);
    const written12 = await rewrite(doc12(''), [fuzzy]);
    expect(await origins(written12)).toEqual([[false, 'tm-fuzzy']]);
    expect(await origins(await rewrite(doc12(''), [{ ...fuzzy, origin: 'mt' }]))).toEqual([[false, 'mt']]);
    expect(await origins(await rewrite(doc20('state="initial"'), [{ ...fuzzy, origin: 'tm-exact' }]))).toEqual([
      [false, 'tm-exact'],
    ]);
    expect(await origins(doc12('<target state="translated" state-qualifier="leveraged-tm">Ah.</target>'))).toEqual([
      [false, null],
    ]);
    expect(await origins(doc12('<target state="needs-review-translation" state-qualifier="fuzzy-match"/>'))).toEqual([
      [false, null],
    ]);
    expect(await origins(doc20('state="translated" subState="acme:fuzzy-match"'))).toEqual([[false, null]]);
  });
});
