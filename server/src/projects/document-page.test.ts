import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { ProjectDocumentPage, ProjectProgress } from '@tessera/shared/contract';
import { createDocument, createOriginal } from '../documents/repository.ts';
import { pageIds } from './document-page.ts';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { createProject, uploadDocument, xliffOf } from '../test/resources.ts';

/**
 * The project page's documents, a page at a time (`GET /projects/{id}/documents`): sorted, filtered and counted by
 * the database, whose SQL (sorts, case-insensitive search, the indexes) is what is tested on both.
 */
describeWithPostgresToo("a project's documents, a page at a time", (t) => {
  /**
   * Documents straight into the database, each with its language, state, confirmed words (of 100) and the time of
   * its last change, in this (upload) order.
   */
  const seed = async (
    projectId: number,
    createdBy: number,
    rows: [name: string, lang: string, status: 'done' | 'error' | 'processing', approved: number, updated: string][],
  ) => {
    const ids: number[] = [];
    for (const [name, target_lang, status, approved, updated] of rows) {
      const document = await createDocument(t.db, {
        name,
        created_by: createdBy,
        file_size: 1,
        project_id: projectId,
        source_lang: 'en',
        target_lang,
      });
      await sql`
        update documents set status = ${status}, words_count = 100, approved_words_count = ${approved},
          processing_error = ${status === 'error' ? 'Not an XLIFF file' : null}, updated_at = ${updated}::timestamptz
        where id = ${document.id}`.execute(t.db);
      ids.push(document.id);
    }
    return ids;
  };
  const pageOf = async (client: Client, projectId: number, query: string) => {
    const response = await client.inject(`/api/projects/${projectId}/documents${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProjectDocumentPage;
  };
  const names = (page: ProjectDocumentPage) => page.records.map((record) => `${record.name}:${record.target_lang}`);

  const setUp = async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const other = await createProject(manager, 'Another');
    const [a, b, c, d, e, f] = await seed(project.id, manager.user.id, [
      ['guide.xlf', 'de', 'done', 50, '2026-01-03'],
      ['Appendix.xlf', 'fr', 'done', 100, '2026-01-05'],
      ['changelog.xlf', 'de', 'error', 0, '2026-01-01'],
      ['appendix.xlf', 'de', 'done', 20, '2026-01-04'],
      ['guide.xlf', 'fr', 'processing', 0, '2026-01-02'],
      ['Guide_100%.xlf', 'de', 'done', 80, '2026-01-06'],
    ]);
    await seed(other.id, manager.user.id, [['guide.xlf', 'de', 'done', 10, '2026-01-01']]);
    return { manager, project, ids: { a, b, c, d, e, f } };
  };

  it('answers pages in upload order by default, with the total and the summary of the whole project', async () => {
    const { manager, project, ids } = await setUp();
    const first = await pageOf(manager, project.id, '?limit=4');
    expect(first.records.map((record) => record.id)).toEqual([ids.a, ids.b, ids.c, ids.d]);
    expect(first.total_rows).toBe(6);
    expect(first.summary).toEqual({
      documents: 6,
      importing: 1,
      failed: 1,
      first_failed: { id: ids.c, name: 'changelog.xlf', target_lang: 'de' },
    });
    const second = await pageOf(manager, project.id, '?limit=4&page=1');
    expect(second.records.map((record) => record.id)).toEqual([ids.e, ids.f]);
    expect((await pageOf(manager, project.id, '?limit=4&page=2')).records).toEqual([]);
    // Fifty to a page unless asked otherwise.
    expect((await pageOf(manager, project.id, '')).records).toHaveLength(6);
  });

  it('sorts by name, language, progress and last change, either way, equal values in upload order', async () => {
    const { manager, project } = await setUp();
    expect(names(await pageOf(manager, project.id, '?sort=progress'))).toEqual([
      'changelog.xlf:de',
      'guide.xlf:fr',
      'appendix.xlf:de',
      'guide.xlf:de',
      'Guide_100%.xlf:de',
      'Appendix.xlf:fr',
    ]);
    expect(names(await pageOf(manager, project.id, '?sort=progress&order=desc&limit=2'))).toEqual([
      'Appendix.xlf:fr',
      'Guide_100%.xlf:de',
    ]);
    expect(names(await pageOf(manager, project.id, '?sort=updated&order=desc&limit=3'))).toEqual([
      'Guide_100%.xlf:de',
      'Appendix.xlf:fr',
      'appendix.xlf:de',
    ]);
    // Languages, then names within each (as the database's collation orders them).
    const byLanguage = names(await pageOf(manager, project.id, '?sort=language'));
    expect(byLanguage.map((name) => name.split(':')[1])).toEqual(['de', 'de', 'de', 'de', 'fr', 'fr']);
    const byName = names(await pageOf(manager, project.id, '?sort=name'));
    expect(byName).toHaveLength(6);
    const sortedByName = await sql<{ name: string }>`
      select name from documents where project_id = ${project.id} order by name, id`.execute(t.db);
    expect(byName.map((name) => name.split(':')[0])).toEqual(sortedByName.rows.map((row) => row.name));
    // A page boundary in the middle of equal names splits nothing: both pages together are the whole list.
    const [one, two] = [
      await pageOf(manager, project.id, '?sort=name&limit=3'),
      await pageOf(manager, project.id, '?sort=name&limit=3&page=1'),
    ];
    expect([...names(one), ...names(two)]).toEqual(byName);
  });

  it('filters by target language, by state and by a part of the name in any case, the total following', async () => {
    const { manager, project, ids } = await setUp();
    const german = await pageOf(manager, project.id, '?target_lang=de&sort=name');
    expect(german.total_rows).toBe(4);
    expect(german.records.every((record) => record.target_lang === 'de')).toBe(true);
    // The summary is still the whole project's.
    expect(german.summary.documents).toBe(6);

    expect((await pageOf(manager, project.id, '?status=error')).records.map((record) => record.id)).toEqual([ids.c]);
    expect((await pageOf(manager, project.id, '?status=importing')).records.map((record) => record.id)).toEqual([
      ids.e,
    ]);
    expect((await pageOf(manager, project.id, '?status=done')).total_rows).toBe(4);

    const guides = await pageOf(manager, project.id, '?search=GUIDE');
    expect(guides.records.map((record) => record.id)).toEqual([ids.a, ids.e, ids.f]);
    // % and _ are letters of the name, not patterns.
    expect((await pageOf(manager, project.id, '?search=_100%25')).records.map((record) => record.id)).toEqual([ids.f]);
    const combined = await pageOf(manager, project.id, '?search=guide&target_lang=de&status=done&sort=progress');
    expect(combined.records.map((record) => record.id)).toEqual([ids.a, ids.f]);
    expect(combined.total_rows).toBe(2);
    expect((await pageOf(manager, project.id, '?search=nothing-like-it')).total_rows).toBe(0);
  });

  it('gives each document of the page its progress figures, counted from its segments', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const uploaded = await uploadDocument(t, manager, xliffOf(['One two three.', ['Four five.', 'Vier fünf.']]), {
      projectId: project.id,
    });
    const page = await pageOf(manager, project.id, '');
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ id: uploaded.id, name: 'doc.xlf', status: 'done' });
    expect(page.records[0]!.progress).toEqual({
      segments: { total: 2, translated: 1, approved: 0, reviewed: 0 },
      words: { total: 5, translated: 2, approved: 0, reviewed: 0 },
    });
    // The project's figures are this one document's.
    const progress = (await manager.inject(`/api/projects/${project.id}/progress`)).json() as ProjectProgress;
    expect(progress.total).toEqual(page.records[0]!.progress);
  });

  it('refuses what it cannot read with a 400 naming the parameter', async () => {
    const { manager, project } = await setUp();
    for (const [query, field] of [
      ['?sort=size', 'sort'],
      ['?order=up', 'order'],
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
      ['?page=-1', 'page'],
      ['?page=x', 'page'],
      ['?status=pending', 'status'],
      ['?target_lang=not a language', 'target_lang'],
    ] as const) {
      const response = await manager.inject(`/api/projects/${project.id}/documents${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(field);
    }
  });

  it("lets whoever reads projects read any project's documents, as the project itself; no one else", async () => {
    const { project } = await setUp();
    const translator = await t.signIn('user');
    expect((await pageOf(translator, project.id, '?limit=1')).total_rows).toBe(6);
    expect((await t.anonymous.inject(`/api/projects/${project.id}/documents`)).statusCode).toBe(401);
    const missing = await translator.inject('/api/projects/999999/documents');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Project not found');
  });

  it("reads a page of each sort through its index, never sorting the project's documents", async () => {
    const manager = await t.signIn('manager');
    const [project, other] = [await createProject(manager), await createProject(manager, 'Another')];
    // 600 documents in 6 languages among 12,000 of the installation (the others in another project), all made of
    // one original file, as a project's upload in many languages is.
    const original = await createOriginal(t.db);
    await sql`
      insert into documents (name, created_by, file_size, project_id, status, target_lang, words_count,
        approved_words_count, updated_at, original_id)
      select 'file-' || (g % 1000) || '.xlf', ${manager.user.id}::int, 1, case when g % 20 = 0 then ${project.id}::int else ${other.id}::int end,
        'done', (array['de', 'fr', 'it', 'es', 'ja', 'pt'])[(g / 20) % 6 + 1], 100, g % 101, now() - g * interval '1 minute',
        ${original}::int
      from generate_series(1, 12000) g`.execute(t.db);
    await sql`analyze documents`.execute(t.db);
    const planOf = async (filter: Partial<Parameters<typeof pageIds>[1]>) => {
      const statement = pageIds(project.id, { page: 2, limit: 50, order: 'asc', search: '', ...filter });
      const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${statement}`.execute(t.db);
      return JSON.stringify(rows[0]!['QUERY PLAN']);
    };
    for (const [sort, index] of [
      [undefined, 'documents_project_upload'],
      ['name', 'documents_project_name'],
      ['language', 'documents_project_language'],
      ['progress', 'documents_project_progress'],
      ['updated', 'documents_project_updated'],
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const plan = await planOf({ sort, order });
        expect(plan, `${sort} ${order}`).toContain(`"Index Name":"${index}"`);
        expect(plan, `${sort} ${order}`).not.toContain('"Node Type":"Sort"');
      }
    }
    const germanByName = await planOf({ sort: 'name', target_lang: 'de' });
    expect(germanByName).toContain('"Index Name":"documents_project_language"');
    expect(germanByName).not.toContain('"Node Type":"Sort"');
  });
});
