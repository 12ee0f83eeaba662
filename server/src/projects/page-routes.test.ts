import { expect, it } from 'vitest';
import type { Project, ProjectProgress } from '@tessera/shared/contract';
import { unzip } from '../formats/xlsx/zip.test-helper.ts';
import { describeWithDatabases, type Client } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { createProject, documentRecords, savedRecord, uploadDocument, xliffOf } from '../test/resources.ts';
import { assignSteps, deliverStep } from '../assignments/workflow.test-helper.ts';

/** What the project page reads and does beyond the project itself: its settings, progress and the ZIP of its files. */
describeWithDatabases('the project page', (t) => {
  const saveTarget = async (client: Client, documentId: number, index: number, target: string, approved: boolean) => {
    const record = (await documentRecords(client, documentId))[index]!;
    await savedRecord(client, record, { target, approved });
  };

  it('keeps a client and a due date with the project, refuses a due date that is not a day, and clears it', async () => {
    const manager = await t.signIn('manager');
    const created = await manager.inject({
      method: 'POST',
      url: '/api/projects/',
      payload: { name: 'Catalogue', source_lang: 'en', target_lang: 'fr', client: ' ACME ', due_date: '2027-03-31' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json() as Project;
    expect(project).toMatchObject({ client: 'ACME', due_date: '2027-03-31' });
    expect(await createProject(manager)).toMatchObject({ client: '', due_date: null });

    const wrong = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { due_date: '31/03/2027' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('due_date must be a date (YYYY-MM-DD)');

    const changed = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { client: 'ACME Europe', due_date: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Catalogue', client: 'ACME Europe', due_date: null });
  });

  it("counts each document's segments and words, translated, approved and reviewed, and the project's totals", async () => {
    const manager = await t.signIn('manager');
    const [translator, reviewer] = [await t.signIn('user'), await t.signIn('user')];
    const project = await createProject(manager);
    const first = await uploadDocument(t, manager, xliffOf(['One two three.', 'Four five.', ['Six.', 'Sechs.']]), {
      projectId: project.id,
    });
    const second = await uploadDocument(t, manager, xliffOf(['Seven eight.']), { projectId: project.id });
    await saveTarget(translator, first.id, 0, 'Eins zwei drei.', true);
    await saveTarget(translator, second.id, 0, ' ', false);
    // The reviewer confirms the translated segment in the first document's review step.
    await assignSteps(manager, first.id, [
      ['translation', translator],
      ['review', reviewer],
    ]);
    expect((await deliverStep(manager, first.id, 'translation', { force: true })).statusCode).toBe(200);
    await saveTarget(reviewer, first.id, 0, 'Eins zwei drei.', true);

    const response = await translator.inject(`/api/projects/${project.id}/progress`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as ProjectProgress).toEqual({
      languages: [
        {
          target_lang: 'de',
          documents: 2,
          segments: { total: 4, translated: 2, approved: 1, reviewed: 1 },
          words: { total: 8, translated: 4, approved: 3, reviewed: 3 },
        },
      ],
      total: {
        segments: { total: 4, translated: 2, approved: 1, reviewed: 1 },
        words: { total: 8, translated: 4, approved: 3, reviewed: 3 },
      },
    });
    expect((await translator.inject('/api/projects/999999/progress')).statusCode).toBe(404);
  });

  it("downloads every document's translated file in a ZIP, in its target language's folder, each merged as its own download", async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, 'Spring / Frühling');
    const guide = await uploadDocument(t, manager, xliffOf(['Save the file.', 'Close it.']), {
      projectId: project.id,
      name: 'guide.xlf',
    });
    const again = await uploadDocument(t, manager, xliffOf(['Open it.']), { projectId: project.id, name: 'guide.xlf' });
    await saveTarget(manager, guide.id, 0, 'Speichern Sie die Datei.', true);

    const response = await manager.inject(`/api/projects/${project.id}/download`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Spring _ Fr_hling.zip"; filename*=UTF-8''${encodeURIComponent('Spring / Frühling.zip')}`,
    );
    const entries = unzip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['de/guide.xlf', `de/guide (${again.id}).xlf`]);
    const single = await manager.inject(`/api/document/${guide.id}/download`);
    expect(entries[0]!.data.toString('utf8')).toBe(single.body);
    expect(entries[0]!.data.toString('utf8')).toContain('Speichern Sie die Datei.');
    expect(entries[1]!.data.toString('utf8')).toBe((await manager.inject(`/api/document/${again.id}/download`)).body);

    const empty = await createProject(manager, 'Nothing yet');
    expect(unzip((await manager.inject(`/api/projects/${empty.id}/download`)).rawPayload)).toEqual([]);
    expect((await manager.inject('/api/projects/999999/download')).statusCode).toBe(404);
  });

  it('refuses the ZIP while a document of the project cannot be merged', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const broken = await manager.inject({
      method: 'POST',
      url: '/api/document/',
      ...multipart({ project_id: String(project.id) }, { name: 'broken.xlf', content: '<xliff version="1.2"><file>' }),
    });
    expect(broken.statusCode, broken.body).toBe(202);
    await t.app.jobs.idle();
    const refused = await manager.inject(`/api/projects/${project.id}/download`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '"broken.xlf" is still being processed or could not be read; wait for it or delete it, then download again',
    );
  });
});
