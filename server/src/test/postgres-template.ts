import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { postgresKysely } from '../db/database.ts';
import { createPostgresDialect } from '../db/postgres.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrations } from '../migrations.ts';
import { databaseUrl, onServer } from './postgres-admin.ts';

/**
 * The prefix of the PostgreSQL databases of this test run (its template and each suite's copy), from vitest's global
 * set-up, which drops them after the run.
 */
function runPrefix(): string {
  const prefix = inject('postgresRunPrefix');
  if (!prefix)
    throw new Error("PostgreSQL test databases need the project's globalSetup (server/src/test/global-setup.ts)");
  return prefix;
}

let migratedTemplate: Promise<string> | undefined;

/**
 * The name of a database with every migration applied, built once per test run and copied for each suite:
 * migrating took seconds per suite (each of the migrations commits on its own), copying a database a fraction of
 * one. Built in the run, it always holds this checkout's migrations.
 */
function migratedPostgresTemplate(url: string): Promise<string> {
  migratedTemplate ??= buildMigratedTemplate(url, `${runPrefix()}template`);
  return migratedTemplate;
}

async function buildMigratedTemplate(url: string, template: string): Promise<string> {
  // The run's forks may all ask at once: one builds while the others wait on the lock, then find it built.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount) return template;
    await admin.query(`create database ${template}`);
    const db = postgresKysely(
      createPostgresDialect({ connectionString: databaseUrl(url, template), maxConnections: 1 }),
    );
    let migrated = false;
    try {
      await migrateToLatest(db, migrations);
      migrated = true;
    } finally {
      // A database is copied only while no one is connected to it.
      await db.destroy();
      if (!migrated) await admin.query(`drop database ${template}`);
    }
    return template;
  } finally {
    await admin.end();
  }
}

/**
 * A copy of the migrated template, a database of its own for one suite, dropped after the run (global-setup.ts):
 * PostgreSQL checkpoints to drop a database, which took longer than the copy; drops asked for together share one.
 */
export async function copyOfMigratedPostgres(url: string): Promise<string> {
  const template = await migratedPostgresTemplate(url);
  const database = `${runPrefix()}${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(url, `create database ${database} template ${template}`);
  return databaseUrl(url, database);
}
