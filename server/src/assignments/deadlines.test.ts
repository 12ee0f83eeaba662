/**
 * "Deadline in 24 h": the assignee of an active step due within a day is told once per step, assignee and due
 * date, by a check every API process runs (notifyDeadlines), however many run it at once.
 */
import { expect, it } from 'vitest';
import type { NotificationList } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { uploadDocument, xliffOf } from '../test/resources.ts';
import { notifyDeadlines } from './notifications.ts';

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function deadlinesOf(client: Client) {
  const list = (await client.inject('/api/user/notifications')).json() as NotificationList;
  return list.notifications
    .filter((notification) => notification.kind === 'deadline')
    .map(({ step, due_at, by, document }) => ({ step, due_at, by, document: document.id }));
}

describeWithPostgresToo('deadline notifications', (t) => {
  const setSteps = async (documentId: number, assignments: object[]) => {
    const manager = await t.signIn('manager');
    const answer = await manager.inject({
      method: 'PUT',
      url: `/api/document/${documentId}/assignments`,
      payload: { assignments },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it('tells the assignee of an active step due within 24 hours once, and again for a new due date', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const document = await uploadDocument(t, manager, xliffOf([['Due soon.']]));
    const dueSoon = inHours(3);
    await setSteps(document.id, [{ step: 'translation', user_id: translator.user.id, due_at: dueSoon }]);

    await notifyDeadlines(t.db);
    await notifyDeadlines(t.db);
    expect(await deadlinesOf(translator)).toEqual([
      { step: 'translation', due_at: dueSoon, by: null, document: document.id },
    ]);

    const movedUp = inHours(1);
    await setSteps(document.id, [{ step: 'translation', user_id: translator.user.id, due_at: movedUp }]);
    await notifyDeadlines(t.db);
    expect((await deadlinesOf(translator)).map(({ due_at }) => due_at)).toEqual([movedUp, dueSoon]);
  });

  it('leaves alone steps that wait, are delivered, are due later than 24 hours or are past due', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const reviewer = await t.signIn('user');
    const later = await t.signIn('user');
    const late = await t.signIn('user');
    const document = await uploadDocument(t, manager, xliffOf([['Waiting review.']]));
    const reviewDue = inHours(5);
    await setSteps(document.id, [
      { step: 'translation', user_id: translator.user.id, due_at: inHours(30) },
      { step: 'review', user_id: reviewer.user.id, due_at: reviewDue },
    ]);
    const overdue = await uploadDocument(t, manager, xliffOf([['Past due.']]));
    await setSteps(overdue.id, [{ step: 'translation', user_id: late.user.id, due_at: inHours(-1) }]);
    const farOff = await uploadDocument(t, manager, xliffOf([['Far off.']]));
    await setSteps(farOff.id, [{ step: 'translation', user_id: later.user.id, due_at: inHours(25) }]);

    await notifyDeadlines(t.db);
    for (const client of [translator, reviewer, later, late]) expect(await deadlinesOf(client)).toEqual([]);

    // Delivering the translation makes the review active: its reviewer is told; the delivered step is not.
    const delivered = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/assignments/translation/deliver`,
      payload: { force: true },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await notifyDeadlines(t.db);
    expect(await deadlinesOf(reviewer)).toEqual([
      { step: 'review', due_at: reviewDue, by: null, document: document.id },
    ]);
    expect(await deadlinesOf(translator)).toEqual([]);
  });

  it('tells each once when several processes check at the same moment', async () => {
    const manager = await t.signIn('manager');
    const translators = await Promise.all([t.signIn('user'), t.signIn('user'), t.signIn('user')]);
    for (const translator of translators) {
      const document = await uploadDocument(t, manager, xliffOf([['Raced.']]));
      await setSteps(document.id, [{ step: 'translation', user_id: translator.user.id, due_at: inHours(2) }]);
    }
    const told = await Promise.all(Array.from({ length: 6 }, () => notifyDeadlines(t.db)));
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(3);
    for (const translator of translators) expect(await deadlinesOf(translator)).toHaveLength(1);
  });
});
