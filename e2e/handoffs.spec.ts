/**
 * Work that leaves and comes back, in the composed app: a manager sends a project's German out as an OmegaT
 * package for its translator; the assignments tab and the translator's editor say so, the editor keeps the
 * targets read-only; the manager uploads the return (a translated file of the package, as OmegaT writes one) and
 * reads its report: the segment applied, the one left untranslated unchanged, and a unit naming no segment of the
 * package refused with its reason (the report checked with axe). An editor open while its package leaves and is taken back turns read-only and editable
 * again without a reload (the live channel). A package taken back whose return comes later brings the segment
 * changed here meanwhile as a conflict, settled side by side. A manager who chooses the XLIFF 2.0 kit downloads a ZIP of the
 * document as XLIFF 2.0 with its TM, terms, analysis and README, whose return by segment id is applied.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Document, Handoff, Project } from '@tessera/shared/contract';
import { unzip } from '../server/src/formats/xlsx/zip.test-helper.ts';
import { savedRecords, uploadDocument, xliffOf } from './editor-support.ts';
import { adminApi, answerOf, apiAs, appUrl, createUser, openAs, test } from './fixtures.ts';

/** A source file of the package with the target of the unit `id` set (as OmegaT writes a translated file). */
function translatedReturn(file: string, id: number, target: string): string {
  const unit = new RegExp(`(<trans-unit id="${id}"[^>]*>[\\s\\S]*?</source>)(?:\\s*<target[^>]*>[\\s\\S]*?</target>)?`);
  return file.replace(unit, (_, opened: string) => `${opened}<target>${target}</target>`);
}

/** A unit no package holds, added to a returned file. */
const withStrayUnit = (file: string) =>
  file.replace('</body>', '<trans-unit id="999999"><source>x</source><target>y</target></trans-unit></body>');

/** A project en → de whose one document of two segments has a translation step for a new translator. */
async function projectWithTranslator() {
  const admin = await adminApi(appUrl());
  const manager = await createUser(appUrl(), 'manager');
  const translator = await createUser(appUrl(), 'user');
  const document: Document = await uploadDocument(
    admin,
    `handoff-${Date.now()}.xlf`,
    xliffOf(['Save the file.', 'Close the window.']),
  );
  const project = await answerOf<Project>(
    admin.post('/api/projects/', { data: { name: `Handoff ${document.id}`, source_lang: 'en', target_lang: 'de' } }),
    201,
  );
  await answerOf(admin.put(`/api/document/${document.id}`, { data: { project_id: project.id } }), 200);
  await answerOf(
    admin.put(`/api/document/${document.id}/assignments`, {
      data: { assignments: [{ step: 'translation', user_id: translator.id, due_at: null }] },
    }),
    200,
  );
  await admin.dispose();
  return { manager, translator, document, project };
}

/** The package's one source file, as the manager downloads it. */
async function packageSource(api: APIRequestContext, projectId: number, handoffId: number) {
  const response = await api.get(`/api/projects/${projectId}/handoffs/${handoffId}/package`);
  expect(response.status()).toBe(200);
  const source = unzip(await response.body()).find((entry) => /\/source\/.+\.xlf$/.test(entry.name))!;
  return { name: source.name.slice(source.name.lastIndexOf('/') + 1), text: source.data.toString('utf8') };
}

/** Uploads `file` as the return of the package of German on the project page; answers the report's dialog. */
async function uploadReturn(page: Page, file: { name: string; text: string }) {
  await page
    .getByRole('table', { name: 'Packages' })
    .getByRole('button', { name: /^Upload the return of de sent / })
    .click();
  const upload = page.getByRole('dialog', { name: 'Return of de' });
  await upload.getByLabel('Return file').setInputFiles({
    name: file.name,
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(file.text),
  });
  await upload.getByRole('button', { name: 'Upload and apply' }).click();
  return page.getByRole('dialog', { name: 'Return of de' });
}

