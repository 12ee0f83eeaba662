/**
 * QA on the real server: a target saved with a wrong number shows a QA error in the side panel's QA tab; a
 * warning is ignored there; the QA filter lists the segment; the QA report counts it and its link opens the
 * segment in the editor, where approving it asks for confirmation.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Document, DocumentRecordPage } from '@tessera/shared/contract';
import { adminApi, createUser, signIn } from './fixtures.ts';

const baseURL = () => test.info().project.use.baseURL!;

const xliff = (sources: readonly string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="help.properties" source-language="en" target-language="de" datatype="plaintext">
    <body>
${sources.map((source, index) => `      <trans-unit id="u${index + 1}"><source>${source}</source></trans-unit>`).join('\n')}
    </body>
  </file>
</xliff>
`;

async function upload(api: APIRequestContext, sources: readonly string[]): Promise<Document> {
  const answer = await api.post('/api/document/', {
    multipart: { file: { name: 'qa.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(xliff(sources)) } },
  });
  expect(answer.status(), await answer.text()).toBe(202);
  const { id } = (await answer.json()) as Document;
  for (let attempt = 0; attempt < 300; attempt++) {
    const document = (await (await api.get(`/api/document/${id}`)).json()) as Document;
    if (document.status === 'done') return document;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('processing did not finish');
}

const target = (page: Page, n: number) => page.getByRole('textbox', { name: `Target of segment ${n}`, exact: true });

async function openSegment(page: Page, n: number) {
  await page.keyboard.press('Control+g');
  await expect(page.getByLabel('Go to segment')).toBeFocused();
  await page.keyboard.type(String(n));
  await page.keyboard.press('Enter');
  await expect(target(page, n)).toBeFocused();
}

test('a target saved with a wrong number shows a QA error; a warning is ignored; the report links to the segment; approving asks first', async ({
  page,
}) => {
  const api = await adminApi(baseURL());
  const document = await upload(api, ['Wait 15 minutes.', 'Open the file.', 'Close the window.']);
  const translator = await createUser(baseURL(), 'user');
  await page.goto(`/document/${document.id}`);
  await signIn(page, translator.email, translator.password);
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();

  // Leaving a segment saves it: one with a changed number, one with a doubled space.
  await openSegment(page, 1);
  await page.keyboard.type('Warten Sie 16 Minuten.');
  await page.keyboard.press('Tab');
  await expect(target(page, 2)).toBeFocused();
  await page.keyboard.type('Öffnen Sie  die Datei.');
  await page.keyboard.press('Tab');
  await expect(target(page, 3)).toBeFocused();
  await expect
    .poll(
      async () =>
        ((await (await api.get(`/api/document/${document.id}/records?page=0`)).json()) as DocumentRecordPage)
          .records[1]!.target,
    )
    .toBe('Öffnen Sie  die Datei.');

  await openSegment(page, 1);
  await page.getByRole('tab', { name: 'QA' }).click();
  const issues = page.getByRole('list', { name: 'QA issues' });
  await expect(issues.getByRole('listitem')).toHaveText([
    'ErrorNumbers differ from the source (missing in the target: 15; not in the source: 16)',
  ]);

  await openSegment(page, 2);
  await page.getByRole('button', { name: 'Ignore: The target has a doubled space' }).click();
  await expect(page.getByRole('list', { name: 'Ignored warnings' })).toContainText('The target has a doubled space');
  await expect(page.getByRole('list', { name: 'QA issues' })).toHaveCount(0);

  // Only the segment with an error is left by the QA filter; the ignored warning counts nowhere.
  await page.getByRole('combobox', { name: 'QA', exact: true }).selectOption('issues');
  await expect(page.getByRole('row', { name: /^Segment \d+$/ })).toHaveCount(1);
  await expect(page.getByRole('row', { name: 'Segment 1' })).toBeVisible();

  await page.getByRole('link', { name: 'QA report' }).click();
  await expect(page.getByRole('heading', { name: 'QA report' })).toBeVisible();
  const checks = page.getByRole('table', { name: 'Findings per check' });
  await expect(checks.getByRole('row', { name: /Numbers differ from the source/ }).getByRole('cell')).toHaveText([
    'ErrorNumbers differ from the source',
    '1',
    '0',
  ]);
  await expect(checks.getByRole('row', { name: /Doubled spaces/ }).getByRole('cell')).toHaveText([
    'WarningDoubled spaces',
    '0',
    '1',
  ]);
  await page.getByRole('link', { name: 'Open segment 1 in the editor' }).click();
  await expect(page).toHaveURL(new RegExp(`/document/${document.id}\\?segment=1$`));
  await expect(page.getByRole('row', { name: 'Segment 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(target(page, 1)).toHaveText('Warten Sie 16 Minuten.');

  // Approving a segment with a QA error asks first; keeping it unapproved is the default.
  const approved = async () =>
    ((await (await api.get(`/api/document/${document.id}/records?page=0`)).json()) as DocumentRecordPage).records[0]!
      .approved;
  await target(page, 1).click();
  await page.keyboard.press('Control+Enter');
  const question = page.getByRole('dialog', { name: 'Approve segment 1 with QA errors?' });
  await expect(question.getByRole('list', { name: 'QA errors' })).toHaveText(
    'Numbers differ from the source (missing in the target: 15; not in the source: 16)',
  );
  await question.getByRole('button', { name: 'Keep unapproved' }).click();
  await expect(question).toHaveCount(0);
  expect(await approved()).toBe(false);
  await openSegment(page, 1);
  await page.keyboard.press('Control+Enter');
  await question.getByRole('button', { name: 'Approve anyway' }).click();
  await expect.poll(approved).toBe(true);
  await api.dispose();
});
