import type { Migration } from 'kysely/migration';
import { coreMigrations } from './db/core-migrations.ts';
import { usersMigrations } from './users/migrations.ts';
import { authMigrations } from './auth/migrations.ts';
import { apiTokenMigrations } from './auth/tokens/migrations.ts';
import { invitationMigrations } from './users/invitations/migrations.ts';
import { jobsMigrations } from './jobs/migrations.ts';
import { tmMigrations } from './tm/migrations.ts';
import { documentsMigrations } from './documents/migrations.ts';
import { glossaryMigrations } from './glossary/migrations.ts';
import { matchingMigrations } from './tm/matching/migrations.ts';
import { liveMigrations } from './documents/live/migrations.ts';
import { projectsMigrations } from './projects/migrations.ts';
import { termMigrations } from './glossary/terms/migrations.ts';
import { mtMigrations } from './mt/migrations.ts';
import { qaMigrations } from './documents/qa/migrations.ts';
import { historyMigrations } from './documents/history/migrations.ts';
import { assignmentsMigrations } from './assignments/migrations.ts';
import { reviewMigrations } from './review/migrations.ts';
import { repositoryMigrations } from './git/migrations.ts';
import { webhooksMigrations } from './webhooks/migrations.ts';
import { scimMigrations } from './scim/migrations.ts';
import { spellingMigrations } from './spelling/migrations.ts';
import { handoffsMigrations } from './handoffs/migrations.ts';
import { screenshotsMigrations } from './screenshots/migrations.ts';

/**
 * Every migration of the application, applied at start in name order. Each domain exports a
 * `Record<name, Migration>` from its migrations.ts (names like '0100_glossary', '0200_tm', '0300_documents')
 * and adds one line here. Plain SQL, PostgreSQL 15 semantics (the same SQL runs on PGlite).
 */
export const migrations: Record<string, Migration> = collectMigrations(
  coreMigrations,
  usersMigrations,
  authMigrations,
  apiTokenMigrations,
  invitationMigrations,
  jobsMigrations,
  tmMigrations,
  documentsMigrations,
  glossaryMigrations,
  matchingMigrations,
  liveMigrations,
  projectsMigrations,
  termMigrations,
  mtMigrations,
  qaMigrations,
  historyMigrations,
  assignmentsMigrations,
  reviewMigrations,
  repositoryMigrations,
  webhooksMigrations,
  scimMigrations,
  spellingMigrations,
  handoffsMigrations,
  screenshotsMigrations,
);

function collectMigrations(...sets: Record<string, Migration>[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const set of sets) {
    for (const [name, migration] of Object.entries(set)) {
      if (!/^\d{4}_[a-z0-9_]+$/.test(name)) throw new Error(`migration name "${name}" must look like 0100_glossary`);
      if (all[name]) throw new Error(`two migrations are named "${name}"`);
      all[name] = migration;
    }
  }
  return all;
}
