import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment, type WritingOptions } from '../document.ts';
import { arbFormat } from './arb.ts';

const ARB = `{
  "@@locale": "en_US",
  "hello": "Hello {name}",
  "@hello": {
    "description": "Greets the user",
    "context": "home screen",
    "placeholders": { "name": { "type": "String", "example": "Ana" } }
  },
  "items": "{count, plural, =0{No items} other{{count} items}}"
}
`;

async function segmentsOf(text: string, languages: { source?: string; target: string }) {
  const segments: DocumentSegment[] = [];
  await arbFormat.read(streamOf(Buffer.from(text)), async (batch) => void segments.push(...batch), 100, languages);
  return segments;
}

async function translated(text: string, targets: string[], target: string, writing: WritingOptions = {}) {
  const edits = (async function* () {
    for (const [position, value] of targets.entries()) yield { position, target: value, approved: true };
  })();
  const languages = { source: 'en-US', target };
  const merged = await arbFormat.merge(streamOf(Buffer.from(text)), edits, languages, undefined, {}, writing);
  return (await buffer(merged.bytes)).toString();
}

describe('Flutter ARB documents', () => {
  it("reads each message with its description and placeholders' names as the note, @@locale as the source language", async () => {
    const segments = await segmentsOf(ARB, { target: 'de' });
    expect(segments.map((s) => [s.unitId, s.segmentId, s.source, s.note, s.context])).toEqual([
      ['hello', null, `Hello ${inlineToken(1)}`, 'Greets the user\nPlaceholders: name (e.g. Ana)', 'home screen'],
      ['items', '=0', 'No items', null, null],
      ['items', 'one', `${inlineToken(1)} items`, null, null],
      ['items', 'other', `${inlineToken(1)} items`, null, null],
    ]);
    expect(await arbFormat.inspect(() => streamOf(Buffer.from(ARB)))).toEqual({ needs: ['target'] });
    expect(await arbFormat.inspect(() => streamOf(Buffer.from('{"a": "b"}')))).toEqual({ needs: ['source', 'target'] });
  });

  it('names the target language in @@locale once anything is translated, written as the file writes locales', async () => {
    expect(await translated(ARB, [], 'de-AT')).toBe(ARB);
    const out = await translated(ARB, [`Hallo ${inlineToken(1)}`], 'de-AT');
    expect(out).toBe(ARB.replace('"en_US"', '"de_AT"').replace('"Hello {name}"', '"Hallo {name}"'));
  });

  it("keeps apostrophes as written, as gen-l10n reads them by default: French l'{item} stays one apostrophe", async () => {
    const arb = `{\n  "@@locale": "en",\n  "saved": "{count, plural, one{Saved '{count}' file} other{Saved {count} files}}"\n}\n`;
    const segments = await segmentsOf(arb, { target: 'fr' });
    expect(segments.map((s) => [s.segmentId, s.source])).toEqual([
      ['one', `Saved '${inlineToken(1)}' file`],
      ['many', `Saved ${inlineToken(1)} files`],
      ['other', `Saved ${inlineToken(1)} files`],
    ]);
    expect(await translated(arb, [], 'fr')).toBe(arb);
    const forms = [`Fichier d'${inlineToken(1)}`, `De fichiers d'${inlineToken(1)}`, `Fichiers d'${inlineToken(1)}''`];
    expect(JSON.parse(await translated(arb, forms, 'fr')).saved).toBe(
      "{count, plural, one{Fichier d'{count}} many{De fichiers d'{count}} other{Fichiers d'{count}''}}",
    );
  });

  it("takes a message's x-maxLength as its segments' length limit, each plural form's, and writes the file back as it was", async () => {
    const arb = `{
  "@@locale": "en",
  "save": "Save",
  "@save": { "description": "Toolbar button", "x-maxLength": 12 },
  "files": "{count, plural, one{# file} other{# files}}",
  "@files": { "x-maxLength": 10 },
  "role": "{role, select, admin{Admin} other{User}}",
  "@role": { "x-maxLength": 8 },
  "open": "Open"
}
`;
    const segments = await segmentsOf(arb, { target: 'de' });
    expect(segments.map((s) => [s.unitId, s.segmentId, s.maxWidth, s.note])).toEqual([
      ['save', null, 12, 'Toolbar button'],
      ['files', 'one', 10, null],
      ['files', 'other', 10, null],
      // One segment holds every case of a select (its syntax as codes): a limit on each case is not one on it.
      ['role', null, null, null],
      ['open', null, null, null],
    ]);
    expect(await translated(arb, [], 'de')).toBe(arb);
    const out = await translated(arb, ['Speichern'], 'de');
    expect(out).toBe(arb.replace('"en"', '"de"').replace('"Save"', '"Speichern"'));
  });

  it.each([
    ['zero', '0'],
    ['negative', '-4'],
    ['fractional', '12.5'],
    ['a string', '"12"'],
    ['null', 'null'],
    ['an object', '{ "chars": 12 }'],
    ['too large for a limit', '1e12'],
  ])('reads an x-maxLength that is %s as no limit, and the message as usual', async (_what, value) => {
    const arb = `{"save": "Save", "@save": {"description": "Button", "x-maxLength": ${value}}}`;
    const segments = await segmentsOf(arb, { source: 'en', target: 'de' });
    expect(segments.map((s) => [s.source, s.note, s.maxWidth])).toEqual([['Save', 'Button', null]]);
  });

  it('refuses an ARB file that is not one object', async () => {
    await expect(segmentsOf('["a"]', { source: 'en', target: 'de' })).rejects.toThrow(/one object of messages/);
  });
  it('leaves an untranslated message out with its metadata, keeping the locale, when writing for a repository', async () => {
    const items = `${inlineToken(1)} Artikel`;
    const out = await translated(ARB, ['', 'Keine Artikel', items, items], 'de', {
      untranslated: 'leave-out',
    });
    expect(out).toBe(
      '{\n  "@@locale": "de",\n  "items": "{count, plural, =0{Keine Artikel} one{{count} Artikel} other{{count} Artikel}}"\n}\n',
    );
    expect(JSON.parse(await translated(ARB, [`Hallo ${inlineToken(1)}`], 'de', { untranslated: 'leave-out' }))).toEqual(
      { '@@locale': 'de', hello: 'Hallo {name}', '@hello': JSON.parse(ARB)['@hello'] },
    );
  });
});
