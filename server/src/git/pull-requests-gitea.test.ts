import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocumentRecord, Job, Repository } from '@tessera/shared/contract';
import { describeWithPostgresToo, type SignedInClient } from '../test/harness.ts';
import { startGitServer, type TestGitServer } from '../test/git-server.ts';
import { giteaDescription, startForgeApi, type ForgeApi } from '../test/forge-api.ts';
import { defaultApiUrl } from './pull-requests.ts';

const GIT_TOKEN = 'git-token-0123456789';
const FORGE_TOKEN = 'gitea-forge-0123456789abcdef';
const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;

/** A pull request as Gitea's description shapes one (its example-less schema lets the test say what Gitea answers). */
const pull = (number: number, state: 'open' | 'closed', head = 'tessera/translations') => ({
  number,
  state,
  html_url: `https://gitea.example.com/octo/app/pulls/${number}`,
  title: 'Translations',
  head: { ref: head, label: head },
  base: { ref: 'main', label: 'main' },
});

/**
 * Pull requests opened on Gitea (and Forgejo, which keeps its API) from the push branch, against Gitea's own API
 * description (server/src/test/forges) served on loopback: every request Tessera makes must fit it, the token
 * included, and every answer the test gives is checked against its schema.
 */
describeWithPostgresToo('pull requests on Gitea from the push branch', (t) => {
  let git: TestGitServer;
  let forge: ForgeApi;
  let admin: SignedInClient;
  let projectId: number;
  beforeAll(async () => {
    git = await startGitServer({ token: GIT_TOKEN });
    await git.createRepository('octo/app', {
      'locales/en/app.json': json({ hello: 'Hello', bye: 'Goodbye', cart: 'Cart', more: 'More' }),
    });
    forge = await startForgeApi(await giteaDescription());
    admin = await t.signIn('admin');
    const created = await admin.inject({
      method: 'POST',
      url: '/api/projects/',
      payload: { name: 'App', source_lang: 'en', target_langs: ['de'] },
    });
    projectId = created.json().id;
  });
  afterAll(async () => {
    await git.close();
    await forge.close();
  });

  const body = (push: object = {}) => ({
    url: git.urlOf('octo/app'),
    branch: 'main',
    credentials: { kind: 'token', token: GIT_TOKEN },
    push: {
      mode: 'branch',
      pull_request: { forge: 'gitea', api_url: `${forge.url}/api/v1`, token: FORGE_TOKEN },
      ...push,
    },
    files: [{ source: 'locales/en/*.json', translation: 'locales/{lang}/{name}.json' }],
    allow_private_network: true,
  });
  const put = (payload: object) =>
    admin.inject({ method: 'PUT', url: `/api/projects/${projectId}/repository`, payload });
  const state = async () => (await admin.inject(`/api/projects/${projectId}/repository`)).json() as Repository;
  async function push(): Promise<Job> {
    const answer = await admin.inject({ method: 'POST', url: `/api/projects/${projectId}/repository/push` });
    expect(answer.statusCode, answer.body).toBe(202);
    await t.app.jobs.idle();
    return (await admin.inject(`/api/jobs/${answer.json().job_id}`)).json();
  }
  async function translate(key: string, target: string) {
    const { document_id } = await t.db
      .selectFrom('repository_documents')
      .select('document_id')
      .executeTakeFirstOrThrow();
    const records = (await admin.inject(`/api/document/${document_id}/records`)).json().records as DocumentRecord[];
    const record = records.find((candidate) => candidate.unit_id === key)!;
    const saved = await admin.inject({
      method: 'PUT',
      url: `/api/document/records/${record.id}`,
      payload: { target, approved: true, updated_at: record.updated_at },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  /** The requests since the last look, as `METHOD operationId path`, each checked against Gitea's description. */
  let seen = 0;
  function forgeCalls(): string[] {
    const calls = forge.requests.slice(seen);
    seen = forge.requests.length;
    for (const call of calls) {
      expect(call.refusals, `${call.method} ${call.path}`).toEqual([]);
      expect(call.headers.authorization).toBe(`token ${FORGE_TOKEN}`);
    }
    return calls.map((call) => `${call.method} ${call.operationId} ${call.path}`);
  }

  it('opens the pull request on the first push, its token sealed and in no answer', async () => {
    const connected = await put(body());
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.body).not.toContain(FORGE_TOKEN);
    expect(connected.json().push.pull_request).toEqual({
      forge: 'gitea',
      api_url: `${forge.url}/api/v1`,
      url: null,
      number: null,
    });
    const pulled = await admin.inject({ method: 'POST', url: `/api/projects/${projectId}/repository/pull` });
    expect(pulled.statusCode).toBe(202);
    await t.app.jobs.idle();
    await translate('hello', 'Hallo');
    forge.answerNext('repoCreatePullRequest', 201, () => pull(3, 'open'));
    const job = await push();
    expect(job.status, job.message ?? '').toBe('done');
    expect(job.message).toContain('Pull request: https://gitea.example.com/octo/app/pulls/3');
    expect(forgeCalls()).toEqual(['POST repoCreatePullRequest /api/v1/repos/octo/app/pulls']);
    expect(forge.requests.at(-1)!.body).toMatchObject({
      title: 'Translations: de (1)',
      head: 'tessera/translations',
      base: 'main',
    });
    expect((await state()).push.pull_request).toMatchObject({
      url: 'https://gitea.example.com/octo/app/pulls/3',
      number: 3,
    });
  });

  it('updates the open pull request on the next push rather than opening another', async () => {
    forge.answerNext('repoGetPullRequest', 200, () => pull(3, 'open'));
    forge.answerNext('repoEditPullRequest', 201, () => pull(3, 'open'));
    await translate('bye', 'Tschüss');
    const job = await push();
    expect(job.status, job.message ?? '').toBe('done');
    expect(forgeCalls()).toEqual([
      'GET repoGetPullRequest /api/v1/repos/octo/app/pulls/3',
      'PATCH repoEditPullRequest /api/v1/repos/octo/app/pulls/3',
    ]);
    expect(forge.requests.at(-1)!.body).toMatchObject({ title: 'Translations: de (2)' });
  });

  it('opens another once the earlier one was closed, and takes over the one Gitea says is open for the branch', async () => {
    forge.answerNext('repoGetPullRequest', 200, () => pull(3, 'closed'));
    forge.answerNext('repoCreatePullRequest', 409, () => ({
      message: 'pull request already exists for these targets',
    }));
    forge.answerNext('repoListPullRequests', 200, () => [pull(9, 'open', 'feature'), pull(8, 'open')]);
    forge.answerNext('repoEditPullRequest', 201, () => pull(8, 'open'));
    await translate('cart', 'Warenkorb');
    const job = await push();
    expect(job.status, job.message ?? '').toBe('done');
    expect(forgeCalls()).toEqual([
      'GET repoGetPullRequest /api/v1/repos/octo/app/pulls/3',
      'POST repoCreatePullRequest /api/v1/repos/octo/app/pulls',
      'GET repoListPullRequests /api/v1/repos/octo/app/pulls?state=open&sort=recentupdate&limit=50',
      'PATCH repoEditPullRequest /api/v1/repos/octo/app/pulls/8',
    ]);
    expect((await state()).push.pull_request).toMatchObject({ number: 8 });
  });

  it('fails the push saying the translations were pushed when Gitea refuses the token, never showing it', async () => {
    forge.answerNext('repoGetPullRequest', 200, () => pull(8, 'open'));
    forge.answerNext('repoEditPullRequest', 403, () => ({
      message: 'token does not have at least one of required scope(s)',
    }));
    await translate('more', 'Mehr');
    const job = await push();
    expect(job.status).toBe('failed');
    expect(forgeCalls()).toHaveLength(2);
    const failed = await state();
    expect(failed.error?.message).toBe(
      'The translations were pushed to tessera/translations, but the pull request was not opened: Gitea refused ' +
        'the token (403): token does not have at least one of required scope(s)',
    );
    expect(JSON.stringify(failed)).not.toContain(FORGE_TOKEN);
  });
});

it("is Gitea's /api/v1 on the repository's host", () => {
  expect(defaultApiUrl('gitea', 'https://codeberg.org/octo/app.git')).toBe('https://codeberg.org/api/v1');
  expect(defaultApiUrl('gitea', 'ssh://git@git.example.com/octo/app.git')).toBe('https://git.example.com/api/v1');
});
