/**
 * The project's assignments as a manager narrows them down in the composed app: the late ones, those without steps,
 * one person's, a name searched; each list the server's page, so a project of thousands of documents answers fifty.
 */
import { expect, type Page } from '@playwright/test';
import type { Project } from '@tessera/shared/contract';
import { uploadDocument, xliffOf } from './editor-support.ts';
import { answerOf, apiAs, createUser, openAs, test, appUrl } from './fixtures.ts';

const DAY = 86_400_000;

/** The documents the assignments table lists, by name. */
const listed = (page: Page) =>
  page
    .getByRole('table', { name: 'Assignments of the documents' })
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .getByRole('link')
    .allTextContents();

test("a manager finds the late documents, those without steps and one person's in the project's assignments", async ({
  page,
}) => {
  const [managerUser, translator, reviewer] = await Promise.all([
    createUser(appUrl(), 'manager'),
    createUser(appUrl(), 'user'),
    createUser(appUrl(), 'user'),
  ]);
  const manager = await apiAs(appUrl(), managerUser);
  const project = await answerOf<Project>(
    manager.post('/api/projects/', { data: { name: 'Assignments release', source_lang: 'en', target_langs: ['de'] } }),
    201,
  );
  const upload = (name: string) =>
    uploadDocument(manager, name, xliffOf(['Open the file']), { project_id: String(project.id) });
  const [guide, notes] = [await upload('guide.xlf'), await upload('notes.xlf')];
  // faq.xlf has no steps.
  await upload('faq.xlf');
  const assign = (id: number, assignments: object[]) =>
    answerOf(manager.put(`/api/document/${id}/assignments`, { data: { assignments } }), 200);
  await assign(guide.id, [
    { step: 'translation', user_id: translator.id, due_at: new Date(Date.now() - DAY).toISOString() },
    { step: 'review', user_id: reviewer.id, due_at: null },
  ]);
  await assign(notes.id, [
    { step: 'translation', user_id: reviewer.id, due_at: new Date(Date.now() + 7 * DAY).toISOString() },
  ]);

  // The first page, asked for as a page.
  const firstPage = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/projects/${project.id}/document_assignments?`) &&
      new URL(response.url()).searchParams.get('limit') === '50',
  );
  await openAs(page, `/project/${project.id}#assignments`, managerUser);
  expect((await firstPage).status()).toBe(200);
  await expect.poll(() => listed(page)).toEqual(['guide.xlf', 'notes.xlf', 'faq.xlf']);

  const show = page.getByLabel('Show', { exact: true });
  await show.selectOption('Late');
  await expect.poll(() => listed(page)).toEqual(['guide.xlf']);
  await show.selectOption('Without steps');
  await expect.poll(() => listed(page)).toEqual(['faq.xlf']);
  await show.selectOption('All documents');

  // The person picker asks the server for the people matching what is typed.
  await page.getByRole('combobox', { name: 'Person' }).fill(reviewer.username);
  await page.getByRole('option', { name: reviewer.username }).click();
  await expect.poll(() => listed(page)).toEqual(['guide.xlf', 'notes.xlf']);
  // With a person, the late ones are theirs: the reviewer's steps are not late.
  await show.selectOption('Late');
  await expect(page.getByText('No documents match the search and filters.')).toBeVisible();
  await expect.poll(() => listed(page)).toEqual([]);
  await show.selectOption('All documents');

  await page.getByRole('searchbox', { name: 'Search documents by name' }).fill('NOTES');
  await expect.poll(() => listed(page)).toEqual(['notes.xlf']);
});
