import { expect, it } from 'vitest';
import { DOCUMENTS_PAGE_DEFAULT, type Document, type DocumentPage } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { createProject } from '../test/resources.ts';
import { createDocument } from './repository.ts';

describeWithPostgresToo('GET /document/ a page at a time', (t) => {
  const pageOf = async (client: Client, query: string): Promise<DocumentPage> => {
    const response = await client.inject(`/api/document/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const ids = (page: DocumentPage) => page.records.map((document) => document.id);

  /** Documents made straight in the table (their reading is not what is tested), in this order: oldest first. */
  const addDocuments = async (count: number, projectId: number | null) => {
    const manager = await t.signIn('manager');
    const me = (await manager.inject('/api/user/')).json() as { id: number };
    const made: number[] = [];
    for (let i = 0; i < count; i++)
      made.push(
        (await createDocument(t.db, { name: `d${i}.xlf`, created_by: me.id, file_size: 1, project_id: projectId })).id,
      );
    return made;
  };

  it('answers every document, newest first, as an array when sent no parameter', async () => {
    const made = await addDocuments(2, null);
    const manager = await t.signIn('manager');
    const all = (await manager.inject('/api/document/')).json() as Document[];
    expect(Array.isArray(all)).toBe(true);
    expect(all.slice(0, 2).map((document) => document.id)).toEqual([...made].reverse());
  });

  it('pages the documents outside any project, newest first, with their total', async () => {
    const manager = await t.signIn('manager');
    const before = (await pageOf(manager, 'project=none&limit=1')).total_rows;
    const project = await createProject(manager);
    await addDocuments(3, project.id);
    const made = (await addDocuments(5, null)).reverse();

    const first = await pageOf(manager, 'project=none&page=0&limit=2');
    expect(ids(first)).toEqual(made.slice(0, 2));
    expect(first.total_rows).toBe(before + 5);
    expect(ids(await pageOf(manager, 'project=none&page=1&limit=2'))).toEqual(made.slice(2, 4));
    expect((await pageOf(manager, 'project=none&page=2&limit=2')).records[0]!.id).toBe(made[4]);
    expect((await pageOf(manager, 'project=none&page=1000&limit=2')).records).toEqual([]);
    // The whole list's document, field for field.
    const all = (await manager.inject('/api/document/')).json() as Document[];
    expect(first.records[0]).toEqual(all.find((document) => document.id === made[0]));
  });

  it("pages one project's documents, and counts them all without a filter", async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const other = await createProject(manager, 'Other');
    const made = (await addDocuments(3, project.id)).reverse();
    await addDocuments(2, other.id);

    const page = await pageOf(manager, `project=${project.id}`);
    expect(ids(page)).toEqual(made);
    expect(page.total_rows).toBe(3);
    expect((await pageOf(manager, 'project=999999')).total_rows).toBe(0);

    const any = await pageOf(manager, 'limit=1');
    expect(any.records).toHaveLength(1);
    expect(any.total_rows).toBe(((await manager.inject('/api/document/')).json() as Document[]).length);
    expect((await pageOf(manager, 'page=0')).records.length).toBeLessThanOrEqual(DOCUMENTS_PAGE_DEFAULT);
  });

  it('keeps the documents named by ids, whichever their project', async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const [a, b] = await addDocuments(2, project.id);
    const [c] = await addDocuments(1, null);
    const page = await pageOf(manager, `ids=${a},${c},${a},999999`);
    expect(ids(page)).toEqual([c, a]);
    expect(page.total_rows).toBe(2);
    expect(ids(await pageOf(manager, `ids=${b}&project=none`))).toEqual([]);
  });

  it('refuses what it cannot read with a 400 naming the parameter', async () => {
    const manager = await t.signIn('manager');
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    for (const [query, field] of [
      ['page=-1', 'page'],
      ['page=x', 'page'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['project=some', 'project'],
      ['project=0', 'project'],
      ['project=1.5', 'project'],
      ['ids=', 'ids'],
      ['ids=1,,2', 'ids'],
      ['ids=a', 'ids'],
      ['ids=0', 'ids'],
      [`ids=${tooMany}`, 'ids'],
    ] as const) {
      const response = await manager.inject(`/api/document/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type'], query).toContain('application/json');
      expect(response.json().message, query).toContain(field);
    }
  });

  it('shows a translator the documents anyone signed in reads, and no one signed out', async () => {
    const made = await addDocuments(1, null);
    const translator = await t.signIn('user');
    expect(ids(await pageOf(translator, `ids=${made[0]}`))).toEqual(made);
    expect((await t.anonymous.inject('/api/document/?limit=1')).statusCode).toBe(401);
  });
});
