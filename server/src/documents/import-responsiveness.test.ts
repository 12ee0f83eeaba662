import { expect, it } from 'vitest';
import type { Document, DocumentRecord } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { allPages, getJson, uploadDocument, xliffOf } from '../test/resources.ts';

/**
 * Segments in the imported file: on PGlite, statements over the whole document planned without statistics of its
 * rows held every request for half a minute at this size. `node bench/xliff-import.ts --units 20000` prints the
 * worst wait at 20,000 segments beside PostgreSQL's.
 */
const SEGMENTS = 5_000;

/** Distinct sources, except that every tenth segment repeats the one before it with another target. */
function segments(): [string, string][] {
  return Array.from({ length: SEGMENTS }, (_, i) => {
    const source = i % 10 === 9 ? i - 1 : i;
    return [`Check the settings of account ${source} before the update.`, `Konto ${i} vor dem Update prüfen.`];
  });
}

describeWithPostgresToo('the API during a large XLIFF import', (t) => {
  it("answers all along, between the import's statements, and counts repetitions and inconsistent translations", async () => {
    const manager = await t.signIn('manager');
    // A workspace in use holds documents already: the planner's statistics describe those, not the new file.
    await uploadDocument(t, manager, xliffOf(['Earlier document.', 'Another segment.']));

    const started = await manager.inject({
      method: 'POST',
      url: '/api/document/',
      ...multipart({}, { name: 'large.xlf', content: xliffOf(segments()) }),
    });
    expect(started.statusCode, started.body).toBe(202);
    const documentId = (started.json() as Document).id;

    let rounds = 0;
    let document: Document;
    do {
      await getJson(t.anonymous, '/api/health');
      document = await getJson(manager, `/api/document/${documentId}`);
      rounds++;
    } while (document.status === 'uploaded' || document.status === 'processing');
    await t.app.jobs.idle();

    expect(document).toMatchObject({ status: 'done', records_count: SEGMENTS });
    // The import was polled several times while it ran, not held up until its end.
    expect(rounds).toBeGreaterThan(2);

    const records = await allPages<DocumentRecord>(
      manager,
      (page) => `/api/document/${documentId}/records?page=${page}`,
    );
    const repeated = records.filter((record) => record.repetitions > 0).map((record) => record.position % 10);
    expect(repeated).toHaveLength(SEGMENTS / 5);
    expect(new Set(repeated)).toEqual(new Set([8, 9]));
    const inconsistent = records.filter((record) => record.qa.some((issue) => issue.check === 'inconsistency'));
    expect(inconsistent.map((record) => record.id)).toEqual(
      records.filter((record) => record.repetitions > 0).map((record) => record.id),
    );
  }, 600_000);
});
