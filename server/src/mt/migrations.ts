import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../db/sql-migration.ts';
import { recordSegmentHistoryWithSteps } from '../review/segment-history-function.ts';

/** Machine translation (0420-0429, then 0800-0809). */
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
  '0800_mt_quality': sqlMigration(
    sql`
        create table mt_quality_settings (
          project_id integer primary key references projects (id) on delete cascade,
          enabled boolean not null default false,
          threshold smallint check (threshold between 0 and 100),
          updated_by integer references users (id) on delete set null,
          updated_at timestamptz not null default now()
        )`,
    // The latest estimate of a segment's machine translation, kept until a newer one: a translation inserted or
    // pre-translated as it was rated carries it into the segment's history (below) and the review's filter.
    sql`
        create table mt_quality_estimates (
          record_id integer primary key references document_records (id) on delete cascade,
          target text not null,
          method text not null check (method in ('gemba-mqm')),
          score smallint check (score between 0 and 100),
          errors jsonb not null default '[]',
          created_at timestamptz not null default now()
        )`,
    sql`
        alter table segment_history
          add column mt_score smallint check (mt_score between 0 and 100),
          add column mt_method text`,
    // 0520's function, and a machine translation's estimate when the new target is the one rated.
    recordSegmentHistoryWithSteps({
      declarations: sql`rated_score smallint;
          rated_method text;`,
      beforeInsert: sql`if new.origin = 'mt' then
            select e.score, e.method into rated_score, rated_method from mt_quality_estimates e
            where e.record_id = new.id and e.target = new.target;
          end if;`,
      columns: sql`, mt_score, mt_method`,
      values: sql`, rated_score, rated_method`,
    }),
  ),
};
