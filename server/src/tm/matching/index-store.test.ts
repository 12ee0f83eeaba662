import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../../test/harness.ts';
import { createTmWithUnits } from '../../test/resources.ts';
import { buildMatchIndex, startNeededIndexBuilds } from './index-store.ts';
import { findMatches } from './matcher.ts';

describeWithPostgresToo('the match index build', (t) => {
  it('builds the index of a TM that has one again (after an import), and the new one answers', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTmWithUnits(t, manager, 'Rebuilt', [{ source: 'Open the file menu', target: 'DE' }]);
    await startNeededIndexBuilds(t.app, [tm.id]);
    await t.app.jobs.idle();
    // Straight into the table, as an import merges units: only a build puts it into the index.
    await sql`insert into tm_units (tm_id, source, target, source_text, target_text)
              values (${tm.id}, 'Close the file menu', 'DE 2', 'Close the file menu', 'DE 2')`.execute(t.db);
    await buildMatchIndex(t.db, tm.id);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Close the file menu', codes: '' });
    expect(found[0]).toMatchObject({ source_text: 'Close the file menu', similarity: 100 });
  });

  it('stops, leaving nothing behind, when the TM was deleted while its index was built', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTmWithUnits(t, manager, 'Deleted', [{ source: 'Open the file menu', target: 'DE' }]);
    // Claimed as startNeededIndexBuilds claims it; the delete comes before the build swaps its tables in.
    await t.db.insertInto('tm_match_state').values({ tm_id: tm.id, status: 'indexing' }).execute();
    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${tm.id}` })).statusCode).toBe(200);
    expect(await buildMatchIndex(t.db, tm.id)).toBe(false);
    const { rows } = await sql<{ relname: string }>`
      select relname from pg_class where relname ~ ${`^tm_match_(units|tokens)_${tm.id}($|_)`}`.execute(t.db);
    expect(rows).toEqual([]);
  });
});
