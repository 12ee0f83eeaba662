import { expect, it } from 'vitest';
import type {
  DocumentAssignments,
  NotificationList,
  ProjectAssignments,
  User,
  UserWork,
} from '@tessera/shared/contract';
import { describeWithDatabases, type Client, type SignedInClient, type TestContext } from '../test/harness.ts';
import { createProject, getJson, uploadDocument, xliffOf } from '../test/resources.ts';
import { assignSteps, deliverStep, type Steps } from '../assignments/workflow.test-helper.ts';

const disable = (admin: Client, userId: number, reassign: object[] = []) =>
  admin.inject({ method: 'POST', url: `/api/users/${userId}/disable`, payload: { reassign } });

const stepsOf = async (client: Client, documentId: number) =>
  (await getJson<DocumentAssignments>(client, `/api/document/${documentId}/assignments`)).assignments.map(
    ({ step, user, state }) => [step, user.username, user.disabled, state],
  );

/** Two documents of a project, a guide and a FAQ, each with these steps. */
async function projectWithSteps(t: TestContext, guideSteps: Steps, faqSteps: Steps) {
  const manager = await t.signIn('manager');
  const project = await createProject(manager, 'Spring release');
  const upload = async (name: string, steps: Steps) => {
    const document = await uploadDocument(t, manager, xliffOf(['Open the file']), { name, projectId: project.id });
    await assignSteps(manager, document.id, steps);
    return document;
  };
  return { manager, project, guide: await upload('guide.xlf', guideSteps), faq: await upload('faq.xlf', faqSteps) };
}

