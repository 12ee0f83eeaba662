import { describe, expect, it } from 'vitest';
import { unzip } from './xlsx/zip.test-helper.ts';
import { safeEntryName, zipStream, type ZipSource } from './zip-writer.ts';

async function bytesOf(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all);
}

async function* chunksOf(...parts: string[]): AsyncIterable<Buffer> {
  for (const part of parts) yield Buffer.from(part);
}

describe('the streaming ZIP writer', () => {
  it('writes entries streamed in chunks, names in UTF-8, that unzip to the same bytes in the same order', async () => {
    const big = 'Speichern Sie die Datei. '.repeat(20_000);
    const entries: ZipSource[] = [
      { name: 'de/guide.xlf', bytes: chunksOf('<xliff>', big, '</xliff>') },
      { name: 'fr/übersicht.po', bytes: chunksOf('msgid "x"\n') },
      { name: 'de/empty.txt', bytes: chunksOf() },
    ];
    const zip = await bytesOf(zipStream(entries));
    expect(unzip(zip).map((entry) => [entry.name, entry.data.toString('utf8')])).toEqual([
      ['de/guide.xlf', `<xliff>${big}</xliff>`],
      ['fr/übersicht.po', 'msgid "x"\n'],
      ['de/empty.txt', ''],
    ]);
    // Deflated: the repeated text takes a fraction of its size.
    expect(zip.length).toBeLessThan(big.length / 20);
  });

  it('writes an empty folder as an entry of its own, which unzips as a folder', async () => {
    const zip = await bytesOf(
      zipStream([
        { name: 'project/target', folder: true },
        { name: 'project/omegat.project', bytes: chunksOf('<omegat/>') },
      ]),
    );
    expect(unzip(zip).map((entry) => [entry.name, entry.data.toString('utf8')])).toEqual([
      ['project/target/', ''],
      ['project/omegat.project', '<omegat/>'],
    ]);
  });

  it('fails when an entry fails to read, rather than ending a ZIP that lacks it', async () => {
    async function* failing(): AsyncIterable<Buffer> {
      yield Buffer.from('start');
      throw new Error('the original file is gone');
    }
    await expect(bytesOf(zipStream([{ name: 'a.xlf', bytes: failing() }]))).rejects.toThrow(
      'the original file is gone',
    );
  });

  it('writes every entry name so that it extracts inside its folder: no climbing, nothing absolute, no backslash', async () => {
    const names = {
      'de/guide.xlf': 'de/guide.xlf',
      'de/../../evil.txt': 'de/evil.txt',
      'de/..\\..\\win.txt': 'de/win.txt',
      'de/C:\\Windows\\x.txt': 'de/Windows/x.txt',
      'C:/boot.ini': 'boot.ini',
      'c:relative.txt': 'relative.txt',
      '/etc/passwd': 'etc/passwd',
      '\\\\server\\share\\x.txt': 'server/share/x.txt',
      'de/./a//b.txt': 'de/a/b.txt',
      'de/line\r\nbreak.txt': 'de/linebreak.txt',
      'de/invoice\u202Efdp.exe': 'de/invoicefdp.exe',
      '..': 'unnamed',
      'de/..': 'de',
    };
    for (const [name, safe] of Object.entries(names)) {
      expect(safeEntryName(name), JSON.stringify(name)).toBe(safe);
      expect(safeEntryName(safe), `${JSON.stringify(safe)} again`).toBe(safe);
    }
    const zip = await bytesOf(zipStream(Object.keys(names).map((name) => ({ name, bytes: chunksOf('x') }))));
    expect(unzip(zip).map((entry) => entry.name)).toEqual(Object.values(names));
  });
});
