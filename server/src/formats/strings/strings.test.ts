import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { inlineToken } from '@tessera/shared/contract';
import { formatTestKit } from '../format-test-kit.test-helper.ts';
import { stringsFormat } from './strings.ts';

const { segmentsOf: read, translated: translate } = formatTestKit(stringsFormat);

describe('iOS .strings', () => {
  it('reads a UTF-16 file with its comments as notes, escapes resolved and format specifiers as codes', async () => {
    const segments = await read(await readFile(new URL('fixtures/Localizable.strings', import.meta.url)));
    expect(segments.slice(0, 3).map((s) => [s.unitId, s.source, s.note])).toEqual([
      ['inbox.title', 'Inbox', 'Title of the inbox screen'],
      ['inbox.unread', `${inlineToken(1)} unread messages`, 'Number of unread messages; %lld is the count'],
      ['message.from', `From ${inlineToken(1)}: "${inlineToken(2)}"`, '%1$@ is the sender, %2$@ the subject'],
    ]);
    expect(segments[2]!.codes.map((c) => c.xml)).toEqual(['%1$@', '%2$@']);
    expect(segments[4]).toMatchObject({
      note: 'Shown while syncing',
      source: expect.stringContaining('\nPlease wait'),
    });
    expect(segments[5]!.source).toBe('C:\\Users\\Shared');
  });

  it('writes a translation escaped, in the file’s own encoding', async () => {
    const bytes = await readFile(new URL('fixtures/Localizable.strings', import.meta.url));
    const written = await translate(bytes, { 2: `Von ${inlineToken(1)}:\n„${inlineToken(2)}“ "zitiert"` });
    expect(written.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfe]));
    expect(written.toString('utf16le')).toContain('"message.from" = "Von %1$@:\\n„%2$@“ \\"zitiert\\"";');
  });

  it('refuses a malformed file with its line and column', async () => {
    await expect(read(Buffer.from('"a" = "b";\n"c" = "d"\n"e" = "f";\n'))).rejects.toThrow(
      /^Malformed \.strings file at line 3, column 1: a ";" is expected after the value/,
    );
    await expect(read(Buffer.from('"a" = "b;\n'))).rejects.toThrow(/line 1, column 7: a string is not closed/);
  });
  it('leaves untranslated entries out, line and all, when writing for a repository', async () => {
    const file = Buffer.from('/* Buttons */\n"ok" = "OK";\n  "save" = "Save"; // kept apart\nquit = "Quit";');
    const out = await translate(file, { 1: 'Sichern' }, { untranslated: 'leave-out' });
    expect(out.toString()).toBe('/* Buttons */\n  "save" = "Sichern"; // kept apart\n');
    // An entry sharing its line with a comment goes alone, the comment stays.
    expect((await translate(file, {}, { untranslated: 'leave-out' })).toString()).toBe(
      '/* Buttons */\n   // kept apart\n',
    );
  });
});
