import pg from 'pg';

/** `url` with another database. */
export function databaseUrl(url: string, database: string): string {
  const changed = new URL(url);
  changed.pathname = `/${database}`;
  return changed.toString();
}

/** Runs one statement on its own connection to `url`'s database (creating or dropping a database needs no pool). */
export async function onServer(url: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await admin.query(statement, values);
  } finally {
    await admin.end();
  }
}
