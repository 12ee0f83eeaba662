import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { createTm } from '../test/resources.ts';
import { buildSearchIndexes, createImportTable, finishImportTable } from './repository.ts';
import { unitsTableOf } from './tables.ts';

describeWithPostgresToo("an imported TM's statistics", (t) => {
  const sampledColumns = async (table: string) =>
    (
      await sql<{ column: string }>`
        select attname as column from pg_stats where schemaname = current_schema() and tablename = ${table}
        order by 1`.execute(t.db)
    ).rows.map((row) => row.column);

  it('samples the ids as the units are attached, and the texts once with the search indexes (PostgreSQL)', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Loaded', source_lang: 'en', target_lang: 'de' });
    const table = unitsTableOf(tm.id);
    await createImportTable(t.db, tm.id);
    await sql`
      insert into ${sql.table(table)} (tm_id, source, target, source_text, target_text)
      select ${tm.id}, 'Unit ' || n, 'Einheit ' || n, 'Unit ' || n, 'Einheit ' || n
      from generate_series(1, 100) n`.execute(t.db);

    // The texts' sample is most of an analyze's time, and the search indexes' analyze samples them anyway.
    await finishImportTable(t.db, tm.id);
    expect(await sampledColumns(table)).toEqual(['id', 'tm_id']);

    await buildSearchIndexes(t.db, tm.id);
    if (t.backend === 'postgres')
      expect(await sampledColumns(table)).toEqual(expect.arrayContaining(['id', 'source_text', 'target_text']));
    // The embedded database's one connection would hold every request for that sample.
    else expect(await sampledColumns(table)).toEqual(['id', 'tm_id']);
  });
});
