import { describe, expect, it } from 'vitest';
import { unzip } from './xlsx/zip.test-helper.ts';
import { zipStream, type ZipSource } from './zip-writer.ts';

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

  it('fails when an entry fails to read, rather than ending a ZIP that lacks it', async () => {
    async function* failing(): AsyncIterable<Buffer> {
      yield Buffer.from('start');
      throw new Error('the original file is gone');
    }
    await expect(bytesOf(zipStream([{ name: 'a.xlf', bytes: failing() }]))).rejects.toThrow(
      'the original file is gone',
    );
  });
});
