import { expect, it } from 'vitest';
import type { Substitution, TranslationMemory } from '@tessera/shared/contract';
import { describeWithDatabases } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { createGlossary, createTm, createTmUnit, linkTms, uploadDocumentWithRecords } from '../test/resources.ts';
import { tmxFile, tu } from '../test/tmx.ts';
import { tmMigrations } from './migrations.ts';

/** A TMX whose tuvs name Hebrew by its deprecated code, as old tools still write it. */
const hebrewTmx = tmxFile(tu('שלום עולם', 'Hello world', '', ['iw-IL', 'EN_us']), 'iw-IL');

/** An XLIFF 1.2 document from Hebrew (`sourceLanguage`) to English. */
const hebrewXliff = (sourceLanguage: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="${sourceLanguage}" target-language="en" datatype="plaintext"><body>
    <trans-unit id="1"><source>שלום עולם</source></trans-unit>
  </body></file>
</xliff>`;

describeWithDatabases('language codes of TMs follow the contract’s rule, as glossaries and documents do', (t) => {
  it('stores a TM created with a deprecated code under its successor, as a glossary; the pair must still differ', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Hebrew', source_lang: 'iw', target_lang: 'en-us' });
    const glossary = await createGlossary(manager, { name: 'Hebrew', source_lang: 'iw', target_lang: 'en-us' });
    expect([tm.source_lang, tm.target_lang]).toEqual(['he', 'en-US']);
    expect([glossary.source_lang, glossary.target_lang]).toEqual(['he', 'en-US']);

    const samePair = await manager.inject({
      method: 'POST',
      url: '/api/translation_memory/',
      payload: { name: 'x', source_lang: 'iw', target_lang: 'he' },
    });
    expect(samePair.json().message).toMatch(/must differ/);
  });

  it('imports a TMX whose tuvs say iw-IL as he-IL, and takes a file into a he TM when asked for iw', async () => {
    const manager = await t.signIn('manager');
    /** Uploads the Hebrew TMX to `url` with these fields: the TM once its import is done. */
    const importHebrew = async (url: string, fields: Record<string, string>) => {
      const upload = multipart(fields, { name: 'old.tmx', content: hebrewTmx });
      const response = await manager.inject({ method: 'POST', url, ...upload });
      expect(response.statusCode, response.body).toBe(202);
      await t.app.jobs.idle();
      return (await manager.inject(`/api/translation_memory/${response.json().id}`)).json() as TranslationMemory;
    };
    const imported = await importHebrew('/api/translation_memory/import', { name: 'Old tool' });
    expect(imported).toMatchObject({ source_lang: 'he-IL', target_lang: 'en-US', records_count: 1 });

    const tm = await createTm(manager, { name: 'Hebrew', source_lang: 'he-IL', target_lang: 'en-US' });
    await createTmUnit(manager, tm.id, { source: 'תודה', target: 'Thanks' });
    const into = await importHebrew(`/api/translation_memory/${tm.id}/import`, {
      source_lang: 'iw-IL',
      target_lang: 'en-US',
    });
    expect(into).toMatchObject({ id: tm.id, source_lang: 'he-IL', records_count: 2 });
  });

  it('a document in he links to and matches a TM created as iw; a file saying iw makes a document in he', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Hebrew', source_lang: 'iw', target_lang: 'en' });
    await createTmUnit(manager, tm.id, { source: 'שלום עולם', target: 'Hello world' });
    const { document, records } = await uploadDocumentWithRecords(t, manager, hebrewXliff('he'));
    expect([document.source_lang, document.target_lang]).toEqual([tm.source_lang, tm.target_lang]);

    await linkTms(t, manager, `/api/document/${document.id}`, [{ id: tm.id, mode: 'read' }]);
    const response = await manager.inject(`/api/document/records/${records[0]!.id}/substitutions`);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Substitution[]).map((match) => [match.target, match.similarity])).toEqual([
      ['Hello world', 100],
    ]);

    const oldFile = await uploadDocumentWithRecords(t, manager, hebrewXliff('iw'));
    expect(oldFile.document.source_lang).toBe('he');
  });

  it('migrates TMs stored before the rule to canonical codes, once: a second run changes nothing', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Legacy' });
    await createTmUnit(manager, tm.id, { source: 'Hello', target: 'Hallo' });
    await t.db
      .updateTable('translation_memories')
      .set({ source_lang: 'iw', target_lang: 'de_de' })
      .where('id', '=', tm.id)
      .execute();
    const migration = tmMigrations['0205_tm_canonical_languages']!;
    await migration.up(t.db);
    const languages = () =>
      t.db
        .selectFrom('translation_memories')
        .select(['source_lang', 'target_lang', 'updated_at'])
        .where('id', '=', tm.id)
        .executeTakeFirstOrThrow();
    const migrated = await languages();
    expect(migrated).toMatchObject({ source_lang: 'he', target_lang: 'de-DE' });
    await migration.up(t.db);
    expect(await languages()).toEqual(migrated);
  });
});
