import { expect, it } from 'vitest';
import { sql } from 'kysely';
import type {
  Document,
  DocumentAssignments,
  DocumentProgress,
  DocumentRecord,
  Project,
  ProjectProgress,
  UserWork,
} from '@tessera/shared/contract';
import { translated } from '../documents/progress.ts';
import { describeWithPostgresToo } from '../test/harness.ts';
import {
  createProject,
  createTmWithUnits,
  documentRecords,
  linkTms,
  saveRecord,
  uploadDocumentWithRecords,
  xliffOf,
} from '../test/resources.ts';

/** Four segments, the second locked (translate="no") with an approved target. */
const xliffWithLockedSecond = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="u1"><source>One two</source></trans-unit>
    <trans-unit id="u2" translate="no" approved="yes"><source>Tessera Cloud Edition</source><target>Tessera Cloud Edition</target></trans-unit>
    <trans-unit id="u3"><source>Three</source></trans-unit>
    <trans-unit id="u4"><source>Four five six seven</source></trans-unit>
  </body></file>
</xliff>`;

describeWithPostgresToo("a document's counters", (t) => {
  /** The document's counters, and what counting its segments gives: the two must always agree. */
  async function countersAndCounts(documentId: number) {
    const counters = await t.db
      .selectFrom('documents')
      .select(['records_count', 'words_count', 'approved_records_count', 'approved_words_count'])
      .select(['reviewed_records_count', 'reviewed_words_count'])
      .select(['reviewed_again_records_count', 'reviewed_again_words_count'])
      .select(['locked_records_count', 'locked_words_count'])
      .select(['translated_records_count', 'translated_words_count'])
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<typeof counters>`
      select count(*)::int as records_count, coalesce(sum(words), 0)::int as words_count,
        count(*) filter (where approved and not locked)::int as approved_records_count,
        coalesce(sum(words) filter (where approved and not locked), 0)::int as approved_words_count,
        count(*) filter (where review_level >= 1 and not locked)::int as reviewed_records_count,
        coalesce(sum(words) filter (where review_level >= 1 and not locked), 0)::int as reviewed_words_count,
        count(*) filter (where review_level >= 2 and not locked)::int as reviewed_again_records_count,
        coalesce(sum(words) filter (where review_level >= 2 and not locked), 0)::int as reviewed_again_words_count,
        count(*) filter (where locked)::int as locked_records_count,
        coalesce(sum(words) filter (where locked), 0)::int as locked_words_count,
        count(*) filter (where ${translated} and not locked)::int as translated_records_count,
        coalesce(sum(words) filter (where ${translated} and not locked), 0)::int as translated_words_count
      from document_records where document_id = ${documentId}`.execute(t.db);
    return { counters, counted: rows[0]! };
  }

  it('count segments, words, approved and reviewed ones from the import on, through saves, approvals, reviews and rejections', async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(
      t,
      manager,
      xliffOf([['One two', 'Eins zwei'], 'Three', 'Four five six', 'Seven']),
    );
    const [one, three, four] = records as [DocumentRecord, DocumentRecord, DocumentRecord];
    const none = {
      reviewed_records_count: 0,
      reviewed_words_count: 0,
      reviewed_again_records_count: 0,
      reviewed_again_words_count: 0,
      locked_records_count: 0,
      locked_words_count: 0,
    };
    expect((await countersAndCounts(document.id)).counters).toEqual({
      records_count: 4,
      words_count: 7,
      approved_records_count: 0,
      approved_words_count: 0,
      // The file's own translation of "One two".
      translated_records_count: 1,
      translated_words_count: 2,
      ...none,
    });

    expect((await saveRecord(manager, three, { target: 'Drei', approved: true })).statusCode).toBe(200);
    expect((await saveRecord(manager, four, { target: 'Vier fünf sechs' })).statusCode).toBe(200);
    const rejected = await saveRecord(manager, one, { target: 'Eins zwei', rejected: true });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const { counters, counted } = await countersAndCounts(document.id);
    expect(counters).toEqual({
      records_count: 4,
      words_count: 7,
      approved_records_count: 1,
      approved_words_count: 1,
      // "Three" and "Four five six"; the rejected "One two" is no longer translated.
      translated_records_count: 2,
      translated_words_count: 4,
      ...none,
    });
    expect(counters).toEqual(counted);

    // A reviewer's confirmation in the review step.
    const reviewer = await t.signIn('user');
    const assigned = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/assignments`,
      payload: { assignments: [{ step: 'review', user_id: reviewer.user.id }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [, threeNow] = await documentRecords(manager, document.id);
    const reviewed = await saveRecord(reviewer, threeNow!, { target: threeNow!.target, approved: true });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const afterReview = await countersAndCounts(document.id);
    expect(afterReview.counters).toMatchObject({ reviewed_records_count: 1, reviewed_words_count: 1 });
    expect(afterReview.counters).toEqual(afterReview.counted);
  });

  it('stay exact when many people save segments of one document at the same time', async () => {
    const manager = await t.signIn('manager');
    const segments = Array.from({ length: 40 }, (_, index) => `Segment number ${index + 1}`);
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(segments));
    const people = [manager, await t.signIn('manager'), await t.signIn('admin'), await t.signIn('manager')];
    const saves = await Promise.all(
      records.map((record, index) =>
        saveRecord(people[index % people.length]!, record, {
          target: `Segment Nummer ${index + 1}`,
          approved: index % 3 === 0,
        }),
      ),
    );
    expect(saves.map((response) => response.statusCode)).toEqual(records.map(() => 200));
    const { counters, counted } = await countersAndCounts(document.id);
    expect(counters).toEqual(counted);
    expect(counters).toMatchObject({ records_count: 40, approved_records_count: 14 });

    // Taking approvals back at the same time as others approve.
    const latest = await documentRecords(manager, document.id);
    await Promise.all(
      latest.map((record, index) =>
        saveRecord(people[index % people.length]!, record, { target: record.target, approved: !record.approved }),
      ),
    );
    const after = await countersAndCounts(document.id);
    expect(after.counters).toEqual(after.counted);
    expect(after.counters).toMatchObject({ approved_records_count: 26 });
  });

  it('follow a pre-translation, and "my work" reads them as its progress', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager);
    const tm = await createTmWithUnits(t, manager, 'Main', [
      { source: 'Open the file.', target: 'Öffnen Sie die Datei.' },
      { source: 'Save the file.', target: 'Speichern Sie die Datei.' },
    ]);
    await linkTms(t, manager, `/api/projects/${project.id}`, [{ id: tm.id, mode: 'read' }]);
    const { document } = await uploadDocumentWithRecords(
      t,
      manager,
      xliffOf(['Open the file.', 'Save the file.', 'Close the window now.']),
      { projectId: project.id },
    );
    const assigned = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/assignments`,
      payload: { assignments: [{ step: 'translation', user_id: translator.user.id }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const started = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: { threshold: 100, approve_exact: true },
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.app.jobs.idle();

    const { counters, counted } = await countersAndCounts(document.id);
    expect(counters).toEqual(counted);
    expect(counters).toMatchObject({ approved_records_count: 2 });
    const work = (await translator.inject('/api/user/work')).json() as UserWork;
    expect(work.items.map((item) => [item.step, item.progress])).toEqual([
      ['translation', { segments: 3, done: 2, words: 10, words_done: 6 }],
    ]);
  });

  it('leave locked segments out of every progress figure, locking and unlocking moving them out and back', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager);
    // Four segments of 2, 3, 1 and 4 words; the second locked (translate="no") and already approved in the file.
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffWithLockedSecond, {
      projectId: project.id,
    });
    expect(records.map((record) => [record.locked, record.approved, record.words])).toEqual([
      [false, false, 2],
      [true, true, 3],
      [false, false, 1],
      [false, false, 4],
    ]);
    const assigned = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/assignments`,
      payload: { assignments: [{ step: 'translation', user_id: translator.user.id }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const first = records[0]!;
    expect((await saveRecord(manager, first, { target: 'Eins zwei', approved: true })).statusCode).toBe(200);

    /** What each route says of the document's progress: its summary, its project's, its step's and the editor's. */
    async function figures() {
      const summary = (await manager.inject(`/api/document/${document.id}`)).json() as Document;
      const listed = (await manager.inject(`/api/projects/${project.id}`)).json() as Project;
      const byProject = (await manager.inject(`/api/projects/${project.id}/progress`)).json() as ProjectProgress;
      const { assignments: steps } = (
        await manager.inject(`/api/document/${document.id}/assignments`)
      ).json() as DocumentAssignments;
      const work = (await translator.inject('/api/user/work')).json() as UserWork;
      const editor = (await manager.inject(`/api/document/${document.id}/progress`)).json() as DocumentProgress;
      const { counters, counted } = await countersAndCounts(document.id);
      expect(counters).toEqual(counted);
      const { records_count, approved_records_count, words_count, approved_words_count } = summary;
      const pick = (counts: typeof summary | Project) => ({
        segments: [counts.approved_records_count, counts.records_count],
        words: [counts.approved_words_count, counts.words_count],
      });
      // Every route tells the same figures: done of all the segments and words there are to do.
      expect(pick(listed)).toEqual(pick(summary));
      expect(byProject.total.segments).toMatchObject({ total: records_count, approved: approved_records_count });
      expect(byProject.total.words).toMatchObject({ total: words_count, approved: approved_words_count });
      expect(editor.segments).toMatchObject({ total: records_count, approved: approved_records_count });
      expect(editor.words).toMatchObject({ total: words_count, approved: approved_words_count });
      expect(steps.map((step) => step.progress)).toEqual([work.items[0]!.progress]);
      expect(work.items[0]!.progress).toEqual({
        segments: records_count,
        done: approved_records_count,
        words: words_count,
        words_done: approved_words_count,
      });
      return { ...pick(summary), locked: summary.locked_records_count };
    }

    expect(await figures()).toEqual({ segments: [1, 3], words: [2, 7], locked: 1 });

    // Whichever code path locks or unlocks a segment (a new version of the file, say), the figures follow.
    const lock = (id: number, locked: boolean) =>
      t.db.updateTable('document_records').set({ locked }).where('id', '=', id).execute();
    await lock(records[1]!.id, false);
    expect(await figures()).toEqual({ segments: [2, 4], words: [5, 10], locked: 0 });
    await lock(first.id, true);
    expect(await figures()).toEqual({ segments: [1, 3], words: [3, 8], locked: 1 });
    await lock(records[3]!.id, true);
    expect(await figures()).toEqual({ segments: [1, 2], words: [3, 4], locked: 2 });

    // Deleting the document takes the locked segments with the others.
    expect((await manager.inject({ method: 'DELETE', url: `/api/document/${document.id}` })).statusCode).toBe(200);
    const left = (await manager.inject(`/api/projects/${project.id}`)).json() as Project;
    expect([left.records_count, left.words_count]).toEqual([0, 0]);
  });

  it('do not stand in the way of deleting a document and its segments', async () => {
    const manager = await t.signIn('manager');
    const { document } = await uploadDocumentWithRecords(t, manager, xliffOf(['One', 'Two']));
    expect((await manager.inject({ method: 'DELETE', url: `/api/document/${document.id}` })).statusCode).toBe(200);
    const left = await t.db.selectFrom('documents').select('id').where('id', '=', document.id).execute();
    expect(left).toEqual([]);
  });
});
