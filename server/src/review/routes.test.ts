import { expect, it } from 'vitest';
import type {
  DocumentAssignments,
  DocumentProgress,
  DocumentQuality,
  ProjectDocumentPage,
  ProjectQuality,
  DocumentRecord,
  DocumentRejections,
  LqaSettings,
  SegmentHistory,
  SegmentReview,
} from '@tessera/shared/contract';
import { DEFAULT_LQA_TYPOLOGY } from '@tessera/shared/contract';
import { describeWithDatabases, type Client, type SignedInClient } from '../test/harness.ts';
import { createProject, documentRecords, savedRecord, saveRecord } from '../test/resources.ts';
import { assignSteps, deliverStep, documentWithSteps } from '../assignments/workflow.test-helper.ts';

describeWithDatabases("a reviewer's step", (t) => {
  const confirm = (client: Client, record: DocumentRecord, target = record.target) =>
    savedRecord(client, record, { target, approved: true });

  async function read<T>(client: Client, url: string): Promise<T> {
    const response = await client.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  const progressOf = async (client: Client, documentId: number) =>
    (await read<DocumentAssignments>(client, `/api/document/${documentId}/assignments`)).assignments.map(
      (step) => `${step.step} ${step.progress.done}/${step.progress.segments}`,
    );

  /** Translates and confirms every segment as `translator`, then delivers the translation. */
  async function translateAndDeliver(translator: SignedInClient, documentId: number, targets: string[]) {
    const records = await documentRecords(translator, documentId);
    for (const [index, record] of records.entries()) await confirm(translator, record, targets[index]!);
    const delivered = await deliverStep(translator, documentId, 'translation');
    expect(delivered.statusCode, delivered.body).toBe(200);
    return documentRecords(translator, documentId);
  }

  it("makes a reviewer's confirmation `reviewed` and a translator's `approved`; each step is done by its own confirmations", async () => {
    const [translator, reviewer] = [await t.signIn('user'), await t.signIn('user')];
    const { document } = await documentWithSteps(
      t,
      ['One', 'Two'],
      [
        ['translation', translator],
        ['review', reviewer],
      ],
    );
    const [one] = await documentRecords(translator, document.id);
    expect((await confirm(translator, one!, 'Eins')).status).toBe('approved');
    expect(await progressOf(reviewer, document.id)).toEqual(['translation 1/2', 'review 0/2']);
    // A target that is there but not confirmed does not finish the translation.
    const [, two] = await documentRecords(translator, document.id);
    await savedRecord(translator, two!, { target: 'Zwei' });
    const blocked = await deliverStep(translator, document.id, 'translation');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().details).toEqual({
      blockers: [{ reason: 'unconfirmed', segments: 1, segment_numbers: [2] }],
    });

    const inReview = await translateAndDeliver(translator, document.id, ['Eins', 'Zwei']);
    const open = async () =>
      (
        await read<{ records: DocumentRecord[] }>(
          reviewer,
          `/api/document/${document.id}/records?open_in=review&page=0`,
        )
      ).records.map((record) => record.target);
    expect(await open()).toEqual(['Eins', 'Zwei']);
    const reviewed = await confirm(reviewer, inReview[0]!);
    expect(reviewed).toMatchObject({ status: 'reviewed', approved: true });
    expect(await open()).toEqual(['Zwei']);
    expect(await progressOf(reviewer, document.id)).toEqual(['translation 2/2', 'review 1/2']);
    const progress = await read<DocumentProgress>(reviewer, `/api/document/${document.id}/progress`);
    expect(progress.segments).toMatchObject({ total: 2, approved: 2, reviewed: 1 });
    const statuses = await read<{ records: DocumentRecord[] }>(
      reviewer,
      `/api/document/${document.id}/records?filter=reviewed&page=0`,
    );
    expect(statuses.records.map((record) => record.id)).toEqual([reviewed.id]);

    const notYet = await deliverStep(reviewer, document.id, 'review');
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().details).toEqual({
      blockers: [{ reason: 'unconfirmed', segments: 1, segment_numbers: [2] }],
    });
    await confirm(reviewer, inReview[1]!);
    const done = await deliverStep(reviewer, document.id, 'review');
    expect(done.statusCode, done.body).toBe(200);
  });

  it("keeps the translator's version in the history when the reviewer corrects it, with the step and who", async () => {
    const [translator, reviewer] = [await t.signIn('user'), await t.signIn('user')];
    const { document } = await documentWithSteps(
      t,
      ['Open the file'],
      [
        ['translation', translator],
        ['review', reviewer],
      ],
    );
    const [record] = await translateAndDeliver(translator, document.id, ['Datei offnen']);
    const corrected = await confirm(reviewer, record!, 'Datei öffnen');
    expect(corrected.status).toBe('reviewed');

    const { versions } = await read<SegmentHistory>(reviewer, `/api/document/records/${record!.id}/history`);
    expect(
      versions.map(({ user, step, old_target, new_target, new_approved, new_reviewed }) => ({
        by: user?.username,
        step,
        old_target,
        new_target,
        new_approved,
        new_reviewed,
      })),
    ).toEqual([
      {
        by: reviewer.user.username,
        step: 'review',
        old_target: 'Datei offnen',
        new_target: 'Datei öffnen',
        new_approved: true,
        new_reviewed: true,
      },
      {
        by: translator.user.username,
        step: 'translation',
        old_target: '',
        new_target: 'Datei offnen',
        new_approved: true,
        new_reviewed: false,
      },
    ]);
    // A reviewer's confirmation of a target left as it was is a version too.
    const { document: other } = await documentWithSteps(
      t,
      ['Save'],
      [
        ['translation', translator],
        ['review', reviewer],
      ],
    );
    const [kept] = await translateAndDeliver(translator, other.id, ['Speichern']);
    await confirm(reviewer, kept!);
    const [latest] = (await read<SegmentHistory>(reviewer, `/api/document/records/${kept!.id}/history`)).versions;
    expect(latest).toMatchObject({ step: 'review', old_reviewed: false, new_reviewed: true, old_target: 'Speichern' });
  });

  it('rejects with a reason and errors that the translator reads on the returned segment; a note needs a reason and known errors', async () => {
    const [translator, reviewer] = [await t.signIn('user'), await t.signIn('user')];
    const { document } = await documentWithSteps(
      t,
      ['One', 'Two', 'Three'],
      [
        ['translation', translator],
        ['review', reviewer],
      ],
    );
    const [one, two, three] = await translateAndDeliver(translator, document.id, ['Eins', 'Zwo', 'Drie']);
    const reject = (record: DocumentRecord, review?: object) =>
      saveRecord(reviewer, record, { target: record.target, rejected: true, ...(review && { review }) });

    const noReason = await reject(two!, { errors: [{ category: 'accuracy', severity: 'minor' }] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('A rejection needs a reason: say what the translator is to fix');
    const unknown = await reject(two!, { reason: 'Wrong', errors: [{ category: 'grammar', severity: 'minor' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('"grammar" is not an error category of this document\'s typology');
    const badSeverity = await reject(two!, { reason: 'Wrong', errors: [{ category: 'fluency', severity: 'huge' }] });
    expect(badSeverity.json().message).toBe('"huge" is not a severity of this document\'s typology');
    const noteAlone = await saveRecord(reviewer, one!, {
      target: one!.target,
      approved: true,
      review: { reason: 'Fine' },
    });
    expect(noteAlone.statusCode).toBe(400);
    expect(noteAlone.json().message).toBe('A review note goes with a rejection or a corrected target');

    const rejected = await reject(two!, {
      reason: '"Zwo" is colloquial',
      errors: [{ category: 'style', severity: 'minor', note: 'use Zwei' }],
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    // An editor that sends no note still rejects; the rejection is recorded without a reason.
    expect((await reject(three!)).statusCode).toBe(200);
    await confirm(reviewer, one!);

    const returned = await reviewer.inject({ method: 'POST', url: `/api/document/${document.id}/review/return` });
    expect(returned.statusCode, returned.body).toBe(200);
    const { rejections } = await read<DocumentRejections>(translator, `/api/document/${document.id}/rejections`);
    expect(
      rejections.map(({ record_id, position, action, reason, errors, step, user, old_target, new_target }) => ({
        record_id,
        position,
        action,
        reason,
        errors,
        step,
        by: user?.username,
        old_target,
        new_target,
      })),
    ).toEqual([
      {
        record_id: two!.id,
        position: 1,
        action: 'reject',
        reason: '"Zwo" is colloquial',
        errors: [{ category: 'style', severity: 'minor', note: 'use Zwei' }],
        step: 'review',
        by: reviewer.user.username,
        old_target: 'Zwo',
        new_target: 'Zwo',
      },
      {
        record_id: three!.id,
        position: 2,
        action: 'reject',
        reason: null,
        errors: [],
        step: 'review',
        by: reviewer.user.username,
        old_target: 'Drie',
        new_target: 'Drie',
      },
    ]);
    const segment = await read<SegmentReview>(translator, `/api/document/records/${two!.id}/review`);
    expect(segment.annotations.map((annotation) => annotation.reason)).toEqual(['"Zwo" is colloquial']);

    // Fixed, the segment is no longer rejected: its note stays in its review, not among the rejections.
    const [, toFix] = await documentRecords(translator, document.id);
    await confirm(translator, toFix!, 'Zwei');
    const after = await read<DocumentRejections>(translator, `/api/document/${document.id}/rejections`);
    expect(after.rejections.map((rejection) => rejection.record_id)).toEqual([three!.id]);
    expect((await read<SegmentReview>(translator, `/api/document/records/${two!.id}/review`)).annotations).toHaveLength(
      1,
    );
    expect((await translator.inject('/api/document/records/999999/review')).statusCode).toBe(404);
    expect((await translator.inject('/api/document/999999/rejections')).statusCode).toBe(404);
  });

  it('scores a document by penalty points per 1,000 words against the threshold in force, and lets a note recorded in error be taken back', async () => {
    const [translator, reviewer, other] = [await t.signIn('user'), await t.signIn('user'), await t.signIn('user')];
    // 100 words in two segments of 50.
    const fifty = (word: string) => Array.from({ length: 50 }, () => word).join(' ');
    const { document, manager } = await documentWithSteps(
      t,
      [fifty('one'), fifty('two')],
      [
        ['translation', translator],
        ['review', reviewer],
      ],
    );
    const quality = () => read<DocumentQuality>(reviewer, `/api/document/${document.id}/quality`);
    expect(await quality()).toEqual({
      words: 100,
      errors: [],
      penalty_points: 0,
      penalty_per_1000: 0,
      pass_threshold: 10,
      pass: true,
    });
    const [one, two] = await translateAndDeliver(translator, document.id, [fifty('eins'), fifty('zwei')]);
    const corrected = await saveRecord(reviewer, one!, {
      target: fifty('Eins'),
      approved: true,
      review: {
        errors: [
          { category: 'fluency', severity: 'minor' },
          { category: 'fluency', severity: 'minor' },
        ],
      },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().status).toBe('reviewed');
    const rejection = await saveRecord(reviewer, two!, {
      target: two!.target,
      rejected: true,
      review: { reason: 'Meaning lost', errors: [{ category: 'accuracy', severity: 'major' }] },
    });
    expect(rejection.statusCode, rejection.body).toBe(200);
    // 2 minor (1 each) and 1 major (5): 7 points over 100 words are 70 per 1,000, over the default 10.
    expect(await quality()).toEqual({
      words: 100,
      errors: [
        { category: 'accuracy', severity: 'major', count: 1 },
        { category: 'fluency', severity: 'minor', count: 2 },
      ],
      penalty_points: 7,
      penalty_per_1000: 70,
      pass_threshold: 10,
      pass: false,
    });

    const [correction] = (await read<SegmentReview>(reviewer, `/api/document/records/${one!.id}/review`)).annotations;
    expect(correction).toMatchObject({ action: 'correct', reason: null, old_target: fifty('eins') });
    const takeBack = (client: Client) =>
      client.inject({ method: 'DELETE', url: `/api/document/review_annotations/${correction!.id}` });
    const notTheirs = await takeBack(other);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe('Only its author or a manager may take back a review note');
    expect((await takeBack(reviewer)).statusCode).toBe(200);
    expect((await takeBack(manager)).statusCode).toBe(404);
    expect(await quality()).toMatchObject({ penalty_points: 5, penalty_per_1000: 50, pass: false });
    expect((await reviewer.inject('/api/document/999999/quality')).statusCode).toBe(404);
  });

  it("takes its project's typology and threshold, which a manager sets and resets; others read them", async () => {
    const [translator, reviewer] = [await t.signIn('user'), await t.signIn('user')];
    const manager = await t.signIn('manager');
    const project = await createProject(manager);
    const url = `/api/projects/${project.id}/lqa_settings`;
    const defaults = {
      typology: DEFAULT_LQA_TYPOLOGY,
      pass_threshold: 10,
      own_typology: false,
      own_pass_threshold: false,
    };
    expect(await read<LqaSettings>(translator, url)).toEqual(defaults);

    const typology = {
      categories: [
        { id: 'meaning', label: 'Meaning' },
        { id: 'spelling', label: 'Spelling' },
      ],
      severities: [
        { id: 'low', label: 'Low', weight: 1 },
        { id: 'blocker', label: 'Blocker', weight: 100 },
      ],
    };
    const put = (client: Client, payload: object) => client.inject({ method: 'PUT', url, payload });
    expect((await put(translator, { typology, pass_threshold: 20 })).statusCode).toBe(403);
    const twice = await put(manager, {
      typology: { ...typology, categories: [typology.categories[0], typology.categories[0]] },
      pass_threshold: 20,
    });
    expect(twice.statusCode).toBe(400);
    expect((await put(manager, { typology, pass_threshold: -1 })).statusCode).toBe(400);
    expect((await put(manager, { typology })).statusCode).toBe(400);
    const set = await put(manager, { typology, pass_threshold: 20 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ typology, pass_threshold: 20, own_typology: true, own_pass_threshold: true });
    expect(
      (
        await manager.inject({
          method: 'PUT',
          url: '/api/projects/999999/lqa_settings',
          payload: { typology, pass_threshold: 1 },
        })
      ).statusCode,
    ).toBe(404);

    const { document } = await documentWithSteps(
      t,
      ['A short one'],
      [
        ['translation', translator],
        ['review', reviewer],
      ],
      project.id,
    );
    expect(await read<LqaSettings>(reviewer, `/api/document/${document.id}/lqa_settings`)).toMatchObject({
      typology,
      own_typology: true,
    });
    const [record] = await translateAndDeliver(translator, document.id, ['Ein kurzer']);
    const mqm = await saveRecord(reviewer, record!, {
      target: record!.target,
      rejected: true,
      review: { reason: 'Typo', errors: [{ category: 'fluency', severity: 'minor' }] },
    });
    expect(mqm.statusCode).toBe(400);
    const own = await saveRecord(reviewer, record!, {
      target: record!.target,
      rejected: true,
      review: { reason: 'Typo', errors: [{ category: 'spelling', severity: 'low' }] },
    });
    expect(own.statusCode, own.body).toBe(200);
    // One point over 3 words: 333.33 per 1,000, over the project's 20.
    const documentQuality = await read<DocumentQuality>(reviewer, `/api/document/${document.id}/quality`);
    expect(documentQuality).toMatchObject({
      words: 3,
      penalty_points: 1,
      penalty_per_1000: 333.33,
      pass_threshold: 20,
      pass: false,
    });
    // The project page reads every document's in one request, the same figures.
    expect(await read<ProjectQuality>(reviewer, `/api/projects/${project.id}/quality`)).toEqual({
      documents: [{ document_id: document.id, ...documentQuality }],
    });
    expect((await reviewer.inject('/api/projects/999999/quality')).statusCode).toBe(404);
    // The page of the project's documents carries each one's score, the same figures.
    const page = (await reviewer.inject(`/api/projects/${project.id}/documents`)).json() as ProjectDocumentPage;
    expect(page.records.map(({ id, quality }) => ({ document_id: id, ...quality }))).toEqual([
      { document_id: document.id, ...documentQuality },
    ]);

    // Back to the defaults; the error already recorded keeps its severity, which weighs nothing there.
    expect((await put(manager, { typology: null, pass_threshold: null })).json()).toEqual(defaults);
    expect(await read<DocumentQuality>(reviewer, `/api/document/${document.id}/quality`)).toMatchObject({
      errors: [{ category: 'spelling', severity: 'low', count: 1 }],
      penalty_points: 0,
      pass: true,
    });
    expect(await read<LqaSettings>(reviewer, `/api/document/${document.id}/lqa_settings`)).toEqual(defaults);
    expect((await reviewer.inject('/api/projects/999999/lqa_settings')).statusCode).toBe(404);
    expect((await reviewer.inject('/api/document/999999/lqa_settings')).statusCode).toBe(404);
  });

  it('asks a second review of its own: a segment is done in review-2 once reviewed there', async () => {
    const [translator, reviewer, second] = [await t.signIn('user'), await t.signIn('user'), await t.signIn('user')];
    const { document } = await documentWithSteps(
      t,
      ['One', 'Two'],
      [
        ['translation', translator],
        ['review', reviewer],
        ['review-2', second],
      ],
    );
    const records = await translateAndDeliver(translator, document.id, ['Eins', 'Zwei']);
    for (const record of records) await confirm(reviewer, record);
    expect((await deliverStep(reviewer, document.id, 'review')).statusCode).toBe(200);
    expect(await progressOf(second, document.id)).toEqual(['translation 2/2', 'review 2/2', 'review-2 0/2']);
    const [one] = await documentRecords(second, document.id);
    expect((await confirm(second, one!)).status).toBe('reviewed');
    expect(await progressOf(second, document.id)).toEqual(['translation 2/2', 'review 2/2', 'review-2 1/2']);
    const open = await read<{ records: DocumentRecord[] }>(
      second,
      `/api/document/${document.id}/records?open_in=review-2&page=0`,
    );
    expect(open.records.map((record) => record.target)).toEqual(['Zwei']);
    expect((await deliverStep(second, document.id, 'review-2')).statusCode).toBe(409);
  });

  it('leaves confirmations in a document without steps `approved`, and a changed target is no longer reviewed', async () => {
    const manager = await t.signIn('manager');
    const [reviewer] = [await t.signIn('user')];
    const { document } = await documentWithSteps(t, ['One'], [['review', reviewer]]);
    const [record] = await documentRecords(reviewer, document.id);
    // A document whose only step is a review: its confirmations are reviews.
    const reviewed = await confirm(reviewer, record!, 'Eins');
    expect(reviewed.status).toBe('reviewed');
    const changed = await confirm(manager, reviewed, 'Eins!');
    expect(changed.status).toBe('reviewed');
    await assignSteps(manager, document.id, []);
    const [now] = await documentRecords(manager, document.id);
    const edited = await confirm(manager, now!, 'Eins.');
    expect(edited.status).toBe('approved');
    const unapproved = await savedRecord(manager, edited, { target: 'Eins.' });
    expect(unapproved.status).toBe('draft');
  });
});
