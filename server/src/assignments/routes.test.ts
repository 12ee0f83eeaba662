import { expect, it } from 'vitest';
import type {
  AssignableUsers,
  DocumentAssignments,
  NotificationList,
  ProjectAssignments,
  ProjectDocumentAssignments,
} from '@tessera/shared/contract';
import { describeWithDatabases, type Client } from '../test/harness.ts';
import { createProject, uploadDocument, uploadDocumentWithRecords, xliffOf } from '../test/resources.ts';

const TOMORROW = '2030-05-01T17:00:00+02:00';
const NEXT_WEEK = '2030-05-08T12:00:00.000Z';

async function put(client: Client, url: string, assignments: object[]) {
  return client.inject({ method: 'PUT', url, payload: { assignments } });
}

async function assignmentsOf(client: Client, url: string) {
  const response = await client.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as DocumentAssignments).assignments;
}

describeWithDatabases('assignments', (t) => {
  it('lets a manager give a document a translator and a reviewer with deadlines: translation is active at once, review waits, each with its progress', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const reviewer = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(
      t,
      manager,
      xliffOf([['Open the file', 'Datei öffnen'], 'Save it', 'Print the page now']),
    );
    const url = `/api/document/${document.id}/assignments`;
    expect(await assignmentsOf(translator, url)).toEqual([]);

    const answer = await put(manager, url, [
      { step: 'review', user_id: reviewer.user.id, due_at: NEXT_WEEK },
      { step: 'translation', user_id: translator.user.id, due_at: TOMORROW },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const expected = [
      {
        step: 'translation',
        user: { id: translator.user.id, username: translator.user.username, display_name: null, disabled: false },
        due_at: '2030-05-01T15:00:00.000Z',
        state: 'active',
        progress: { segments: 3, done: 0, words: 9, words_done: 0 },
      },
      {
        step: 'review',
        user: { id: reviewer.user.id, username: reviewer.user.username, display_name: null, disabled: false },
        due_at: NEXT_WEEK,
        state: 'waiting',
        progress: { segments: 3, done: 0, words: 9, words_done: 0 },
      },
    ];
    expect((answer.json() as DocumentAssignments).assignments).toEqual(expected);
    expect(await assignmentsOf(reviewer, url)).toEqual(expected);

    // A confirmation moves the translation on (the file's own target waits for one); only a review moves the review on.
    const saved = await manager.inject({
      method: 'PUT',
      url: `/api/document/records/${records[1]!.id}`,
      payload: { target: 'Speichern', approved: true, updated_at: records[1]!.updated_at },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await assignmentsOf(manager, url)).map((step) => step.progress)).toEqual([
      { segments: 3, done: 1, words: 9, words_done: 2 },
      { segments: 3, done: 0, words: 9, words_done: 0 },
    ]);

    // Only managers set them; an empty list takes the workflow away.
    expect((await put(translator, url, [])).statusCode).toBe(403);
    expect((await put(manager, url, [])).json()).toEqual({ assignments: [] });
  });

  it('keeps a delivered step delivered when it changes hands, and activates the first step not delivered', async () => {
    const manager = await t.signIn('manager');
    const [first, second, reviewer] = [await t.signIn('user'), await t.signIn('user'), await t.signIn('user')];
    const document = await uploadDocument(t, manager, xliffOf(['One']));
    const url = `/api/document/${document.id}/assignments`;
    await put(manager, url, [
      { step: 'translation', user_id: first.user.id },
      { step: 'review', user_id: reviewer.user.id },
    ]);
    await t.db
      .updateTable('document_assignments')
      .set({ delivered_at: new Date() })
      .where('document_id', '=', document.id)
      .where('step', '=', 'translation')
      .execute();
    expect((await assignmentsOf(manager, url)).map((step) => step.state)).toEqual(['delivered', 'active']);

    const reassigned = await put(manager, url, [
      { step: 'translation', user_id: second.user.id },
      { step: 'review', user_id: reviewer.user.id },
      { step: 'review-2', user_id: first.user.id, due_at: null },
    ]);
    expect(
      (reassigned.json() as DocumentAssignments).assignments.map(({ step, user, state, due_at }) => [
        step,
        user.id,
        state,
        due_at,
      ]),
    ).toEqual([
      ['translation', second.user.id, 'delivered', null],
      ['review', reviewer.user.id, 'active', null],
      ['review-2', first.user.id, 'waiting', null],
    ]);
  });

  it('refuses steps given twice, a second review without a first, assignees who do not exist or are disabled, and deadlines that are no instant', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { user: disabled } = await t.createUser('user');
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', disabled.id).execute();
    const document = await uploadDocument(t, manager, xliffOf(['One']));
    const url = `/api/document/${document.id}/assignments`;
    const refused = async (assignments: object[]) => {
      const response = await put(manager, url, assignments);
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { message: string }).message;
    };
    const translation = { step: 'translation', user_id: translator.user.id };
    expect(await refused([translation, translation])).toMatch(/"translation" is given twice/);
    expect(await refused([{ step: 'review-2', user_id: translator.user.id }])).toMatch(/needs a "review" step/);
    expect(await refused([{ step: 'proofreading', user_id: translator.user.id }])).toMatch(/step/);
    expect(await refused([{ ...translation, user_id: 999999 }])).toBe('No user has the id 999999');
    expect(await refused([{ ...translation, user_id: disabled.id }])).toBe(
      `${disabled.username} is disabled and cannot be assigned`,
    );
    expect(await refused([{ ...translation, due_at: 'tomorrow' }])).toMatch(/ISO 8601/);
    expect(await refused([{ ...translation, due_at: '2030-05-01T17:00:00' }])).toMatch(/offset/);
    expect(await assignmentsOf(manager, url)).toEqual([]);

    expect((await put(manager, '/api/document/999999/assignments', [])).statusCode).toBe(404);
    expect((await manager.inject('/api/document/999999/assignments')).statusCode).toBe(404);
    expect((await t.anonymous.inject(url)).statusCode).toBe(401);
  });

  it("gives the documents uploaded into a project the project's steps; documents already there keep theirs", async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const reviewer = await t.signIn('user');
    const project = await createProject(manager);
    const before = await uploadDocument(t, manager, xliffOf(['Before']), { projectId: project.id });
    const url = `/api/projects/${project.id}/assignments`;
    expect(await assignmentsOf(translator, url)).toEqual([]);

    const set = await put(manager, url, [
      { step: 'translation', user_id: translator.user.id, due_at: TOMORROW },
      { step: 'review', user_id: reviewer.user.id },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    const steps = [
      {
        step: 'translation',
        user: { id: translator.user.id, username: translator.user.username, display_name: null, disabled: false },
        due_at: '2030-05-01T15:00:00.000Z',
      },
      {
        step: 'review',
        user: { id: reviewer.user.id, username: reviewer.user.username, display_name: null, disabled: false },
        due_at: null,
      },
    ];
    expect((set.json() as ProjectAssignments).assignments).toEqual(steps);
    expect(await assignmentsOf(translator, url)).toEqual(steps);

    const after = await uploadDocument(t, manager, xliffOf(['After']), { projectId: project.id });
    const outside = await uploadDocument(t, manager, xliffOf(['Outside']));
    const taken = await assignmentsOf(manager, `/api/document/${after.id}/assignments`);
    expect(taken.map(({ step, user, due_at, state }) => ({ step, user, due_at, state }))).toEqual([
      { ...steps[0], state: 'active' },
      { ...steps[1], state: 'waiting' },
    ]);
    expect(await assignmentsOf(manager, `/api/document/${before.id}/assignments`)).toEqual([]);
    // Their assignees hear of it.
    const told = (await (await reviewer.inject('/api/user/notifications')).json()) as NotificationList;
    expect(told.notifications.map(({ kind, step, document }) => [kind, step, document.id])).toEqual([
      ['assigned', 'review', after.id],
    ]);
    expect(await assignmentsOf(manager, `/api/document/${outside.id}/assignments`)).toEqual([]);

    expect((await put(translator, url, [])).statusCode).toBe(403);
    expect((await put(manager, url, [{ step: 'review', user_id: 999999 }])).statusCode).toBe(400);
    expect((await put(manager, '/api/projects/999999/assignments', [])).statusCode).toBe(404);
    expect((await manager.inject('/api/projects/999999/assignments')).statusCode).toBe(404);
    // Deleting the project takes its steps with it.
    expect((await manager.inject({ method: 'DELETE', url: `/api/projects/${project.id}` })).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('project_assignments').selectAll().where('project_id', '=', project.id).execute(),
    ).toEqual([]);
  });

  it("answers every document of a project with its steps in one request, in upload order; other projects' documents stay out", async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const reviewer = await t.signIn('user');
    const project = await createProject(manager);
    const first = await uploadDocument(t, manager, xliffOf(['Open the file', 'Save it']), {
      name: 'first.xlf',
      projectId: project.id,
    });
    const second = await uploadDocument(t, manager, xliffOf(['Close']), { name: 'second.xlf', projectId: project.id });
    await uploadDocument(t, manager, xliffOf(['Elsewhere']), { projectId: (await createProject(manager, 'Other')).id });
    await put(manager, `/api/document/${first.id}/assignments`, [
      { step: 'translation', user_id: translator.user.id, due_at: TOMORROW },
      { step: 'review', user_id: reviewer.user.id, due_at: NEXT_WEEK },
    ]);
    await manager.inject({
      method: 'POST',
      url: `/api/document/${first.id}/assignments/translation/deliver`,
      payload: { force: true },
    });

    const url = `/api/projects/${project.id}/document_assignments`;
    const answer = await translator.inject(url);
    expect(answer.statusCode, answer.body).toBe(200);
    const { documents } = answer.json() as ProjectDocumentAssignments;
    expect(documents.map(({ document }) => document)).toEqual([
      { id: first.id, name: 'first.xlf', target_lang: 'de' },
      { id: second.id, name: 'second.xlf', target_lang: 'de' },
    ]);
    // The same steps as the document's own route answers, its own counters beside each.
    expect(documents[0]!.assignments).toEqual(await assignmentsOf(manager, `/api/document/${first.id}/assignments`));
    expect(
      documents[0]!.assignments.map(({ step, user, state, progress }) => [step, user.id, state, progress.words]),
    ).toEqual([
      ['translation', translator.user.id, 'delivered', 5],
      ['review', reviewer.user.id, 'active', 5],
    ]);
    expect(documents[1]!.assignments).toEqual([]);

    const empty = await createProject(manager, 'Empty');
    expect((await manager.inject(`/api/projects/${empty.id}/document_assignments`)).json()).toEqual({ documents: [] });
    expect((await manager.inject('/api/projects/999999/document_assignments')).statusCode).toBe(404);
    expect((await t.anonymous.inject(url)).statusCode).toBe(401);
  });

  it('lists the people a manager may assign, enabled users by name, to managers and not to translators', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { user: disabled } = await t.createUser('user');
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', disabled.id).execute();
    const answer = await manager.inject('/api/users/assignable');
    expect(answer.statusCode, answer.body).toBe(200);
    const { users } = answer.json() as AssignableUsers;
    expect(users).toContainEqual({ id: translator.user.id, username: translator.user.username, display_name: null });
    expect(users).toContainEqual({ id: manager.user.id, username: manager.user.username, display_name: null });
    expect(users.map((user) => user.id)).not.toContain(disabled.id);
    const names = users.map((user) => user.username);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(Object.keys(users[0]!).sort()).toEqual(['display_name', 'id', 'username']);

    expect((await translator.inject('/api/users/assignable')).statusCode).toBe(403);
    expect((await t.anonymous.inject('/api/users/assignable')).statusCode).toBe(401);
  });
});
