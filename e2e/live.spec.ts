/**
 * Two translators in one document, each in a browser of their own, against the real server: each sees the other
 * arrive, the segment the other is editing is theirs (read-only here, refused by the server), a saved target shows
 * up without a reload, and a segment is free again once its editor moves on or leaves.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_VALUE } from '@tessera/shared/contract';
import { adminApi, createUser, openAs, test, appUrl } from './fixtures.ts';
import {
  savedRecords,
  segmentRow as row,
  segmentTarget as target,
  typeAndLeave,
  uploadDocument,
} from './editor-support.ts';

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="menu.properties" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="u1"><source>Save the file</source></trans-unit>
      <trans-unit id="u2"><source>Open the file</source></trans-unit>
      <trans-unit id="u3"><source>Close the window</source></trans-unit>
    </body>
  </file>
</xliff>
`;

async function editorFor(browser: Browser, documentId: number): Promise<{ page: Page; username: string }> {
  const user = await createUser(appUrl(), 'user');
  const page = await (await browser.newContext({ baseURL: appUrl() })).newPage();
  await openAs(page, `/document/${documentId}`, user);
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
  return { page, username: user.username };
}

test('two translators see each other, a held segment stays theirs, and saves arrive without a reload', async ({
  browser,
}) => {
  const api = await adminApi(appUrl());
  const { id } = await uploadDocument(api, 'live.xlf', xliff);

  const ana = await editorFor(browser, id);
  const ben = await editorFor(browser, id);
  await expect(ana.page.getByLabel('Also in this document')).toContainText(ben.username);
  await expect(ben.page.getByLabel('Also in this document')).toContainText(ana.username);

  // Ana opens segment 1: it is hers while she is on it.
  await row(ana.page, 1).click();
  await expect(target(ana.page, 1)).toBeFocused();
  await expect(row(ben.page, 1)).toContainText(`${ana.username} is editing`);
  await row(ben.page, 1).click();
  await expect(target(ben.page, 1)).toHaveCount(0);
  const [first] = await savedRecords(ben.page.request, id);
  const refused = await ben.page.request.put(`/api/document/records/${first!.id}`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    data: { target: 'Überschrieben', approved: false, updated_at: first!.updated_at },
  });
  expect(refused.status()).toBe(423);
  expect(((await refused.json()) as { message: string }).message).toContain(ana.username);

  // Her saved target shows up at Ben's without a reload, and segment 1 is free once she moved on.
  await typeAndLeave(ana.page, 1, 'Datei speichern', 'Tab');
  await expect.poll(async () => (await savedRecords(api, id))[0]!.target).toBe('Datei speichern');
  await expect(row(ben.page, 1)).toContainText('Datei speichern');
  await expect(row(ben.page, 1)).not.toContainText('is editing');
  await expect(row(ben.page, 2)).toContainText(`${ana.username} is editing`);

  // When she leaves the document, Ben can take the segment she was on.
  await ana.page.context().close();
  await expect(ben.page.getByLabel('Also in this document')).toHaveCount(0);
  await row(ben.page, 2).click();
  await expect(target(ben.page, 2)).toBeFocused();
  await ben.page.keyboard.type('Datei öffnen');
  await ben.page.keyboard.press('Tab');
  await expect
    .poll(async () => (await savedRecords(api, id)).map((r) => r.target))
    .toEqual(['Datei speichern', 'Datei öffnen', '']);
});
