/**
 * A project connected to its Git repository, driven like an admin on the project page: connect a repository
 * served by `git http-backend` on loopback (a private network, which an admin allows), see the matched files
 * before connecting, pull, translate a segment in the editor, push, and find the translation in the repository's
 * new commit.
 */
import { expect } from '@playwright/test';
import type { Project } from '@tessera/shared/contract';
import { startGitServer, type TestGitServer } from '../server/src/test/git-server.ts';
import { openSegment, savedRecords, typeAndLeave } from './editor-support.ts';
import { adminApi, answerOf, openAs, test, appUrl } from './fixtures.ts';

const TOKEN = 'e2e-repository-token';

let git: TestGitServer;
test.beforeAll(async () => {
  git = await startGitServer({ token: TOKEN });
  await git.createRepository('web', {
    'locales/en/app.json': `${JSON.stringify({ greeting: 'Good morning', farewell: 'See you soon' }, null, 2)}\n`,
  });
});
test.afterAll(() => git.close());

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