test('a manager sends a language out, its editor is read-only meanwhile, and its return is applied with a report', async ({
  page,
  browser,
}) => {
  const { manager, translator, document, project } = await projectWithTranslator();

  // The manager sends German out for the translator.
  await openAs(page, `/project/${project.id}#packages`, manager);
  await page.getByRole('button', { name: 'Send out', exact: true }).click();
  const sendOut = page.getByRole('dialog', { name: 'Send out a package' });
  // The person picker asks the server for the people matching what is typed.
  await sendOut.getByRole('combobox', { name: 'Whose documents' }).fill(translator.username);
  await page.getByRole('option', { name: translator.username }).click();
  await sendOut.getByRole('button', { name: 'Send out', exact: true }).click();
  const sent = page.getByRole('dialog', { name: 'The package is out' });
  await expect(sent.getByRole('link', { name: 'Download package' })).toBeVisible();
  await sent.getByRole('button', { name: 'Close' }).click();
  const packages = page.getByRole('table', { name: 'Packages' });
  await expect(packages.getByRole('row').nth(1)).toContainText('Out');
  // The assignments tab says it under the document's name.
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Assignments of the documents' })
      .getByText(`Out in an OmegaT package with ${translator.username} since`),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Packages' }).click();

  // The translator's editor says the document is out, and a segment clicked opens no target to type in.
  const translatorContext = await browser.newContext();
  const translatorPage = await translatorContext.newPage();
  await openAs(translatorPage, `/document/${document.id}`, translator);
  await expect(translatorPage.getByText(`Out in an OmegaT package with ${translator.username} since`)).toBeVisible();
  await translatorPage.getByRole('row', { name: 'Segment 1' }).getByTestId('segment-source').click();
  await expect(translatorPage.getByRole('textbox', { name: 'Target of segment 1' })).toHaveCount(0);
  await translatorContext.close();

  // The return: the package's file with the first segment translated, as OmegaT writes it, and a stray unit.
  const managerApi = await apiAs(appUrl(), manager);
  const [handoff] = (
    await answerOf<{ handoffs: Handoff[] }>(managerApi.get(`/api/projects/${project.id}/handoffs`), 200)
  ).handoffs;
  const source = await packageSource(managerApi, project.id, handoff!.id);
  const [first] = await savedRecords(managerApi, document.id);
  const report = await uploadReturn(page, {
    name: source.name,
    text: withStrayUnit(translatedReturn(source.text, first!.id, 'Speichern Sie die Datei.')),
  });
  await expect(report.getByText('Applied: 1. Unchanged: 1.')).toBeVisible();
  const refused = report.getByRole('table', { name: 'Refused segments' });
  await expect(refused.getByRole('row')).toHaveCount(2);
  await expect(refused.getByRole('row').nth(1)).toContainText('No segment of the package');
  // The report reads well to everyone (axe's critical and serious rules; accessibility.spec.ts checks the rest).
  const axe = await new AxeBuilder({ page }).setLegacyMode().include('[role="dialog"]').analyze();
  expect(
    axe.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious'),
  ).toEqual([]);
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(packages.getByRole('row').nth(1)).toContainText('Returned');
  await expect(packages.getByRole('row').nth(1)).toContainText('1 applied, 1 refused, 0 in conflict');
  expect((await savedRecords(managerApi, document.id))[0]).toMatchObject({ target: 'Speichern Sie die Datei.' });
  await managerApi.dispose();
});

test('a package taken back returns later with a conflict, settled by taking the return', async ({ page, browser }) => {
  const { manager, translator, document, project } = await projectWithTranslator();
  const managerApi = await apiAs(appUrl(), manager);
  // The translator has the document open before the package leaves: the editor turns read-only without a reload.
  const translatorContext = await browser.newContext();
  const translatorPage = await translatorContext.newPage();
  await openAs(translatorPage, `/document/${document.id}`, translator);
  await expect(translatorPage.getByRole('row', { name: 'Segment 1' })).toBeVisible();
  const outBanner = translatorPage.getByText(`Out in an OmegaT package with ${translator.username} since`);
  await expect(outBanner).toHaveCount(0);
  const handoff = await answerOf<Handoff>(
    managerApi.post(`/api/projects/${project.id}/handoffs`, { data: { target_lang: 'de', user_id: translator.id } }),
    201,
  );
  await expect(outBanner).toBeVisible();
  const source = await packageSource(managerApi, project.id, handoff.id);

  // Taken back, and the first segment translated here meanwhile.
  await openAs(page, `/project/${project.id}#packages`, manager);
  const packages = page.getByRole('table', { name: 'Packages' });
  await packages.getByRole('button', { name: /^Take back the package of de sent / }).click();
  const takeBack = page.getByRole('dialog', { name: 'Take the package back?' });
  await takeBack.getByRole('button', { name: 'Take back' }).click();
  await expect(packages.getByRole('row').nth(1)).toContainText('Taken back');
  // The translator's open editor hears it on its live channel: editable again, no reload.
  await expect(outBanner).toHaveCount(0);
  await translatorPage.getByRole('row', { name: 'Segment 2' }).getByTestId('segment-source').click();
  await expect(translatorPage.getByRole('textbox', { name: 'Target of segment 2' })).toBeVisible();
  await translatorContext.close();
  const [first] = await savedRecords(managerApi, document.id);
  await answerOf(
    managerApi.put(`/api/document/records/${first!.id}`, {
      data: { target: 'Hier gespeichert.', approved: true, updated_at: first!.updated_at },
    }),
    200,
  );

  // The return still comes: the segment is a conflict, Tessera's target beside the return's.
  const report = await uploadReturn(page, {
    name: source.name,
    text: translatedReturn(source.text, first!.id, 'Dort gespeichert.'),
  });
  const conflicts = report.getByRole('table', { name: 'Conflicts' });
  await expect(conflicts.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    /^Segment 1/,
    'Save the file.',
    new RegExp(`^Hier gespeichert\\.${manager.username}, `),
    'Dort gespeichert.',
    "Keep Tessera'sTake the return's",
  ]);
  await conflicts
    .getByRole('group', { name: /segment 1 of / })
    .getByLabel("Take the return's")
    .check();
  await report.getByRole('button', { name: 'Settle conflicts' }).click();
  await expect(report.getByText('Every conflict is settled.')).toBeVisible();
  expect((await savedRecords(managerApi, document.id))[0]).toMatchObject({ target: 'Dort gespeichert.' });
  await managerApi.dispose();
});

