import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment, type WritingOptions } from '../document.ts';
import { androidFormat } from './android.ts';

const resources = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">\n${body}</resources>\n`;

async function read(xml: string, target = 'de') {
  const segments: DocumentSegment[] = [];
  await androidFormat.read(streamOf(Buffer.from(xml)), async (b) => void segments.push(...b), 100, {
    source: 'en',
    target,
  });
  return segments;
}

async function translate(xml: string, targets: string[], target = 'de', writing: WritingOptions = {}) {
  const edits = targets.map((text, position) => ({ position, target: text, approved: false }));
  const merge = await androidFormat.merge(
    streamOf(Buffer.from(xml)),
    (async function* () {
      yield* edits;
    })(),
    { source: 'en', target },
    undefined,
    {},
    writing,
  );
  return (await buffer(merge.bytes)).toString();
}

describe('Android strings.xml', () => {
  it('shows escapes resolved and writes a translation escaped as Android reads it', async () => {
    const xml = resources(
      `    <string name="a">Don\\'t \\"quote\\" me\\nnow \\u00e9</string>\n    <string name="b">\\@home</string>\n`,
    );
    const [a, b] = await read(xml);
    expect(a!.source).toBe('Don\'t "quote" me\nnow é');
    expect(b!.source).toBe('@home');
    expect(await translate(xml, ['Sag\'s "nicht"\n& <jetzt>', '@daheim oder ?'])).toBe(
      resources(
        `    <string name="a">Sag\\'s \\"nicht\\"\\n&amp; &lt;jetzt></string>\n    <string name="b">\\@daheim oder ?</string>\n`,
      ),
    );
  });

  it('locks untranslatable strings and values that only reference a resource', async () => {
    const xml = resources(
      '    <string name="a" translatable="false">Tessera</string>\n' +
        '    <string name="b">@string/a</string>\n    <string name="c">?attr/title</string>\n' +
        '    <string name="d">@ home</string>\n',
    );
    expect((await read(xml)).map((s) => [s.unitId, s.locked])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
      ['d', false],
    ]);
  });

  it("tells a product's variant of a string apart by its context, and writes each in its own element", async () => {
    const xml = resources(
      '    <string name="rotate" product="tablet">Rotate the tablet</string>\n' +
        '    <string name="rotate" product="default">Rotate the phone</string>\n',
    );
    expect((await read(xml)).map((s) => [s.unitId, s.context])).toEqual([
      ['rotate', 'For product "tablet"'],
      ['rotate', 'For product "default"'],
    ]);
    expect(await translate(xml, ['Tablet drehen', 'Telefon drehen'])).toBe(
      xml.replace('Rotate the tablet', 'Tablet drehen').replace('Rotate the phone', 'Telefon drehen'),
    );
  });

  it('keeps printf directives and <xliff:g> as placeholders and "100% done" as text', async () => {
    const xml = resources(
      '    <string name="a">100% done, <xliff:g id="n">%1$d</xliff:g> of %2$s (%%)</string>\n' +
        '    <string name="b" formatted="false">%s stays text</string>\n',
    );
    const [a, b] = await read(xml);
    expect(a!.source).toBe(`100% done, ${inlineToken(1)} of ${inlineToken(2)} (${inlineToken(3)})`);
    expect(a!.codes.map((c) => c.xml)).toEqual(['<xliff:g id="n">%1$d</xliff:g>', '%2$s', '%%']);
    expect(b!.codes).toEqual([]);
  });

  it('writes the plural forms of the target language: those it lacks go, those the file lacks are added', async () => {
    const xml = resources(
      '    <plurals name="files">\n        <item quantity="one">%d file</item>\n' +
        '        <item quantity="other">%d files</item>\n    </plurals>\n',
    );
    const japanese = await read(xml, 'ja');
    expect(japanese.map((s) => [s.unitId, s.segmentId])).toEqual([['files', 'other']]);
    expect(await translate(xml, [`${inlineToken(1)}個のファイル`], 'ja')).toBe(
      resources('    <plurals name="files">\n        <item quantity="other">%d個のファイル</item>\n    </plurals>\n'),
    );
    const polish = await read(xml, 'pl');
    expect(polish.map((s) => s.segmentId)).toEqual(['one', 'few', 'many', 'other']);
    expect(polish[1]!.source).toBe(`${inlineToken(1)} files`);
    const forms = ['plik', 'pliki', 'plików', 'pliku'].map((word) => `${inlineToken(1)} ${word}`);
    expect(await translate(xml, forms, 'pl')).toBe(
      resources(
        '    <plurals name="files">\n        <item quantity="one">%d plik</item>\n' +
          '        <item quantity="other">%d pliku</item>\n        <item quantity="few">%d pliki</item>\n' +
          '        <item quantity="many">%d plików</item>\n    </plurals>\n',
      ),
    );
  });

  it('keeps the double quotes a value is written in, and the whitespace they hold', async () => {
    const xml = resources(`    <string name="a">"It's   spaced"</string>\n`);
    expect((await read(xml))[0]!.source).toBe("It's   spaced");
    expect(await translate(xml, ["C'est   espacé"])).toBe(
      resources(`    <string name="a">"C'est   espacé"</string>\n`),
    );
  });

  it('refuses a malformed file with its line and column, and entity declarations', async () => {
    await expect(read(resources('    <string name="a">open\n'))).rejects.toThrow(
      /^Malformed XML at line 4, column 1: unmatched closing tag: resources/,
    );
    const bomb =
      '<?xml version="1.0"?>\n<!DOCTYPE resources [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>\n' +
      '<resources><string name="x">&b;</string></resources>\n';
    await expect(read(bomb)).rejects.toThrow(/DOCTYPE/);
    await expect(read('<?xml version="1.0"?>\n<manifest></manifest>\n')).rejects.toThrow(
      /^Malformed Android resource file at line 2, column 1: the root element is <manifest>, not <resources>/,
    );
  });
  it('leaves untranslated strings, arrays and plurals out when writing for a repository, and what is not to translate', async () => {
    const xml = resources(
      '    <!-- Buttons -->\n    <string name="ok">OK</string>\n    <string name="app" translatable="false">Shop</string>\n' +
        '    <string-array name="days">\n        <item>Mon</item>\n        <item>Tue</item>\n    </string-array>\n' +
        '    <plurals name="files">\n        <item quantity="one">%d file</item>\n        <item quantity="other">%d files</item>\n    </plurals>\n' +
        '    <string name="empty"></string>\n',
    );
    const out = await translate(xml, ['', '', 'Mo', '', '', ''], 'de', { untranslated: 'leave-out' });
    expect(out).toBe(
      resources(
        '    <!-- Buttons -->\n    <string-array name="days">\n        <item>Mo</item>\n        <item>Tue</item>\n    </string-array>\n' +
          '    <string name="empty"></string>\n',
      ),
    );
  });
});
