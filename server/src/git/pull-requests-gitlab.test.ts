import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { defaultApiUrl, repositoryOnForge } from './pull-requests.ts';
import { pullRequestSuite } from './pull-requests.test-helper.ts';

/** A merge request as GitLab's description shapes one (it gives no example, so the test says what GitLab answers). */
const mergeRequest = (iid: number, state: 'opened' | 'closed') => ({
  id: 1000 + iid,
  iid,
  project_id: 7,
  state,
  title: 'Translations',
  web_url: `https://gitlab.example.com/octo/app/-/merge_requests/${iid}`,
  source_branch: 'tessera/translations',
  target_branch: 'main',
});

/**
 * Merge requests (GitLab's pull requests) opened on GitLab from the push branch, against GitLab's own API
 * description (an excerpt of it, server/src/test/forges) served on loopback: every request Tessera makes must fit
 * it, and every answer the test gives is checked against its schema.
 */
describeWithPostgresToo('merge requests on GitLab from the push branch', (t) => {
  const suite = pullRequestSuite(t, 'gitlab');
  const project = '/api/v4/projects/octo%2Fapp';
  // GitLab's operations, as its description names them.
  const [list, open, read, update] = [
    'getApiV4ProjectsIdMergeRequests',
    'postApiV4ProjectsIdMergeRequests',
    'getApiV4ProjectsIdMergeRequestsMergeRequestIid',
    'putApiV4ProjectsIdMergeRequestsMergeRequestIid',
  ];

  it('opens the merge request on the first push, its token sealed and in no answer', async () => {
    await suite.connect();
    suite.forge.answerNext(open, 201, () => mergeRequest(3, 'opened'));
    const { job, calls } = await suite.pushTranslation('hello', 'Hallo');
    expect(job.message).toContain('Pull request: https://gitlab.example.com/octo/app/-/merge_requests/3');
    expect(calls).toEqual([`POST ${open} ${project}/merge_requests`]);
    const opened = suite.forge.requests.at(-1)!.body as Record<string, string>;
    expect(opened).toMatchObject({
      title: 'Translations: de (1)',
      source_branch: 'tessera/translations',
      target_branch: 'main',
    });
    expect(opened.description).toContain('Written by Tessera for project "App".');
    await suite.expectKept('https://gitlab.example.com/octo/app/-/merge_requests/3', 3);
  });

  it('updates the open merge request on the next push rather than opening another', async () => {
    // GitLab answers a merge request read and one updated alike.
    for (const operation of [read, update]) suite.forge.answerNext(operation, 200, () => mergeRequest(3, 'opened'));
    const { calls } = await suite.pushTranslation('bye', 'Tschüss');
    expect(calls).toEqual([`GET ${read} ${project}/merge_requests/3`, `PUT ${update} ${project}/merge_requests/3`]);
    const updated = suite.forge.requests.at(-1)!.body as Record<string, string>;
    expect(Object.keys(updated).sort()).toEqual(['description', 'title']);
    expect(updated.title).toBe('Translations: de (2)');
  });

  it('opens another once the earlier one was closed, and takes over the one GitLab says is open for the branch', async () => {
    suite.forge.answerNext(read, 200, () => mergeRequest(3, 'closed'));
    suite.forge.answerNext(open, 409, () => ({
      message: ['Another open merge request already exists for this source branch: !8'],
    }));
    suite.forge.answerNext(list, 200, () => [mergeRequest(8, 'opened')]);
    suite.forge.answerNext(update, 200, () => mergeRequest(8, 'opened'));
    const { calls } = await suite.pushTranslation('cart', 'Warenkorb');
    expect(calls).toEqual([
      `GET ${read} ${project}/merge_requests/3`,
      `POST ${open} ${project}/merge_requests`,
      `GET ${list} ${project}/merge_requests?state=opened&source_branch=tessera%2Ftranslations&target_branch=main`,
      `PUT ${update} ${project}/merge_requests/8`,
    ]);
    await suite.expectKept('https://gitlab.example.com/octo/app/-/merge_requests/8', 8);
  });

  it('fails the push saying the translations were pushed when GitLab refuses the token, never showing it', async () => {
    // The merge request kept was deleted: a new one is asked for, with a token GitLab no longer takes.
    suite.forge.answerNext(read, 404, () => ({ message: '404 Not found' }));
    suite.forge.answerNext(open, 401, () => ({ message: '401 Unauthorized' }));
    const { calls } = await suite.pushTranslation('more', 'Mehr', 'failed');
    expect(calls).toEqual([`GET ${read} ${project}/merge_requests/8`, `POST ${open} ${project}/merge_requests`]);
    await suite.expectRefused('GitLab refused the token (401): 401 Unauthorized');
  });
});

/**
 * A GitLab project in a group's subgroups (any depth): GitLab's API names it by its full path, URL-encoded, which
 * the description's `id` ("The ID or URL-encoded path of the project") takes.
 */
describeWithPostgresToo('merge requests on GitLab for a project in subgroups', (t) => {
  const suite = pullRequestSuite(t, 'gitlab', 'acme/apps/web/app');
  const project = '/api/v4/projects/acme%2Fapps%2Fweb%2Fapp';
  const nested = (iid: number) => ({
    ...mergeRequest(iid, 'opened'),
    web_url: `https://gitlab.example.com/acme/apps/web/app/-/merge_requests/${iid}`,
  });

  it('refuses an address naming a project without its group, in GitLab words', async () => {
    const bare = await suite.put(suite.body({ url: suite.git.urlOf('app') }));
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({
      code: 'repository_not_on_forge',
      message: expect.stringContaining('group (and any subgroups) and project'),
      details: { field: 'url' },
    });
  });

  it('connects the project and opens, then updates, its merge request by the full path', async () => {
    await suite.connect();
    suite.forge.answerNext('postApiV4ProjectsIdMergeRequests', 201, () => nested(5));
    const first = await suite.pushTranslation('hello', 'Hallo');
    expect(first.calls).toEqual([`POST postApiV4ProjectsIdMergeRequests ${project}/merge_requests`]);
    await suite.expectKept('https://gitlab.example.com/acme/apps/web/app/-/merge_requests/5', 5);
    for (const operation of [
      'getApiV4ProjectsIdMergeRequestsMergeRequestIid',
      'putApiV4ProjectsIdMergeRequestsMergeRequestIid',
    ])
      suite.forge.answerNext(operation, 200, () => nested(5));
    const next = await suite.pushTranslation('bye', 'Tschüss');
    expect(next.calls).toEqual([
      `GET getApiV4ProjectsIdMergeRequestsMergeRequestIid ${project}/merge_requests/5`,
      `PUT putApiV4ProjectsIdMergeRequestsMergeRequestIid ${project}/merge_requests/5`,
    ]);
  });
});

it("is GitLab's /api/v4 on the repository's host", () => {
  expect(defaultApiUrl('gitlab', 'https://gitlab.com/octo/app.git')).toBe('https://gitlab.com/api/v4');
  expect(defaultApiUrl('gitlab', 'ssh://git@git.example.com/octo/app.git')).toBe('https://git.example.com/api/v4');
});

it('places a GitLab project in its group and subgroups, however deep', () => {
  expect(repositoryOnForge('gitlab', 'https://gitlab.com/octo/app.git')).toEqual({ owner: 'octo', name: 'app' });
  expect(repositoryOnForge('gitlab', 'ssh://git@gitlab.com/acme/apps/web/my%20app.git')).toEqual({
    owner: 'acme/apps/web',
    name: 'my app',
  });
  expect(repositoryOnForge('gitlab', 'https://gitlab.com/app.git')).toBeUndefined();
});
