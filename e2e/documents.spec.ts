/**
 * The document screen on the real server, driven like a translator: a manager uploads an XLIFF from
 * the home screen (progress bar), a user translates three segments with Ctrl+Enter in the grid (one with a paired inline
 * code inserted from the keyboard), filters the segments not yet approved, and downloads the file, which
 * carries the translations, the approvals and the original inline markup.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { adminApi, apiAs, createUser, openAs, test, appUrl } from './fixtures.ts';
import { openSegment, savedRecords, typeAndLeave, uploadDocument, xliffOf } from './editor-support.ts';

const xliff = (tag: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="ui-${tag}.properties" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="save">
        <source>Save the file</source>
      </trans-unit>
      <trans-unit id="bold">
        <source>Click <g id="1">here</g> now</source>
      </trans-unit>
      <trans-unit id="open">
        <source>Open a document</source>
      </trans-unit>
      <trans-unit id="close">
        <source>Close the window</source>
      </trans-unit>
    </body>
  </file>
</xliff>
`;

test('a manager uploads an XLIFF from home with a progress bar; the document appears with its progress', async ({
  page,
}) => {
  const manager = await createUser(appUrl(), 'manager');
  await openAs(page, '/', manager);
  const name = `upload-${Date.now()}.xlf`;
  const upload = page.waitForResponse(
    (response) => response.url().endsWith('/api/document/') && response.request().method() === 'POST',
  );
  await page
    .getByLabel('Document file to upload')
    .setInputFiles({ name, mimeType: 'application/xliff+xml', buffer: Buffer.from(xliff('home')) });
  const answer = await upload;
  expect(answer.status()).toBe(202);
  const documents = page.getByRole('table', { name: 'Documents' });
  const row = documents.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('done', { exact: true })).toBeVisible();
  await expect(row.getByText('en → de')).toBeVisible();
  await expect(row.getByRole('progressbar', { name: `Confirmed segments of ${name}` })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(row.getByText('0 / 4 segments')).toBeVisible();

  await page
    .getByLabel('Document file to upload')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(page.getByRole('alert').filter({ hasText: 'Documents can be uploaded in these formats' })).toBeVisible();
});

test('a user translates three segments with Ctrl+Enter, filters unapproved ones and downloads the file', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const created = await uploadDocument(api, 'strings.xlf', xliff('edit'));
  await api.dispose();

  const translator = await createUser(appUrl(), 'user');
  await openAs(page, `/document/${created.id}`, translator);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('strings.xlf');
  await expect(page.getByText('Confirmed segments: 0 of 4')).toBeVisible();

  const segment = (n: number) => page.getByRole('row', { name: `Segment ${n}`, exact: true });
  // A click on a row opens its target in place; after Ctrl+Enter the caret moves on to segment 2 by itself.
  await segment(1).getByTestId('segment-source').click();
  await typeAndLeave(page, 1, 'Datei speichern', 'Control+Enter');
  // Segment 2's source has a paired code to carry over.
  await page.keyboard.type('Klicken Sie ');
  // Codes go in from the keyboard: Ctrl+Alt+n inserts the source's n-th code, F9 the next one missing.
  await page.keyboard.press('Control+Alt+Digit1');
  await page.keyboard.type('hier');
  await page.keyboard.press('F9');
  await page.keyboard.type(' jetzt');
  await page.keyboard.press('Control+Enter');
  await typeAndLeave(page, 3, 'Ein Dokument öffnen', 'Control+Enter');

  await expect(page.getByText('Confirmed segments: 3 of 4')).toBeVisible();
  await expect(segment(2).getByLabel('Status of segment 2')).toContainText('confirmed');

  await page.getByLabel('Show').selectOption('unapproved');
  await expect(page.getByRole('table', { name: 'Segments' }).getByRole('row')).toHaveCount(2);
  await expect(segment(4)).toContainText('Close the window');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download XLIFF' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  expect(file).toContain('<trans-unit id="save" approved="yes">');
  expect(file).toContain('<target state="final">Datei speichern</target>');
  expect(file).toContain('<target state="final">Klicken Sie <g id="1">hier</g> jetzt</target>');
  expect(file).toContain('<target state="final">Ein Dokument öffnen</target>');
  expect(file).toContain('<trans-unit id="close">\n        <source>Close the window</source>\n      </trans-unit>');
});

test('Ctrl+Enter goes on across the pages the grid loads, Go to segment jumps far, and the grid shows only what is on screen', async ({
  page,
}) => {
  const sentences = Array.from({ length: 250 }, (_, i) => `Sentence number ${i + 1}`);
  const api = await adminApi(appUrl());
  const created = await uploadDocument(api, 'long.xlf', xliffOf(sentences));
  await api.dispose();
  expect(created.records_count).toBe(250);

  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, `/document/${created.id}`, await createUser(appUrl(), 'user'));
  const rows = page.getByRole('table', { name: 'Segments' }).getByRole('row');
  await expect(rows.nth(1)).toHaveAccessibleName('Segment 1');
  // Virtualised: a screen's worth of rows (and a few more) exists, not 250.
  expect(await rows.count()).toBeLessThan(60);

  // Segment 100 is the last of the server's first page; Ctrl+Enter goes on with the first of the next one.
  await openSegment(page, 100);
  await typeAndLeave(page, 100, 'Satz 100', 'Control+Enter');
  await typeAndLeave(page, 101, 'Satz 101', 'Control+Enter');

  // Under "Not approved", the approved ones are gone from the list.
  await page.getByLabel('Show').selectOption('unapproved');
  await expect(page.getByRole('row', { name: 'Segment 100', exact: true })).toHaveCount(0);
  await openSegment(page, 247);
  await expect(page.getByLabel('Show')).toHaveValue('all');
  await expect(page.getByText('Confirmed segments: 2 of 250')).toBeVisible();
});

test('the target editor keeps Shift+Enter breaks and the caret by a clicked code; typed work survives leaving and a conflict', async ({
  page,
}) => {
  const units = Array.from(
    { length: 120 },
    (_, i) => `      <trans-unit id="u${i + 1}"><source>Sentence number ${i + 1}</source></trans-unit>`,
  );
  units[0] = '      <trans-unit id="u1"><source>Click <g id="1">here</g> now</source></trans-unit>';
  units[2] = '      <trans-unit id="u3" translate="no"><source>Tessera</source><target>Tessera</target></trans-unit>';
  const content = xliff('editor').replace(/<body>[\s\S]*<\/body>/, `<body>\n${units.join('\n')}\n    </body>`);
  const api = await adminApi(appUrl());
  const created = await uploadDocument(api, 'editor.xlf', content);
  // The locked segment is nobody's work: it is counted apart, and the editor still numbers all 120.
  expect([created.records_count, created.locked_records_count]).toEqual([119, 1]);

  const translator = await createUser(appUrl(), 'user');
  await openAs(page, `/document/${created.id}`, translator);
  const target = (n: number) => page.getByRole('textbox', { name: `Target of segment ${n}`, exact: true });
  const segment = (n: number) => page.getByRole('row', { name: `Segment ${n}`, exact: true });
  const open = async (n: number) => {
    await segment(n).getByTestId('segment-source').click();
    await expect(target(n)).toBeFocused();
  };
  // Leaving a segment with Alt+Down saves it: the request says what was saved.
  const leaveAndRead = async () => {
    const request = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/document/records/'));
    await page.keyboard.press('Alt+ArrowDown');
    return ((await request).postDataJSON() as { target: string }).target;
  };

  // Shift+Enter inserts a line break where the caret is, the end included, and the caret goes on after it.
  await open(2);
  await page.keyboard.type('erste Zeile');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('zweite Zeile');
  expect(await leaveAndRead()).toBe('erste Zeile\nzweite Zeile');
  await open(4);
  await page.keyboard.type('Ende');
  await page.keyboard.press('Shift+Enter');
  expect(await leaveAndRead()).toBe('Ende\n');

  // A click on a code chip puts the caret right after it.
  await open(1);
  await page.keyboard.press('Control+Insert');
  await target(1).getByLabel('inline code <1>').click();
  await page.keyboard.type('x');
  expect(await leaveAndRead()).toBe('Click \u00011\u0002xhere\u00012\u0002 now');
  // Saved: leaving the document now asks nothing (a save still on its way would count as unsaved work).
  await expect(segment(1).getByLabel('Status of segment 1')).toContainText('Saved');

  await expect(segment(3).getByText('translate="no"')).toBeVisible();

  // Leaving the document with a typed target asks first: a link, and the browser's Back. The editor is opened
  // again from its QA report here, so that Back leads to another page of the app.
  await page.getByRole('link', { name: 'QA report' }).click();
  await expect(page.getByRole('heading', { name: 'QA report' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().click();
  await open(5);
  await page.keyboard.type('Entwurf');
  await page.getByRole('link', { name: 'Home' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(target(5)).toHaveText('Entwurf');
  await expect(segment(5).getByLabel('Status of segment 5')).toContainText('edited');
  await page.evaluate(() => window.history.back());
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/document/${created.id}$`));
  await expect(target(5)).toHaveText('Entwurf');

  // The same translator saved segment 5 in another tab meanwhile (someone else could not: the segment is held
  // for its editor): leaving it meets a 409; Reload shows that version.
  const otherTab = await apiAs(appUrl(), translator);
  const fifth = (await savedRecords(otherTab, created.id)).find((r) => r.position === 4)!;
  expect(
    (
      await otherTab.put(`/api/document/records/${fifth.id}`, {
        data: { target: 'Fremd', approved: false, updated_at: fifth.updated_at },
      })
    ).status(),
  ).toBe(200);
  await otherTab.dispose();
  await api.dispose();
  await target(5).click();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(segment(5).getByLabel('Status of segment 5')).toContainText('Conflict');
  await segment(5).getByRole('button', { name: 'Reload segment 5' }).click();
  await expect(segment(5).getByLabel('Target of segment 5', { exact: true })).toHaveText('Fremd');

  // Back with a typed target, answered "Discard and leave": the QA report it came from.
  await open(6);
  await page.keyboard.type('Verworfen');
  await page.evaluate(() => window.history.back());
  await dialog.getByRole('button', { name: 'Discard and leave' }).click();
  await expect(page.getByRole('heading', { name: 'QA report' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/document/${created.id}/qa$`));
});

test('a target typed when the session ends is kept: the sign-in dialog opens over the editor, says why it fails, and the target is saved after', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const created = await uploadDocument(api, 'session.xlf', xliff('session'));
  const translator = await createUser(appUrl(), 'user');
  // Its refused sign-in is counted against this address alone, not the one every other test signs in from.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${translator.id % 250}` });
  await openAs(page, `/document/${created.id}`, translator);
  const target = (n: number) => page.getByRole('textbox', { name: `Target of segment ${n}`, exact: true });

  await page.getByRole('row', { name: 'Segment 1', exact: true }).getByTestId('segment-source').click();
  await page.keyboard.type('Datei speichern');
  // An admin disables the account meanwhile, which ends its sessions on the server.
  expect((await api.put(`/api/users/${translator.id}`, { data: { disabled: true } })).status()).toBe(200);
  await page.keyboard.press('Control+Enter');

  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toContainText('Your session ended. What you typed and had not saved is kept in this browser');
  await expect(dialog).toContainText('This account is disabled');
  await expect(page).toHaveURL(new RegExp(`/document/${created.id}$`));
  await expect(page.getByLabel('Target of segment 1', { exact: true })).toHaveText('Datei speichern');
  await dialog.getByLabel('Password').fill(translator.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toContainText('disabled');

  // Enabled again, the translator signs in where they were with what is still typed, and the waiting target is
  // saved and approved; the 401s of calls the editor sent before, arriving late, do not ask again.
  expect((await api.put(`/api/users/${translator.id}`, { data: { disabled: false } })).status()).toBe(200);
  await expect(dialog.getByLabel('Password')).toHaveValue(translator.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(target(2)).toBeFocused();
  await expect(page.getByText('Confirmed segments: 1 of 4')).toBeVisible();
  expect((await savedRecords(api, created.id)).find((record) => record.position === 0)).toMatchObject({
    target: 'Datei speichern',
    approved: true,
  });
  await api.dispose();
});
