import { describe, expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { defaultApiUrl, repositoryOnForge } from './pull-requests.ts';
import { pullRequestSuite } from './pull-requests.test-helper.ts';

/**
 * Pull requests opened on GitHub from the push branch, against GitHub's own OpenAPI description served on
 * loopback (../test/forge-api.ts): every request Tessera makes must fit GitHub's contract, and the answers are
 * the contract's examples (its example pull request is number 1347 of octocat/Hello-World).
 */
describeWithPostgresToo('pull requests on GitHub from the push branch', (t) => {
  const suite = pullRequestSuite(t, 'github');
  const { body, put } = suite;

  it('refuses a pull request without a push branch of its own, or for an address naming no owner', async () => {
    const direct = await put(body({}, { mode: 'direct' }));
    expect(direct.statusCode).toBe(400);
    expect(direct.json()).toMatchObject({
      code: 'pull_request_needs_push_branch',
      details: { field: 'push.pull_request' },
    });
    const noOwner = await put(body({ url: suite.git.urlOf('app') }));
    expect(noOwner.statusCode).toBe(422);
    expect(noOwner.json().message).toMatch(/owner and repository/);
    // GitHub has no subgroups: a deeper path names no repository there.
    const nested = await put(body({ url: suite.git.urlOf('group/sub/app') }));
    expect(nested.statusCode).toBe(422);
    expect(nested.json()).toMatchObject({ code: 'repository_not_on_forge', details: { field: 'url' } });
    const otherScheme = await put(
      body({}, { pull_request: { forge: 'github', api_url: 'ftp://127.0.0.1/api', token: suite.token } }),
    );
    expect(otherScheme.statusCode).toBe(422);
    expect(otherScheme.json()).toMatchObject({
      code: 'invalid_forge_api_url',
      message: expect.stringMatching(/https:\/\//),
    });
    expect((await suite.admin.inject(`/api/projects/${suite.projectId}/repository`)).statusCode).toBe(404);
  });

  it('opens the pull request on the first push, its token sealed and in no answer', async () => {
    await suite.connect();
    const { job, calls } = await suite.pushTranslation('hello', 'Hallo');
    expect(job.message).toContain('Pull request: https://github.com/octocat/Hello-World/pull/1347');
    expect(calls).toEqual(['POST pulls/create /repos/octo/app/pulls']);
    const opened = suite.forge.requests.at(-1)!.body as Record<string, string>;
    expect(opened).toMatchObject({ title: 'Translations: de (1)', head: 'tessera/translations', base: 'main' });
    expect(opened.body).toContain('Written by Tessera for project "App".');
    await suite.expectKept('https://github.com/octocat/Hello-World/pull/1347', 1347);
  });

  it('updates the open pull request on the next push rather than opening another', async () => {
    const { calls } = await suite.pushTranslation('bye', 'Tschüss');
    expect(calls).toEqual([
      'GET pulls/get /repos/octo/app/pulls/1347',
      'PATCH pulls/update /repos/octo/app/pulls/1347',
    ]);
    expect(suite.forge.requests.at(-1)!.body).toMatchObject({ title: 'Translations: de (2)' });
    // Saving the connection again with the same repository and branches keeps the pull request.
    expect((await put(body())).json().push.pull_request.number).toBe(1347);
  });

  it('opens another once the earlier one was closed, and takes over one GitHub says is open for the branch', async () => {
    suite.forge.answerNext('pulls/get', 200, (example) => ({ ...(example as object), state: 'closed' }));
    suite.forge.answerNext('pulls/create', 422, () => ({
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
    const { calls } = await suite.pushTranslation('cart', 'Warenkorb');
    expect(calls).toEqual([
      'GET pulls/get /repos/octo/app/pulls/1347',
      'POST pulls/create /repos/octo/app/pulls',
      'GET pulls/list /repos/octo/app/pulls?state=open&head=octo%3Atessera%2Ftranslations&base=main',
      'PATCH pulls/update /repos/octo/app/pulls/1347',
    ]);
  });

  it('fails the push saying the translations were pushed when GitHub refuses the token, never showing it', async () => {
    suite.forge.answerNext('pulls/update', 403, () => ({
      message: 'Resource not accessible by personal access token',
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#update-a-pull-request',
    }));
    const { calls } = await suite.pushTranslation('more', 'Mehr', 'failed');
    expect(calls).toEqual([
      'GET pulls/get /repos/octo/app/pulls/1347',
      'PATCH pulls/update /repos/octo/app/pulls/1347',
    ]);
    await suite.expectRefused('GitHub refused the token (403): Resource not accessible by personal access token');
    expect(
      JSON.parse((await suite.git.readFile('octo/app', 'locales/de/app.json', 'tessera/translations'))!),
    ).toMatchObject({
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
    expect(repositoryOnForge('github', 'https://github.com/octo/app.git')).toEqual({ owner: 'octo', name: 'app' });
    expect(repositoryOnForge('github', 'ssh://git@github.com/octo/my%20app')).toEqual({
      owner: 'octo',
      name: 'my app',
    });
    expect(repositoryOnForge('github', 'https://git.example.com/group/sub/app.git')).toBeUndefined();
    expect(repositoryOnForge('gitea', 'https://git.example.com/group/sub/app.git')).toBeUndefined();
    expect(repositoryOnForge('github', 'https://example.com/app.git')).toBeUndefined();
  });
});
