import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../../test/harness.ts';
import { documentRecords, uploadDocumentWithRecords, xliffOf } from '../../test/resources.ts';
import { countRepetitions } from './repository.ts';

/** Seven sources: "A" three times, "B" twice, "C" to "G" once each, interleaved. */
const SOURCES = ['A', 'C', 'B', 'A', 'D', 'E', 'B', 'F', 'A', 'G'].map((letter) => `Source ${letter}.`);
const expected = SOURCES.map((source) => SOURCES.filter((other) => other === source).length - 1);

describeWithPostgresToo('counting repetitions', (t) => {
  it('counts every repeated source however few segments a statement groups or writes', async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(SOURCES));
    expect(records.map((record) => record.repetitions)).toEqual(expected);

    // A source repeated more often than a statement writes segments is written by windows of positions, and one
    // with more segments than a grouping counts is counted by windows: with one to three, most of them are.
    for (const [segmentsPerGrouping, segmentsPerStatement] of [
      [1, 500],
      [2, 500],
      [3, 500],
      [4, 500],
      [100, 500],
      [100, 1],
      [100, 2],
      [2, 3],
      [3, 1],
    ] as const) {
      await t.db
        .updateTable('document_records')
        .set({ repetitions: 0 })
        .where('document_id', '=', document.id)
        .execute();
      await countRepetitions(t.db, document.id, { segmentsPerGrouping, segmentsPerStatement });
      const counted = await documentRecords(manager, document.id);
      expect(
        counted.map((record) => record.repetitions),
        `${segmentsPerGrouping} segments a grouping, ${segmentsPerStatement} a statement`,
      ).toEqual(expected);
    }
  });

  it('counts segments whose codes differ only by the ids the file gave them as repetitions, other codes not', async () => {
    const manager = await t.signIn('manager');
    const unit = (id: string, source: string) => `<trans-unit id="${id}"><source>${source}</source></trans-unit>`;
    const file =
      '<xliff version="1.2"><file source-language="en" target-language="de" datatype="plaintext" original="a"><body>' +
      unit('1', 'Click <g id="1">Save</g>.') +
      unit('2', 'Click <g id="7">Save</g>.') +
      unit('3', 'Click <x id="2"/>Save.') +
      '</body></file></xliff>';
    const { records } = await uploadDocumentWithRecords(t, manager, file);
    expect(records.map((record) => record.repetitions)).toEqual([1, 1, 0]);
  });
});
