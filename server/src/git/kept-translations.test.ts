import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import { describeWithDatabases, type Client, type SignedInClient } from '../test/harness.ts';
import { startGitServer, type TestGitServer } from '../test/git-server.ts';
import { savedRecord } from '../test/resources.ts';
import { finishedRepositoryJob } from './connection.test-helper.ts';

/*
 * A repository's translation of a message laid out otherwise than the English (a select repeating a placeholder in
 * each case) cannot be held by the English message's segment: it stays untranslated in Tessera, and the files
 * Tessera commits keep it as the repository wrote it.
 */

const TOKEN = 'glpat-test-token-0123456789';
const arb = (messages: Record<string, string>) => `${JSON.stringify(messages, null, 2)}\n`;

const ENGLISH = arb({
  '@@locale': 'en',
  hello: 'Hello',
  stepIn: 'In {step, select, translation {translation} other {review}} by {name}',
});
const GERMAN = {
  '@@locale': 'de',
  hello: 'Hallo',
  stepIn: '{step, select, translation {In Übersetzung bei {name}} other {In Überprüfung bei {name}}}',
};

describeWithDatabases('repository translations its segments cannot hold', (t) => {
  let git: TestGitServer;
  let admin: SignedInClient;
  let projectId: number;
  beforeAll(async () => {
    git = await startGitServer({ token: TOKEN });
    await git.createRepository('app', { 'l10n/en/app.arb': ENGLISH, 'l10n/de/app.arb': arb(GERMAN) });
    admin = await t.signIn('admin');
    projectId = (
      await admin.inject({
        method: 'POST',
        url: '/api/projects/',
        payload: { name: 'Catalogs', source_lang: 'en', target_langs: ['de'] },
      })
    ).json().id;
    const connected = await admin.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/repository`,
      payload: {
        url: git.urlOf('app'),
        branch: 'main',
        credentials: { kind: 'token', token: TOKEN },
        push: { mode: 'direct' },
        files: [{ source: 'l10n/en/*.arb', translation: 'l10n/{lang}/{name}.arb' }],
        allow_private_network: true,
      },
    });
    if (connected.statusCode !== 200) throw new Error(`connecting failed: ${connected.body}`);
  });
  afterAll(() => git.close());

  const finished = (client: Client, action: 'pull' | 'push') => finishedRepositoryJob(t, client, projectId, action);
  async function translateHello(target: string) {
    const documents = (await admin.inject('/api/document/')).json() as { id: number; project_id: number }[];
    const document = documents.find((one) => one.project_id === projectId)!;
    const records = (await admin.inject(`/api/document/${document.id}/records`)).json().records as DocumentRecord[];
    const hello = records.find((record) => record.unit_id === 'hello')!;
    await savedRecord(admin, hello, { target, approved: true });
    return records.find((record) => record.unit_id === 'stepIn')!;
  }
  const committedGerman = async () => JSON.parse((await git.readFile('app', 'l10n/de/app.arb'))!) as typeof GERMAN;

  it('commits them as the repository has them, from the first pull and from a later one', async () => {
    const first = await finished(admin, 'pull');
    expect(first.message).toContain('stepIn');
    const stepIn = await translateHello('Hallo!');
    expect(stepIn.target).toBe('');
    await finished(admin, 'push');
    expect(await committedGerman()).toEqual({ ...GERMAN, hello: 'Hallo!' });

    const reworded = {
      ...GERMAN,
      stepIn: '{step, select, translation {Bei {name} in Übersetzung} other {Bei {name} in Überprüfung}}',
    };
    await git.commit('app', { files: { 'l10n/de/app.arb': arb(reworded) } });
    await finished(admin, 'pull');
    await translateHello('Guten Tag');
    await finished(admin, 'push');
    expect(await committedGerman()).toEqual({ ...reworded, hello: 'Guten Tag' });
  });
});
