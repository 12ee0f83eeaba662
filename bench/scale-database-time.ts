/**
 * Where the database's time went during the scale bench's load, by statement: pg_stat_statements' execution times
 * (wall time in the server, waits included) summed over statements that differ only in their numbers (the import
 * loop's `create index ... tm_units_<n>_source_trgm`, say). Only where the server loads the extension
 * (shared_preload_libraries) and the bench's database has it (`create extension pg_stat_statements`).
 */
import type pg from 'pg';

/** A group of statements: the first characters of its text with every number as N. */
export interface StatementTime {
  statement: string;
  calls: number;
  ms: number;
}

/**
 * Resets the server's statement statistics and answers how to read them after the load, or why it cannot: the
 * bench prints that instead.
 */
export async function startStatementTimes(db: pg.Client): Promise<(() => Promise<StatementTime[]>) | string> {
  try {
    await db.query('select pg_stat_statements_reset()');
  } catch (error) {
    return `no statement times: ${(error as Error).message} (see server/README.md for pg_stat_statements)`;
  }
  return async () => {
    const { rows } = await db.query<StatementTime>(String.raw`
      with timed as (
        select total_exec_time as ms, calls,
          left(regexp_replace(btrim(regexp_replace(query, '\s+', ' ', 'g')), '\d+', 'N', 'g'), 72) as statement
        from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
      )
      select statement, sum(calls)::int as calls, sum(ms)::float8 as ms from timed group by statement
      order by ms desc`);
    return rows;
  };
}

/** The `top` groups that took most of the database's time, each with its share, calls and mean. */
export function printStatementTimes(times: StatementTime[] | string, top = 15): void {
  if (typeof times === 'string') {
    console.log(`\ndatabase time: ${times}`);
    return;
  }
  const total = times.reduce((sum, time) => sum + time.ms, 0);
  console.log(
    `\ndatabase time by statement (pg_stat_statements, in the server, waits included): ${(total / 1000).toFixed(0)} s`,
  );
  console.log(`  ${'share'.padStart(6)} ${'s'.padStart(7)} ${'calls'.padStart(7)} ${'mean ms'.padStart(9)}  statement`);
  for (const { statement, calls, ms } of times.slice(0, top)) {
    console.log(
      `  ${`${((100 * ms) / total).toFixed(1)} %`.padStart(6)} ${(ms / 1000).toFixed(1).padStart(7)} ` +
        `${String(calls).padStart(7)} ${(ms / calls).toFixed(1).padStart(9)}  ${statement}`,
    );
  }
}
