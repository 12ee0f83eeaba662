import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Document, DocumentRecord, RepositoryPreview } from '@tessera/shared/contract';
import { describeWithPostgresToo, type SignedInClient } from '../test/harness.ts';
import { startGitServer, type TestGitServer } from '../test/git-server.ts';
import { savedRecord } from '../test/resources.ts';
import { finishedRepositoryJob } from './connection.test-helper.ts';

/*
 * Translation files named in the repository's own style: sources that name their language without a region
 * (`en.json`, Android's `values/`) take the target's language alone (`de-DE` → `de.json`, `values-de`), those
 * that name a region keep the target's; the `languages:` map of the repository form says otherwise where it
 * names a language.
 */

const TOKEN = 'glpat-test-token-0123456789';
const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
const android = (text: string) => `<resources>\n    <string name="hello">${text}</string>\n</resources>\n`;

const WEB = [{ source: 'locales/en.json', translation: 'locales/{lang}.json' }];
const ANDROID = [{ source: 'app/res/values/strings.xml', translation: 'app/res/values-{lang}/strings.xml' }];
const REGIONAL = [{ source: 'i18n/en-US/*.json', translation: 'i18n/{lang}/{name}.json' }];

describeWithPostgresToo('translation file names in the repository’s own style', (t) => {
  let git: TestGitServer;
  let admin: SignedInClient;
  beforeAll(async () => {
    git = await startGitServer({ token: TOKEN });
    await git.createRepository('app', {
      'locales/en.json': json({ hello: 'Hello', bye: 'Goodbye' }),
      'locales/de.json': json({ hello: 'Hallo' }),
      'app/res/values/strings.xml': android('Hello'),
      'i18n/en-US/app.json': json({ hello: 'Hello' }),
    });
    admin = await t.signIn('admin');
  });
  afterAll(() => git.close());

  const newProject = async () =>
    (
      await admin.inject({
        method: 'POST',
        url: '/api/projects/',
        payload: { name: `App ${Math.random()}`, source_lang: 'en-US', target_langs: ['de-DE', 'fr-FR'] },
      })
    ).json().id as number;
  const connection = (files: object[], languages: Record<string, string> = {}) => ({
    url: git.urlOf('app'),
    branch: 'main',
    credentials: { kind: 'token', token: TOKEN },
    push: { mode: 'direct' },
    files,
    languages,
    allow_private_network: true,
  });
  async function preview(projectId: number, files: object[], languages?: Record<string, string>) {
    const answer = await admin.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/repository/preview`,
      payload: connection(files, languages),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as RepositoryPreview).matched.flatMap((file) =>
      file.documents.map((document) => [document.translation_path, document.translation_exists]),
    );
  }
  const finished = (projectId: number, action: 'pull' | 'push') => finishedRepositoryJob(t, admin, projectId, action);
  /** The project's document of `language` and its segments. */
  async function documentOf(projectId: number, language: string) {
    const documents = (await admin.inject('/api/document/')).json() as Document[];
    const document = documents.find((one) => one.project_id === projectId && one.target_lang === language)!;
    const answer = await admin.inject(`/api/document/${document.id}/records`);
    return { document, records: answer.json().records as DocumentRecord[] };
  }

  it('previews each language’s file by the sources’ style: the language alone, or with its region', async () => {
    const projectId = await newProject();
    expect(await preview(projectId, [...WEB, ...ANDROID, ...REGIONAL])).toEqual([
      ['app/res/values-de/strings.xml', false],
      ['app/res/values-fr/strings.xml', false],
      ['i18n/de-DE/app.json', false],
      ['i18n/fr-FR/app.json', false],
      ['locales/de.json', true],
      ['locales/fr.json', false],
    ]);
    // The form's language map names the repository's spelling of a language: it wins.
    expect(await preview(projectId, WEB, { 'fr-FR': 'fr_FR' })).toEqual([
      ['locales/de.json', true],
      ['locales/fr_FR.json', false],
    ]);
  });

  it('pulls the German the repository has in de.json, pushes to de.json and fr.json, and downloads them so named', async () => {
    const projectId = await newProject();
    const connected = await admin.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/repository`,
      payload: connection(WEB),
    });
    expect(connected.statusCode, connected.body).toBe(200);
    await finished(projectId, 'pull');
    const german = await documentOf(projectId, 'de-DE');
    expect(german.records.map((record) => [record.unit_id, record.target, record.approved])).toEqual([
      ['hello', 'Hallo', true],
      ['bye', '', false],
    ]);
    const french = await documentOf(projectId, 'fr-FR');
    await savedRecord(admin, french.records[0]!, { target: 'Bonjour', approved: true });
    await savedRecord(admin, german.records[1]!, { target: 'Tschüss', approved: true });

    await finished(projectId, 'push');
    expect(await git.git('app', ['diff', '--name-status', 'main^', 'main'])).toBe(
      'M\tlocales/de.json\nA\tlocales/fr.json\n',
    );
    expect(JSON.parse((await git.readFile('app', 'locales/fr.json'))!)).toEqual({ hello: 'Bonjour' });
    expect(JSON.parse((await git.readFile('app', 'locales/de.json'))!)).toEqual({ hello: 'Hallo', bye: 'Tschüss' });

    const single = await admin.inject(`/api/document/${german.document.id}/download`);
    expect(single.statusCode, single.body).toBe(200);
    expect(single.headers['content-disposition']).toContain('filename="de.json"');
  });

  it('names the files as the repository’s language map says, for pushes and downloads alike', async () => {
    const projectId = await newProject();
    const connected = await admin.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/repository`,
      payload: connection(WEB, { 'fr-FR': 'fr-FR' }),
    });
    expect(connected.statusCode, connected.body).toBe(200);
    await finished(projectId, 'pull');
    const french = await documentOf(projectId, 'fr-FR');
    await savedRecord(admin, french.records[0]!, { target: 'Salut', approved: true });
    await finished(projectId, 'push');
    expect(JSON.parse((await git.readFile('app', 'locales/fr-FR.json'))!)).toEqual({ hello: 'Salut' });
    const single = await admin.inject(`/api/document/${french.document.id}/download`);
    expect(single.headers['content-disposition']).toContain('filename="fr-FR.json"');
  });
});
