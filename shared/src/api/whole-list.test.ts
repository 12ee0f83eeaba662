/**
 * A remote deployed before its server meets a server of an earlier 1.x release, which ignores the paging parameters
 * of GET /document/ and GET /projects/ and answers every item: the calls cut the page the parameters ask for.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { db, mockServer, resetMockDb } from '../mocks/node.ts';
import { listDocumentsPage } from './documents.ts';
import { listProjectsPage } from './projects.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => {
  resetMockDb();
  // What such a server answers whatever the query says: every item, newest first.
  mockServer.use(
    http.get('*/api/document/', () => HttpResponse.json(everyDocument())),
    http.get('*/api/projects/', () => HttpResponse.json(everyProject())),
  );
});

/** Seven documents, newest first: ids 7..1, the odd ones in project 1, the even ones outside any. */
function everyDocument() {
  const template = db.documents[0]!;
  return [7, 6, 5, 4, 3, 2, 1].map((id) => ({ ...template, id, project_id: id % 2 ? 1 : null }));
}
const everyProject = () => [5, 4, 3, 2, 1].map((id) => ({ id, name: `Project ${id}` }));
const idsOf = (page: { records: { id: number }[] }) => page.records.map((item) => item.id);

describe('a page from a server that answers every item', () => {
  it('cuts the page asked for and counts every item', async () => {
    const page = await listDocumentsPage({ page: 1, limit: 3 });
    expect([idsOf(page), page.total_rows]).toEqual([[4, 3, 2], 7]);
    const projects = await listProjectsPage({ page: 2, limit: 2 });
    expect([idsOf(projects), projects.total_rows]).toEqual([[1], 5]);
  });

  it("keeps a project's documents, those outside any, or the ones named", async () => {
    expect(idsOf(await listDocumentsPage({ page: 0, project: 1 }))).toEqual([7, 5, 3, 1]);
    const outside = await listDocumentsPage({ page: 0, limit: 2, project: 'none' });
    expect([idsOf(outside), outside.total_rows]).toEqual([[6, 4], 3]);
    expect(idsOf(await listDocumentsPage({ page: 0, ids: [2, 5, 9] }))).toEqual([5, 2]);
  });

  it('says so rather than answering unsearched projects to a search', async () => {
    await expect(listProjectsPage({ page: 0, limit: 20, search: 'acme' })).rejects.toThrow('does not search projects');
  });

  it("answers a paging server's page as it is", async () => {
    mockServer.resetHandlers();
    const page = await listDocumentsPage({ page: 0, limit: 1 });
    expect(page.records).toHaveLength(1);
    expect(page.total_rows).toBe(db.documents.length);
  });
});
