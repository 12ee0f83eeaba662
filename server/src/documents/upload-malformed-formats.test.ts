import { expect, it } from 'vitest';
import type { Document } from '@tessera/shared/contract';
import { DOCUMENT_FORMATS } from '../formats/document-formats.ts';
import { HOSTILE_DOCUMENTS } from '../formats/hostile-documents.test-helper.ts';
import { describeWithDatabases } from '../test/harness.ts';
import { countRows, documentOf, uploadDocument } from './upload.test-helper.ts';

/**
 * Malformed files in the software-string formats, through the API: each is refused with 422 naming the line and
 * column of the problem and what it is, before any document exists (nothing half-written is left to clean up).
 */

const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

const plist = (dict: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n  <key>%d files</key>\n  <dict>\n' +
  `${dict}  </dict>\n</dict>\n</plist>\n`;

const MALFORMED: { problem: string; name: string; content: string | Buffer; message: RegExp }[] = [
  {
    problem: 'a SubRip cue number that is not a number',
    name: 'film.srt',
    content: '1\n00:00:01,000 --> 00:00:02,000\nHello\n\nzwei\n00:00:03,000 --> 00:00:04,000\nBye\n',
    message: /^Malformed SubRip file at line 5: the cue number "zwei" is not a number$/,
  },
  {
    problem: 'a SubRip timing with an impossible time',
    name: 'film.srt',
    content: '1\n00:00:01,000 --> 00:00:61,000\nHello\n',
    message: /^Malformed SubRip file at line 2: "00:00:01,000 --> 00:00:61,000" names a time that does not exist/,
  },
  {
    problem: 'a SubRip cue ending before it starts',
    name: 'film.srt',
    content: '1\n00:00:05,000 --> 00:00:02,000\nHello\n',
    message: /^Malformed SubRip file at line 2: "00:00:05,000 --> 00:00:02,000" ends before it starts$/,
  },
  {
    problem: 'a WebVTT cue without its timing line',
    name: 'film.vtt',
    content: 'WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n\nintro\nWelcome back\n',
    message:
      /^Malformed WebVTT file at line 6: a cue without its timing line \(like "00:00:01\.000 --> 00:00:04\.000"\)$/,
  },
  {
    problem: 'a WebVTT file without its header',
    name: 'film.vtt',
    content: '00:01.000 --> 00:02.000\nHello\n',
    message: /^Malformed WebVTT file at line 1: a WebVTT file starts with a line "WEBVTT"$/,
  },
  {
    problem: 'a PO string not closed',
    name: 'app.po',
    content: 'msgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid "Open"\nmsgstr "Öffnen\n',
    message: /^Malformed PO file at line 6, column 8: a string is not closed/,
  },
  {
    problem: 'a PO entry without msgstr',
    name: 'app.po',
    content: 'msgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid "Open"\n\nmsgid "Save"\nmsgstr ""\n',
    message: /^Malformed PO file at line 5, column 7: an entry has a msgid but no msgstr/,
  },
  {
    problem: 'a RESX value not closed',
    name: 'Strings.resx',
    content: '<root>\n  <data name="a"><value>x</valu></data>\n</root>\n',
    message: /^Malformed XML at line 2, column 26: unmatched closing tag: valu/,
  },
  {
    problem: 'a RESX value with an HTML entity',
    name: 'Strings.resx',
    content:
      '<?xml version="1.0" encoding="utf-8"?>\n<root>\n  <data name="Cafe" xml:space="preserve">\n' +
      '    <value>Caf&eacute;</value>\n  </data>\n</root>\n',
    message: /^Malformed XML at line 4, column 15: undefined entity: &eacute;/,
  },
  {
    problem: 'an iOS .strings entry without its ";"',
    name: 'Localizable.strings',
    content: '"a" = "b";\n"c" = "d"\n"e" = "f";\n',
    message: /^Malformed \.strings file at line 3, column 1: a ";" is expected after the value/,
  },
  {
    problem: 'a UTF-16 iOS .strings string not closed',
    name: 'Localizable.strings',
    content: utf16('/* Title */\n"title" = "Notes;\n'),
    message: /^Malformed \.strings file at line 2, column 11: a string is not closed/,
  },
  {
    problem: 'a .stringsdict string not closed',
    name: 'Localizable.stringsdict',
    content: plist('    <key>NSStringLocalizedFormatKey</key>\n    <string>%#@files@</strin>\n'),
    message: /^Malformed XML at line 7, column 22: unmatched closing tag: strin/,
  },
  {
    problem: 'a .stringsdict key without its value',
    name: 'Localizable.stringsdict',
    content: plist('    <key>NSStringLocalizedFormatKey</key>\n'),
    message: /^Malformed \.stringsdict file at line 6, column 5: the <key> "NSStringLocalizedFormatKey" has no value/,
  },
];

describeWithDatabases('malformed documents in software-string formats', (t) => {
  it.each(MALFORMED)('refuses $problem with its line and column, and creates nothing', async (file) => {
    const manager = await t.signIn('manager');
    const before = await countRows(t);
    const response = await uploadDocument(t, manager, { source_lang: 'en', target_lang: 'de' }, file);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toMatch(file.message);
    expect(await countRows(t)).toBe(before);
  });
});

const HOSTILE = Object.values(DOCUMENT_FORMATS).flatMap(({ type, wholeFile }) =>
  HOSTILE_DOCUMENTS[type].map((file) => ({ ...file, type, wholeFile })),
);

describeWithDatabases('hostile documents in every format', (t) => {
  it.each(HOSTILE)(
    'refuses $type with $what, naming its line, and leaves nothing half-written',
    { timeout: 60_000 },
    async (file) => {
      const manager = await t.signIn('manager');
      const before = await countRows(t);
      const response = await uploadDocument(t, manager, { source_lang: 'en', target_lang: 'de' }, file);
      if (file.wholeFile || response.statusCode !== 202) {
        expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
        expect(response.json().message).toMatch(file.message);
        expect(await countRows(t)).toBe(before);
      } else {
        // A streamed format is inspected by its start: its import finds the rest and keeps no segment of it.
        const document = await documentOf(manager, (response.json() as Document).id);
        expect(document).toMatchObject({ status: 'error', records_count: 0 });
        expect(document.processing_error).toMatch(file.message);
      }
      expect((await t.anonymous.inject('/api/health')).statusCode).toBe(200);
    },
  );
});
