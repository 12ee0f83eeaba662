import { expect, it } from 'vitest';
import type {
  Document,
  DocumentAssignments,
  DocumentRecord,
  NotificationList,
  Project,
  UserWork,
} from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type SignedInClient } from '../test/harness.ts';
import { documentRecords, savedRecord, saveRecord, uploadDocumentWithRecords, xliffOf } from '../test/resources.ts';
import { deliverStep, documentWithSteps } from './workflow.test-helper.ts';

describeWithPostgresToo('the workflow of a document with steps', (t) => {
  /** A document of these segments whose translation is `translator`'s and review `reviewer`'s. */
  const assignedDocument = (translator: SignedInClient, reviewer: SignedInClient, segments = ['One', 'Two']) =>
    documentWithSteps(t, segments, [
      ['translation', translator],
      ['review', reviewer],
    ]);

  const statesOf = (response: { json(): unknown }) =>
    (response.json() as DocumentAssignments).assignments.map((step) => step.state);

  it("lets only the active step's assignee (or a manager) change its segments, and names the step and its assignee to the others", async () => {
    const [translator, reviewer, other] = [await t.signIn('user'), await t.signIn('user'), await t.signIn('user')];
    const { manager, document, records } = await assignedDocument(translator, reviewer);
    const [one, two] = records as [DocumentRecord, DocumentRecord];

    for (const client of [other, reviewer]) {
      const refused = await saveRecord(client, one, { target: 'Eins' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: `This document is in its translation step, assigned to ${translator.user.username}: only they or a manager may change it`,
        code: 'step_assigned_to_other',
        details: { step: 'translation', assignee: translator.user.username },
      });
    }
    const replaceAll = {
      method: 'POST' as const,
      url: `/api/document/${document.id}/replace`,
      payload: { find: 'Eins', replace: 'Uno', preview: false, records: [{ id: one.id, updated_at: one.updated_at }] },
    };
    expect((await other.inject(replaceAll)).statusCode).toBe(403);

    const translated = await savedRecord(translator, one, { target: 'Eins', approved: true });
    await savedRecord(manager, two, { target: 'Zwei', approved: true });
    expect(
      (
        await other.inject({
          method: 'POST',
          url: `/api/document/records/${translated.id}/repetitions`,
          payload: { updated_at: translated.updated_at },
        })
      ).statusCode,
    ).toBe(403);

    const delivered = await deliverStep(translator, document.id, 'translation');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(statesOf(delivered)).toEqual(['delivered', 'active']);

    // In review, confirming is the reviewer's: the translator only reads.
    const [again] = await documentRecords(translator, document.id);
    const refused = await saveRecord(translator, again!, { target: 'Eins.', approved: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `This document is in its review step, assigned to ${reviewer.user.username}: only they or a manager may change it`,
    );
    expect((await savedRecord(reviewer, again!, { target: 'Eins', approved: true })).status).toBe('reviewed');
    const blocked = await deliverStep(reviewer, document.id, 'review');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().details).toEqual({
      blockers: [{ reason: 'unconfirmed', segments: 1, segment_numbers: [2] }],
    });
  });

  it('leaves a document without steps to everyone, as before', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf(['Free']));
    await savedRecord(user, records[0]!, { target: 'Frei' });
  });

  it('delivers a step only when nothing blocks it, unless a manager forces it, and then activates the next', async () => {
    const [translator, reviewer] = [await t.signIn('user'), await t.signIn('user')];
    const { manager, document, records } = await assignedDocument(translator, reviewer, [
      'Version 2 is out now',
      'Two',
      'Three',
    ]);
    await savedRecord(translator, records[0]!, { target: 'Version 3 ist jetzt da', approved: true });

    const blocked = await deliverStep(translator, document.id, 'translation');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      message:
        'The translation step cannot be delivered yet: 2 segments not done in this step, 1 segment with QA errors',
      code: 'step_blocked',
      details: {
        blockers: [
          // Each with the numbers of its segments, for the person to go to them.
          { reason: 'unconfirmed', segments: 2, segment_numbers: [2, 3] },
          { reason: 'qa_errors', segments: 1, segment_numbers: [1] },
        ],
      },
    });
    const forcedByTranslator = await deliverStep(translator, document.id, 'translation', { force: true });
    expect(forcedByTranslator.statusCode).toBe(403);
    expect(forcedByTranslator.json().message).toBe('Only a manager may deliver a step despite what blocks it');

    const notTheirs = await deliverStep(reviewer, document.id, 'translation');
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().details).toEqual({ step: 'translation', assignee: translator.user.username });
    const waiting = await deliverStep(reviewer, document.id, 'review');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('The review step waits for the steps before it to be delivered');
    expect((await deliverStep(manager, document.id, 'review-2')).statusCode).toBe(404);
    expect((await deliverStep(manager, document.id, 'proofreading')).statusCode).toBe(400);
    expect((await deliverStep(manager, 999999, 'review')).statusCode).toBe(404);

    const forced = await deliverStep(manager, document.id, 'translation', { force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(statesOf(forced)).toEqual(['delivered', 'active']);
    const twice = await deliverStep(manager, document.id, 'translation', { force: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The translation step is delivered already');

    // Once every step is delivered only a manager changes the segments.
    expect(statesOf(await deliverStep(manager, document.id, 'review', { force: true }))).toEqual([
      'delivered',
      'delivered',
    ]);
    const closed = await saveRecord(reviewer, records[1]!, { target: 'Zwei' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Every step of this document is delivered: only a manager may change it now');
    await savedRecord(manager, records[1]!, { target: 'Zwei' });
  });

  it('sends a document in review back to translation with its rejected segments, for the translator to fix and deliver again', async () => {
    const [translator, reviewer] = [await t.signIn('user'), await t.signIn('user')];
    const { document, records } = await assignedDocument(translator, reviewer, ['One', 'Two', 'Three']);
    const returnIt = (client: Client) =>
      client.inject({ method: 'POST', url: `/api/document/${document.id}/review/return` });
    const inTranslation = await returnIt(reviewer);
    expect(inTranslation.statusCode).toBe(409);
    expect(inTranslation.json().message).toBe('Only a document in a review step can be returned to translation');

    for (const [record, target] of [
      [records[0]!, 'Eins'],
      [records[1]!, 'Zwo'],
      [records[2]!, 'Drei'],
    ] as const)
      await savedRecord(translator, record, { target, approved: true });
    expect((await deliverStep(translator, document.id, 'translation')).statusCode).toBe(200);

    const nothingRejected = await returnIt(reviewer);
    expect(nothingRejected.statusCode).toBe(409);
    expect(nothingRejected.json().message).toMatch(/^No segment is rejected/);
    const [one, two, three] = (await documentRecords(reviewer, document.id)) as [
      DocumentRecord,
      DocumentRecord,
      DocumentRecord,
    ];
    await savedRecord(reviewer, one, { target: 'Eins', approved: true });
    await savedRecord(reviewer, two, { target: 'Zwo', rejected: true });
    await savedRecord(reviewer, three, { target: 'Drei', rejected: true });
    expect((await returnIt(translator)).statusCode).toBe(403);

    const returned = await returnIt(reviewer);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ rejected_segments: 2 });
    expect(statesOf(returned)).toEqual(['active', 'waiting']);

    const rejected = await translator.inject(`/api/document/${document.id}/records?filter=rejected`);
    const toFix = rejected.json().records as DocumentRecord[];
    expect(toFix.map((record) => record.target)).toEqual(['Zwo', 'Drei']);
    await savedRecord(translator, toFix[0]!, { target: 'Zwei', approved: true });
    const fixedTooLate = await saveRecord(reviewer, toFix[1]!, { target: 'Drei!' });
    expect(fixedTooLate.statusCode).toBe(403);
    await savedRecord(translator, toFix[1]!, { target: 'Drei.', approved: true });
    expect(statesOf(await deliverStep(translator, document.id, 'translation'))).toEqual(['delivered', 'active']);
  });

  it("names each work item's target language and project: the files of a project in two languages share a name", async () => {
    const translator = await t.signIn('user');
    const manager = await t.signIn('manager');
    const created = await manager.inject({
      method: 'POST',
      url: '/api/projects/',
      payload: { name: 'Website', source_lang: 'en', target_langs: ['de', 'fr'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json() as Project;
    for (const language of ['de', 'fr']) {
      const xliff = xliffOf(['One']).replace('target-language="de"', `target-language="${language}"`);
      const { document } = await uploadDocumentWithRecords(t, manager, xliff, {
        name: 'home.xlf',
        projectId: project.id,
      });
      await manager.inject({
        method: 'PUT',
        url: `/api/document/${document.id}/assignments`,
        payload: { assignments: [{ step: 'translation', user_id: translator.user.id }] },
      });
    }
    const work = (await translator.inject('/api/user/work')).json() as UserWork;
    expect(work.items.map(({ document }) => [document.name, document.target_lang, document.project_name])).toEqual([
      ['home.xlf', 'de', 'Website'],
      ['home.xlf', 'fr', 'Website'],
    ]);
    const news = (await translator.inject('/api/user/notifications')).json() as NotificationList;
    expect(news.notifications.map(({ document }) => document.target_lang).sort()).toEqual(['de', 'fr']);
  });

  it("lists a person's steps to do, the soonest due first, with each document's progress in that step", async () => {
    const [translator, reviewer] = [await t.signIn('user'), await t.signIn('user')];
    const manager = await t.signIn('manager');
    const documents: { document: Document; records: DocumentRecord[] }[] = [];
    for (const [name, due] of [
      ['later.xlf', '2030-06-01T10:00:00.000Z'],
      ['undated.xlf', null],
      ['sooner.xlf', '2030-05-01T10:00:00.000Z'],
      ['done.xlf', '2030-04-01T10:00:00.000Z'],
    ] as const) {
      const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(['One', 'Two words']), {
        name,
      });
      await manager.inject({
        method: 'PUT',
        url: `/api/document/${document.id}/assignments`,
        payload: {
          assignments: [
            { step: 'translation', user_id: translator.user.id, due_at: due },
            { step: 'review', user_id: reviewer.user.id },
          ],
        },
      });
      documents.push({ document, records });
    }
    await savedRecord(translator, documents[2]!.records[1]!, { target: 'Zwei Wörter', approved: true });
    await deliverStep(manager, documents[3]!.document.id, 'translation', { force: true });

    const work = async (client: Client) => {
      const response = await client.inject('/api/user/work');
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as UserWork).items;
    };
    const item = (index: number, due_at: string | null, state: string, done = 0, words_done = 0) => ({
      document: {
        id: documents[index]!.document.id,
        name: documents[index]!.document.name,
        target_lang: 'de',
        project_id: null,
        project_name: null,
      },
      due_at,
      state,
      progress: { segments: 2, words: 3, done, words_done },
    });
    expect(await work(translator)).toEqual([
      { ...item(2, '2030-05-01T10:00:00.000Z', 'active', 1, 2), step: 'translation' },
      { ...item(0, '2030-06-01T10:00:00.000Z', 'active'), step: 'translation' },
      { ...item(1, null, 'active'), step: 'translation' },
    ]);
    const reviews = await work(reviewer);
    expect(reviews.map(({ document, state }) => [document.name, state])).toEqual([
      ['done.xlf', 'active'],
      ['later.xlf', 'waiting'],
      ['sooner.xlf', 'waiting'],
      ['undated.xlf', 'waiting'],
    ]);
    expect(await work(manager)).toEqual([]);
    expect((await t.anonymous.inject('/api/user/work')).statusCode).toBe(401);
  });

  it('tells people what concerns them: assigned, their step activated, a document returned, a step delivered; read once marked', async () => {
    const [translator, reviewer] = [await t.signIn('user'), await t.signIn('user')];
    const { manager, document, records } = await assignedDocument(translator, reviewer, ['One']);
    const news = async (client: Client) => {
      const response = await client.inject('/api/user/notifications');
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as NotificationList;
    };
    const summary = (list: NotificationList) =>
      list.notifications.map(({ kind, step, by, read }) => [kind, step, by?.username, read]);
    const by = manager.user.username;
    expect(summary(await news(translator))).toEqual([['assigned', 'translation', by, false]]);
    expect(summary(await news(reviewer))).toEqual([['assigned', 'review', by, false]]);
    expect((await news(translator)).notifications[0]!.document).toEqual({
      id: document.id,
      name: document.name,
      target_lang: 'de',
    });

    await savedRecord(translator, records[0]!, { target: 'Eins', approved: true });
    await deliverStep(translator, document.id, 'translation');
    const [delivered] = (await news(reviewer)).notifications;
    expect(delivered).toMatchObject({ kind: 'activated', step: 'review', by: { id: translator.user.id } });
    expect(summary(await news(manager))).toEqual([['delivered', 'translation', translator.user.username, false]]);

    const [inReview] = await documentRecords(reviewer, document.id);
    await savedRecord(reviewer, inReview!, { target: 'Eins', rejected: true });
    await reviewer.inject({ method: 'POST', url: `/api/document/${document.id}/review/return` });
    const told = await news(translator);
    expect(summary(told)).toEqual([
      ['returned', 'translation', reviewer.user.username, false],
      ['assigned', 'translation', by, false],
    ]);
    expect(told.unread).toBe(2);

    const markRead = (client: Client, payload: object) =>
      client.inject({ method: 'POST', url: '/api/user/notifications/read', payload });
    // Someone else's notification is theirs to mark.
    expect((await markRead(reviewer, { ids: [told.notifications[1]!.id] })).json().unread).toBe(2);
    expect((await news(translator)).unread).toBe(2);
    const marked = await markRead(translator, { ids: [told.notifications[1]!.id] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(summary(marked.json())).toEqual([
      ['returned', 'translation', reviewer.user.username, false],
      ['assigned', 'translation', by, true],
    ]);
    expect(marked.json().unread).toBe(1);
    expect((await markRead(translator, {})).json().unread).toBe(0);
    expect((await markRead(translator, { ids: ['x'] })).statusCode).toBe(400);
    expect((await t.anonymous.inject('/api/user/notifications')).statusCode).toBe(401);
  });
});
