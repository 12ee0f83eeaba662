import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { parse } from 'yaml';
import { streamOf, type DocumentSegment, type WritingOptions } from '../document.ts';
import { yamlFormat } from './yaml.ts';

const german = { source: 'en', target: 'de' };

async function segmentsOf(text: string, languages: { source?: string; target: string } = german) {
  const segments: DocumentSegment[] = [];
  await yamlFormat.read(streamOf(Buffer.from(text)), async (batch) => void segments.push(...batch), 100, languages);
  return segments;
}

async function translated(text: string, targets: string[], languages = german, writing: WritingOptions = {}) {
  const edits = (async function* () {
    for (const [position, target] of targets.entries()) yield { position, target, approved: true };
  })();
  const merged = await yamlFormat.merge(streamOf(Buffer.from(text)), edits, languages, undefined, {}, writing);
  return (await buffer(merged.bytes)).toString();
}

const RAILS = `en:
  # The greeting on the home page
  hello: Hello %{name}
  inbox:
    one: One message
    other: "%{count} messages"
`;

describe('YAML documents', () => {
  it("makes the directives of Rails' time, date and number formats codes, under those keys only", async () => {
    const yaml =
      'en:\n  number:\n    currency:\n      format:\n        format: "%u%n"\n' +
      '  time:\n    formats:\n      default: "%a, %d %b %Y %H:%M:%S %z"\n  sale: "%u%n"\n';
    const codes = (await segmentsOf(yaml)).map((s) => [s.unitId, s.codes.map((code) => code.xml)]);
    expect(codes).toEqual([
      ['number.currency.format.format', ['%u', '%n']],
      ['time.formats.default', ['%a', '%d', '%b', '%Y', '%H', '%M', '%S', '%z']],
      ['sale', []],
    ]);
  });

  it("reads a Rails file's root key as the source language, keys below it, %{var} as codes", async () => {
    const segments = await segmentsOf(RAILS, { target: 'ja' });
    expect(segments.map((s) => [s.unitId, s.segmentId, s.source])).toEqual([
      ['hello', null, `Hello ${inlineToken(1)}`],
      ['inbox.other', 'other', `${inlineToken(1)} messages`],
    ]);
    expect(await yamlFormat.inspect(() => streamOf(Buffer.from(RAILS)))).toEqual({ needs: ['target'] });
  });

  it("writes the target language's root key and plural keys, every other byte as it was", async () => {
    expect(await translated(RAILS, [])).toBe(RAILS);
    const japanese = await translated(RAILS, ['', `${inlineToken(1)}件のメッセージ`], { source: 'en', target: 'ja' });
    expect(japanese).toBe(`ja:
  # The greeting on the home page
  hello: Hello %{name}
  inbox:
    other: "%{count}件のメッセージ"
`);
    const german = await translated(RAILS, [`Hallo ${inlineToken(1)}`, 'Eine Nachricht']);
    expect(german).toBe(RAILS.replace('en:', 'de:').replace('Hello', 'Hallo').replace('One message', 'Eine Nachricht'));
  });

  it('keeps a scalar in its style where the translation fits it, quoting it where it does not', async () => {
    const text = "a: plain\nb: 'single'\nc: [x, y]\nd: |\n  one\n  two\n";
    const out = await translated(text, ['yes: no', "it's", 'x, y', 'y', 'eins\n\nzwei']);
    expect(out).toBe('a: "yes: no"\nb: \'it\'\'s\'\nc: ["x, y", y]\nd: |\n  eins\n\n  zwei\n');
    expect(parse(out)).toEqual({ a: 'yes: no', b: "it's", c: ['x, y', 'y'], d: 'eins\n\nzwei\n' });
  });

  it('refuses malformed YAML with its line and column', async () => {
    await expect(segmentsOf('en:\n  a: "open\n  b: c\n')).rejects.toThrow(
      /^Malformed YAML at line 4, column 1: Missing closing "quote/,
    );
    await expect(segmentsOf('a: b: c')).rejects.toThrow(/^Malformed YAML at line 1, column 4: Nested mappings/);
  });

  it('refuses an alias bomb and a file nested too deep fast, naming the line', async () => {
    const levels = ['a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]'];
    for (let i = 1; i < 9; i++) {
      const previous = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(10).fill(`*${previous}`).join(', ')}]`);
    }
    const started = performance.now();
    await expect(segmentsOf(levels.join('\n'))).rejects.toThrow(/^Malformed YAML at line 6, column \d+: .*alias bomb/);
    await expect(segmentsOf(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).rejects.toThrow(
      /^Malformed YAML at line 1, column 64: the file is nested more than 64 levels deep/,
    );
    const nested = Array.from({ length: 70 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n');
    await expect(segmentsOf(nested)).rejects.toThrow(/^Malformed YAML at line 65, column 1: .*nested more than 64/);
    expect(performance.now() - started).toBeLessThan(2000);
    await expect(segmentsOf('a: &a [*a]')).rejects.toThrow(/line 1, column \d+: the alias \*a refers to itself/);
  });
  it('leaves untranslated pairs out, line and all, when writing for a repository', async () => {
    const rails =
      'en:\n  # Shop\n  shop:\n    title: Shop\n    cart: Cart\n    intro: |\n      Welcome\n      here\n  menu:\n    open: Open\n' +
      '  files:\n    one: "%{count} file"\n    other: "%{count} files"\n  version: 2\n';
    const out = await translated(rails, ['', 'Warenkorb'], german, { untranslated: 'leave-out' });
    expect(out).toBe('de:\n  # Shop\n  shop:\n    cart: Warenkorb\n  version: 2\n');
    const anchored = 'base: &base\n  title: Base\nother:\n  <<: *base\n  name: Name\n';
    expect(await translated(anchored, ['', 'Name!'], german, { untranslated: 'leave-out' })).toBe(
      'base: &base\n  title: Base\nother:\n  <<: *base\n  name: Name!\n',
    );
  });
});
