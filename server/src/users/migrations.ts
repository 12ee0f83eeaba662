import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';

export const usersMigrations: Record<string, Migration> = {
  '0001_users': sqlMigration(
    createTableWithId(
      'users',
      sql`
          email text not null,
          username text not null,
          password_hash text not null,
          role text not null check (role in ('admin', 'manager', 'user')),
          disabled boolean not null default false,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        `,
    ),
    sql`create unique index users_email_key on users (lower(email))`,
    sql`create unique index users_username_key on users (lower(username))`,
  ),
  // A name a person goes by, spaces and all, shown beside the username; the username stays the handle.
  '0740_user_display_name': sqlMigration(
    sql`
        alter table users add column display_name text
          check (display_name is null or (display_name = btrim(display_name) and char_length(display_name) between 1 and 100))`,
  ),
  // The interface language a person chose, which follows them to any browser; null lets the browser's decide.
  '0840_user_interface_locale': sqlMigration(
    sql`
        alter table users add column locale text
          check (locale is null or (char_length(locale) <= 35 and locale ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'))`,
  ),
  // The IANA time zone of the browser a person last used, which their e-mails' dates are written in; null until one
  // is known. Which names are zones is Intl's to say (the contract's TimeZone): the database holds the shape.
  '0845_user_time_zone': sqlMigration(
    sql`
        alter table users add column time_zone text
          check (time_zone is null or (char_length(time_zone) <= 64 and time_zone ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$'))`,
  ),
  // The users table at thousands of people: paged, searched and sorted in the database (users/user-pages.ts).
  // The sign-in times start from the sessions still kept, the best record there is of who signed in when.
  '0893_users_list_order': sqlMigration(
    sql`
        create table user_sign_ins (
          user_id integer primary key references users (id) on delete cascade,
          signed_in_at timestamptz not null
        )`,
    sql`create index user_sign_ins_signed_in_at on user_sign_ins (signed_in_at, user_id)`,
    sql`
        insert into user_sign_ins (user_id, signed_in_at)
        select user_id, max(created_at) from sessions group by user_id`,
    // The sort keys of users/user-pages.ts, each followed by the name and the id that break its ties.
    sql`create index users_name_order on users (lower(coalesce(display_name, username)), id)`,
    sql`create index users_role_order on users (role, lower(coalesce(display_name, username)), id)`,
    sql`create index users_status_order on users (disabled, lower(coalesce(display_name, username)), id)`,
    // Search: a case-insensitive substring of the username, display name or email, in one trigram index (pg_trgm,
    // created by 0000_extensions); the line breaks between them keep a search from matching across two.
    sql`
        create index users_search_trgm on users
          using gin (lower(username || E'\\n' || coalesce(display_name, '') || E'\\n' || email) gin_trgm_ops)`,
  ),
};
