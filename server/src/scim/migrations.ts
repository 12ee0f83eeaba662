import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';

/** SCIM provisioning (0790-0799). */
export const scimMigrations: Record<string, Migration> = {
  '0790_scim_provisioning': sqlMigration(
    // The bearer tokens identity providers call /scim/v2 with: only the SHA-256 of each secret is kept.
    createTableWithId(
      'scim_tokens',
      sql`
          name text not null,
          token_hash text not null,
          created_by integer references users (id) on delete set null,
          created_at timestamptz not null default now(),
          last_used_at timestamptz
        `,
    ),
    sql`create unique index scim_tokens_token_hash_key on scim_tokens (token_hash)`,
    // The role map of SCIM groups (group displayName -> role), one row (id 1) once an admin set it.
    sql`
        create table scim_settings (
          id integer primary key check (id = 1),
          role_map jsonb not null,
          updated_by integer references users (id) on delete set null,
          updated_at timestamptz not null default now()
        )`,
    // What the identity provider calls an account that Tessera's users row does not hold: its userName as sent
    // (an e-mail or a login), its externalId, and the name's parts (the row keeps the display name only).
    sql`
        create table scim_users (
          user_id integer primary key references users (id) on delete cascade,
          user_name text not null,
          external_id text,
          given_name text,
          family_name text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`,
    sql`create unique index scim_users_user_name_key on scim_users (lower(user_name))`,
    createTableWithId(
      'scim_groups',
      sql`
          display_name text not null,
          external_id text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        `,
    ),
    sql`create unique index scim_groups_display_name_key on scim_groups (lower(display_name))`,
    sql`
        create table scim_group_members (
          group_id integer not null references scim_groups (id) on delete cascade,
          user_id integer not null references users (id) on delete cascade,
          primary key (group_id, user_id)
        )`,
    sql`create index scim_group_members_user_id on scim_group_members (user_id)`,
  ),
};