describeWithDatabases('disabling someone who has work', (t) => {
  it("lists a person's open steps, and disabling hands the chosen ones to others in the same request", async () => {
    const admin = await t.signIn('admin');
    const [ana, ben, rita] = [await t.signIn('user'), await t.signIn('user'), await t.signIn('user')];
    const { manager, project, guide, faq } = await projectWithSteps(
      t,
      [
        ['translation', ana],
        ['review', rita],
      ],
      [
        ['translation', rita],
        ['review', ana],
      ],
    );
    expect((await deliverStep(manager, faq.id, 'translation', { force: true })).statusCode).toBe(200);

    const work = await getJson<UserWork>(admin, `/api/users/${ana.user.id}/work`);
    expect(
      work.items.map(({ document, step, state }) => [
        document.project_name,
        document.name,
        document.target_lang,
        step,
        state,
      ]),
    ).toEqual([
      [project.name, 'faq.xlf', 'de', 'review', 'active'],
      [project.name, 'guide.xlf', 'de', 'translation', 'active'],
    ]);

    const answer = await disable(admin, ana.user.id, [
      { document_id: guide.id, step: 'translation', user_id: ben.user.id },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as User).disabled).toBe(true);
    expect(await stepsOf(manager, guide.id)).toEqual([
      ['translation', ben.user.username, false, 'active'],
      ['review', rita.user.username, false, 'waiting'],
    ]);
    // A step left out keeps the disabled person, who is marked so.
    expect(await stepsOf(manager, faq.id)).toEqual([
      ['translation', rita.user.username, false, 'delivered'],
      ['review', ana.user.username, true, 'active'],
    ]);
    const told = await getJson<NotificationList>(ben, '/api/user/notifications');
    expect(told.notifications.map(({ kind, document, step, by }) => [kind, document.id, step, by?.id])).toEqual([
      ['assigned', guide.id, 'translation', admin.user.id],
    ]);
    expect((await ana.inject('/api/user/')).statusCode).toBe(401);
  });

  it('refuses what cannot be handed on, and then changes nothing: not the steps, not the account', async () => {
    const admin = await t.signIn('admin');
    const [ana, ben, rita] = [await t.signIn('user'), await t.signIn('user'), await t.signIn('user')];
    const { user: gone } = await t.createUser('user');
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', gone.id).execute();
    const { manager, guide, faq } = await projectWithSteps(
      t,
      [
        ['translation', ana],
        ['review', rita],
      ],
      [['translation', ana]],
    );
    expect((await deliverStep(ana, faq.id, 'translation', { force: false })).statusCode).toBe(409);
    expect((await deliverStep(manager, faq.id, 'translation', { force: true })).statusCode).toBe(200);
    const valid = { document_id: guide.id, step: 'translation', user_id: ben.user.id };
    const refusals: Array<[reassign: object[], message: RegExp]> = [
      [[valid, { ...valid, user_id: rita.user.id }], /given twice/],
      [[{ ...valid, user_id: gone.id }], /is disabled and cannot be assigned/],
      [[{ ...valid, user_id: ana.user.id }], /cannot be given back/],
      [[{ ...valid, user_id: 999_999 }], /No user has the id 999999/],
      [[valid, { document_id: guide.id, step: 'review', user_id: ben.user.id }], /not one of this user's open steps/],
      [
        [valid, { document_id: faq.id, step: 'translation', user_id: ben.user.id }],
        /not one of this user's open steps/,
      ],
      [[{ ...valid, step: 'proofreading' }], /Invalid request/],
    ];
    for (const [reassign, message] of refusals) {
      const answer = await disable(admin, ana.user.id, reassign);
      expect(answer.statusCode, JSON.stringify(reassign)).toBe(400);
      expect((answer.json() as { message: string }).message).toMatch(message);
    }
    expect(await stepsOf(manager, guide.id)).toEqual([
      ['translation', ana.user.username, false, 'active'],
      ['review', rita.user.username, false, 'waiting'],
    ]);
    expect((await ana.inject('/api/user/')).statusCode).toBe(200);
    expect((await disable(admin, 999_999)).statusCode).toBe(404);
    expect((await admin.inject('/api/users/999999/work')).statusCode).toBe(404);
  });

  it("gives new documents of a project none of a disabled person's default steps, and marks them in the defaults", async () => {
    const admin = await t.signIn('admin');
    const manager = await t.signIn('manager');
    const [ana, rita] = [await t.signIn('user'), await t.signIn('user')];
    const project = await createProject(manager, 'Autumn release');
    const defaults = await manager.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/assignments`,
      payload: {
        assignments: [
          { step: 'translation', user_id: ana.user.id },
          { step: 'review', user_id: rita.user.id },
        ],
      },
    });
    expect(defaults.statusCode, defaults.body).toBe(200);
    expect((await disable(admin, ana.user.id)).statusCode).toBe(200);

    const listed = await getJson<ProjectAssignments>(manager, `/api/projects/${project.id}/assignments`);
    expect(listed.assignments.map(({ step, user }) => [step, user.username, user.disabled])).toEqual([
      ['translation', ana.user.username, true],
      ['review', rita.user.username, false],
    ]);
    const document = await uploadDocument(t, manager, xliffOf(['Open the file']), { projectId: project.id });
    expect(await stepsOf(manager, document.id)).toEqual([['review', rita.user.username, false, 'active']]);
  });

  it('is for admins only', async () => {
    const ana = await t.signIn('user');
    for (const caller of [await t.signIn('manager'), await t.signIn('user')] as SignedInClient[]) {
      expect((await caller.inject(`/api/users/${ana.user.id}/work`)).statusCode).toBe(403);
      expect((await disable(caller, ana.user.id)).statusCode).toBe(403);
    }
    expect((await disable(t.anonymous, ana.user.id)).statusCode).toBe(401);
    expect((await ana.inject('/api/user/')).statusCode).toBe(200);
  });

  it("tells a disabled account's own browser why its session ended, and no one else; enabling forgets it", async () => {
    const admin = await t.signIn('admin');
    const ana = await t.signIn('user');
    expect((await disable(admin, ana.user.id)).statusCode).toBe(200);
    for (const url of ['/api/user/', '/api/document/']) {
      const ended = await ana.inject(url);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({
        message: 'This account is disabled',
        code: 'account_disabled',
        details: { reason: 'account_disabled' },
      });
      // The cookie stays, so that every page of that browser can say so until someone signs in there.
      expect(ended.headers['set-cookie']).toBeUndefined();
    }
    const stranger = await t.anonymous.inject({ url: '/api/user/', cookies: { tessera_session: 'made-up' } });
    expect(stranger.json()).toEqual({ message: 'Sign in first', code: 'not_signed_in' });
    const wrongPassword = await t.anonymous.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ana.user.email, password: 'not the password' },
    });
    expect(wrongPassword.json()).toEqual({ message: 'Wrong email or password', code: 'wrong_email_or_password' });

    const enabled = await admin.inject({
      method: 'PUT',
      url: `/api/users/${ana.user.id}`,
      payload: { disabled: false },
    });
    expect(enabled.statusCode).toBe(200);
    expect((await ana.inject('/api/user/')).json()).toEqual({ message: 'Sign in first', code: 'not_signed_in' });
    expect((await t.signInAs(ana.user.email, ana.password)).user.disabled).toBe(false);
  });
});
