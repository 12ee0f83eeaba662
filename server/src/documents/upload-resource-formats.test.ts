import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { inlineToken } from '@tessera/shared/contract';
import { describeWithDatabases } from '../test/harness.ts';
import { countRows, documentOf, recordsOf, save, uploadDocument } from './upload.test-helper.ts';

/** Documents in the XML resource formats (Android, .NET RESX, Apple .stringsdict) and iOS .strings, through the API. */

describeWithDatabases('documents in resource formats', (t) => {
  it('imports an Android strings.xml with the plural forms of the target language and refuses a malformed one or an entity bomb', async () => {
    const manager = await t.signIn('manager');
    const xml =
      '<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">\n' +
      '    <!-- On the start screen -->\n' +
      '    <string name="welcome">Welcome, <xliff:g id="name">%1$s</xliff:g>!</string>\n' +
      '    <string name="app" translatable="false">Notes</string>\n' +
      '    <plurals name="notes">\n        <item quantity="one">%d note</item>\n' +
      '        <item quantity="other">%d notes</item>\n    </plurals>\n</resources>\n';
    const languages = { source_lang: 'en', target_lang: 'pl' };
    const response = await uploadDocument(t, manager, languages, { name: 'strings.xml', content: xml });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    // Six segments, "app" locked (translatable="false"): out of the progress.
    expect(document).toMatchObject({ status: 'done', type: 'ANDROID', records_count: 5, locked_records_count: 1 });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => [r.unit_id, r.segment_id, r.locked])).toEqual([
      ['welcome', null, false],
      ['app', null, true],
      ['notes', 'one', false],
      ['notes', 'few', false],
      ['notes', 'many', false],
      ['notes', 'other', false],
    ]);
    const [welcome, , , few] = records;
    expect(welcome).toMatchObject({ source: `Welcome, ${inlineToken(1)}!`, note: 'On the start screen' });
    expect(welcome!.codes).toEqual([
      { id: 1, kind: 'standalone', label: '%1$s', xml: '<xliff:g id="name">%1$s</xliff:g>' },
    ]);
    await save(manager, welcome!, `Witaj, ${inlineToken(1)}!`);
    await save(manager, few!, `${inlineToken(1)} notatki`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.body).toBe(
      xml
        .replace('Welcome, <xliff', 'Witaj, <xliff')
        .replace('%d notes</item>\n', '%d notes</item>\n        <item quantity="few">%d notatki</item>\n'),
    );

    const before = await countRows(t);
    const malformed = await uploadDocument(t, manager, languages, {
      name: 'strings.xml',
      content: '<resources>\n  <string name="a">A</strin>\n</resources>\n',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toMatch(/^Malformed XML at line 2, column \d+/);
    const bomb = await uploadDocument(t, manager, languages, {
      name: 'strings.xml',
      content:
        '<?xml version="1.0"?>\n<!DOCTYPE resources [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>\n' +
        '<resources><string name="x">&b;</string></resources>\n',
    });
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().message).toMatch(/DOCTYPE/);
    expect(await countRows(t)).toBe(before);
  });

  it('imports a UTF-16 .strings file and downloads it in UTF-16 with the translation escaped', async () => {
    const manager = await t.signIn('manager');
    const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const text = '/* Sender and subject */\n"from" = "From %1$@: %2$@";\n"cancel" = "Cancel";\n';
    const languages = { source_lang: 'en', target_lang: 'de' };
    const response = await uploadDocument(t, manager, languages, { name: 'Localizable.strings', content: utf16(text) });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'STRINGS', records_count: 2 });
    const [from] = await recordsOf(manager, document.id);
    expect(from).toMatchObject({ unit_id: 'from', note: 'Sender and subject' });
    await save(manager, from!, `Von ${inlineToken(1)}: "${inlineToken(2)}"`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.rawPayload.equals(utf16(text.replace('From %1$@: %2$@', 'Von %1$@: \\"%2$@\\"')))).toBe(true);
  });

  it('imports a .NET RESX file, leaves file references and binary data alone, and downloads it as Strings.de.resx', async () => {
    const manager = await t.signIn('manager');
    const resx = readFileSync(new URL('../formats/resx/fixtures/Strings.resx', import.meta.url));
    const languages = { source_lang: 'en', target_lang: 'de' };
    const response = await uploadDocument(t, manager, languages, { name: 'Strings.resx', content: resx });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'RESX' });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => r.unit_id)).toEqual(['AppTitle', 'Greeting', 'Total', 'Braces', 'TwoLines']);
    const [, greeting, , , twoLines] = records;
    expect(greeting).toMatchObject({
      source: `Hello, ${inlineToken(1)}! You have ${inlineToken(2)} unpaid invoices.`,
      note: "{0} is the user's name, {1} a number.",
    });
    await save(manager, greeting!, `Hallo ${inlineToken(1)}! ${inlineToken(2)} Rechnungen < 30 Tage & offen.`);
    await save(manager, twoLines!, 'Erste Zeile\nZweite Zeile');
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.headers['content-disposition']).toContain('filename="Strings.de.resx"');
    expect(download.rawPayload.toString()).toBe(
      resx
        .toString()
        .replace('Hello, {0}! You have {1} unpaid invoices.', 'Hallo {0}! {1} Rechnungen &lt; 30 Tage &amp; offen.')
        .replace('First line\r\nSecond line', 'Erste Zeile\r\nZweite Zeile'),
    );
  });

  it('imports an Apple .stringsdict with the plural rules of the target language and writes the missing ones', async () => {
    const manager = await t.signIn('manager');
    const plist = readFileSync(new URL('../formats/stringsdict/fixtures/Localizable.stringsdict', import.meta.url));
    const languages = { source_lang: 'en', target_lang: 'pl' };
    const response = await uploadDocument(t, manager, languages, { name: 'Localizable.stringsdict', content: plist });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'STRINGSDICT' });
    const records = await recordsOf(manager, document.id);
    expect(records.filter((r) => r.unit_id === '%lld songs').map((r) => r.segment_id)).toEqual([
      'songs.zero',
      'songs.one',
      'songs.few',
      'songs.many',
      'songs.other',
    ]);
    const few = records.find((r) => r.segment_id === 'songs.few')!;
    expect(few.source).toBe(`${inlineToken(1)} songs`);
    await save(manager, few, `${inlineToken(1)} piosenki`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.headers['content-disposition']).toContain('filename="Localizable.stringsdict"');
    const other = '\t\t\t<string>%lld songs</string>\n';
    expect(download.body).toBe(
      plist.toString().replace(other, `${other}\t\t\t<key>few</key>\n\t\t\t<string>%lld piosenki</string>\n`),
    );
  });
});
