import { expect } from 'vitest';
import type { Handoff, HandoffReport } from '@tessera/shared/contract';
import type { Client, TestContext } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { unzip } from '../formats/xlsx/zip.test-helper.ts';
import {
  createGlossaryWithTerms,
  createProject,
  createTmWithUnits,
  documentRecords,
  linkGlossaries,
  linkTms,
  savedRecord,
  uploadDocument,
  xliffOf,
} from '../test/resources.ts';

/** An XLIFF 1.2 file whose one unit has a bold pair and a line break, and a locked unit after it. */
const CODED = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="b" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="bold"><source>Press <g id="1">Save</g> now.<x id="2"/></source><note>The toolbar button</note></trans-unit>
    <trans-unit id="fixed" translate="no"><source>ACME Corp.</source></trans-unit>
  </body></file>
</xliff>`;

/** A project en → de with a document of plain segments and one with codes, a linked TM and glossary. */
export async function handoffProject(t: TestContext, manager: Client) {
  const project = await createProject(manager, 'Spring');
  const guide = await uploadDocument(
    t,
    manager,
    xliffOf([
      'Save the file before you close it.',
      'Open the settings and choose a language for the menus.',
      'Print the page.',
    ]),
    { projectId: project.id, name: 'guide.xlf' },
  );
  const coded = await uploadDocument(t, manager, CODED, { projectId: project.id, name: 'coded.xlf' });
  const tm = await createTmWithUnits(t, manager, 'Main', [
    { source: 'Save the file before you close it!', target: 'Speichern Sie die Datei, bevor Sie sie schließen!' },
    // 74 % and 60 % against the second and the third segment.
    {
      source: 'Open the settings and choose a theme for all windows.',
      target: 'Wählen Sie ein Design für alle Fenster.',
    },
    { source: 'Print the page now please.', target: 'Drucken Sie die Seite jetzt.' },
    { source: 'Something else entirely.', target: 'Etwas ganz anderes.' },
  ]);
  await linkTms(t, manager, `/api/projects/${project.id}`, [{ id: tm.id, mode: 'read' }]);
  const { glossary } = await createGlossaryWithTerms(manager, 'Terms', [
    { source: 'settings', target: 'Einstellungen', comment: 'UI\tlabel' },
    { source: 'invoice', target: 'Rechnung' },
  ]);
  await linkGlossaries(manager, `/api/projects/${project.id}`, [glossary.id]);
  return { project, guide, coded };
}

/** Today's translations in the project of `handoffProject`: its guide's first segment and its coded one's. */
export async function translateToday(manager: Client, guide: { id: number }, coded: { id: number }) {
  const [first] = await documentRecords(manager, guide.id);
  await savedRecord(manager, first!, { target: 'Speichern Sie die Datei.' });
  const [bold] = await documentRecords(manager, coded.id);
  await savedRecord(manager, bold!, { target: 'Drücken Sie jetzt \u00011\u0002Speichern\u00012\u0002.\u00013\u0002' });
}

/** Sends a package out as `manager` (`POST /projects/{id}/handoffs`), which must be taken. */
export async function sendPackage(manager: Client, projectId: number, body: Record<string, unknown>) {
  const response = await manager.inject({ method: 'POST', url: `/api/projects/${projectId}/handoffs`, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Handoff;
}

/** Uploads a file as a package's return, whatever the answer. */
export const uploadReturn = (
  manager: Client,
  projectId: number,
  handoffId: number,
  name: string,
  content: Buffer | string,
) =>
  manager.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/handoffs/${handoffId}/return`,
    ...multipart({}, { name, content }),
  });

/** A package's entries (a ZIP answer's) by their path, as text. */
export const entriesOf = (response: { rawPayload: Buffer }) =>
  new Map(unzip(response.rawPayload).map((entry) => [entry.name, entry.data.toString('utf8')]));

/** Uploads a file as a package's return, which must be read, and answers the return's report. */
export async function returnReport(
  manager: Client,
  projectId: number,
  handoffId: number,
  name: string,
  content: Buffer | string,
): Promise<HandoffReport> {
  const response = await uploadReturn(manager, projectId, handoffId, name, content);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Handoff).report!;
}
