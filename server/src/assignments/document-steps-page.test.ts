import { expect, it } from 'vitest';
import type { DocumentAssignments, ProjectDocumentStepsPage } from '@tessera/shared/contract';
import { createDocument } from '../documents/repository.ts';
import { describeWithPostgresToo, type Client, type SignedInClient } from '../test/harness.ts';
import { createProject } from '../test/resources.ts';

const PAST = '2020-03-02T09:00:00.000Z';
const FUTURE = '2040-03-02T09:00:00.000Z';

/**
 * The project's assignments a page at a time (`GET /projects/{id}/document_assignments?…`): filtered and counted by
 * the database, whose SQL (the steps' conditions, the case-insensitive search) is what is tested on both.
 */
describeWithPostgresToo("a project's documents with their steps, a page at a time", (t) => {
  const pageOf = async (client: Client, projectId: number, query: string) => {
    const response = await client.inject(`/api/projects/${projectId}/document_assignments${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProjectDocumentStepsPage;
  };
  const idsOf = (page: ProjectDocumentStepsPage) => page.records.map((record) => record.document.id);
  const assign = async (manager: Client, documentId: number, steps: [string, SignedInClient, string | null][]) => {
    const answer = await manager.inject({
      method: 'PUT',
      url: `/api/document/${documentId}/assignments`,
      payload: { assignments: steps.map(([step, who, due_at]) => ({ step, user_id: who.user.id, due_at })) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  /**
   * guide (de): ana translates, late; ben reviews, due later. Appendix (fr): ana translates, due later. notes (de):
   * no steps. appendix (de): ben's translation was late but is delivered; ana reviews, no due date. Another
   * project's document has a late step of ana's.
   */
  const setUp = async () => {
    const manager = await t.signIn('manager');
    const [ana, ben] = [await t.signIn('user'), await t.signIn('user')];
    const project = await createProject(manager);
    const other = await createProject(manager, 'Another');
    const seed = async (projectId: number, name: string, target_lang: string) =>
      (
        await createDocument(t.db, {
          name,
          created_by: manager.user.id,
          file_size: 1,
          project_id: projectId,
          source_lang: 'en',
          target_lang,
        })
      ).id;
    const guide = await seed(project.id, 'guide.xlf', 'de');
    const appendixFr = await seed(project.id, 'Appendix.xlf', 'fr');
    const notes = await seed(project.id, 'notes.xlf', 'de');
    const appendixDe = await seed(project.id, 'appendix.xlf', 'de');
    const elsewhere = await seed(other.id, 'guide.xlf', 'de');
    await assign(manager, guide, [
      ['translation', ana, PAST],
      ['review', ben, FUTURE],
    ]);
    await assign(manager, appendixFr, [['translation', ana, FUTURE]]);
    await assign(manager, appendixDe, [
      ['translation', ben, PAST],
      ['review', ana, null],
    ]);
    const delivered = await manager.inject({
      method: 'POST',
      url: `/api/document/${appendixDe}/assignments/translation/deliver`,
      payload: { force: true },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await assign(manager, elsewhere, [['translation', ana, PAST]]);
    return { manager, ana, ben, project, ids: { guide, appendixFr, notes, appendixDe } };
  };

  it('answers pages in upload order with how many there are, each document with its steps and quality', async () => {
    const { manager, ana, project, ids } = await setUp();
    const first = await pageOf(ana, project.id, '?limit=2');
    expect(idsOf(first)).toEqual([ids.guide, ids.appendixFr]);
    expect(first.total_rows).toBe(4);
    const second = await pageOf(ana, project.id, '?page=1&limit=2');
    expect(idsOf(second)).toEqual([ids.notes, ids.appendixDe]);
    expect(second.total_rows).toBe(4);
    expect((await pageOf(ana, project.id, '?page=2&limit=2')).records).toEqual([]);

    // The same steps as the document's own route answers, and the quality as the document's own.
    const [guide] = first.records;
    expect(guide!.document).toEqual({ id: ids.guide, name: 'guide.xlf', target_lang: 'de' });
    const steps = (await manager.inject(`/api/document/${ids.guide}/assignments`)).json() as DocumentAssignments;
    expect(guide!.assignments).toEqual(steps.assignments);
    expect(guide!.quality).toEqual((await manager.inject(`/api/document/${ids.guide}/quality`)).json());
    expect(guide!.handoff).toBeNull();
    expect(second.records[0]!.assignments).toEqual([]);
    // Without parameters, every document at once, as before.
    const whole = (await manager.inject(`/api/projects/${project.id}/document_assignments`)).json();
    expect(whole.documents.map((row: { document: { id: number } }) => row.document.id)).toEqual(Object.values(ids));
  });

  it('keeps the documents of a language, of a person, late, without steps, or whose name holds a text', async () => {
    const { ana, ben, project, ids } = await setUp();
    const found = async (query: string) => {
      const page = await pageOf(ana, project.id, query);
      expect(page.total_rows).toBe(page.records.length);
      return idsOf(page);
    };
    expect(await found('?target_lang=de')).toEqual([ids.guide, ids.notes, ids.appendixDe]);
    expect(await found(`?assignee=${ana.user.id}`)).toEqual([ids.guide, ids.appendixFr, ids.appendixDe]);
    expect(await found(`?assignee=${ben.user.id}`)).toEqual([ids.guide, ids.appendixDe]);
    // A delivered step is not late, however old its due date; a step due later is not.
    expect(await found('?show=late')).toEqual([ids.guide]);
    expect(await found('?show=without_steps')).toEqual([ids.notes]);
    expect(await found('?search=APPENDIX')).toEqual([ids.appendixFr, ids.appendixDe]);
    expect(await found('?search=%25')).toEqual([]);
    // With a person, the late step is theirs: ben's review of the guide is not late.
    expect(await found(`?assignee=${ana.user.id}&show=late`)).toEqual([ids.guide]);
    expect(await found(`?assignee=${ben.user.id}&show=late`)).toEqual([]);
    expect(await found(`?target_lang=de&assignee=${ana.user.id}&search=app`)).toEqual([ids.appendixDe]);
  });

  it('refuses parameters it cannot read, naming them, and answers 404 and 401 as the whole list does', async () => {
    const { manager, project } = await setUp();
    const refused = async (query: string, words: string) => {
      const response = await manager.inject(`/api/projects/${project.id}/document_assignments${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(words);
    };
    await refused('?show=soon', 'show');
    await refused('?assignee=ana', 'assignee');
    await refused('?limit=201', 'limit');
    await refused('?page=-1', 'page');
    await refused('?target_lang=deutsch!', 'target_lang');
    await refused(`?search=${'x'.repeat(201)}`, 'search');
    expect((await manager.inject('/api/projects/999999/document_assignments?page=0')).statusCode).toBe(404);
    expect((await t.anonymous.inject(`/api/projects/${project.id}/document_assignments?page=0`)).statusCode).toBe(401);
  });
});
