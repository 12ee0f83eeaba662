import { expect, it } from 'vitest';
import type { Document, Project } from '@tessera/shared/contract';
import { describeWithDatabases, statusOf, type Client } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { createGlossary, createProject, createTmWithUnits, uploadDocument, xliffOf } from '../test/resources.ts';

describeWithDatabases('projects', (t) => {
  const postProject = (client: Client, payload: object) =>
    client.inject({ method: 'POST', url: '/api/projects/', payload });

  it('lets managers create, change and delete projects and translators only read them', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const created = await postProject(manager, {
      name: '  Spring release ',
      description: 'Website and app',
      source_lang: 'en',
      target_lang: 'de-AT',
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json() as Project;
    expect(project).toMatchObject({
      name: 'Spring release',
      description: 'Website and app',
      source_lang: 'en',
      target_lang: 'de-AT',
      created_by: manager.user.id,
      documents_count: 0,
      records_count: 0,
      approved_records_count: 0,
      words_count: 0,
      approved_words_count: 0,
    });

    expect((await translator.inject('/api/projects/')).json().map((p: Project) => p.id)).toContain(project.id);
    expect((await translator.inject(`/api/projects/${project.id}`)).json()).toEqual(project);
    const refused = await postProject(translator, { name: 'Mine', source_lang: 'en', target_lang: 'de' });
    expect(refused.statusCode).toBe(403);
    expect(
      (await translator.inject({ method: 'PUT', url: `/api/projects/${project.id}`, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect((await translator.inject({ method: 'DELETE', url: `/api/projects/${project.id}` })).statusCode).toBe(403);
    expect((await t.anonymous.inject('/api/projects/')).statusCode).toBe(401);

    const renamed = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { name: 'Summer release' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Summer release',
      description: 'Website and app',
      target_lang: 'de-AT',
    });

    const admin = await t.signIn('admin');
    const deleted = await admin.inject({ method: 'DELETE', url: `/api/projects/${project.id}` });
    expect(deleted.json()).toEqual({
      message: 'Project "Summer release" deleted with 0 documents',
      documents_deleted: 0,
    });
    expect((await manager.inject(`/api/projects/${project.id}`)).statusCode).toBe(404);
  });

  it('answers a page of projects, newest first, searched by name or client, when asked for one', async () => {
    const manager = await t.signIn('manager');
    const names = ['Atlas', 'Borealis', 'Cirrus', 'Delta app'];
    for (const [i, name] of names.entries())
      expect(
        (
          await postProject(manager, {
            name,
            client: i === 1 ? 'Delta Corp' : '',
            source_lang: 'en',
            target_lang: 'de',
          })
        ).statusCode,
      ).toBe(201);
    const all = (await manager.inject('/api/projects/')).json() as Project[];
    expect(Array.isArray(all)).toBe(true);
    const page = (url: string) =>
      manager.inject(url).then((answer) => answer.json() as { records: Project[]; total_rows: number });
    const first = await page('/api/projects/?page=0&limit=3');
    expect(first.total_rows).toBe(all.length);
    expect(first.records.map((project) => project.id)).toEqual(all.slice(0, 3).map((project) => project.id));
    expect(first.records[0]!.name).toBe('Delta app');
    const second = await page('/api/projects/?page=1&limit=3');
    expect(second.records.map((project) => project.id)).toEqual(all.slice(3, 6).map((project) => project.id));
    // Its name or its client, ignoring case.
    const delta = await page('/api/projects/?search=DELTA');
    expect(delta.records.map((project) => project.name).sort()).toEqual(['Borealis', 'Delta app']);
    expect(delta.total_rows).toBe(2);
    const tooMany = await manager.inject('/api/projects/?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/limit/);
  });

  it('refuses invalid projects and unknown ids with clear messages', async () => {
    const manager = await t.signIn('manager');
    const blank = await postProject(manager, { name: ' ', source_lang: 'en', target_lang: 'de' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/name/);
    const language = await postProject(manager, { name: 'A', source_lang: 'english', target_lang: 'de' });
    expect(language.statusCode).toBe(400);
    expect(language.json().message).toMatch(/source_lang/);
    const project = await createProject(manager);
    const empty = await manager.inject({ method: 'PUT', url: `/api/projects/${project.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/at least one field/);
    expect(
      (await manager.inject({ method: 'PUT', url: '/api/projects/999999', payload: { name: 'A' } })).statusCode,
    ).toBe(404);
    expect((await manager.inject({ method: 'DELETE', url: '/api/projects/999999' })).json()).toEqual({
      message: 'Project not found',
      code: 'project_not_found',
    });
    expect((await manager.inject('/api/projects/999999/glossaries')).json()).toEqual({
      message: 'Project not found',
      code: 'project_not_found',
    });
    const unknownTm = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/translation_memories`,
      payload: { memories: [{ id: 999999, mode: 'read' }] },
    });
    expect(unknownTm.statusCode).toBe(400);
    expect(unknownTm.json().message).toBe('No translation memory has the id 999999');
  });

  it('holds documents uploaded into it or moved there, counts their progress, and deletes them with it', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const first = await uploadDocument(t, manager, xliffOf(['One two three.', 'Four five.']), {
      projectId: project.id,
    });
    expect(first.project_id).toBe(project.id);
    const loose = await uploadDocument(t, manager, xliffOf(['Six seven eight nine.']));
    expect(loose.project_id).toBeNull();

    const unknown = await manager.inject({
      method: 'POST',
      url: '/api/document/',
      ...multipart({ project_id: '999999' }, { name: 'x.xlf', content: xliffOf(['A']) }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No project has the id 999999');

    const moved = await manager.inject({
      method: 'PUT',
      url: `/api/document/${loose.id}`,
      payload: { project_id: project.id },
    });
    expect(moved.json()).toEqual({ message: 'Document moved' });
    expect(
      (await manager.inject({ method: 'PUT', url: `/api/document/${loose.id}`, payload: { project_id: 999999 } }))
        .statusCode,
    ).toBe(400);
    expect((await manager.inject(`/api/projects/${project.id}`)).json()).toMatchObject({
      documents_count: 2,
      records_count: 3,
      words_count: 9,
      approved_words_count: 0,
    });

    const deleted = await manager.inject({ method: 'DELETE', url: `/api/projects/${project.id}` });
    expect(deleted.json()).toEqual({
      message: `Project "${project.name}" deleted with 2 documents`,
      documents_deleted: 2,
    });
    const remaining = (await manager.inject('/api/document/')).json() as Document[];
    expect(remaining.map((document) => document.id)).not.toContain(first.id);
    expect(remaining.map((document) => document.id)).not.toContain(loose.id);
  });

  it("gives documents the project's TMs and glossaries (inherited) until a document sets its own", async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager);
    const main = await createTmWithUnits(t, manager, 'Main', [
      { source: 'Save your changes.', target: 'Speichern Sie Ihre Änderungen.' },
    ]);
    const other = await createTmWithUnits(t, manager, 'Other', []);
    const glossary = await createGlossary(manager, { name: 'Terms' });
    const tms = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/translation_memories`,
      payload: { memories: [{ id: main.id, mode: 'write' }] },
    });
    expect(tms.json()).toEqual([{ id: main.id, name: 'Main', mode: 'write', position: 0 }]);
    expect((await translator.inject(`/api/projects/${project.id}/translation_memories`)).json()).toEqual(tms.json());
    expect(
      await statusOf(translator, {
        method: 'PUT',
        url: `/api/projects/${project.id}/translation_memories`,
        payload: { memories: [] },
      }),
    ).toBe(403);
    await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/glossaries`,
      payload: { glossaries: [{ id: glossary.id }] },
    });
    expect((await translator.inject(`/api/projects/${project.id}/glossaries`)).json()).toEqual([
      { id: glossary.id, name: 'Terms', position: 0 },
    ]);

    const document = await uploadDocument(t, manager, xliffOf(['Save your changes.']), { projectId: project.id });
    expect((await translator.inject(`/api/document/${document.id}/translation_memories`)).json()).toEqual([
      { id: main.id, name: 'Main', mode: 'write', position: 0, inherited: true },
    ]);
    expect((await translator.inject(`/api/document/${document.id}/glossaries`)).json()).toEqual([
      { id: glossary.id, name: 'Terms', position: 0, inherited: true },
    ]);
    await t.app.jobs.idle();
    const [record] = (await translator.inject(`/api/document/${document.id}/records`)).json().records;
    const matches = (await translator.inject(`/api/document/records/${record.id}/substitutions`)).json();
    expect(matches.map((match: { similarity: number; tm_name: string }) => [match.similarity, match.tm_name])).toEqual([
      [100, 'Main'],
    ]);

    const own = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/translation_memories`,
      payload: { memories: [{ id: other.id, mode: 'read' }] },
    });
    expect(own.json()).toEqual([{ id: other.id, name: 'Other', mode: 'read', position: 0, inherited: false }]);
    const none = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/glossaries`,
      payload: { glossaries: [] },
    });
    expect(none.json()).toEqual([]);
    expect((await translator.inject(`/api/document/records/${record.id}/substitutions`)).json()).toEqual([]);

    const back = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/translation_memories`,
      payload: { memories: [], inherit: true },
    });
    expect(back.json()).toEqual([{ id: main.id, name: 'Main', mode: 'write', position: 0, inherited: true }]);
    const both = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/translation_memories`,
      payload: { memories: [{ id: other.id, mode: 'read' }], inherit: true },
    });
    expect(both.statusCode).toBe(400);
  });
});
