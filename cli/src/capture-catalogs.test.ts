import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtInKeys, keyNumber, markedIn, markKey, markMessage, RevealingCatalogs } from './capture-catalogs.ts';

const PO = join(import.meta.dirname, 'fixtures', 'capture-po', 'de.po');

describe('the key-revealing language in a gettext PO catalog', () => {
  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('marks each msgstr and plural form with its unit id, the msgid shown where untranslated, and puts it back', async () => {
    folder = await mkdtemp(join(tmpdir(), 'tessera-capture-po-'));
    const original = await readFile(PO);
    await writeFile(join(folder, 'de.po'), original);
    const catalogs = new RevealingCatalogs(folder);
    await catalogs.write(['de.po']);
    const marked = await readFile(join(folder, 'de.po'), 'utf8');

    expect(catalogs.messages.map((message) => message.key)).toEqual([
      'Projects',
      'Open %s',
      '%d file',
      '%d file',
      'menu\u0004File',
      'A long text folded over several lines, with a "quote"\nand a newline.',
    ]);
    const lines = marked.split('\n');
    expect(lines.filter((line) => line.startsWith('msgstr'))).toEqual([
      'msgstr ""',
      `msgstr "${markMessage(0, 'Projekte')}"`,
      `msgstr "${markMessage(1, 'Open %s')}"`,
      `msgstr[0] "${markMessage(2, '%d Datei')}"`,
      `msgstr[1] "${markMessage(3, '%d files')}"`,
      `msgstr "${markMessage(4, 'Datei')}"`,
      `msgstr "${markMessage(5, 'Ein langer Text über mehrere Zeilen, mit \\"Anführungszeichen\\"\\nund Zeilenumbruch.')}"`,
    ]);
    expect(markedIn(marked)).toEqual([0, 1, 2, 3, 4, 5]);
    // The header, the comments, the msgids and the obsolete entry are as they were.
    const untouched = (text: string) => text.split('\n').filter((line) => !/^msgstr|^"(?!.*: )/.test(line));
    expect(untouched(marked)).toEqual(untouched(original.toString('utf8')));

    await catalogs.restore();
    expect(await readFile(join(folder, 'de.po'))).toEqual(original);
  });

  it('refuses a PO file in another charset than UTF-8, leaving it as it was', async () => {
    folder = await mkdtemp(join(tmpdir(), 'tessera-capture-po-'));
    const latin = (await readFile(PO, 'utf8')).replace('charset=UTF-8', 'charset=ISO-8859-1');
    await writeFile(join(folder, 'de.po'), latin);
    await expect(new RevealingCatalogs(folder).write(['de.po'])).rejects.toThrow(
      'de.po: the capture writes UTF-8, and this PO file is in ISO-8859-1',
    );
    expect(await readFile(join(folder, 'de.po'), 'utf8')).toBe(latin);
  });
});

describe("an app's built-in key-revealing language", () => {
  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('numbers each message by its key, and the capture tells the keys from the numbers by the files it reads', async () => {
    folder = await mkdtemp(join(tmpdir(), 'tessera-capture-keys-'));
    await writeFile(join(folder, 'app.arb'), JSON.stringify({ save: 'Save', '@save': {}, open: 'Open {name}' }));
    await writeFile(join(folder, 'kit.json'), JSON.stringify({ menu: { file: 'File' } }));
    const keys = await builtInKeys(folder, ['app.arb', 'kit.json', 'missing.json']);
    expect([...keys.values()].sort()).toEqual(['menu.file', 'open', 'save']);
    expect(markedIn(markKey('open', 'Open {name}')).map((number) => keys.get(number))).toEqual(['open']);
    // A key's number is the same whatever else the app holds, and tells keys apart.
    expect(keyNumber('save')).toBe(keyNumber('save'));
    expect(new Set(['save', 'open', 'menu.file', 'Save'].map(keyNumber)).size).toBe(4);
    const original = await readFile(join(folder, 'app.arb'), 'utf8');
    expect(JSON.parse(original)).toEqual({ save: 'Save', '@save': {}, open: 'Open {name}' });
  });
});
