import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { uploadDocumentWithRecords, xliffOf } from '../test/resources.ts';
import { deleteInBatches } from './batched-delete.ts';

describeWithPostgresToo('deleting in batches', (t) => {
  const segmentsOf = async (documentId: number) =>
    Number(
      (
        await t.db
          .selectFrom('document_records')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('document_id', '=', documentId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('deletes every row the condition selects, a batch per statement, and no other', async () => {
    const manager = await t.signIn('manager');
    const { document } = await uploadDocumentWithRecords(t, manager, xliffOf(['One', 'Two', 'Three', 'Four', 'Five']));
    const { document: other } = await uploadDocumentWithRecords(t, manager, xliffOf(['Kept']));
    const statements: string[] = [];
    const deleted = await deleteInBatches(
      t.db.withPlugin({
        transformQuery: (args) => (statements.push(args.queryId.queryId), args.node),
        transformResult: async (args) => args.result,
      }),
      'document_records',
      sql<boolean>`document_id = ${document.id}`,
      { batchRows: 2 },
    );
    expect(deleted).toBe(5);
    expect(statements).toHaveLength(3);
    expect(await segmentsOf(document.id)).toBe(0);
    expect(await segmentsOf(other.id)).toBe(1);
  });

  it('stops before its next statement once told to, leaving the rest for the next call', async () => {
    const manager = await t.signIn('manager');
    const { document } = await uploadDocumentWithRecords(t, manager, xliffOf(['One', 'Two', 'Three']));
    const stop = new AbortController();
    stop.abort(new Error('the server is stopping'));
    await expect(
      deleteInBatches(t.db, 'document_records', sql<boolean>`document_id = ${document.id}`, {
        batchRows: 2,
        signal: stop.signal,
      }),
    ).rejects.toThrow('the server is stopping');
    expect(await segmentsOf(document.id)).toBe(3);
    expect(await deleteInBatches(t.db, 'document_records', sql<boolean>`document_id = ${document.id}`)).toBe(3);
  });
});
