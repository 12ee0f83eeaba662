import { expect, it } from 'vitest';
import type {
  DocumentHandoffAnswer,
  Handoff,
  ProjectDocumentAssignments,
  ProjectDocumentPage,
  SegmentHistory,
} from '@tessera/shared/contract';
import { tmWriteBacksOf } from '../documents/tm-write-backs.ts';
import { unzip, zip } from '../formats/xlsx/zip.test-helper.ts';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { createTm, documentRecords, getJson, linkTms, saveRecord, savedRecord } from '../test/resources.ts';
import { assignSteps } from '../assignments/workflow.test-helper.ts';
import { handoffProject, sendPackage, uploadReturn } from './handoff.test-helper.ts';

/** The package's source files by name (`guide.xlf`), as OmegaT's project holds them. */
function sourceFiles(packageZip: Buffer): Map<string, string> {
  return new Map(
    unzip(packageZip)
      .filter((entry) => entry.name.includes('/source/'))
      .map((entry) => [entry.name.slice(entry.name.lastIndexOf('/') + 1), entry.data.toString('utf8')]),
  );
}

/** A source file with the targets of these units (by id) replaced, as OmegaT writes a translated file. */
function translated(file: string, targets: Record<number, string>): string {
  let result = file;
  for (const [id, target] of Object.entries(targets))
    result = result.replace(
      new RegExp(`(<trans-unit id="${id}"[^>]*>.*?<target>).*?(</target>)`),
      (_, open: string, close: string) => `${open}${target}${close}`,
    );
  return result;
}

