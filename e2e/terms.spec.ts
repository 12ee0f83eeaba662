/**
 * Term hits on the real server: a glossary linked to a document, its terms underlined in the open segment's
 * source (inflected forms and an acronym), listed in the side panel's Terms tab, and inserted into the target
 * with Ctrl+Shift+N; the target saved on the server.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Glossary } from '@tessera/shared/contract';
import { answerOf, createGlossary, test } from './fixtures.ts';
import {
  openSegment,
  savedRecords,
  segmentRow,
  segmentTarget as target,
  translatorOnNewDocument,
  xliffOf,
} from './editor-support.ts';

async function glossaryWith(
  api: APIRequestContext,
  terms: { source: string; target: string; comment?: string }[],
): Promise<Glossary> {
  const glossary = await createGlossary(api, 'Help terms');
  for (const term of terms)
    await answerOf(api.post(`/api/glossary/${glossary.id}/records`, { data: { comment: '', ...term } }), 201);
  return glossary;
}

const underlined = (page: Page, n: number) =>
  segmentRow(page, n).getByTestId('segment-source').locator('mark[data-term]');

test('the glossary terms of the open segment are underlined, listed and inserted with Ctrl+Shift+N', async ({
  page,
}) => {
  const { api, document } = await translatorOnNewDocument(
    page,
    'help.xlf',
    xliffOf(['Saving the files keeps your changes.', 'Enter your PIN, then pin the tab.']),
    async (admin) => {
      const glossary = await glossaryWith(admin, [
        { source: 'save', target: 'speichern' },
        { source: 'file', target: 'Datei', comment: 'noun' },
        { source: 'PIN', target: 'PIN-Code' },
        { source: 'printer', target: 'Drucker' },
      ]);
      return { glossaries: [glossary.id] };
    },
  );

  await openSegment(page, 1);
  await expect(underlined(page, 1)).toHaveText(['Saving', 'files']);
  await page.getByRole('tab', { name: 'Terms' }).click();
  const terms = page.getByRole('list', { name: 'Glossary terms' });
  await expect(terms.getByRole('listitem')).toHaveCount(2);
  await expect(terms.getByRole('listitem', { name: 'Term 2: file, Datei' })).toContainText('noun');

  // Back in the target, term 2 then term 1 go in at the caret.
  await target(page, 1).click();
  await page.keyboard.press('Control+Shift+2');
  await page.keyboard.type(' ');
  await page.keyboard.press('Control+Shift+1');
  await expect(target(page, 1)).toHaveText('Datei speichern');
  await page.keyboard.press('Tab');
  await expect(target(page, 2)).toBeFocused();

  // The acronym is found in its own case only.
  await expect(underlined(page, 2)).toHaveText(['PIN']);
  await page.keyboard.press('Control+Shift+1');
  await expect(target(page, 2)).toHaveText('PIN-Code');

  // Tab saved the first target: the server has it once that save is done.
  await expect.poll(async () => (await savedRecords(api, document.id))[0]!.target).toBe('Datei speichern');
  await api.dispose();
});
