/**
 * A document's way through its people, in the composed app: a manager gives it a translator and a reviewer with
 * deadlines on the project page, whose overview shows both steps and, once translated, the review active; the
 * translator finds it in My work, translates and delivers; the reviewer, told so live, rejects two segments with a
 * reason and errors and returns it; the translator sees why (and the reviewer's change), fixes them and delivers
 * again; the reviewer confirms every segment as reviewed and delivers; the quality score counts the errors; the
 * XLIFF download carries the reviewed states (signed-off) and reads back the same; the project's report counts
 * each person's work, on its page and in its CSV.
 */
import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import type { Project } from '@tessera/shared/contract';
import { openSegment, savedRecords, segmentRow, segmentTarget, uploadDocument, xliffOf } from './editor-support.ts';
import { adminApi, answerOf, apiAs, createUser, openAs, test, appUrl } from './fixtures.ts';

const SOURCES = ['Open the file', 'Save the file', 'Close the window', 'Print the page'];
const TRANSLATIONS = ['Datei öffnen', 'Datei sichern', 'Fenster zu', 'Seite drucken'];
const FIXED = { 2: 'Datei speichern', 3: 'Fenster schließen' } as const;
const DAY = 86_400_000;

/** A page of its own (cookies and all) for a second person working at the same time. */
async function pageOfAnother(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A date-time field's value (local time, to the minute) `days` from now. */
function localInDays(days: number): string {
  const date = new Date(Date.now() + days * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The project page's overview cell of the document's step: its assignee, state, words done and due date. */
const stepCell = (page: Page, name: string, column: number) =>
  page
    .getByRole('table', { name: 'Assignments of the documents' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name }) })
    .getByRole('cell')
    .nth(column);

/** Opens the document from the home screen's My work, as its assignee does: the editor shows what is left. */
async function openFromMyWork(page: Page, name: string) {
  await page.goto('/');
  const work = page.getByRole('table', { name: 'My work' });
  await work.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\?filter=my-step$/);
  await expect(page.getByLabel('Show')).toHaveValue('my-step');
}

/** Delivers the person's step from the editor's header. */
async function deliver(page: Page, step: 'translation' | 'review') {
  const bar = page.getByRole('region', { name: 'Workflow step' });
  await bar.getByRole('button', { name: `Deliver ${step}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deliver the ${step}?` });
  await dialog.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(bar).toContainText('delivered');
}

/** Rejects the open segment `n` with Ctrl+Shift+R, saying why and marking its errors (category, severity). */
async function reject(page: Page, n: number, reason: string, errors: [string, string][]) {
  await page.keyboard.press('Control+Shift+R');
  const dialog = page.getByRole('dialog', { name: `Reject segment ${n}` });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type(reason);
  for (const [index, [category, severity]] of errors.entries()) {
    await dialog.getByRole('button', { name: 'Add an error' }).click();
    await dialog.getByLabel(`Category of error ${index + 1}`).selectOption({ label: category });
    await dialog.getByLabel(`Severity of error ${index + 1}`).selectOption({ label: severity });
  }
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(`Status of segment ${n}`)).toContainText('rejected');
}

/** The rows the grid lists, by segment number. */
const listedSegments = async (page: Page) =>
  (await page.getByRole('rowgroup', { name: 'Segment rows' }).getByRole('rowheader').allTextContents()).map(Number);

/** Replaces the open segment's target with `text` and confirms it with Ctrl+Enter. */
async function retypeAndConfirm(page: Page, n: number, text: string) {
  await expect(segmentTarget(page, n)).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Control+Enter');
  await expect(segmentRow(page, n).getByLabel(`Status of segment ${n}`)).toContainText('confirmed');
}

