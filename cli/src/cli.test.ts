import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Document, DocumentRecord, Project } from '@tessera/shared/contract';
import { describeWithDatabases, type SignedInClient } from '@tessera/server/test/harness';
import { json, servedProject, tessera, writeFiles } from './command.test-helper.ts';

describeWithDatabases('the tessera command against the real server', (t) => {
  let folder: string;
  let url: string;
  let manager: SignedInClient;
  let token: string;
  let project: Project;

  beforeAll(async () => {
    ({ url, manager, token, project } = await servedProject(t, {
      name: 'Web app',
      source_lang: 'en',
      target_langs: ['de', 'pt-BR'],
    }));
    folder = await mkdtemp(join(tmpdir(), 'tessera-cli-'));
    await writeFiles(folder, {
      'tessera.yml': [
        `url: ${url}/`,
        `project: ${project.id}`,
        'files:',
        '  - source: locales/en/*.json',
        '    translation: locales/{lang}/{name}.json',
        'languages:',
        '  pt-BR: pt_BR',
        'ignore:',
        '  - "**/draft-*.json"',
      ].join('\n'),
      'locales/en/common.json': json({ hello: 'Hello', bye: 'Goodbye' }),
      'locales/en/admin.json': json({ users: 'Users' }),
      'locales/en/draft-ideas.json': json({ idea: 'Not yet' }),
      'locales/de/common.json': json({ hello: 'Hallo' }),
    });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const documents = async () =>
    ((await manager.inject('/api/document/')).json() as Document[]).filter(
      (document) => document.project_id === project.id,
    );
  const documentOf = async (name: string, language: string) =>
    (await documents()).find((document) => document.name === name && document.target_lang === language)!;
  const segmentsOf = async (document: Document) =>
    ((await manager.inject(`/api/document/${document.id}/records`)).json().records as DocumentRecord[]).map(
      ({ source, target, approved, state }) => ({ source, target, approved, state }),
    );

  it('pushes the source files and the translations already there, then prints each language’s progress', async () => {
    const pushed = await tessera(folder, ['push', '--translations'], token);
    expect(pushed.stderr).toBe('');
    expect(pushed.code).toBe(0);
    expect(pushed.stdout.trim().split('\n')).toEqual([
      'locales/en/admin.json (new)',
      'locales/de/admin.json',
      'locales/pt_BR/admin.json',
      'locales/en/common.json (new)',
      'locales/de/common.json',
      'locales/pt_BR/common.json',
      'Pushed 2 source files to "Web app": 2 new, 0 updated, 1 translation files read',
    ]);
    expect((await documents()).map((document) => `${document.name} ${document.target_lang}`).sort()).toEqual([
      'admin.json de',
      'admin.json pt-BR',
      'common.json de',
      'common.json pt-BR',
    ]);
    expect(await segmentsOf(await documentOf('common.json', 'de'))).toEqual([
      { source: 'Hello', target: 'Hallo', approved: true, state: null },
      { source: 'Goodbye', target: '', approved: false, state: null },
    ]);

    const status = await tessera(folder, ['status'], token);
    expect(status.code).toBe(0);
    expect(status.stdout.split('\n')).toEqual([
      'Web app: en → de, pt-BR',
      'de      33 %  1/3 segments confirmed in 2 documents',
      'pt-BR    0 %  0/3 segments confirmed in 2 documents',
      '',
    ]);
  });

  it('pulls every language’s file to its path, the repository’s spelling of the language in it', async () => {
    const german = await documentOf('common.json', 'de');
    const [, goodbye] = (await manager.inject(`/api/document/${german.id}/records`)).json().records as DocumentRecord[];
    expect(goodbye!.source).toBe('Goodbye');
    const saved = await manager.inject({
      method: 'PUT',
      url: `/api/document/records/${goodbye!.id}`,
      payload: { target: 'Auf Wiedersehen', approved: true, updated_at: goodbye!.updated_at },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const pulled = await tessera(folder, ['pull'], token);
    expect(pulled.stderr).toBe('');
    expect(pulled.code).toBe(0);
    expect(pulled.stdout.trim().split('\n').at(-1)).toBe('Pulled 4 translation files from "Web app"');
    const read = async (path: string) => JSON.parse(await readFile(join(folder, path), 'utf8')) as object;
    expect(await read('locales/de/common.json')).toEqual({ hello: 'Hallo', bye: 'Auf Wiedersehen' });
    // Nothing written for what nobody translated: the app shows its English, and no English comes back later as a
    // translation.
    expect(await read('locales/de/admin.json')).toEqual({});
    expect(await read('locales/pt_BR/common.json')).toEqual({});
  });

  it('pushes a changed source file onto its documents, translations kept, and a new language gets its own', async () => {
    await writeFiles(folder, {
      'locales/en/common.json': json({ hello: 'Hello there', bye: 'Goodbye', thanks: 'Thanks' }),
    });
    const french = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { target_langs: ['de', 'pt-BR', 'fr'] },
    });
    expect(french.statusCode, french.body).toBe(200);
    const pushed = await tessera(folder, ['push'], token);
    expect(pushed.stderr).toBe('');
    expect(pushed.stdout.trim().split('\n').at(-1)).toBe('Pushed 2 source files to "Web app": 0 new, 2 updated');
    expect(await segmentsOf(await documentOf('common.json', 'de'))).toEqual([
      { source: 'Hello there', target: 'Hallo', approved: false, state: 'needs-review-translation' },
      { source: 'Goodbye', target: 'Auf Wiedersehen', approved: true, state: 'final' },
      { source: 'Thanks', target: '', approved: false, state: null },
    ]);
    expect(await segmentsOf(await documentOf('admin.json', 'fr'))).toEqual([
      { source: 'Users', target: '', approved: false, state: null },
    ]);
    expect((await documents()).length).toBe(6);
  });

  it('fails in one line naming the setting or the file, with exit status 1', async () => {
    const refused = await tessera(folder, ['status'], 'tsr_not-a-token');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^tessera: TESSERA_TOKEN was refused \(401\)[^\n]*\n$/);

    const missing = await tessera(folder, ['push', '--config', 'ci/tessera.yml'], token);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      `tessera: ${join(folder, 'ci', 'tessera.yml')}: not found (run tessera in the folder that holds tessera.yml, or pass --config)\n`,
    );

    await writeFiles(folder, {
      'bad/tessera.yml': `url: ftp://example.com\nproject: ${project.id}\nfiles: [{source: a.json, translation: "{lang}.json"}]\n`,
      'empty/tessera.yml': `url: ${url}\nproject: ${project.id}\nfiles: [{source: "po/*.pot", translation: "po/{lang}.po"}]\n`,
      'gone/tessera.yml': `url: ${url}\nproject: 999999\nfiles: [{source: "*.json", translation: "{lang}.json"}]\n`,
    });
    const badUrl = await tessera(join(folder, 'bad'), ['pull'], token);
    expect(badUrl.stderr).toMatch(/^tessera: .*bad\/tessera\.yml: url: must be the http:\/\/ or https:\/\/ address/);
    const nothing = await tessera(join(folder, 'empty'), ['push'], token);
    expect(nothing.stderr).toBe(`tessera: files: no file under ${join(folder, 'empty')} matches po/*.pot\n`);
    const gone = await tessera(join(folder, 'gone'), ['status'], token);
    expect(gone.stderr).toBe(`tessera: project: 999999 is no project at ${url}\n`);
    expect([badUrl.code, nothing.code, gone.code]).toEqual([1, 1, 1]);
  });
});
