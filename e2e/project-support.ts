/** What the browser tests of projects share: a memory their files match, and a project's resources chosen on its page. */
import { expect, type Page } from '@playwright/test';

/** An en → de memory of two units: the projects' files repeat the first and come close to the second. */
export const PROJECT_TMX = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header srclang="en" creationtool="e2e" creationtoolversion="1" segtype="sentence" o-tmf="e2e" adminlang="en" datatype="plaintext"/><body>
<tu><tuv xml:lang="en"><seg>Save the file before closing.</seg></tuv><tuv xml:lang="de"><seg>Speichern Sie die Datei vor dem Schließen.</seg></tuv></tu>
<tu><tuv xml:lang="en"><seg>Open the settings of your account.</seg></tuv><tuv xml:lang="de"><seg>Öffnen Sie die Einstellungen Ihres Kontos.</seg></tuv></tu>
</body></tmx>
`;

/**
 * On a project page's Resources tab: adds the en → de memory `tmName`, writable, and the glossary `glossaryName`,
 * and saves each list.
 */
export async function addWritableMemoryAndGlossary(page: Page, tmName: string, glossaryName: string) {
  await page.getByLabel('Add a translation memory').selectOption({ label: `${tmName} (en → de)` });
  await page.getByRole('button', { name: 'Add' }).first().click();
  await page.getByLabel(`Mode of ${tmName}`).selectOption('write');
  await page.getByRole('button', { name: 'Save memories' }).click();
  await expect(page.getByRole('button', { name: 'Save memories' })).toBeDisabled();
  await page.getByLabel('Add a glossary').selectOption({ label: `${glossaryName} (en → de)` });
  await page.getByRole('button', { name: 'Add', exact: true }).last().click();
  await page.getByRole('button', { name: 'Save glossaries' }).click();
  await expect(page.getByRole('button', { name: 'Save glossaries' })).toBeDisabled();
}
