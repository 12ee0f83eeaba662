import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { tmxFile, tu } from '../test/tmx.ts';
import { buildSearchIndexesLogged } from './import.ts';

describeWithPostgresToo('deleting a TM while its search indexes are built', (t) => {
  it('stops the build quietly, and nothing of the TM is left', async () => {
    const manager = await t.signIn('manager');
    const imported = await manager.inject({
      method: 'POST',
      url: '/api/translation_memory/import',
      ...multipart({ name: 'Deleted' }, { name: 'deleted.tmx', content: tmxFile(tu('Hello', 'Hallo')) }),
    });
    expect(imported.statusCode, imported.body).toBe(202);
    const tm = imported.json() as { id: number };
    await t.app.jobs.idle();
    const errors = vi.spyOn(t.app.log, 'error');
    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${tm.id}` })).statusCode).toBe(200);
    // The import's last step, run as it runs when the delete drops the TM's partition under it.
    await buildSearchIndexesLogged(t.app, tm.id);
    expect(errors).not.toHaveBeenCalled();
    const { rows } = await sql<{ relname: string }>`
      select relname from pg_class where relname ~ ${`^tm_[a-z_]*_${tm.id}($|_)`}`.execute(t.db);
    expect(rows).toEqual([]);
  });
});
