import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { inlineToken } from '@tessera/shared/contract';
import { streamOf, type DocumentSegment, type SegmentEdit } from '../document.ts';
import { xcstringsFormat } from './xcstrings.ts';

const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

async function segmentsOf(text: string, target = 'de') {
  const segments: DocumentSegment[] = [];
  const read = async (batch: DocumentSegment[]) => void segments.push(...batch);
  await xcstringsFormat.read(streamOf(Buffer.from(text)), read, 100, { source: 'fr', target });
  return segments;
}

async function merged(text: string, edits: SegmentEdit[], target = 'de') {
  const stream = (async function* () {
    yield* edits;
  })();
  const merge = await xcstringsFormat.merge(streamOf(Buffer.from(text)), stream, { source: 'en', target });
  return (await buffer(merge.bytes)).toString();
}

/** The catalog without one language: what a translation into that language must leave as it was. */
function withoutLanguage(json: string, language: string): unknown {
  return JSON.parse(json, function (key, value) {
    return key === 'localizations' ? { ...value, [language]: undefined } : value;
  });
}

describe('Apple String Catalogs', () => {
  it('reads each string in the target language, variations by case and the plural cases of the target language', async () => {
    const segments = await segmentsOf(await fixture('Localizable.xcstrings'));
    const byKey = (key: string) => segments.filter((s) => s.unitId === key);
    expect(byKey('%lld items').map((s) => [s.segmentId, s.source])).toEqual([
      ['plural.one', `${inlineToken(1)} item`],
      ['plural.other', `${inlineToken(1)} items`],
    ]);
    expect(byKey('Tap to continue').map((s) => s.segmentId)).toEqual(['device.iphone', 'device.mac', 'device.other']);
    expect(byKey('app_name')).toMatchObject([{ source: 'Tessera', locked: true }]);
    expect(byKey('Delete “%@”?')).toMatchObject([
      { source: `Delete “${inlineToken(1)}”?`, note: 'Confirmation before a file is deleted', target: '' },
    ]);
    expect(byKey('100% done')).toMatchObject([{ source: '100% done', codes: [] }]);
    expect(byKey('%@ sent you a message')).toMatchObject([
      { target: `${inlineToken(1)} hat dir eine Nachricht gesendet`, state: 'translated' },
    ]);
    expect(byKey('Welcome, %1$@! You have %2$lld new messages.')[0]).toMatchObject({
      state: 'needs-review-translation',
    });
    const polish = await segmentsOf(await fixture('Plurals.xcstrings'), 'pl');
    expect(polish.filter((s) => s.unitId === '%lld files selected').map((s) => s.segmentId)).toEqual([
      'plural.one',
      'plural.few',
      'plural.many',
      'plural.other',
    ]);
  });

  it('creates the target language in Xcode layout and key order, every other language byte for byte as it was', async () => {
    const original = await fixture('Plurals.xcstrings');
    const segments = await segmentsOf(original, 'pl');
    const edits = segments.map((s, position) => ({
      position,
      target: s.source.replace('files', 'pliki'),
      approved: s.segmentId !== 'plural.many',
    }));
    const out = await merged(original, edits, 'pl');
    expect(out).toContain(
      [
        '"pl" : {',
        '          "variations" : {',
        '            "plural" : {',
        '              "few" : {',
        '                "stringUnit" : {',
        '                  "state" : "translated",',
        '                  "value" : "%lld pliki selected"',
        '                }',
        '              },',
        '              "many" : {',
        '                "stringUnit" : {',
        '                  "state" : "needs_review",',
        '                  "value" : "%lld pliki selected"',
        '                }',
        '              },',
        '              "one" : {',
      ].join('\n'),
    );
    expect(out).toContain(
      '"Save as…" : {\n      "localizations" : {\n        "en" : {\n          "stringUnit" : {\n' +
        '            "state" : "translated",\n            "value" : "Save As…"\n          }\n        },\n' +
        '        "pl" : {\n          "stringUnit" : {\n            "state" : "translated",\n' +
        '            "value" : "Save As…"\n          }\n        }\n      }\n    }',
    );
    expect(withoutLanguage(out, 'pl')).toEqual(withoutLanguage(original, 'pl'));
    const other = await fixture('Localizable.xcstrings');
    const translated = await merged(other, [{ position: 3, target: 'Hallo', approved: true }]);
    expect(translated).toContain(
      '"100% done" : {\n      "localizations" : {\n        "de" : {\n          "stringUnit" : {\n' +
        '            "state" : "translated",\n            "value" : "Hallo"\n          }\n        }\n      }\n    },',
    );
  });

  it('reads a substitution by plural case and creates it in the target language with its argument', async () => {
    const original = await fixture('Localizable.xcstrings');
    const segments = await segmentsOf(original);
    const forms = segments.flatMap((s, position) => (s.unitId.startsWith('You have') ? [{ ...s, position }] : []));
    expect(forms.map((s) => [s.segmentId, s.source, s.note])).toEqual([
      [null, `You have ${inlineToken(1)} in ${inlineToken(2)}`, 'Storage summary'],
      ['substitutions.files.plural.one', `${inlineToken(1)} file`, 'Storage summary'],
      ['substitutions.files.plural.other', `${inlineToken(1)} files`, 'Storage summary'],
    ]);
    const targets = [
      `Du hast ${inlineToken(1)} in ${inlineToken(2)}`,
      `${inlineToken(1)} Datei`,
      `${inlineToken(1)} Dateien`,
    ];
    const out = await merged(
      original,
      forms.map((form, i) => ({ position: form.position, target: targets[i]!, approved: true })),
    );
    const german = JSON.parse(out).strings['You have %#@files@ in %@'].localizations.de;
    expect(german).toEqual({
      stringUnit: { state: 'translated', value: 'Du hast %#@files@ in %@' },
      substitutions: {
        files: {
          argNum: 1,
          formatSpecifier: 'lld',
          variations: {
            plural: {
              one: { stringUnit: { state: 'translated', value: '%arg Datei' } },
              other: { stringUnit: { state: 'translated', value: '%arg Dateien' } },
            },
          },
        },
      },
    });
    expect(out).toContain('"de" : {\n          "stringUnit" : {');
    expect(out).toContain('"files" : {\n              "argNum" : 1,\n              "formatSpecifier" : "lld",\n');
  });

  it('writes a translation over an existing one, its state following the approval', async () => {
    const original = await fixture('Localizable.xcstrings');
    const welcome = (await segmentsOf(original)).findIndex((s) => s.unitId.startsWith('Welcome'));
    const target = `Hallo ${inlineToken(1)}, ${inlineToken(2)} neue "Nachrichten"`;
    const out = await merged(original, [{ position: welcome, target, approved: true }]);
    expect(out).toBe(
      original.replace(
        '"state" : "needs_review",\n            "value" : "Willkommen, %1$@! Du hast %2$lld neue Nachrichten."',
        '"state" : "translated",\n            "value" : "Hallo %1$@, %2$lld neue \\"Nachrichten\\""',
      ),
    );
  });

  it('refuses a malformed catalog with its line and column, and one without its source language', async () => {
    await expect(segmentsOf('{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "a" : }\n}')).rejects.toThrow(
      /^Malformed JSON at line 4, column 11: /,
    );
    await expect(segmentsOf('{ "strings" : { } }')).rejects.toThrow(/names its "sourceLanguage"/);
    await expect(segmentsOf('{ "sourceLanguage" : "de", "strings" : { } }')).rejects.toThrow(/source language/);
  });
});
