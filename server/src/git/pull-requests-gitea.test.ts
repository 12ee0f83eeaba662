import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { defaultApiUrl } from './pull-requests.ts';
import { pullRequestSuite } from './pull-requests.test-helper.ts';

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
  const suite = pullRequestSuite(t, 'gitea');

  it('opens the pull request on the first push, its token sealed and in no answer', async () => {
    await suite.connect();
    suite.forge.answerNext('repoCreatePullRequest', 201, () => pull(3, 'open'));
    const { job, calls } = await suite.pushTranslation('hello', 'Hallo');
    expect(job.message).toContain('Pull request: https://gitea.example.com/octo/app/pulls/3');
    expect(calls).toEqual(['POST repoCreatePullRequest /api/v1/repos/octo/app/pulls']);
    const opened = suite.forge.requests.at(-1)!.body;
    expect(opened).toMatchObject({ title: 'Translations: de (1)', head: 'tessera/translations', base: 'main' });
    await suite.expectKept('https://gitea.example.com/octo/app/pulls/3', 3);
  });

  it('updates the open pull request on the next push rather than opening another', async () => {
    suite.forge.answerNext('repoGetPullRequest', 200, () => pull(3, 'open'));
    suite.forge.answerNext('repoEditPullRequest', 201, () => pull(3, 'open'));
    const { calls } = await suite.pushTranslation('bye', 'Tschüss');
    expect(calls).toEqual([
      'GET repoGetPullRequest /api/v1/repos/octo/app/pulls/3',
      'PATCH repoEditPullRequest /api/v1/repos/octo/app/pulls/3',
    ]);
    expect(suite.forge.requests.at(-1)!.body).toMatchObject({ title: 'Translations: de (2)' });
  });

  it('opens another once the earlier one was closed, and takes over the one Gitea says is open for the branch', async () => {
    suite.forge.answerNext('repoGetPullRequest', 200, () => pull(3, 'closed'));
    suite.forge.answerNext('repoCreatePullRequest', 409, () => ({
      message: 'pull request already exists for these targets',
    }));
    suite.forge.answerNext('repoListPullRequests', 200, () => [pull(9, 'open', 'feature'), pull(8, 'open')]);
    suite.forge.answerNext('repoEditPullRequest', 201, () => pull(8, 'open'));
    const { calls } = await suite.pushTranslation('cart', 'Warenkorb');
    expect(calls).toEqual([
      'GET repoGetPullRequest /api/v1/repos/octo/app/pulls/3',
      'POST repoCreatePullRequest /api/v1/repos/octo/app/pulls',
      'GET repoListPullRequests /api/v1/repos/octo/app/pulls?state=open&sort=recentupdate&limit=50',
      'PATCH repoEditPullRequest /api/v1/repos/octo/app/pulls/8',
    ]);
    await suite.expectKept('https://gitea.example.com/octo/app/pulls/8', 8);
  });

  it('fails the push saying the translations were pushed when Gitea refuses the token, never showing it', async () => {
    suite.forge.answerNext('repoGetPullRequest', 200, () => pull(8, 'open'));
    suite.forge.answerNext('repoEditPullRequest', 403, () => ({
      message: 'token does not have at least one of required scope(s)',
    }));
    const { calls } = await suite.pushTranslation('more', 'Mehr', 'failed');
    expect(calls).toHaveLength(2);
    await suite.expectRefused('Gitea refused the token (403): token does not have at least one of required scope(s)');
  });
});

it("is Gitea's /api/v1 on the repository's host", () => {
  expect(defaultApiUrl('gitea', 'https://codeberg.org/octo/app.git')).toBe('https://codeberg.org/api/v1');
  expect(defaultApiUrl('gitea', 'ssh://git@git.example.com/octo/app.git')).toBe('https://git.example.com/api/v1');
});
