import { expect, it } from 'vitest';
import { inlineToken, type DocumentRecord } from '@tessera/shared/contract';
import { describeWithDatabases } from '../test/harness.ts';
import { saveRecord } from '../test/resources.ts';
import { countRows, documentOf, recordsOf, save, uploadDocument } from './upload.test-helper.ts';

/**
 * Documents in the formats besides XLIFF, through the API as a client uses it: upload with the languages the
 * file does not state, records, a save, and the download with the translation merged into the original.
 */

describeWithDatabases('documents in other formats', (t) => {
  it('imports a plain text file in the languages chosen at upload and downloads it with its translation, CRLF kept', async () => {
    const manager = await t.signIn('manager');
    const text = 'Welcome to Tessera. It reads plain text\r\nfiles now.\r\n\r\nSecond paragraph.\r\n';
    const response = await uploadDocument(
      t,
      manager,
      { source_lang: 'en', target_lang: 'de-AT' },
      { name: 'readme.txt', content: text },
    );
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ name: 'readme.txt', type: 'TEXT' });
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({
      status: 'done',
      type: 'TEXT',
      source_lang: 'en',
      target_lang: 'de-AT',
      records_count: 3,
    });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => [r.unit_id, r.segment_id, r.source])).toEqual([
      ['p1', '1', 'Welcome to Tessera.'],
      ['p1', '2', `It reads plain text${inlineToken(1)}files now.`],
      ['p2', '1', 'Second paragraph.'],
    ]);
    expect(records[1]!.codes).toEqual([{ id: 1, kind: 'standalone', label: '↵', xml: '\r\n' }]);

    const untouched = await manager.inject(`/api/document/${document.id}/download`);
    expect(untouched.body).toBe(text);
    expect(untouched.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(untouched.headers['content-disposition']).toContain('filename="readme.txt"');

    await save(manager, records[1]!, `Es liest jetzt einfachen Text${inlineToken(1)}aus Dateien.`);
    await save(manager, records[2]!, 'Zweiter Absatz.');
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.body).toBe(
      'Welcome to Tessera. Es liest jetzt einfachen Text\r\naus Dateien.\r\n\r\nZweiter Absatz.\r\n',
    );
  });

  it('imports a nested JSON file and downloads it with a translated placeholder message, the placeholder kept', async () => {
    const manager = await t.signIn('manager');
    const json =
      '{\n  "inbox": {\n    "title": "Inbox",\n    "unread": "You have {{count}} new messages"\n  },\n  "size": 3\n}\n';
    const languages = { source_lang: 'en', target_lang: 'de' };
    const response = await uploadDocument(t, manager, languages, { name: 'en.json', content: json });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'JSON', records_count: 2 });
    const [title, unread] = await recordsOf(manager, document.id);
    expect(unread).toMatchObject({ unit_id: 'inbox.unread', source: `You have ${inlineToken(1)} new messages` });
    expect(unread!.codes).toEqual([{ id: 1, kind: 'standalone', label: '{{count}}', xml: '{{count}}' }]);
    // A target without the placeholder is saved, and QA's error on it holds back the confirmation asked for.
    const withoutPlaceholder = await saveRecord(manager, unread!, {
      target: 'Sie haben neue Nachrichten',
      approved: true,
      unless_qa_errors: true,
    });
    expect(withoutPlaceholder.statusCode).toBe(200);
    const kept = withoutPlaceholder.json() as DocumentRecord;
    expect(kept.approved).toBe(false);
    expect(kept.qa.map((issue) => issue.check)).toContain('inline-codes');
    await save(manager, kept, `Sie haben ${inlineToken(1)} neue Nachrichten`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(download.body).toBe(json.replace('You have {{count}} new messages', 'Sie haben {{count}} neue Nachrichten'));
    expect(JSON.parse(download.body)).toEqual({
      inbox: { title: title!.source, unread: 'Sie haben {{count}} neue Nachrichten' },
      size: 3,
    });

    const malformed = await uploadDocument(t, manager, languages, {
      name: 'de.json',
      content: '{\n  "a": "b",\n  "c" "d"\n}',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toMatch(/^Malformed JSON at line 3, column 7/);
  });

  it("imports i18next plurals as one record per category of the target language and writes that language's keys", async () => {
    const manager = await t.signIn('manager');
    const json =
      '{\r\n  "files_one": "{{count}} file",\r\n  "files_other": "{{count}} files",\r\n  "done": "100% done"\r\n}\r\n';
    const response = await uploadDocument(
      t,
      manager,
      { source_lang: 'en', target_lang: 'ru' },
      { name: 'en.json', content: json },
    );
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => [r.unit_id, r.segment_id, r.source])).toEqual([
      ['files_one', 'one', `${inlineToken(1)} file`],
      ['files_few', 'few', `${inlineToken(1)} files`],
      ['files_many', 'many', `${inlineToken(1)} files`],
      ['files_other', 'other', `${inlineToken(1)} files`],
      ['done', null, '100% done'],
    ]);
    expect((await manager.inject(`/api/document/${document.id}/download`)).body).toBe(json);
    for (const [index, word] of ['файл', 'файла', 'файлов', 'файла'].entries())
      await save(manager, records[index]!, `${inlineToken(1)} ${word}`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.body).toBe(
      '{\r\n  "files_one": "{{count}} файл",\r\n  "files_few": "{{count}} файла",\r\n  "files_many": "{{count}} файлов",\r\n' +
        '  "files_other": "{{count}} файла",\r\n  "done": "100% done"\r\n}\r\n',
    );
  });

  it('imports a Flutter ARB file in the language its @@locale names and downloads it named and marked for the target', async () => {
    const manager = await t.signIn('manager');
    const arb =
      '{\n  "@@locale": "en",\n  "greeting": "Hello {name}",\n  "@greeting": {\n    "description": "Home screen greeting",\n' +
      '    "placeholders": { "name": { "type": "String" } }\n  }\n}\n';
    const response = await uploadDocument(t, manager, { target_lang: 'de' }, { name: 'app_en.arb', content: arb });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'ARB', source_lang: 'en', target_lang: 'de' });
    const [greeting] = await recordsOf(manager, document.id);
    expect(greeting).toMatchObject({
      unit_id: 'greeting',
      source: `Hello ${inlineToken(1)}`,
      note: 'Home screen greeting\nPlaceholders: name',
    });
    await save(manager, greeting!, `Hallo ${inlineToken(1)}`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.headers['content-disposition']).toContain('filename="app_de.arb"');
    expect(download.body).toBe(arb.replace('"en"', '"de"').replace('Hello {name}', 'Hallo {name}'));

    const noTarget = await uploadDocument(t, manager, {}, { name: 'app_en.arb', content: arb });
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json()).toMatchObject({ details: { field: 'target_lang' } });
    const malformed = await uploadDocument(
      t,
      manager,
      { target_lang: 'de' },
      { name: 'app_en.arb', content: '{\n  "a": "b",\n}' },
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toMatch(/^Malformed JSON at line 3, column 1/);
  });

  it('imports a Rails YAML file in the language of its root key and downloads it for the target, comments and anchors kept', async () => {
    const manager = await t.signIn('manager');
    const yaml =
      '# Storefront\nen:\n  title: &title Corner Shop\n  header: *title\n  inbox:\n    one: One message\n    other: "%{count} messages"\n';
    const response = await uploadDocument(
      t,
      manager,
      { target_lang: 'de' },
      { name: 'messages.en.yml', content: yaml },
    );
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'YAML', source_lang: 'en', target_lang: 'de' });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => [r.unit_id, r.segment_id, r.source])).toEqual([
      ['title', null, 'Corner Shop'],
      ['inbox.one', 'one', 'One message'],
      ['inbox.other', 'other', `${inlineToken(1)} messages`],
    ]);
    await save(manager, records[2]!, `${inlineToken(1)} Nachrichten`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.headers['content-disposition']).toContain('filename="messages.de.yml"');
    expect(download.body).toBe(yaml.replace('en:', 'de:').replace('"%{count} messages"', '"%{count} Nachrichten"'));

    const before = await countRows(t);
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++)
      bomb.push(
        `${'abcdefghij'[i]}: &${'abcdefghij'[i]} [${Array(10)
          .fill(`*${'abcdefghij'[i - 1]}`)
          .join(', ')}]`,
      );
    const refused = await uploadDocument(
      t,
      manager,
      { source_lang: 'en', target_lang: 'de' },
      { name: 'bomb.yml', content: bomb.join('\n') },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Malformed YAML at line 6, column \d+: .*alias bomb/);
    const malformed = await uploadDocument(
      t,
      manager,
      { target_lang: 'de' },
      { name: 'en.yml', content: 'en:\n  a: b: c\n' },
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toMatch(/^Malformed YAML at line 2, column \d+: Nested mappings/);
    expect(await countRows(t)).toBe(before);
  });

  it('imports a PO file in the language its header names and writes a translated plural form into its msgstr', async () => {
    const manager = await t.signIn('manager');
    const po =
      'msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n' +
      '#, c-format\nmsgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] ""\nmsgstr[1] ""\n';
    const response = await uploadDocument(
      t,
      manager,
      { source_lang: 'en', target_lang: 'de' },
      { name: 'app.po', content: po },
    );
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({
      status: 'done',
      type: 'PO',
      source_lang: 'en',
      target_lang: 'fr',
      records_count: 2,
    });
    const [, many] = await recordsOf(manager, document.id);
    expect(many).toMatchObject({
      unit_id: '%d file',
      segment_id: 'msgstr[1].other',
      source: `${inlineToken(1)} files`,
    });
    await save(manager, many!, `${inlineToken(1)} fichiers`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    const { username, email } = manager.user;
    const revised = /"PO-Revision-Date: (\d{4}-\d\d-\d\d \d\d:\d\d)\+0000\\n"/.exec(download.body)?.[1];
    expect(Math.abs(Date.parse(`${revised}Z`) - Date.now())).toBeLessThan(120_000);
    expect(download.body).toBe(
      po
        .replace(
          '(n > 1);\\n"\n',
          `(n > 1);\\n"\n"PO-Revision-Date: ${revised}+0000\\n"\n"Last-Translator: ${username} <${email}>\\n"\n`,
        )
        .replace('msgstr[1] ""', 'msgstr[1] "%d fichiers"'),
    );
  });

  it("imports a POT with the target language's plural forms and downloads that language's PO, named .po", async () => {
    const manager = await t.signIn('manager');
    const pot =
      'msgid ""\nmsgstr ""\n"Language: \\n"\n"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"\n\n' +
      '#, c-format\nmsgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] ""\nmsgstr[1] ""\n';
    const languages = { source_lang: 'en', target_lang: 'uk' };
    const response = await uploadDocument(t, manager, languages, { name: 'app.pot', content: pot });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => r.segment_id)).toEqual(['msgstr[0].one', 'msgstr[1].few', 'msgstr[2].many']);
    await save(manager, records[1]!, `${inlineToken(1)} файли`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.headers['content-disposition']).toContain('filename="app.po"');
    expect(download.body).toContain('"Language: uk\\n"\n"Plural-Forms: nplurals=3; plural=');
    expect(download.body).toContain('msgstr[0] ""\nmsgstr[1] "%d файли"\nmsgstr[2] ""\n');
  });

  it('imports a String Catalog in its own source language and writes the target language in Xcode layout, plural cases included', async () => {
    const manager = await t.signIn('manager');
    const catalog =
      '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "%lld songs" : {\n      "localizations" : {\n' +
      '        "en" : {\n          "variations" : {\n            "plural" : {\n' +
      '              "one" : {\n                "stringUnit" : {\n                  "state" : "translated",\n' +
      '                  "value" : "%lld song"\n                }\n              },\n' +
      '              "other" : {\n                "stringUnit" : {\n                  "state" : "translated",\n' +
      '                  "value" : "%lld songs"\n                }\n              }\n            }\n          }\n' +
      '        }\n      }\n    }\n  },\n  "version" : "1.0"\n}';
    const file = { name: 'Localizable.xcstrings', content: catalog };
    const noTarget = await uploadDocument(t, manager, {}, file);
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json()).toMatchObject({ details: { field: 'target_lang' } });
    const response = await uploadDocument(t, manager, { source_lang: 'fr', target_lang: 'de' }, file);
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'XCSTRINGS', source_lang: 'en', target_lang: 'de' });
    const records = await recordsOf(manager, document.id);
    expect(records.map((r) => [r.unit_id, r.segment_id, r.source])).toEqual([
      ['%lld songs', 'plural.one', `${inlineToken(1)} song`],
      ['%lld songs', 'plural.other', `${inlineToken(1)} songs`],
    ]);
    expect(records[0]!.codes).toEqual([{ id: 1, kind: 'standalone', label: '%lld', xml: '%lld' }]);
    expect((await manager.inject(`/api/document/${document.id}/download`)).body).toBe(catalog);

    await save(manager, records[1]!, `${inlineToken(1)} Lieder`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(download.body).toBe(
      catalog.replace(
        '\n        "en" : {',
        '\n        "de" : {\n          "variations" : {\n            "plural" : {\n' +
          '              "other" : {\n                "stringUnit" : {\n                  "state" : "translated",\n' +
          '                  "value" : "%lld Lieder"\n                }\n              }\n            }\n          }\n' +
          '        },\n        "en" : {',
      ),
    );

    const malformed = await uploadDocument(
      t,
      manager,
      { target_lang: 'de' },
      {
        name: 'Broken.xcstrings',
        content: '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "a" : }\n}',
      },
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toMatch(/^Malformed JSON at line 4, column 11/);
  });

  it('imports a Java properties file and writes a translation with \\u escapes, as the file has them', async () => {
    const manager = await t.signIn('manager');
    const properties = '# Title bar\ntitle=Caf\\u00e9\nfiles=Found {0,number} files in \\\n    {1}\n';
    const languages = { source_lang: 'en', target_lang: 'de' };
    const response = await uploadDocument(t, manager, languages, { name: 'messages.properties', content: properties });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'PROPERTIES', records_count: 2 });
    const [title, files] = await recordsOf(manager, document.id);
    expect(title).toMatchObject({ unit_id: 'title', source: 'Café', note: 'Title bar' });
    expect(files).toMatchObject({ unit_id: 'files', source: `Found ${inlineToken(1)} files in ${inlineToken(2)}` });
    await save(manager, files!, `${inlineToken(1)} Dateien in ${inlineToken(2)} gefunden, schön`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.headers['content-type']).toBe('text/x-java-properties; charset=utf-8');
    expect(download.body).toBe(
      '# Title bar\ntitle=Caf\\u00e9\nfiles={0,number} Dateien in {1} gefunden, sch\\u00F6n\n',
    );

    const malformed = await uploadDocument(t, manager, languages, {
      name: 'broken.properties',
      content: 'a=b\nc=\\u00zz\n',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toMatch(/^Malformed properties file at line 2, column 3/);
  });

  it('imports a CSV document in the languages its header names and patches only the target cell on download', async () => {
    const manager = await t.signIn('manager');
    const csv = '\uFEFFkey;en;fr;notes\r\nwelcome;"Welcome, {name}";;Home screen\r\nbye;Goodbye;Au revoir;\r\n';
    const response = await uploadDocument(t, manager, {}, { name: 'strings.csv', content: csv });
    expect(response.statusCode, response.body).toBe(202);
    const document = await documentOf(manager, response.json().id);
    expect(document).toMatchObject({ status: 'done', type: 'CSV', source_lang: 'en', target_lang: 'fr' });
    const [welcome, bye] = await recordsOf(manager, document.id);
    expect(welcome).toMatchObject({ unit_id: 'welcome', source: `Welcome, ${inlineToken(1)}`, note: 'Home screen' });
    expect(bye).toMatchObject({ unit_id: 'bye', target: 'Au revoir' });
    await save(manager, welcome!, `Bienvenue; ${inlineToken(1)}`);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.body).toBe(csv.replace(';;Home', ';"Bienvenue; {name}";Home'));

    const malformed = await uploadDocument(t, manager, {}, { name: 'broken.csv', content: 'en,de\n"open,\n' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toMatch(/^Malformed CSV at line 2, column 1: a quoted field is not closed/);
  });

  it('asks for each language a file does not state (422 naming the fields) and creates nothing until given', async () => {
    const manager = await t.signIn('manager');
    const before = await countRows(t);
    const file = { name: 'notes.txt', content: 'Hello.' };
    const neither = await uploadDocument(t, manager, {}, file);
    expect(neither.statusCode).toBe(422);
    expect(neither.json()).toMatchObject({
      message: expect.stringMatching(/choose both \(source_lang, target_lang\)/),
      details: { field: 'source_lang', fields: ['source_lang', 'target_lang'] },
    });
    const noSource = await uploadDocument(t, manager, { target_lang: 'de' }, file);
    expect(noSource.statusCode).toBe(422);
    expect(noSource.json()).toMatchObject({ details: { field: 'source_lang', fields: ['source_lang'] } });
    expect(noSource.json().message).toMatch(/choose its language \(source_lang\)/);
    const noTarget = await uploadDocument(t, manager, { source_lang: 'en' }, file);
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json()).toMatchObject({ details: { field: 'target_lang', fields: ['target_lang'] } });
    // A PO whose header names its target language is asked only for its source.
    const po = { name: 'app.po', content: 'msgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid "Open"\nmsgstr ""\n' };
    const poWithout = await uploadDocument(t, manager, {}, po);
    expect(poWithout.statusCode).toBe(422);
    expect(poWithout.json()).toMatchObject({ details: { field: 'source_lang', fields: ['source_lang'] } });
    const badCode = await uploadDocument(t, manager, { source_lang: 'en', target_lang: 'not a language!' }, file);
    expect(badCode.statusCode).toBe(400);
    expect(await countRows(t)).toBe(before);
  });

  it('refuses a file no format reads, and a text file that is not valid UTF-8, naming the line', async () => {
    const manager = await t.signIn('manager');
    const before = await countRows(t);
    const languages = { source_lang: 'en', target_lang: 'de' };
    const pdf = await uploadDocument(t, manager, languages, { name: 'manual.pdf', content: '%PDF-1.7' });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().message).toMatch(
      /^"manual.pdf" cannot be read. Documents can be uploaded in these formats: .*Plain text \(\.txt\)/,
    );
    const binary = await uploadDocument(t, manager, languages, {
      name: 'image.txt',
      content: Buffer.from([0x89, 0x50, 0, 0]),
    });
    expect(binary.statusCode).toBe(422);
    const latin1 = Buffer.from('First line.\nSecond: café\n', 'latin1');
    const notUtf8 = await uploadDocument(t, manager, languages, { name: 'latin1.txt', content: latin1 });
    expect(notUtf8.statusCode).toBe(422);
    expect(notUtf8.json().message).toMatch(/not valid UTF-8 text \(the problem is on line 2\)/);
    expect(await countRows(t)).toBe(before);
  });

  it('lets only those who manage documents upload one', async () => {
    const user = await t.signIn('user');
    const response = await uploadDocument(
      t,
      user,
      { source_lang: 'en', target_lang: 'de' },
      { name: 'a.txt', content: 'Hi.' },
    );
    expect(response.statusCode).toBe(403);
  });
});
