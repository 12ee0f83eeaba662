import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment } from '../document.ts';
import { jsonFormat } from './json.ts';

const languages = { source: 'en', target: 'de' };

async function segmentsOf(text: string) {
  const segments: DocumentSegment[] = [];
  await jsonFormat.read(streamOf(Buffer.from(text)), async (batch) => void segments.push(...batch), 100, languages);
  return segments;
}

async function translated(text: string, targets: string[]) {
  const edits = (async function* () {
    for (const [position, target] of targets.entries()) yield { position, target, approved: true };
  })();
  return (await buffer((await jsonFormat.merge(streamOf(Buffer.from(text)), edits, languages)).bytes)).toString();
}

describe('JSON documents', () => {
  it('keys each string by its path and makes placeholders inline codes, "100% done" staying text', async () => {
    const segments = await segmentsOf('{"a":{"b":"Hi {{name}}, %1$s of %d","list":["x {count}", "100% done"]},"n":1}');
    expect(segments.map((s) => [s.unitId, s.source, s.codes.map((c) => c.xml)])).toEqual([
      ['a.b', `Hi ${inlineToken(1)}, ${inlineToken(2)} of ${inlineToken(3)}`, ['{{name}}', '%1$s', '%d']],
      ['a.list.0', `x ${inlineToken(1)}`, ['{count}']],
      ['a.list.1', '100% done', []],
    ]);
  });

  it('writes translations escaped as JSON in place, every other byte as it was', async () => {
    const text = '{\n  "title" : "Hello",\n  "quote": "Say \\u0022hi\\u0022"\n}\n';
    const out = await translated(text, ['Hallo "Welt"\\', '']);
    expect(out).toBe('{\n  "title" : "Hallo \\"Welt\\"\\\\",\n  "quote": "Say \\u0022hi\\u0022"\n}\n');
    expect(JSON.parse(out)).toEqual({ title: 'Hallo "Welt"\\', quote: 'Say "hi"' });
  });

  it('refuses malformed JSON with its line and column', async () => {
    await expect(segmentsOf('{\n  "a": "b",\n  "c" "d"\n}')).rejects.toThrow(/^Malformed JSON at line 3, column 7: /);
    await expect(segmentsOf('"just a string"')).rejects.toThrow(/holds an object/);
  });
});
