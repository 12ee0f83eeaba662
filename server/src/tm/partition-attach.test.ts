import { describe, expect, it } from 'vitest';
import type { TranslationMemory } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../test/harness.ts';
import { holdLock } from '../test/locks.ts';
import { multipart } from '../test/multipart.ts';
import { createTm } from '../test/resources.ts';
import { tmxFile, tu } from '../test/tmx.ts';

/**
 * A TM's units become its partition of tm_units without anything about the TMs' table: attaching used to validate
 * a foreign key to it over every unit, which took a lock that waits for any transaction writing a TM's row and
 * holds up every later write behind it. PostgreSQL alone: the embedded database's one connection runs nothing
 * beside it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  describeWithPostgresToo(
    "a TM's partition attached while a TM's row is being written",
    (t) => {
      it('finishes an import and creates a TM without waiting for the writer', async () => {
        const manager = await t.signIn('manager');
        const writer = await holdLock(t.db, 'translation_memories', 'row exclusive');
        try {
          const imported = await manager.inject({
            method: 'POST',
            url: '/api/translation_memory/import',
            ...multipart(
              { name: 'Imported' },
              { name: 'a.tmx', content: tmxFile(tu('Hello', 'Hallo') + tu('Bye', 'Tschüss')) },
            ),
          });
          expect(imported.statusCode, imported.body).toBe(202);
          const tm = imported.json() as TranslationMemory;
          await expect
            .poll(
              async () =>
                ((await manager.inject(`/api/translation_memory/${tm.id}`)).json() as TranslationMemory)
                  .processing_status,
              { timeout: 10_000 },
            )
            .toBe('done');
          // A TM created empty attaches an empty partition.
          expect(await createTm(manager, { name: 'Created meanwhile' })).toMatchObject({ records_count: 0 });
        } finally {
          writer.release();
          await writer.done;
        }
      });
    },
    { only: 'postgres' },
  );
});
