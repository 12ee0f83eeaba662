import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment, type WritingOptions } from '../document.ts';
import { propertiesFormat } from './properties.ts';

const languages = { source: 'en', target: 'de' };
const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));
const hasJava = spawnSync('javac', ['-version']).status === 0;

async function segmentsOf(bytes: Buffer | string) {
  const segments: DocumentSegment[] = [];
  const read = async (batch: DocumentSegment[]) => void segments.push(...batch);
  await propertiesFormat.read(streamOf(Buffer.from(bytes)), read, 100, languages);
  return segments;
}

async function merged(bytes: Buffer | string, targets: string[], writing: WritingOptions = {}) {
  const edits = (async function* () {
    for (const [position, target] of targets.entries()) yield { position, target, approved: true };
  })();
  const file = await propertiesFormat.merge(streamOf(Buffer.from(bytes)), edits, languages, undefined, {}, writing);
  return buffer(file.bytes);
}

/** Java's own reading of a properties file (PropertyResourceBundle: UTF-8, else ISO-8859-1), key to value. */
const JAVA_READER = `
import java.io.*;
import java.util.*;
public class ReadProperties {
  public static void main(String[] args) throws Exception {
    PropertyResourceBundle bundle = new PropertyResourceBundle(new FileInputStream(args[0]));
    PrintStream out = new PrintStream(System.out, true, "UTF-8");
    for (String key : Collections.list(bundle.getKeys())) out.print(key + "\\u001f" + bundle.getString(key) + "\\u001e");
  }
}`;

/** Compiles the reader once into `dir`; answers how to read a file with it. */
function javaReader(dir: string): (bytes: Buffer) => Map<string, string> {
  writeFileSync(join(dir, 'ReadProperties.java'), JAVA_READER);
  execFileSync('javac', ['-d', dir, join(dir, 'ReadProperties.java')]);
  return (bytes) => {
    writeFileSync(join(dir, 'file.properties'), bytes);
    const output = execFileSync('java', ['-cp', dir, 'ReadProperties', join(dir, 'file.properties')]);
    const pairs = output.toString('utf8').split('\u001e').filter(Boolean);
    return new Map(pairs.map((pair) => pair.split('\u001f') as [string, string]));
  };
}

describe('Java properties documents', () => {
  it('reads keys and values as Properties.load does: separators, continuation lines, escapes, comments as notes', async () => {
    const segments = await segmentsOf(fixture('messages.properties'));
    const byKey = new Map(segments.map((s) => [s.unitId, s]));
    expect(byKey.get('app.title')).toMatchObject({ source: 'File Manager', note: 'Shown in the title bar' });
    expect(byKey.get('long.help')!.source).toBe(
      'This help text is long, so it goes on over two more lines, and the reader joins them.',
    );
    expect(byKey.get('cafe.menu')!.source).toBe('Café au lait — €3');
    expect(byKey.get('my key=with:separators')!.source).toBe('Keys may hold escaped separators');
    expect(byKey.get('tab.and.newline')!.source).toBe('Column\tValue\nNext line');
    expect(byKey.get('indented.key')!.source).toBe('value after spaces');
    expect(byKey.has('empty.value')).toBe(false);
  });

  it('leaves a literal percent as text: "95%-100%:" and "100% done" hold no placeholder', async () => {
    const segments = await segmentsOf('range=95%-100%:\ndone=100% done\nsale=50%% off %d\n');
    expect(segments.map((s) => s.codes.map((code) => code.xml))).toEqual([[], [], ['%%', '%d']]);
  });

  it('makes MessageFormat arguments and quoted parts inline codes, and printf directives elsewhere', async () => {
    const segments = await segmentsOf(fixture('messages.properties'));
    const byKey = new Map(segments.map((s) => [s.unitId, s]));
    expect(byKey.get('greeting')).toMatchObject({
      source: `Welcome, ${inlineToken(1)}! It's good to see you.`,
      codes: [{ xml: '{0}' }],
    });
    expect(byKey.get('quoted.braces')!.codes.map((c) => c.xml)).toEqual(["'{'", '{0}', "'}'"]);
    expect(byKey.get('files.count')!.codes.map((c) => c.xml)).toEqual([
      '{0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}',
    ]);
    expect(byKey.get('printf.style')!.codes.map((c) => c.xml)).toEqual(['%d', '%s']);
  });

  it('writes a translation on one line as the file writes: \\u escapes in an ASCII file, UTF-8 in a UTF-8 one', async () => {
    const ascii = 'a=one\nb=two \\\n  lines\n';
    expect((await merged(ascii, ['', 'zwei Zeilen für {x}'])).toString()).toBe('a=one\nb=zwei Zeilen f\\u00FCr {x}\n');
    const utf8 = 'a=Straße\r\nb=x\r\n';
    expect((await merged(utf8, ['', ' Größe: 5\n'])).toString()).toBe('a=Straße\r\nb=\\ Größe: 5\\n\r\n');
    const pattern = "c=It''s {0}\n";
    const [segment] = await segmentsOf(pattern);
    expect((await merged(pattern, [`Es ist ${inlineToken(1)}'s {Tag}`])).toString()).toBe(
      "c=Es ist {0}''s '{'Tag'}'\n",
    );
    expect(segment!.source).toBe(`It's ${inlineToken(1)}`);
  });

  it('keeps an ISO-8859-1 file in ISO-8859-1, new characters escaped', async () => {
    const latin1 = fixture('latin1.properties');
    const out = await merged(latin1, ['Café — ouvert']);
    expect(
      out.equals(
        Buffer.from(
          '# Fichier en ISO-8859-1\ntitle=Caf\\u00E9 \\u2014 ouvert\nsave=Enregistrer sous\xa0{0}\n',
          'latin1',
        ),
      ),
    ).toBe(true);
  });

  it('refuses a malformed \\u escape with its line and column', async () => {
    await expect(segmentsOf('a=ok\nb=bad \\u12G4\n')).rejects.toThrow(
      /^Malformed properties file at line 2, column 7: "\\u12G4" is not a \\u escape/,
    );
  });

  it.skipIf(!hasJava)(
    'writes files Java reads with the same keys, each value the translation',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tessera-properties-'));
      try {
        const readWithJava = javaReader(dir);
        for (const name of ['messages.properties', 'utf8-crlf.properties', 'latin1.properties']) {
          const original = fixture(name);
          const segments = await segmentsOf(original);
          const before = readWithJava(original);
          expect(
            [...before]
              .filter(([, value]) => value !== '')
              .map(([key]) => key)
              .sort(),
          ).toEqual(segments.map((s) => s.unitId).sort());
          const after = readWithJava(
            await merged(
              original,
              segments.map((s) => `Ü ${s.source}`),
            ),
          );
          expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
          for (const [key, value] of before) expect(after.get(key)).toBe(value === '' ? '' : `Ü ${value}`);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
  it('leaves the lines of untranslated entries out when writing for a repository, continuation lines and all', async () => {
    const file = '# Buttons\nok = OK\nsave = Save \\\n    the file\r\ncancel: Cancel\nempty =\nquit Quit';
    const out = await merged(file, ['', '', 'Abbrechen', ''], { untranslated: 'leave-out' });
    expect(out.toString()).toBe('# Buttons\ncancel: Abbrechen\nempty =\n');
    const none = await merged(file, ['OK!', 'Speichern', 'Abbrechen', 'Beenden'], { untranslated: 'leave-out' });
    expect(none.toString()).toBe((await merged(file, ['OK!', 'Speichern', 'Abbrechen', 'Beenden'])).toString());
  });
});
