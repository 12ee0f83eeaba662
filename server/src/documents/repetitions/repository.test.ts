import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../../test/harness.ts';
import { documentRecords, uploadDocumentWithRecords, xliffOf } from '../../test/resources.ts';
import { countRepetitions } from './repository.ts';

/** Seven sources: "A" three times, "B" twice, "C" to "G" once each, interleaved. */
const SOURCES = ['A', 'C', 'B', 'A', 'D', 'E', 'B', 'F', 'A', 'G'].map((letter) => `Source ${letter}.`);
const expected = SOURCES.map((source) => SOURCES.filter((other) => other === source).length - 1);

describeWithPostgresToo('counting repetitions', (t) => {
  it('counts every repeated source however few sources a statement groups', async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(SOURCES));
    expect(records.map((record) => record.repetitions)).toEqual(expected);

    for (const sourcesPerPage of [1, 2, 3, 100]) {
      await t.db
        .updateTable('document_records')
        .set({ repetitions: 0 })
        .where('document_id', '=', document.id)
        .execute();
      await countRepetitions(t.db, document.id, sourcesPerPage);
      const counted = await documentRecords(manager, document.id);
      expect(
        counted.map((record) => record.repetitions),
        `${sourcesPerPage} a page`,
      ).toEqual(expected);
    }
  });
});
