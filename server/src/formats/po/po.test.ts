import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment } from '../document.ts';
import { poFormat } from './po.ts';

const languages = { source: 'en', target: 'de' };
const fixture = readFileSync(new URL('fixtures/de.po', import.meta.url));
const hasMsgfmt = spawnSync('msgfmt', ['--version']).status === 0;

async function segmentsOf(bytes: Buffer) {
  const segments: DocumentSegment[] = [];
  await poFormat.read(streamOf(bytes), async (batch) => void segments.push(...batch), 100, languages);
  return segments;
}

async function merged(bytes: Buffer, targets: Map<number, string>) {
  const edits = (async function* () {
    for (const [position, target] of targets) yield { position, target, approved: true };
  })();
  return buffer((await poFormat.merge(streamOf(bytes), edits, languages)).bytes);
}

describe('gettext PO documents', () => {
  it('reads context, comments, references, plural forms, fuzzy and existing translations', async () => {
    const segments = await segmentsOf(fixture);
    expect(segments[0]).toMatchObject({
      unitId: 'Example',
      target: 'Beispiel',
      note: 'TRANSLATORS: shown in the title bar',
      context: 'src/main.c:12',
    });
    expect(segments[1]).toMatchObject({ source: `Open ${inlineToken(1)}`, note: 'Keep it short.' });
    expect(segments.slice(2, 4).map((s) => [s.segmentId, s.source])).toEqual([
      ['msgstr[0].one', `${inlineToken(1)} file was copied to ${inlineToken(2)}`],
      ['msgstr[1].other', `${inlineToken(1)} files were copied to ${inlineToken(2)}`],
    ]);
    expect(segments[4]).toMatchObject({ unitId: 'menu\u0004File', context: 'menu' });
    expect(segments[5]).toMatchObject({ state: 'fuzzy', target: `Gelöscht ${inlineToken(1)} von ${inlineToken(2)}` });
    expect(segments[6]!.source).toBe(
      'A long text that was folded over several lines by xgettext, with a "quote"\nand a newline.',
    );
    expect(segments.map((s) => s.source)).not.toContain('Old string');
  });

  it('writes each translation as one string in place of the msgstr, obsolete entries and the rest untouched', async () => {
    const out = (await merged(fixture, new Map([[6, 'Ein langer Text mit "Zitat"\nund Zeilenumbruch.']]))).toString();
    expect(out).toBe(
      fixture
        .toString()
        .replace(
          'and a newline."\nmsgstr ""',
          'and a newline."\nmsgstr "Ein langer Text mit \\"Zitat\\"\\nund Zeilenumbruch."',
        ),
    );
  });

  it('takes the fuzzy flag off an entry whose translation is approved, keeping its other flags', async () => {
    const position = (await segmentsOf(fixture)).findIndex((s) => s.state === 'fuzzy');
    const out = (
      await merged(fixture, new Map([[position, `Entfernt ${inlineToken(1)} von ${inlineToken(2)}`]]))
    ).toString();
    expect(out).toBe(
      fixture
        .toString()
        .replace('#, fuzzy, c-format\n', '#, c-format\n')
        .replace('msgstr "Gelöscht %1$s von %2$s"', 'msgstr "Entfernt %1$s von %2$s"'),
    );
    const template = readFileSync(new URL('fixtures/template.pot', import.meta.url));
    const header = (
      await buffer((await poFormat.merge(streamOf(template), (async function* () {})(), languages)).bytes)
    ).toString();
    expect(header).toBe(template.toString());
  });

  it.skipIf(!hasMsgfmt)(
    'writes files msgfmt -c accepts, with every entry translated, plural forms included',
    async () => {
      const segments = await segmentsOf(fixture);
      const targets = new Map(segments.map((s, position) => [position, `Ü ${s.source}`]));
      const dir = mkdtempSync(join(tmpdir(), 'tessera-po-'));
      try {
        writeFileSync(join(dir, 'de.po'), await merged(fixture, targets));
        const check = () => execFileSync('msgfmt', ['-c', '-o', '/dev/null', join(dir, 'de.po')], { stdio: 'pipe' });
        expect(check).not.toThrow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('makes printf directives with any flag msgfmt reads codes, in entries flagged with a format only', async () => {
    const po = (flag: string) =>
      Buffer.from(`${flag}msgid "standard .05% commission, 20% in the case, %'d"\nmsgstr ""\n`);
    const codesOf = async (bytes: Buffer) => (await segmentsOf(bytes))[0]!.codes.map((code) => code.xml);
    expect(await codesOf(po('#, python-format\n'))).toEqual(['% c', '% i', "%'d"]);
    expect(await codesOf(po('#, c-format\n'))).toEqual(['% c', '% i', "%'d"]);
    expect(await codesOf(po(''))).toEqual([]);
  });

  it('makes markup tags codes in every entry, a comparison staying text, and writes them escaped', async () => {
    const po = Buffer.from('msgid "<a href=\\"r:///\\">Rates</a>, a < b"\nmsgstr ""\n');
    const [segment] = await segmentsOf(po);
    expect(segment!.codes.map(({ kind, xml }) => [kind, xml])).toEqual([
      ['open', '<a href="r:///">'],
      ['close', '</a>'],
    ]);
    const out = await merged(po, new Map([[0, `${inlineToken(1)}Tarife${inlineToken(2)}, a < b`]]));
    expect(out.toString()).toContain('msgstr "<a href=\\"r:///\\">Tarife</a>, a < b"');
  });

  it("gives a plural entry the header's number of forms, and writes it with them only", async () => {
    const po = Buffer.from(
      'msgid ""\nmsgstr "Language: ja\\nPlural-Forms: nplurals=1; plural=0;\\n"\n\n' +
        'msgid "%d item"\nmsgid_plural "%d items"\nmsgstr[0] ""\nmsgstr[1] ""\n',
    );
    const segments = await segmentsOf(po);
    expect(segments.map((s) => s.segmentId)).toEqual(['msgstr[0].other']);
    const out = (await merged(po, new Map([[0, '%d 件']]))).toString();
    expect(out).toMatch(/msgstr\[0\] "%d 件"\n$/);
    expect(out).not.toContain('msgstr[1]');
  });

  it('refuses a malformed file with its line and column', async () => {
    await expect(segmentsOf(Buffer.from('msgid "a"\nmsgstr "b\n'))).rejects.toThrow(
      /^Malformed PO file at line 2, column 8: a string is not closed/,
    );
    await expect(segmentsOf(Buffer.from('msgid "a"\nmsgtxt "b"\n'))).rejects.toThrow(
      /^Malformed PO file at line 2, column 1: /,
    );
    // msgfmt refuses an entry without msgstr: read on, it would take the next entry's msgid for its own.
    await expect(segmentsOf(Buffer.from('msgid "a"\nmsgstr "b"\n\nmsgid "c"\nmsgid "d"\nmsgstr ""\n'))).rejects.toThrow(
      /^Malformed PO file at line 4, column 7: an entry has a msgid but no msgstr/,
    );
    await expect(segmentsOf(Buffer.from('msgid "a"\nmsgid_plural "as"\n'))).rejects.toThrow(
      /^Malformed PO file at line 1, column 7: an entry has a msgid but no msgstr/,
    );
  });

  it('names the target language its header states, and asks the upload for the source language only', async () => {
    expect(await poFormat.inspect(() => streamOf(fixture))).toEqual({ needs: ['source'], statedTarget: 'de' });
    const template = readFileSync(new URL('fixtures/template.pot', import.meta.url));
    expect(await poFormat.inspect(() => streamOf(template))).toEqual({ needs: ['source', 'target'] });
  });

  describe('a template translated into a language', () => {
    const template = Buffer.from(
      '# Title\n#, fuzzy\nmsgid ""\nmsgstr ""\n"Project-Id-Version: example 1.0\\n"\n"Language: \\n"\n' +
        '"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"\n\n' +
        '#, c-format\nmsgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] ""\nmsgstr[1] ""\n\nmsgid "Open"\nmsgstr ""\n',
    );
    const read = async (target: string) => {
      const segments: DocumentSegment[] = [];
      await poFormat.read(streamOf(template), async (batch) => void segments.push(...batch), 100, {
        source: 'en',
        target,
      });
      return segments;
    };
    const translate = async (target: string, targets: string[]) => {
      const edits = (async function* () {
        for (const [position, value] of targets.entries()) yield { position, target: value, approved: true };
      })();
      return (
        await buffer((await poFormat.merge(streamOf(template), edits, { source: 'en', target })).bytes)
      ).toString();
    };

    it("gives each plural entry the target language's forms, named by their CLDR categories", async () => {
      expect((await read('pl')).map((s) => s.segmentId)).toEqual([
        'msgstr[0].one',
        'msgstr[1].few',
        'msgstr[2].many',
        null,
      ]);
      expect((await read('ja')).map((s) => s.segmentId)).toEqual(['msgstr[0].other', null]);
      expect(await translate('pl', [])).toBe(template.toString());
    });

    it("becomes the language's PO: Language and Plural-Forms in the header, no longer fuzzy, its forms as msgstr[n]", async () => {
      const file = inlineToken(1);
      const out = await translate('pl', [`${file} plik`, `${file} pliki`, `${file} plików`, 'Otwórz']);
      expect(out).toContain('"Language: pl\\n"\n');
      expect(out).toContain(
        '"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"',
      );
      expect(out).not.toContain('#, fuzzy');
      expect(out).toContain(
        'msgstr[0] "%d plik"\nmsgstr[1] "%d pliki"\nmsgstr[2] "%d plików"\n\nmsgid "Open"\nmsgstr "Otwórz"\n',
      );
      const japanese = await translate('ja', [`${file} 個のファイル`]);
      expect(japanese).toContain('msgid_plural "%d files"\nmsgstr[0] "%d 個のファイル"\n\nmsgid "Open"\nmsgstr ""\n');
      expect(japanese).toContain('"Plural-Forms: nplurals=1; plural=0;\\n"');
    });

    it("takes French's two gettext forms and names the language, its last translator and the date as gettext does", async () => {
      expect((await read('fr')).map((s) => s.segmentId)).toEqual(['msgstr[0].one', 'msgstr[1].other', null]);
      const edits = (async function* () {
        yield { position: 2, target: 'Ouvrir', approved: true };
      })();
      const credits = { lastTranslator: 'ana <ana@example.com>', revisedAt: new Date('2026-11-26T05:40:12Z') };
      const out = (
        await buffer(
          (await poFormat.merge(streamOf(template), edits, { source: 'en', target: 'pt-BR' }, credits)).bytes,
        )
      ).toString();
      expect(out).toContain(
        '"Language: pt_BR\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n' +
          '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n"PO-Revision-Date: 2026-11-26 05:40+0000\\n"\n' +
          '"Last-Translator: ana <ana@example.com>\\n"\n',
      );
      expect(out).not.toContain('#, fuzzy');
    });

    it('leaves the header of an untranslated file as it was, whoever downloads it', async () => {
      const edits = (async function* () {})();
      const credits = { lastTranslator: 'ana <ana@example.com>', revisedAt: new Date() };
      const out = await buffer(
        (await poFormat.merge(streamOf(template), edits, { source: 'en', target: 'fr' }, credits)).bytes,
      );
      expect(out.equals(template)).toBe(true);
    });

    it.skipIf(!hasMsgfmt)('writes a PO msgfmt -c accepts, for languages of one to six forms', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tessera-pot-'));
      try {
        for (const language of ['ja', 'de', 'fr', 'pl', 'sl', 'ar']) {
          const forms = (await read(language)).filter((s) => s.segmentId !== null);
          writeFileSync(
            join(dir, `${language}.po`),
            await translate(language, [...forms.map(() => `${inlineToken(1)} x`), 'y']),
          );
          const check = () =>
            execFileSync('msgfmt', ['-c', '-o', '/dev/null', join(dir, `${language}.po`)], { stdio: 'pipe' });
          expect(check, language).not.toThrow();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