test('a manager sends a language out as an XLIFF 2.0 kit, downloads it, and its return is applied', async ({
  page,
}) => {
  const { manager, translator, document, project } = await projectWithTranslator();
  await openAs(page, `/project/${project.id}#packages`, manager);
  await page.getByRole('button', { name: 'Send out', exact: true }).click();
  const sendOut = page.getByRole('dialog', { name: 'Send out a package' });
  await sendOut.getByLabel('Package kind').selectOption({ label: 'XLIFF 2.0 kit' });
  await expect(sendOut.getByText(/^Each document as XLIFF 2\.0, with the TM matches/)).toBeVisible();
  await sendOut.getByRole('combobox', { name: 'Whose documents' }).fill(translator.username);
  await page.getByRole('option', { name: translator.username }).click();
  const axe = await new AxeBuilder({ page }).setLegacyMode().include('[role="dialog"]').analyze();
  expect(
    axe.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious'),
  ).toEqual([]);
  await sendOut.getByRole('button', { name: 'Send out', exact: true }).click();

  // The kit comes down through the notice's link: one ZIP with the document as XLIFF 2.0 and what goes with it.
  const sent = page.getByRole('dialog', { name: 'The package is out' });
  const started = page.waitForEvent('download');
  await sent.getByRole('link', { name: 'Download package' }).click();
  const kit = await started;
  expect(kit.suggestedFilename()).toBe(`Handoff ${document.id}-de.xliff2.zip`);
  const entries = unzip(readFileSync(await kit.path()));
  const root = `Handoff ${document.id}-de`;
  expect(entries.map((entry) => entry.name)).toEqual([
    `${root}/README.txt`,
    `${root}/analysis.html`,
    `${root}/tm/tessera.tmx`,
    `${root}/glossary/tessera.tbx`,
    // The document's name ends in .xlf already: the kit adds none.
    `${root}/${document.name}`,
  ]);
  const xliff = entries.at(-1)!.data.toString('utf8');
  expect(xliff).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0"');
  await sent.getByRole('button', { name: 'Close' }).click();
  const packages = page.getByRole('table', { name: 'Packages' });
  await expect(packages.getByRole('row').nth(1)).toContainText('XLIFF 2.0 kit');

  // The translator's tool writes a target into the first segment, found by its id in Tessera.
  const managerApi = await apiAs(appUrl(), manager);
  const [first] = await savedRecords(managerApi, document.id);
  const segment = new RegExp(`(<segment id="${first!.id}") state="initial">(\\s*<source>[^<]*</source>)`);
  expect(xliff).toMatch(segment);
  const report = await uploadReturn(page, {
    name: document.name,
    text: xliff.replace(segment, '$1 state="translated">$2<target>Speichern Sie die Datei.</target>'),
  });
  await expect(report.getByText('Applied: 1. Unchanged: 1.')).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(packages.getByRole('row').nth(1)).toContainText('1 applied, 0 refused, 0 in conflict');
  expect((await savedRecords(managerApi, document.id))[0]).toMatchObject({ target: 'Speichern Sie die Datei.' });
  await managerApi.dispose();
});
