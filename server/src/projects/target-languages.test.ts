import { expect, it } from 'vitest';
import type {
  Analysis,
  Document,
  Job,
  Project,
  ProjectDocumentsStarted,
  ProjectProgress,
} from '@tessera/shared/contract';
import { unzip } from '../formats/xlsx/zip.test-helper.ts';
import { describeWithDatabases, type Client, type TestContext } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { createGlossary, createTm, createTmWithUnits, documentRecords, linkTms, xliffOf } from '../test/resources.ts';

/** An XLIFF 1.2 file that names no target language: the project's languages decide. */
const untargeted = (sources: readonly string[]) =>
  xliffOf(sources).replace(' target-language="de"', '').replace('original="a"', 'original="ui.properties"');

async function createProject(client: Client, body: object, status = 201) {
  const response = await client.inject({ method: 'POST', url: '/api/projects/', payload: { name: 'Atlas', ...body } });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Project & { message: string };
}

async function uploadInto(
  t: TestContext,
  client: Client,
  projectId: number,
  name: string,
  content: string,
  fields: Record<string, string> = {},
) {
  const response = await client.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/documents`,
    ...multipart(fields, { name, content }),
  });
  await t.app.jobs.idle();
  return response;
}

async function uploaded(t: TestContext, client: Client, projectId: number, name: string, content: string) {
  const response = await uploadInto(t, client, projectId, name, content);
  expect(response.statusCode, response.body).toBe(202);
  return (response.json() as ProjectDocumentsStarted).documents;
}

const documentOf = async (client: Client, id: number) =>
  (await client.inject(`/api/document/${id}`)).json() as Document;

describeWithDatabases('a project with several target languages', (t) => {
  it('keeps its target languages in order, the first also as target_lang, and refuses none, twice or the source', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, { source_lang: 'en', target_langs: ['de', 'fr-ca'] });
    expect(project).toMatchObject({ target_langs: ['de', 'fr-CA'], target_lang: 'de' });
    // An older client names one target language.
    expect(await createProject(manager, { source_lang: 'en', target_lang: 'it' })).toMatchObject({
      target_langs: ['it'],
      target_lang: 'it',
    });
    const refused = async (body: object, message: string) =>
      expect((await createProject(manager, body, 400)).message).toContain(message);
    await refused({ source_lang: 'en', target_langs: [] }, 'name at least one target language');
    await refused({ source_lang: 'en', target_langs: ['de', 'DE'] }, 'name each target language once');
    await refused({ source_lang: 'en', target_langs: ['de', 'en'] }, 'must not name the source language');
    await refused({ source_lang: 'en', target_langs: ['de-AT', 'xx-'] }, 'must be a language code');
    await refused({ source_lang: 'en' }, 'name the target languages (target_langs)');
    await refused(
      { source_lang: 'en', target_lang: 'fr', target_langs: ['de', 'fr'] },
      'must be the first of target_langs',
    );

    const put = (payload: object) => manager.inject({ method: 'PUT', url: `/api/projects/${project.id}`, payload });
    expect((await put({ target_langs: ['fr-CA', 'de', 'es'] })).json()).toMatchObject({
      target_langs: ['fr-CA', 'de', 'es'],
      target_lang: 'fr-CA',
    });
    // An older client's settings send target_lang: it replaces the first, the others stay.
    expect((await put({ target_lang: 'nl' })).json()).toMatchObject({ target_langs: ['nl', 'de', 'es'] });
    expect((await put({ target_langs: ['de', 'en'] })).json().message).toContain('must not name the source language');
    expect((await put({ source_lang: 'de' })).json().message).toBe(
      'Invalid request: source_lang must not be one of the target languages',
    );
  });

  it('makes one document per target language of an uploaded file, each with its import job, all or none', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, { source_lang: 'en', target_langs: ['de', 'fr'] });
    const documents = await uploaded(t, manager, project.id, 'ui.xlf', untargeted(['Save the file.', 'Close it.']));
    expect(documents.map((document) => [document.name, document.source_lang, document.target_lang])).toEqual([
      ['ui.xlf', 'en', 'de'],
      ['ui.xlf', 'en', 'fr'],
    ]);
    for (const document of documents) {
      const read = await documentOf(manager, document.id);
      expect(read, read.processing_error ?? '').toMatchObject({
        status: 'done',
        project_id: project.id,
        target_lang: document.target_lang,
        records_count: 2,
      });
      const job = (await manager.inject(`/api/jobs/${document.job_id}`)).json() as Job;
      expect(job).toMatchObject({ kind: 'document.import', status: 'done' });
      expect((await documentRecords(manager, document.id)).map((record) => record.source)).toEqual([
        'Save the file.',
        'Close it.',
      ]);
    }
    // The project's progress: a row per language, in the order of its first document, and the totals of them all.
    const progress = (await manager.inject(`/api/projects/${project.id}/progress`)).json() as ProjectProgress;
    expect(progress.languages.map((language) => [language.target_lang, language.documents, language.words])).toEqual([
      ['de', 1, { total: 5, translated: 0, approved: 0, reviewed: 0 }],
      ['fr', 1, { total: 5, translated: 0, approved: 0, reviewed: 0 }],
    ]);
    expect(progress.total.words.total).toBe(10);

    const count = async () =>
      (await t.db.selectFrom('documents').select('id').where('project_id', '=', project.id).execute()).length;
    const unreadable = await uploadInto(t, manager, project.id, 'notes.bin', '\u0000\u0001 nothing to read');
    expect(unreadable.statusCode).toBe(422);
    const empty = await uploadInto(t, manager, project.id, 'empty.xlf', '');
    expect(empty.json().message).toBe('The file is empty');
    expect(await count()).toBe(2);
    const notMultipart = await manager.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/documents`,
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(400);
    expect((await uploadInto(t, manager, 999999, 'ui.xlf', untargeted(['Hi.']))).statusCode).toBe(404);
  });

  it('makes a file that names its target language the document of that language only, and refuses one that names none of them', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, { source_lang: 'en', target_langs: ['de-DE', 'fr'] });
    const [german, ...others] = await uploaded(t, manager, project.id, 'de.xlf', xliffOf([['Hello.', 'Hallo.']]));
    expect(others).toEqual([]);
    expect(german!.target_lang).toBe('de-DE');
    expect(await documentOf(manager, german!.id)).toMatchObject({
      status: 'done',
      target_lang: 'de',
      records_count: 1,
    });
    const po = 'msgid ""\nmsgstr ""\n"Language: fr\\n"\n\nmsgid "Hello."\nmsgstr "Bonjour."\n';
    const [french, ...more] = await uploaded(t, manager, project.id, 'fr.po', po);
    expect(more).toEqual([]);
    expect(await documentOf(manager, french!.id)).toMatchObject({
      status: 'done',
      target_lang: 'fr',
      records_count: 1,
    });

    const italian = await uploadInto(
      t,
      manager,
      project.id,
      'it.xlf',
      xliffOf([['Hello.', 'Ciao.']]).replace('target-language="de"', 'target-language="it"'),
    );
    expect(italian.statusCode).toBe(422);
    expect(italian.json().message).toBe(
      "This file is to be translated into it, which is none of this project's target languages (de-DE, fr). Add it " +
        "to the project's languages, or upload a file that does not name its target language (it then becomes one " +
        'document per target language).',
    );
    const names = await t.db.selectFrom('documents').select('name').where('project_id', '=', project.id).execute();
    expect(names.map((row) => row.name)).toEqual(['de.xlf', 'fr.po']);
  });

  it('makes only the document of the language target_lang names: a file sent again for the one that failed', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, { source_lang: 'en', target_langs: ['de', 'fr-CA'] });
    const file = untargeted(['Save the file.']);
    const again = await uploadInto(t, manager, project.id, 'ui.xlf', file, { target_lang: 'fr-ca' });
    expect(again.statusCode, again.body).toBe(202);
    expect((again.json() as ProjectDocumentsStarted).documents.map((document) => document.target_lang)).toEqual([
      'fr-CA',
    ]);
    const refused = await uploadInto(t, manager, project.id, 'ui.xlf', file, { target_lang: 'es' });
    expect([refused.statusCode, refused.json()]).toEqual([
      422,
      expect.objectContaining({
        code: 'target_lang_not_offered',
        message: 'target_lang "es" is not a language this file can be uploaded in here: de, fr-CA',
        details: { field: 'target_lang' },
      }),
    ]);
    // A file naming German is German's document only: French cannot be asked of it.
    const german = await uploadInto(t, manager, project.id, 'de.xlf', xliffOf(['Close it.']), { target_lang: 'fr-CA' });
    expect([german.statusCode, german.json().message]).toEqual([
      422,
      'target_lang "fr-CA" is not a language this file can be uploaded in here: de',
    ]);
    const documents = await t.db.selectFrom('documents').select('id').where('project_id', '=', project.id).execute();
    expect(documents).toHaveLength(1);
  });

  it("gives each document the project's TMs and glossaries of its languages only, a form of a language included", async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, { source_lang: 'en', target_langs: ['de-DE', 'fr'] });
    const german = await createTmWithUnits(t, manager, 'German', [{ source: 'Save the file.', target: 'Speichern.' }]);
    const french = await createTm(manager, { name: 'French', source_lang: 'en-US', target_lang: 'fr' });
    await linkTms(t, manager, `/api/projects/${project.id}`, [
      { id: german.id, mode: 'read' },
      { id: french.id, mode: 'write' },
    ]);
    const glossary = await createGlossary(manager, { name: 'French terms', target_lang: 'fr' });
    const glossaries = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/glossaries`,
      payload: { glossaries: [{ id: glossary.id }] },
    });
    expect(glossaries.statusCode, glossaries.body).toBe(200);
    const [de, fr] = await uploaded(t, manager, project.id, 'ui.xlf', untargeted(['Save the file.', 'Save the file.']));
    const names = async (documentId: number, list: string) =>
      ((await manager.inject(`/api/document/${documentId}/${list}`)).json() as { name: string }[]).map(
        (link) => link.name,
      );
    // en → de serves en → de-DE; en-US → fr serves en → fr.
    expect(await names(de!.id, 'translation_memories')).toEqual(['German']);
    expect(await names(fr!.id, 'translation_memories')).toEqual(['French']);
    expect(await names(de!.id, 'glossaries')).toEqual([]);
    expect(await names(fr!.id, 'glossaries')).toEqual(['French terms']);

    // Repetitions are of one language: the French document's first segment repeats no German one.
    const analysis = (await manager.inject(`/api/projects/${project.id}/analysis`)).json() as Analysis;
    const segmentsOf = (table: Pick<Analysis, 'bands'>) =>
      Object.fromEntries(table.bands.filter((band) => band.segments > 0).map((band) => [band.band, band.segments]));
    expect(analysis.languages.map((language) => [language.target_lang, segmentsOf(language)])).toEqual([
      ['de-DE', { '100': 1, repetition: 1 }],
      ['fr', { 'no-match': 1, repetition: 1 }],
    ]);
    expect(analysis.documents.map((document) => [document.target_lang, segmentsOf(document)])).toEqual([
      ['de-DE', { '100': 1, repetition: 1 }],
      ['fr', { 'no-match': 1, repetition: 1 }],
    ]);
    expect(segmentsOf(analysis)).toEqual({ '100': 1, repetition: 2, 'no-match': 1 });

    const started = await manager.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/pretranslate`,
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.app.jobs.idle();
    const targets = async (documentId: number) =>
      (await documentRecords(manager, documentId)).map((record) => record.target);
    expect(await targets(de!.id)).toEqual(['Speichern.', 'Speichern.']);
    // Not a German target copied as a repetition.
    expect(await targets(fr!.id)).toEqual(['', '']);

    const zip = unzip((await manager.inject(`/api/projects/${project.id}/download`)).rawPayload);
    expect(zip.map((entry) => entry.name)).toEqual(['de-DE/ui.xlf', 'fr/ui.xlf']);
    expect(zip[0]!.data.toString('utf8')).toContain('Speichern.');
  });

  it('adds a target language for the files uploaded from then on, and refuses to remove one that has documents', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, { source_lang: 'en', target_langs: ['de', 'fr'] });
    await uploaded(t, manager, project.id, 'one.xlf', untargeted(['One.']));
    await uploaded(t, manager, project.id, 'two.xlf', untargeted(['Two.']));
    const put = (target_langs: string[]) =>
      manager.inject({ method: 'PUT', url: `/api/projects/${project.id}`, payload: { target_langs } });

    const added = await put(['de', 'fr', 'es']);
    expect(added.statusCode, added.body).toBe(200);
    expect((await put(['de', 'es'])).json()).toEqual({
      message: 'fr cannot be removed: 2 documents are in it (one.xlf, two.xlf). Delete them first.',
      code: 'target_language_has_documents',
    });
    expect((await put(['de', 'es'])).statusCode).toBe(409);
    const three = await uploaded(t, manager, project.id, 'three.xlf', untargeted(['Three.']));
    expect(three.map((document) => document.target_lang)).toEqual(['de', 'fr', 'es']);
    const removed = await put(['de', 'fr']);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe('es cannot be removed: 1 document is in it (three.xlf). Delete it first.');
    await manager.inject({ method: 'DELETE', url: `/api/document/${three[2]!.id}` });
    expect((await put(['de', 'fr'])).json()).toMatchObject({ target_langs: ['de', 'fr'] });
  });

  it('gives a target language added with copy_documents a document of each file already in the project', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, { source_lang: 'en', target_langs: ['de'] });
    await uploaded(t, manager, project.id, 'one.xlf', untargeted(['One.', 'Two.']));
    await uploaded(t, manager, project.id, 'two.xlf', untargeted(['Three.']));
    // A file that names its target language stays the document of that language.
    await uploaded(t, manager, project.id, 'german.xlf', xliffOf([['Four.', 'Vier.']]));
    const changed = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { target_langs: ['de', 'fr', 'it'], copy_documents: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.app.jobs.idle();
    const documents = await t.db
      .selectFrom('documents')
      .select(['id', 'name', 'target_lang', 'status', 'records_count'])
      .where('project_id', '=', project.id)
      .orderBy('id')
      .execute();
    expect(documents.map((d) => [d.name, d.target_lang, d.status, d.records_count])).toEqual([
      ['one.xlf', 'de', 'done', 2],
      ['two.xlf', 'de', 'done', 1],
      ['german.xlf', 'de', 'done', 1],
      ['one.xlf', 'fr', 'done', 2],
      ['two.xlf', 'fr', 'done', 1],
      ['one.xlf', 'it', 'done', 2],
      ['two.xlf', 'it', 'done', 1],
    ]);
    expect((await documentRecords(manager, documents[5]!.id)).map((record) => record.source)).toEqual(['One.', 'Two.']);
    // Without it, a language added gets only the files uploaded from then on.
    await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { target_langs: ['de', 'fr', 'it', 'es'] },
    });
    await t.app.jobs.idle();
    expect((await documentOf(manager, documents[6]!.id)).target_lang).toBe('it');
    const spanish = await t.db
      .selectFrom('documents')
      .select('id')
      .where('project_id', '=', project.id)
      .where('target_lang', '=', 'es')
      .execute();
    expect(spanish).toEqual([]);
  });

  it("downloads each language's files where its platform puts them, to unpack over a repository", async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, { source_lang: 'en-US', target_langs: ['de-DE', 'pt-BR', 'sr-Latn'] });
    const json = await uploaded(t, manager, project.id, 'en.json', '{"save": "Save"}');
    await uploaded(t, manager, project.id, 'strings.xml', '<resources><string name="save">Save</string></resources>');
    await uploaded(t, manager, project.id, 'Localizable.strings', '"save" = "Save";\n');
    const zip = unzip((await manager.inject(`/api/projects/${project.id}/download`)).rawPayload);
    // Named as these files name their language, without a region (`en.json`; Android's `values/`, Apple's default).
    expect(zip.map((entry) => entry.name).sort()).toEqual([
      'de.json',
      'de.lproj/Localizable.strings',
      'pt.json',
      'pt.lproj/Localizable.strings',
      'sr-Latn.json',
      'sr-Latn.lproj/Localizable.strings',
      'values-b+sr+Latn/strings.xml',
      'values-de/strings.xml',
      'values-pt/strings.xml',
    ]);
    const portuguese = json.find((document) => document.target_lang === 'pt-BR');
    const single = await manager.inject(`/api/document/${portuguese!.id}/download`);
    expect(single.headers['content-disposition']).toContain('filename="pt.json"');
  });
});
