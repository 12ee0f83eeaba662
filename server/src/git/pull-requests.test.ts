import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRecord, Job, Repository } from '@tessera/shared/contract';
import { describeWithPostgresToo, type SignedInClient } from '../test/harness.ts';
import { startGitServer, type TestGitServer } from '../test/git-server.ts';
import { githubDescription, startForgeApi, type ForgeApi } from '../test/forge-api.ts';
import { defaultApiUrl, repositoryOnForge } from './pull-requests.ts';

const GIT_TOKEN = 'git-token-0123456789';
const FORGE_TOKEN = 'ghp_forge0123456789abcdefghijklmnopqrstuv';
const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Pull requests opened on GitHub from the push branch, against GitHub's own OpenAPI description served on
 * loopback (../test/forge-api.ts): every request Tessera makes must fit GitHub's contract, and the answers are
 * the contract's examples (its example pull request is number 1347 of octocat/Hello-World).
 */
describeWithPostgresToo('pull requests on GitHub from the push branch', (t) => {
  let git: TestGitServer;
  let forge: ForgeApi;
  let admin: SignedInClient;
  let projectId: number;
  beforeAll(async () => {
    git = await startGitServer({ token: GIT_TOKEN });
    await git.createRepository('octo/app', {
      'locales/en/app.json': json({ hello: 'Hello', bye: 'Goodbye', cart: 'Cart', more: 'More' }),
    });
    forge = await startForgeApi(await githubDescription());
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

  const body = (changes: object = {}, push: object = {}) => ({
    url: git.urlOf('octo/app'),
    branch: 'main',
    credentials: { kind: 'token', token: GIT_TOKEN },
    push: {
      mode: 'branch',
      pull_request: { forge: 'github', api_url: forge.url, token: FORGE_TOKEN },
      ...push,
    },
    files: [{ source: 'locales/en/*.json', translation: 'locales/{lang}/{name}.json' }],
    // Both servers are on loopback, a private address: as an admin allows for an in-house forge.
    allow_private_network: true,
    ...changes,
  });
  const put = (payload: object) =>
    admin.inject({ method: 'PUT', url: `/api/projects/${projectId}/repository`, payload });
  const state = async () => (await admin.inject(`/api/projects/${projectId}/repository`)).json() as Repository;
  async function run(kind: 'pull' | 'push'): Promise<Job> {
    const answer = await admin.inject({ method: 'POST', url: `/api/projects/${projectId}/repository/${kind}` });
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
  /** The requests since the last look, as `METHOD operationId`, each checked against GitHub's description. */
  let seen = 0;
  function forgeCalls(): string[] {
    const calls = forge.requests.slice(seen);
    seen = forge.requests.length;
    for (const call of calls) {
      expect(call.refusals, `${call.method} ${call.path}`).toEqual([]);
      expect(call.headers.authorization).toBe(`Bearer ${FORGE_TOKEN}`);
    }
    return calls.map((call) => `${call.method} ${call.operationId} ${call.path}`);
  }

  it('refuses a pull request without a push branch of its own, or for an address naming no owner', async () => {
    const direct = await put(body({}, { mode: 'direct' }));
    expect(direct.statusCode).toBe(400);
    expect(direct.json()).toMatchObject({
      code: 'pull_request_needs_push_branch',
      details: { field: 'push.pull_request' },
    });
    const noOwner = await put(body({ url: git.urlOf('app') }));
    expect(noOwner.statusCode).toBe(422);
    expect(noOwner.json().message).toMatch(/owner and repository/);
    const otherScheme = await put(
      body({}, { pull_request: { forge: 'github', api_url: 'ftp://127.0.0.1/api', token: FORGE_TOKEN } }),
    );
    expect(otherScheme.statusCode).toBe(422);
    expect(otherScheme.json()).toMatchObject({
      code: 'invalid_forge_api_url',
      message: expect.stringMatching(/https:\/\//),
    });
    expect((await admin.inject(`/api/projects/${projectId}/repository`)).statusCode).toBe(404);
  });

  it('opens the pull request on the first push, its token sealed and in no answer', async () => {
    const connected = await put(body());
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.body).not.toContain(FORGE_TOKEN);
    expect(connected.json().push.pull_request).toEqual({
      forge: 'github',
      api_url: forge.url,
      url: null,
      number: null,
    });
    const row = await t.db
      .selectFrom('repository_connections')
      .select('pull_request_token_sealed')
      .executeTakeFirstOrThrow();
    expect(row.pull_request_token_sealed).toMatch(/^v\d+:/);
    expect(row.pull_request_token_sealed).not.toContain(FORGE_TOKEN);

    expect((await run('pull')).status).toBe('done');
    await translate('hello', 'Hallo');
    const job = await run('push');
    expect(job.status, job.message ?? '').toBe('done');
    expect(job.message).toContain('Pull request: https://github.com/octocat/Hello-World/pull/1347');
    expect(forgeCalls()).toEqual(['POST pulls/create /repos/octo/app/pulls']);
    const opened = forge.requests.at(-1)!.body as Record<string, string>;
    expect(opened).toMatchObject({ title: 'Translations: de (1)', head: 'tessera/translations', base: 'main' });
    expect(opened.body).toContain('Written by Tessera for project "App".');
    expect((await state()).push.pull_request).toEqual({
      forge: 'github',
      api_url: forge.url,
      url: 'https://github.com/octocat/Hello-World/pull/1347',
      number: 1347,
    });
  });

  it('updates the open pull request on the next push rather than opening another', async () => {
    await translate('bye', 'Tschüss');
    const job = await run('push');
    expect(job.status, job.message ?? '').toBe('done');
    expect(forgeCalls()).toEqual([
      'GET pulls/get /repos/octo/app/pulls/1347',
      'PATCH pulls/update /repos/octo/app/pulls/1347',
    ]);
    expect(forge.requests.at(-1)!.body).toMatchObject({ title: 'Translations: de (2)' });
    // Saving the connection again with the same repository and branches keeps the pull request.
    expect((await put(body())).json().push.pull_request.number).toBe(1347);
  });

  it('opens another once the earlier one was closed, and takes over one GitHub says is open for the branch', async () => {
    forge.answerNext('pulls/get', 200, (example) => ({ ...(example as object), state: 'closed' }));
    forge.answerNext('pulls/create', 422, () => ({
      message: 'Validation Failed',
      errors: [
        {
          resource: 'PullRequest',
          code: 'custom',
          message: 'A pull request already exists for octo:tessera/translations.',
        },
      ],
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
    }));
    await translate('cart', 'Warenkorb');
    const job = await run('push');
    expect(job.status, job.message ?? '').toBe('done');
    expect(forgeCalls()).toEqual([
      'GET pulls/get /repos/octo/app/pulls/1347',
      'POST pulls/create /repos/octo/app/pulls',
      'GET pulls/list /repos/octo/app/pulls?state=open&head=octo%3Atessera%2Ftranslations&base=main',
      'PATCH pulls/update /repos/octo/app/pulls/1347',
    ]);
  });

  it('fails the push saying the translations were pushed when GitHub refuses the token, never showing it', async () => {
    forge.answerNext('pulls/update', 403, () => ({
      message: 'Resource not accessible by personal access token',
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#update-a-pull-request',
    }));
    await translate('more', 'Mehr');
    const job = await run('push');
    expect(job.status).toBe('failed');
    expect(forgeCalls()).toEqual([
      'GET pulls/get /repos/octo/app/pulls/1347',
      'PATCH pulls/update /repos/octo/app/pulls/1347',
    ]);
    const failed = await state();
    expect(failed.error?.message).toBe(
      'The translations were pushed to tessera/translations, but the pull request was not opened: GitHub refused ' +
        'the token (403): Resource not accessible by personal access token',
    );
    expect(JSON.stringify(failed)).not.toContain(FORGE_TOKEN);
    expect(JSON.parse((await git.readFile('octo/app', 'locales/de/app.json', 'tessera/translations'))!)).toMatchObject({
      more: 'Mehr',
    });
    // Another push branch is another pull request: the one kept is forgotten.
    const moved = await put(body({}, { branch: 'tessera/other' }));
    expect(moved.json().push.pull_request).toMatchObject({ url: null, number: null });
  });
});

describe("a repository's place on GitHub", () => {
  it('is api.github.com for github.com and /api/v3 on a GitHub Enterprise host, the path its owner and name', () => {
    expect(defaultApiUrl('github', 'https://github.com/octo/app.git')).toBe('https://api.github.com');
    expect(defaultApiUrl('github', 'ssh://git@github.com/octo/app.git')).toBe('https://api.github.com');
    expect(defaultApiUrl('github', 'https://git.example.com/octo/app.git')).toBe('https://git.example.com/api/v3');
    expect(repositoryOnForge('https://github.com/octo/app.git')).toEqual({ owner: 'octo', name: 'app' });
    expect(repositoryOnForge('ssh://git@github.com/octo/my%20app')).toEqual({ owner: 'octo', name: 'my app' });
    expect(repositoryOnForge('https://gitlab.example.com/group/sub/app.git')).toBeUndefined();
    expect(repositoryOnForge('https://example.com/app.git')).toBeUndefined();
  });
});
