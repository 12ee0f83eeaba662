import { expect, it } from 'vitest';
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
    expect(document).toMatchObject({ status: 'done', type: 'ANDROID', records_count: 6 });
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
});
