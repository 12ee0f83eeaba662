import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';

/** Screenshots of a project's screens and the boxes of their strings: from 0903; the boxes' fonts from 0906. */
export const screenshotsMigrations: Record<string, Migration> = {
  '0903_screenshots': sqlMigration(
    // The image in the row: at most 10 MB, already compressed (gzip would gain nothing), read whole to be sent.
    createTableWithId(
      'screenshots',
      sql`
          project_id integer not null references projects (id) on delete cascade,
          name text not null,
          content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
          width integer not null check (width > 0),
          height integer not null check (height > 0),
          size integer not null,
          data bytea not null,
          created_by integer references users (id) on delete set null,
          created_at timestamptz not null default now(),
          constraint screenshots_project_name unique (project_id, name)
        `,
    ),
    sql`
        create table screenshot_boxes (
          screenshot_id integer not null references screenshots (id) on delete cascade,
          position integer not null,
          x integer not null,
          y integer not null,
          width integer not null,
          height integer not null,
          record_id integer references document_records (id) on delete cascade,
          key text,
          primary key (screenshot_id, position),
          check (num_nonnulls(record_id, key) = 1)
        )`,
    // The segments' filter asks which boxes name a segment, or a key.
    sql`create index screenshot_boxes_record on screenshot_boxes (record_id) where record_id is not null`,
    sql`create index screenshot_boxes_key on screenshot_boxes (key) where key is not null`,
  ),
  // The font a box's string is rendered in, as the page computed it (CSS font shorthand, the capture fills it): the
  // editor measures a translation in it against the box's width.
  '0906_screenshot_box_font': sqlMigration(
    sql`alter table screenshot_boxes add column font text check (char_length(font) between 1 and 200)`,
  ),
};
