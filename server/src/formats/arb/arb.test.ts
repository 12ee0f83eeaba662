import { describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment } from '../document.ts';
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

async function translated(text: string, targets: string[], target: string) {
  const edits = (async function* () {
    for (const [position, value] of targets.entries()) yield { position, target: value, approved: true };
  })();
  const merged = await arbFormat.merge(streamOf(Buffer.from(text)), edits, { source: 'en-US', target });
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

  it('refuses an ARB file that is not one object', async () => {
    await expect(segmentsOf('["a"]', { source: 'en', target: 'de' })).rejects.toThrow(/one object of messages/);
  });
});