test('a translator and a reviewer take a document through translation, a returned review and delivery', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const baseURL = appUrl();
  const [managerUser, translator, reviewer] = await Promise.all([
    createUser(baseURL, 'manager'),
    createUser(baseURL, 'user'),
    createUser(baseURL, 'user'),
  ]);
  const manager = await apiAs(baseURL, managerUser);
  const project = await answerOf<Project>(
    manager.post('/api/projects/', { data: { name: 'Workflow release', source_lang: 'en', target_langs: ['de'] } }),
    201,
  );
  const document = await uploadDocument(manager, 'workflow.xlf', xliffOf(SOURCES), { project_id: String(project.id) });

  // The manager assigns both steps on the project page (on a laptop's screen), each with its deadline, and the
  // overview shows them.
  const managerPage = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await openAs(managerPage, `/project/${project.id}#assignments`, managerUser);
  await managerPage.getByRole('button', { name: 'Edit steps of workflow.xlf' }).click();
  const steps = managerPage.getByRole('dialog', { name: 'Steps of workflow.xlf' });
  // The person pickers ask the server for the people matching what is typed.
  await steps.getByRole('combobox', { name: 'Translator' }).fill(translator.username);
  await managerPage.getByRole('option', { name: translator.username }).click();
  await steps.getByLabel('Translation due').fill(localInDays(1));
  await steps.getByRole('combobox', { name: 'Reviewer', exact: true }).fill(reviewer.username);
  await managerPage.getByRole('option', { name: reviewer.username }).click();
  await steps.getByLabel('Review due').fill(localInDays(2));
  await steps.getByRole('button', { name: 'Save steps' }).click();
  await expect(steps).toBeHidden();
  await expect(stepCell(managerPage, 'workflow.xlf', 1)).toContainText(`${translator.username}active0 / 12 words`);
  await expect(stepCell(managerPage, 'workflow.xlf', 1)).toContainText('Due');
  await expect(stepCell(managerPage, 'workflow.xlf', 2)).toContainText(`${reviewer.username}waiting0 / 12 words`);

  // The reviewer, assigned too, has the home screen open while the translation goes on: its count of unread
  // notifications (the assignment) comes once the live channel is open.
  const reviewerPage = await pageOfAnother(browser);
  await openAs(reviewerPage, '/', reviewer);
  await expect(reviewerPage.getByRole('button', { name: /^Notifications: \d+ unread$/ })).toBeVisible();

  // The translator finds the document in My work and opens what is left of their step: every segment.
  await openAs(page, '/', translator);
  await openFromMyWork(page, 'workflow.xlf');
  const translatorStep = page.getByRole('region', { name: 'Workflow step' });
  await expect(translatorStep).toContainText('Your step:Translation');
  await expect(translatorStep).toContainText('due');
  await expect.poll(() => listedSegments(page)).toEqual([1, 2, 3, 4]);
  await openSegment(page, 1);
  for (const [index, text] of TRANSLATIONS.entries()) {
    await expect(segmentTarget(page, index + 1)).toBeFocused();
    await page.keyboard.type(text);
    await page.keyboard.press('Control+Enter');
    await expect(segmentRow(page, index + 1).getByLabel(`Status of segment ${index + 1}`)).toContainText('confirmed');
  }
  await deliver(page, 'translation');
  // Delivered: the segments are the reviewer's now, and read-only here.
  await expect(segmentTarget(page, 1)).toHaveCount(0);

  // The project's overview follows: the translation delivered, the review active.
  await managerPage.reload();
  await expect(stepCell(managerPage, 'workflow.xlf', 1)).toContainText(`${translator.username}delivered12 / 12 words`);
  await expect(stepCell(managerPage, 'workflow.xlf', 2)).toContainText(`${reviewer.username}active0 / 12 words`);

  // The reviewer is told at once, without a reload (the announcement is made only for a notification that arrives
  // live), and finds the document in their work.
  await expect(reviewerPage.getByRole('status').filter({ hasText: 'New notification' })).toContainText(
    `New notification: workflow.xlf (German): Your review can start: ${translator.username} delivered the step before`,
  );
  await reviewerPage.getByRole('button', { name: /^Notifications: \d+ unread$/ }).click();
  await expect(reviewerPage.getByRole('region', { name: 'Notifications' })).toContainText(
    `Your review can start: ${translator.username} delivered the step before`,
  );
  await reviewerPage.getByRole('button', { name: /^Notifications/ }).click();
  await openFromMyWork(reviewerPage, 'workflow.xlf');
  await expect(reviewerPage.getByRole('region', { name: 'Workflow step' })).toContainText('Your step:Review');

  // Two segments go back with their errors (the second with the reviewer's own wording), and the document with them.
  await openSegment(reviewerPage, 2);
  await reject(reviewerPage, 2, '"sichern" is not the verb of the style guide', [['Terminology', 'Major (5)']]);
  await openSegment(reviewerPage, 3);
  await reviewerPage.keyboard.press('End');
  await reviewerPage.keyboard.type(' gemacht');
  await reject(reviewerPage, 3, 'Too short, and the meaning is lost', [
    ['Accuracy', 'Minor (1)'],
    ['Fluency', 'Minor (1)'],
  ]);
  await reviewerPage.getByRole('button', { name: 'Return to translation' }).click();
  const returning = reviewerPage.getByRole('dialog', { name: 'Return to translation?' });
  await expect(returning).toContainText('2 rejected segments');
  await returning.getByRole('button', { name: 'Return' }).click();
  await expect(reviewerPage.getByRole('region', { name: 'Workflow step' })).toContainText(
    'waiting for the step before',
  );

  // The translator gets exactly the two rejected segments back, fixes them and delivers again.
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications: \d+ unread$/ }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    `${reviewer.username} returned it to translation with rejected segments`,
  );
  await openFromMyWork(page, 'workflow.xlf');
  await expect.poll(() => listedSegments(page)).toEqual([2, 3]);
  await openSegment(page, 2);
  const why = page.getByRole('region', { name: 'Review of segment 2' });
  await expect(why).toContainText(`Rejected by ${reviewer.username}: "sichern" is not the verb of the style guide`);
  await expect(why.getByRole('list', { name: 'Errors found' })).toHaveText('Terminology, major');
  await openSegment(page, 3);
  const change = page.getByRole('region', { name: 'Review of segment 3' }).getByLabel("The reviewer's change");
  await expect(change.locator('ins')).toContainText('gemacht');
  for (const [n, text] of Object.entries(FIXED)) {
    await openSegment(page, Number(n));
    await retypeAndConfirm(page, Number(n), text);
  }
  await deliver(page, 'translation');

  // The reviewer confirms every segment as reviewed and delivers the review.
  await openFromMyWork(reviewerPage, 'workflow.xlf');
  await openSegment(reviewerPage, 1);
  for (const n of [1, 2, 3, 4]) {
    await expect(segmentTarget(reviewerPage, n)).toBeFocused();
    await reviewerPage.keyboard.press('Control+Enter');
    await expect(reviewerPage.getByLabel(`Status of segment ${n}`)).toContainText('reviewed');
  }
  await deliver(reviewerPage, 'review');

  // Three errors weigh 5 + 1 + 1 = 7 points in 12 words: 583.33 per 1,000, over the default threshold of 10.
  const quality = reviewerPage.getByRole('region', { name: 'Quality' });
  await expect(quality).toContainText('583.33 per 1,000 words: fail (pass ≤ 10)');
  await expect(quality).toContainText('fail');
  expect(
    await answerOf<{ errors: unknown[]; penalty_per_1000: number }>(
      manager.get(`/api/document/${document.id}/quality`),
      200,
    ),
  ).toMatchObject({ words: 12, penalty_points: 7, penalty_per_1000: 583.33, pass: false });
  // The project page's documents table shows the score too, read with its page of documents.
  await managerPage.goto(`/project/${project.id}`);
  const documentRow = managerPage
    .getByRole('table', { name: 'Documents of the project' })
    .locator('tr', { hasText: 'workflow.xlf' });
  await expect(documentRow).toContainText('583.33 per 1,000 words: fail (pass ≤ 10)');
  expect((await savedRecords(manager, document.id)).map((record) => record.target)).toEqual([
    TRANSLATIONS[0],
    FIXED[2],
    FIXED[3],
    TRANSLATIONS[3],
  ]);

  // The XLIFF carries the review, and an upload of it reads the same states back.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download XLIFF' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  expect(file.match(/state="signed-off"/g)).toHaveLength(4);

  const admin = await adminApi(baseURL);
  const again = await uploadDocument(admin, 'workflow-again.xlf', file);
  const readBack = await savedRecords(admin, again.id);
  expect(readBack.map((record) => record.target)).toEqual([TRANSLATIONS[0], FIXED[2], FIXED[3], TRANSLATIONS[3]]);
  expect(readBack.map((record) => record.status)).toEqual(['reviewed', 'reviewed', 'reviewed', 'reviewed']);

  // The project's report, on its page on a laptop's screen: each person's step in words and segments by band
  // (every segment new: no match; one counted once however often confirmed), the reviewer's change apart, the
  // totals; the CSV of the same period says the same.
  await managerPage.reload();
  await managerPage.getByRole('tab', { name: 'Report' }).click();
  const report = managerPage.getByRole('region', { name: `Work on ${project.name}`, exact: false });
  const work: WorkFigures[] = [
    { person: translator.username, step: 'translation', noMatch: [4, 12], reviewEdits: [0, 0] },
    { person: reviewer.username, step: 'review', noMatch: [4, 12], reviewEdits: [1, 3] },
  ];
  work.sort((a, b) => a.person.localeCompare(b.person));
  // A total per step: the translator's and the reviewer's words are never one sum.
  const totals: WorkFigures[] = [
    { person: 'Total, translation', step: 'translation', noMatch: [4, 12], reviewEdits: [0, 0] },
    { person: 'Total, review', step: 'review', noMatch: [4, 12], reviewEdits: [1, 3] },
  ];
  await expect
    .poll(async () => (await report.getByRole('row').allInnerTexts()).slice(1).map(reportCells))
    .toEqual([...work.map((row) => tableRow(row, 'de')), ...totals.map((row) => tableRow(row, null))]);
  // The page itself does not scroll sideways: a table too wide scrolls in its own region.
  const { scrollWidth, clientWidth } = await managerPage.evaluate(() => {
    const { scrollWidth, clientWidth } = window.document.documentElement;
    return { scrollWidth, clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const csvDownload = managerPage.waitForEvent('download');
  await managerPage.getByRole('link', { name: 'Download CSV' }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(
    csv.slice(1, 1 + work.length).map((line) =>
      line
        .split(',')
        .slice(0, 3 + 18)
        .join(','),
    ),
  ).toEqual(work.map((row) => csvRow(row, 'de')));

  await Promise.all([
    admin.dispose(),
    manager.dispose(),
    reviewerPage.context().close(),
    managerPage.context().close(),
  ]);
});

/** A row of the project's report: a person's step, with their no-match and review-edit [segments, words]. */
interface WorkFigures {
  person: string;
  step: '' | 'translation' | 'review';
  noMatch: [number, number];
  reviewEdits: [number, number];
}

/** A row of the report as read: its person (or total), language and step, its no-match, confirmed and review-edit cells. */
function reportCells(row: string): string[] {
  const cells = row.split('\t').map((cell) => cell.replace(/\s+/g, ' ').trim());
  // A total's first cell spans person, language and step.
  const [head, figures] = cells[0]!.startsWith('Total')
    ? [[cells[0]!], cells.slice(1)]
    : [cells.slice(0, 3), cells.slice(3)];
  return [...head, figures[6]!, figures[7]!, figures[8]!];
}

/** The same figures as the page shows them: words with the segments under them. */
const tableRow = ({ person, step, noMatch: [segments, words], reviewEdits }: WorkFigures, language: string | null) => {
  const cell = (w: number, s: number) => `${w} ${s} seg.`;
  const figures = [cell(words, segments), cell(words, segments), cell(reviewEdits[1], reviewEdits[0])];
  const stepName = { '': 'No steps', translation: 'Translation', review: 'Review' }[step];
  return language === null ? [person, ...figures] : [person, language, stepName, ...figures];
};

/** The CSV's person, step, language and band, confirmed and review-edit figures: segments then words. */
const csvRow = ({ person, step, noMatch, reviewEdits }: WorkFigures, language: string) =>
  [person, step, language, ...Array<number>(12).fill(0), ...noMatch, ...noMatch, ...reviewEdits].join(',');
