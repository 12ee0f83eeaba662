/**
 * A project connected to its Git repository, driven like an admin on the project page: connect a repository
 * served by `git http-backend` on loopback (a private network, which an admin allows), see the matched files
 * before connecting, pull, translate a segment in the editor, push, and find the translation in the repository's
 * new commit. Pushing to a branch of its own, the push opens a pull request on GitHub's API as GitHub's own
 * OpenAPI description has it (served and checked by ../server/src/test/forge-api.ts), and the tab links it.
 */
import { expect } from '@playwright/test';
import type { Project } from '@tessera/shared/contract';
import { startGitServer, type TestGitServer } from '../server/src/test/git-server.ts';
import { githubDescription, startForgeApi, type ForgeApi } from '../server/src/test/forge-api.ts';
import { openSegment, savedRecords, typeAndLeave } from './editor-support.ts';
import { adminApi, answerOf, openAs, test, appUrl } from './fixtures.ts';

const TOKEN = 'e2e-repository-token';

const SOURCES = {
  'locales/en/app.json': `${JSON.stringify({ greeting: 'Good morning', farewell: 'See you soon' }, null, 2)}\n`,
};

let git: TestGitServer;
let forge: ForgeApi;
test.beforeAll(async () => {
  git = await startGitServer({ token: TOKEN });
  await git.createRepository('web', SOURCES);
  await git.createRepository('octo/web', SOURCES);
  forge = await startForgeApi(await githubDescription());
});
test.afterAll(async () => {
  await git.close();
  await forge.close();
});

test('connect, preview, pull, translate, push: the repository gets a commit holding the translation', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Web ${Date.now()}`, source_lang: 'en', target_langs: ['de'] } }),
    201,
  );
  await openAs(page, `/project/${project.id}#repository`);
  const form = page.getByRole('form', { name: 'Connect a repository' });
  await form.getByLabel('Repository address (https:// or ssh://)').fill(git.urlOf('web'));
  await form.getByLabel('Access token').fill(TOKEN);
  await form.getByLabel('Push translations to').selectOption('direct');
  await form.getByLabel(/private network/).check();
  await form.getByRole('button', { name: 'Preview the files' }).click();
  const matched = form.getByRole('table', { name: 'Matched files' });
  await expect(matched.getByText('locales/en/app.json')).toBeVisible();
  await expect(matched.getByText('de: locales/de/app.json (new)')).toBeVisible();
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByLabel('Webhook secret')).toHaveValue(/^whsec_/);

  const connection = page.getByRole('region', { name: 'Connection' });
  await connection.getByRole('button', { name: 'Pull now' }).click();
  await expect(connection.getByText(/^[0-9a-f]{10}$/).first()).toBeVisible({ timeout: 30_000 });
  await expect(connection.getByText('Ready')).toBeVisible();

  const documents = await answerOf<{ id: number; name: string; project_id: number | null }[]>(
    api.get('/api/document/'),
    200,
  );
  const document = documents.find((one) => one.project_id === project.id && one.name === 'app.json')!;
  await page.goto(`/document/${document.id}`);
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
  await openSegment(page, 1);
  await typeAndLeave(page, 1, 'Guten Morgen', 'Control+Enter');
  // Saved before the page is left: leaving would cancel the request.
  await expect.poll(async () => (await savedRecords(api, document.id))[0]?.approved).toBe(true);

  await page.goto(`/project/${project.id}#repository`);
  await expect(connection.getByText('1 confirmed segment', { exact: true })).toBeVisible();
  await connection.getByRole('button', { name: 'Push now' }).click();
  await expect(connection.getByText(/ to main,/)).toBeVisible({ timeout: 30_000 });
  const pushed = JSON.parse((await git.readFile('web', 'locales/de/app.json'))!);
  // Exactly the translation: the string nobody translated has no entry, so the app shows its English.
  expect(pushed).toEqual({ greeting: 'Guten Morgen' });
  expect(await git.git('web', ['log', '-1', '--format=%an%n%s', 'main'])).toMatch(/^Tessera\nTranslations: de \(1\)/);
  await api.dispose();
});

test('push to a branch of its own: the pull request opened on GitHub is linked on the tab', async ({ page }) => {
  const api = await adminApi(appUrl());
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Web PR ${Date.now()}`, source_lang: 'en', target_langs: ['de'] } }),
    201,
  );
  await openAs(page, `/project/${project.id}#repository`);
  const form = page.getByRole('form', { name: 'Connect a repository' });
  await form.getByLabel('Repository address (https:// or ssh://)').fill(git.urlOf('octo/web'));
  await form.getByLabel('Access token').fill(TOKEN);
  await form.getByLabel('Open a pull request').check();
  await form.getByLabel('GitHub token for pull requests').fill('ghp_e2e_forge_token');
  await form.getByLabel('GitHub API address (optional)').fill(forge.url);
  await form.getByLabel(/private network/).check();
  await form.getByRole('button', { name: 'Connect' }).click();
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection.getByText('Opened on GitHub by the next push')).toBeVisible();

  await connection.getByRole('button', { name: 'Pull now' }).click();
  await expect(connection.getByText(/^[0-9a-f]{10}$/).first()).toBeVisible({ timeout: 30_000 });
  const documents = await answerOf<{ id: number; project_id: number | null }[]>(api.get('/api/document/'), 200);
  const document = documents.find((one) => one.project_id === project.id)!;
  const [record] = await savedRecords(api, document.id);
  await answerOf(
    api.put(`/api/document/records/${record!.id}`, {
      data: { target: 'Guten Morgen', approved: true, updated_at: record!.updated_at },
    }),
    200,
  );
  await page.reload();
  await connection.getByRole('button', { name: 'Push now' }).click();
  const link = connection.getByRole('link', { name: '#1347 on GitHub' });
  await expect(link).toHaveAttribute('href', 'https://github.com/octocat/Hello-World/pull/1347', { timeout: 30_000 });
  expect(forge.requests.map((request) => [request.operationId, request.refusals])).toEqual([['pulls/create', []]]);
  expect(forge.requests[0]!.body).toMatchObject({ head: 'tessera/translations', base: 'main' });
  await api.dispose();
});
