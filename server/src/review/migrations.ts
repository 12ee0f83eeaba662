import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';
import { recordSegmentHistoryWithSteps } from './segment-history-function.ts';

/** A reviewer's confirmations, rejections and corrections with their errors, and each project's typology: 0520-0539. */
export const reviewMigrations: Record<string, Migration> = {
  '0520_review': sqlMigration(
    // How far a segment's review went: 0 none, 1 reviewed (in the review step, or signed off in its file), 2 reviewed
    // again in review-2. Only an approved segment is reviewed.
    sql`
        alter table document_records
          add column review_level smallint not null default 0 check (review_level between 0 and 2),
          add constraint document_records_reviewed_approved check (review_level = 0 or approved)`,
    // The file's reviewed states (1.2 signed-off, 2.0 reviewed) read as final or approved so far.
    sql`
        update document_records set review_level = 1
        where approved and not dirty and state in ('signed-off', 'reviewed')`,
    // Each version says in which workflow step it was made and how far the review went before and after.
    sql`
        alter table segment_history
          add column step text check (step in ('translation', 'review', 'review-2')),
          add column old_review_level smallint not null default 0,
          add column new_review_level smallint not null default 0`,
    recordSegmentHistoryWithSteps(),
    // A reviewer confirming a target the translator approved changes neither: it is a version all the same.
    sql`drop trigger document_records_history on document_records`,
    sql`
        create trigger document_records_history after update of target, approved, rejected, review_level
        on document_records
        for each row when (old.target is distinct from new.target or old.approved is distinct from new.approved
          or (new.rejected and not old.rejected) or old.review_level is distinct from new.review_level)
        execute function record_segment_history()`,
    createTableWithId(
      'review_annotations',
      sql`
          record_id integer not null references document_records (id) on delete cascade,
          document_id integer not null references documents (id) on delete cascade,
          user_id integer references users (id) on delete set null,
          action text not null check (action in ('reject', 'correct')),
          reason text,
          step text check (step in ('translation', 'review', 'review-2')),
          old_target text not null,
          new_target text not null,
          created_at timestamptz not null default now()
        `,
    ),
    sql`create index review_annotations_record on review_annotations (record_id, id)`,
    sql`create index review_annotations_document on review_annotations (document_id, record_id)`,
    createTableWithId(
      'lqa_errors',
      sql`
          annotation_id integer not null references review_annotations (id) on delete cascade,
          document_id integer not null references documents (id) on delete cascade,
          category text not null,
          severity text not null,
          note text
        `,
    ),
    sql`create index lqa_errors_annotation on lqa_errors (annotation_id)`,
    // The quality score counts a document's errors by category and severity.
    sql`create index lqa_errors_document on lqa_errors (document_id)`,
    sql`
        create table project_lqa_settings (
          project_id integer primary key references projects (id) on delete cascade,
          typology jsonb,
          pass_threshold double precision check (pass_threshold >= 0)
        )`,
  ),
};
