import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../db/sql-migration.ts';

/** Machine translation (0420-0429). */
export const mtMigrations: Record<string, Migration> = {
  '0420_mt_settings': sqlMigration(
    sql`
        create table mt_settings (
          id integer primary key check (id = 1),
          provider text not null check (provider in ('deepl', 'libretranslate', 'openai')),
          url text,
          model text,
          api_key text,
          updated_by integer references users (id) on delete set null,
          updated_at timestamptz not null default now()
        )`,
  ),
  '0421_mt_private_network': sqlMigration(
    sql`alter table mt_settings add column allow_private_network boolean not null default false`,
  ),
  '0422_mt_instructions': sqlMigration(
    sql`
        create table mt_instructions (
          project_id integer not null references projects (id) on delete cascade,
          lang text not null,
          instructions text not null,
          updated_by integer references users (id) on delete set null,
          updated_at timestamptz not null default now(),
          primary key (project_id, lang)
        )`,
  ),
  '0423_mt_token_usage': sqlMigration(
    sql`
        create table mt_token_usage (
          project_id integer not null references projects (id) on delete cascade,
          month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
          tokens bigint not null default 0 check (tokens >= 0),
          primary key (project_id, month)
        )`,
    sql`
        create table mt_token_ceilings (
          project_id integer primary key references projects (id) on delete cascade,
          ceiling bigint not null check (ceiling > 0),
          updated_by integer references users (id) on delete set null,
          updated_at timestamptz not null default now()
        )`,
  ),
};