describeWithPostgresToo('a package sent out and its return', (t) => {
  const packageOf = async (manager: Client, projectId: number, handoffId: number) => {
    const response = await manager.inject(`/api/projects/${projectId}/handoffs/${handoffId}/package`);
    expect(response.statusCode, response.body).toBe(200);
    return sourceFiles(response.rawPayload);
  };

  it('keeps its documents read-only while out, then applies the return segment by segment with its report', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { project, guide, coded } = await handoffProject(t, manager);
    const writable = await createTm(manager, { name: 'Returns' });
    await linkTms(t, manager, `/api/projects/${project.id}`, [{ id: writable.id, mode: 'write' }]);
    await assignSteps(manager, guide.id, [['translation', translator]]);
    await assignSteps(manager, coded.id, [['translation', translator]]);

    const handoff = await sendPackage(manager, project.id, {
      target_lang: 'de',
      user_id: translator.user.id,
      due_at: '2027-01-15T12:00:00.000Z',
    });
    expect(handoff).toMatchObject({
      target_lang: 'de',
      format: 'omegat',
      state: 'out',
      person: { id: translator.user.id },
      sent_by: { id: manager.user.id },
      document_ids: [guide.id, coded.id],
      due_at: '2027-01-15T12:00:00.000Z',
      report: null,
    });
    // Out: the editor and every save say so; a second package of the same documents is refused.
    const ofDocument = await getJson<DocumentHandoffAnswer>(translator, `/api/document/${guide.id}/handoff`);
    expect(ofDocument.handoff).toMatchObject({ id: handoff.id, person: { id: translator.user.id } });
    const [first, second, third] = await documentRecords(manager, guide.id);
    const refused = await saveRecord(translator, first!, { target: 'Speichern!' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'document_out_in_package' });
    const delivered = await translator.inject({
      method: 'POST',
      url: `/api/document/${guide.id}/assignments/translation/deliver`,
      payload: {},
    });
    expect(delivered.statusCode, delivered.body).toBe(409);
    expect(delivered.json()).toMatchObject({ code: 'step_out_in_package' });
    const again = await manager.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/handoffs`,
      payload: { target_lang: 'de' },
    });
    expect(again.statusCode).toBe(409);
    // The name is in the details too, for the screens' words of the code.
    expect(again.json()).toMatchObject({ code: 'document_already_out', details: { name: 'guide.xlf' } });
    // The project's documents table says which documents are out, and in which package.
    const documentsPage = await getJson<ProjectDocumentPage>(manager, `/api/projects/${project.id}/documents`);
    expect(documentsPage.records.map((document) => [document.name, document.handoff])).toEqual([
      [
        'guide.xlf',
        expect.objectContaining({
          id: handoff.id,
          format: 'omegat',
          person: expect.objectContaining({ id: translator.user.id }),
        }),
      ],
      ['coded.xlf', expect.objectContaining({ id: handoff.id })],
    ]);

    // The return: two segments translated, one with its codes in place, one whose bold pair is gone, one unit
    // naming no segment of the package, and one left as OmegaT leaves an untranslated segment.
    const files = await packageOf(manager, project.id, handoff.id);
    const [bold] = await documentRecords(manager, coded.id);
    const guideFile = translated(files.get('guide.xlf')!, {
      [first!.id]: 'Speichern Sie die Datei, bevor Sie sie schließen.',
      [second!.id]: 'Öffnen Sie die Einstellungen.',
    }).replace('</body>', '<trans-unit id="999999"><source>x</source><target>y</target></trans-unit></body>');
    const codedFile = translated(files.get('coded.xlf')!, {
      [bold!.id]: 'Drücken Sie jetzt Speichern.<x id="3"/>',
    });
    const returned = zip([
      { name: 'Spring-de/target/guide.xlf', data: Buffer.from(guideFile) },
      { name: 'Spring-de/target/coded.xlf', data: Buffer.from(codedFile) },
    ]);
    const response = await uploadReturn(manager, project.id, handoff.id, 'Spring-de.zip', returned);
    expect(response.statusCode, response.body).toBe(200);
    const back = response.json() as Handoff;
    expect(back.state).toBe('returned');
    expect(back.report).toMatchObject({ applied: 2, unchanged: 1, conflicts: [] });
    expect(back.report!.refused).toEqual([
      {
        segment_id: null,
        document_id: null,
        position: null,
        file: 'Spring-de/target/guide.xlf',
        unit: '999999',
        reason: 'unknown_segment',
        message: 'the unit "999999" is no segment of this package',
      },
      expect.objectContaining({
        segment_id: bold!.id,
        document_id: coded.id,
        position: bold!.position,
        reason: 'tags_changed',
        file: 'Spring-de/target/coded.xlf',
      }),
    ]);

    // Applied as the translator's confirmed work, the history saying so; the segments editable again.
    const after = await documentRecords(manager, guide.id);
    expect(after.map((record) => [record.target, record.approved])).toEqual([
      ['Speichern Sie die Datei, bevor Sie sie schließen.', true],
      ['Öffnen Sie die Einstellungen.', true],
      ['', false],
    ]);
    const history = await getJson<SegmentHistory>(manager, `/api/document/records/${first!.id}/history`);
    expect(history.versions[0]).toMatchObject({ change: 'return', user: { id: translator.user.id } });
    expect((await getJson<DocumentHandoffAnswer>(manager, `/api/document/${guide.id}/handoff`)).handoff).toBeNull();
    expect((await saveRecord(translator, after[2]!, { target: 'Drucken Sie die Seite.' })).statusCode).toBe(200);
    expect(third!.target).toBe('');
    // The TM is written from the returned segments.
    await tmWriteBacksOf(t.db)!.idle();
    const units = await getJson<{ records: { source: string; target: string }[] }>(
      manager,
      `/api/translation_memory/${writable.id}/records`,
    );
    expect(units.records.map((unit) => unit.target).sort()).toEqual([
      'Speichern Sie die Datei, bevor Sie sie schließen.',
      'Öffnen Sie die Einstellungen.',
    ]);
    expect(
      (await getJson<{ handoffs: Handoff[] }>(manager, `/api/projects/${project.id}/handoffs`)).handoffs.map(
        (listed) => [listed.id, listed.state],
      ),
    ).toEqual([[handoff.id, 'returned']]);
    // A second return of the same package is refused.
    expect((await uploadReturn(manager, project.id, handoff.id, 'again.zip', returned)).statusCode).toBe(409);
  });

  it('refuses a changed source, and keeps a segment changed since the package left as a conflict to settle', async () => {
    const manager = await t.signIn('manager');
    const { project, guide } = await handoffProject(t, manager);
    const handoff = await sendPackage(manager, project.id, { target_lang: 'de' });
    const files = await packageOf(manager, project.id, handoff.id);
    // Taken back: editable again, and one segment is translated here meanwhile.
    const takeBack = await manager.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/handoffs/${handoff.id}/take-back`,
    });
    expect(takeBack.statusCode, takeBack.body).toBe(200);
    expect(takeBack.json()).toMatchObject({ state: 'taken_back' });
    const [first, second, third] = await documentRecords(manager, guide.id);
    await savedRecord(manager, first!, { target: 'Hier gespeichert.', approved: true });

    const guideFile = translated(files.get('guide.xlf')!, {
      [first!.id]: 'Dort gespeichert.',
      [third!.id]: 'Drucken Sie die Seite.',
    }).replace('Open the settings and choose', 'Open the options and choose');
    const response = await uploadReturn(manager, project.id, handoff.id, 'guide.xlf', guideFile);
    expect(response.statusCode, response.body).toBe(200);
    const report = (response.json() as Handoff).report!;
    expect(report).toMatchObject({ applied: 1, unchanged: 0 });
    expect(report.refused).toEqual([
      expect.objectContaining({
        segment_id: second!.id,
        document_id: guide.id,
        position: 1,
        reason: 'source_changed',
        unit: String(second!.id),
      }),
    ]);
    expect(report.conflicts).toEqual([
      expect.objectContaining({
        segment_id: first!.id,
        document_id: guide.id,
        document_name: 'guide.xlf',
        position: 0,
        current: 'Hier gespeichert.',
        returned: 'Dort gespeichert.',
        changed_by: expect.objectContaining({ id: manager.user.id }),
      }),
    ]);

    const resolve = (decisions: unknown) =>
      manager.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/handoffs/${handoff.id}/conflicts`,
        payload: { decisions },
      });
    expect((await resolve([{ segment_id: third!.id, take: 'return' }])).statusCode).toBe(400);
    const settled = await resolve([{ segment_id: first!.id, take: 'return' }]);
    expect(settled.statusCode, settled.body).toBe(200);
    expect((settled.json() as Handoff).report!.conflicts).toEqual([]);
    const [firstNow] = await documentRecords(manager, guide.id);
    expect(firstNow).toMatchObject({ target: 'Dort gespeichert.', approved: true });
  });

  it('says what is wrong with a return it cannot read, and refuses what is not its to take', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { project } = await handoffProject(t, manager);
    const handoff = await sendPackage(manager, project.id, { target_lang: 'de' });

    const broken = await uploadReturn(
      manager,
      project.id,
      handoff.id,
      'guide.xlf',
      '<xliff version="1.2">\n<file>\n</xliff>',
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({
      code: 'return_unreadable',
      details: { problem: expect.stringMatching(/^guide\.xlf: /) },
    });
    expect(broken.json().message).toMatch(/^The return cannot be read: guide\.xlf: .*line 3/);
    const noXliff = await uploadReturn(
      manager,
      project.id,
      handoff.id,
      'r.zip',
      zip([{ name: 'a.txt', data: Buffer.from('x') }]),
    );
    expect(noXliff.statusCode).toBe(422);
    expect(noXliff.json().message).toContain('no translated XLIFF file');
    const otherPackage = await uploadReturn(
      manager,
      project.id,
      handoff.id,
      'other.xlf',
      '<xliff version="1.2"><file><body><trans-unit id="424242"><source>a</source><target>b</target></trans-unit></body></file></xliff>',
    );
    expect(otherPackage.statusCode).toBe(422);
    expect(otherPackage.json()).toMatchObject({ code: 'return_not_of_package' });
    // Nothing of those changed the package.
    expect(
      (await getJson<{ handoffs: Handoff[] }>(manager, `/api/projects/${project.id}/handoffs`)).handoffs[0],
    ).toMatchObject({
      state: 'out',
      report: null,
    });

    expect((await manager.inject(`/api/projects/${project.id}/handoffs/999999/package`)).statusCode).toBe(404);
    expect(
      (
        await manager.inject({
          method: 'POST',
          url: `/api/projects/${project.id}/handoffs`,
          payload: { target_lang: 'fr' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await manager.inject({
          method: 'POST',
          url: `/api/projects/${project.id}/handoffs`,
          payload: { target_lang: 'de', user_id: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    // Translators neither list nor send packages.
    expect((await translator.inject(`/api/projects/${project.id}/handoffs`)).statusCode).toBe(403);
  });

  it("names the package each document is out in on the project's assignments, in one answer", async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { project, guide, coded } = await handoffProject(t, manager);
    await assignSteps(manager, guide.id, [['translation', translator]]);
    const url = `/api/projects/${project.id}/document_assignments`;
    const before = await getJson<ProjectDocumentAssignments>(manager, url);
    expect(before.documents.map((row) => row.handoff)).toEqual([null, null]);
    const handoff = await sendPackage(manager, project.id, {
      target_lang: 'de',
      user_id: translator.user.id,
      format: 'xliff12',
      due_at: '2027-01-15T12:00:00.000Z',
    });
    const out = await getJson<ProjectDocumentAssignments>(manager, url);
    // Only the translator's document left; the other stays as it was.
    expect(out.documents.map((row) => [row.document.id, row.handoff])).toEqual([
      [
        guide.id,
        {
          id: handoff.id,
          format: 'xliff12',
          person: { id: translator.user.id, username: translator.user.username, display_name: null },
          sent_by: { id: manager.user.id, username: manager.user.username, display_name: null },
          sent_at: handoff.sent_at,
          due_at: '2027-01-15T12:00:00.000Z',
        },
      ],
      [coded.id, null],
    ]);
    const takeBack = await manager.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/handoffs/${handoff.id}/take-back`,
    });
    expect(takeBack.statusCode, takeBack.body).toBe(200);
    const back = await getJson<ProjectDocumentAssignments>(manager, url);
    expect(back.documents.map((row) => row.handoff)).toEqual([null, null]);
  });
});
