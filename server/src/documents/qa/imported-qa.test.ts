import { expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../../test/harness.ts';
import { allPages, uploadDocument, xliffOf } from '../../test/resources.ts';

/** More segments than the import's QA checks in one batch (1,000 positions). */
const SEGMENTS = 2_500;

/**
 * Every hundredth segment (from the sixth) is "Cancel.", translated one way but once another in the last batch;
 * "Save." is translated in the first batch and otherwise in the third; every other source is said once.
 */
function segments(): [string, string][] {
  return Array.from({ length: SEGMENTS }, (_, i) => {
    if (i % 100 === 5) return ['Cancel.', i === 2405 ? 'Stornieren.' : 'Abbrechen.'];
    if (i === 10) return ['Save.', 'Speichern.'];
    if (i === 2010) return ['Save.', 'Sichern.'];
    return [`Check the settings of account ${i}.`, `Konto ${i} prüfen.`];
  });
}

describeWithPostgresToo("an import's QA over several batches", (t) => {
  it('finds the inconsistent translations of sources repeated across batches, however often', async () => {
    const manager = await t.signIn('manager');
    const document = await uploadDocument(t, manager, xliffOf(segments()));
    const records = await allPages<DocumentRecord>(
      manager,
      (page) => `/api/document/${document.id}/records?page=${page}`,
    );
    expect(records).toHaveLength(SEGMENTS);

    const inconsistent = records
      .filter((record) => record.qa.some((issue) => issue.check === 'inconsistency'))
      .map((record) => record.position);
    const expected = records
      .filter((record) => record.source === 'Cancel.' || record.source === 'Save.')
      .map((record) => record.position);
    expect(expected).toHaveLength(27);
    expect(inconsistent).toEqual(expected);
    expect(records.filter((record) => record.source === 'Cancel.').map((record) => record.repetitions)).toEqual(
      Array(25).fill(24),
    );
  }, 120_000);
});
