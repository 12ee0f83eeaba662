import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';
import { linkTables } from '../links/link-tables.ts';

/** Projects, their TM and glossary links, and documents' membership: 0400-0419 (0401 is the jobs' own). */
export const projectsMigrations: Record<string, Migration> = {
  '0400_projects': sqlMigration(
    createTableWithId(
      'projects',
      sql`
          name text not null,
          description text not null default '',
          source_lang text not null,
          target_lang text not null,
          created_by integer not null references users (id),
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        `,
    ),
    ...linkTables('project'),
    // A project's documents go with it: deleting a project says so and names how many.
    sql`alter table documents add column project_id integer references projects (id) on delete cascade`,
    sql`create index documents_project on documents (project_id)`,
    // Whether the document's own TM / glossary lists apply (true) or its project's (false). Documents that
    // already had links keep them.
    sql`alter table documents add column own_translation_memories boolean not null default false`,
    sql`alter table documents add column own_glossaries boolean not null default false`,
    sql`
        update documents d set own_translation_memories = true
        where exists (select 1 from document_translation_memories l where l.document_id = d.id)`,
    sql`
        update documents d set own_glossaries = true
        where exists (select 1 from document_glossaries l where l.document_id = d.id)`,
  ),
  // What a project manager tracks beside the languages: whom the work is for and when it is due.
  '0402_project_client_due_date': sqlMigration(
    sql`alter table projects add column client text not null default ''`,
    sql`alter table projects add column due_date date`,
  ),
  // One source, several target languages; `target_lang` stays, always the first, for what reads only one.
  '0403_project_target_languages': sqlMigration(
    sql`alter table projects add column target_langs text[]`,
    sql`update projects set target_langs = array[target_lang]`,
    sql`alter table projects alter column target_langs set not null`,
  ),
  // A project's own SRX rules, and the rules each document was read with: its download must cut it the same way.
  '0742_project_segmentation': sqlMigration(
    sql`
        create table project_segmentation (
          project_id integer primary key references projects (id) on delete cascade,
          name text not null,
          srx text not null,
          updated_at timestamptz not null default now()
        )`,
    sql`alter table documents add column segmentation text`,
  ),
  // The project page reads its documents a page at a time, sorted by the database (document-page.ts): an index by
  // project for each sort, the id last as the pages' tie-breaker; the one by project alone becomes upload order's.
  '0897_project_document_sorts': sqlMigration(
    sql`create index documents_project_upload on documents (project_id, id)`,
    sql`drop index documents_project`,
    sql`create index documents_project_name on documents (project_id, name, id)`,
    sql`create index documents_project_language on documents (project_id, target_lang, name, id)`,
    sql`
        create index documents_project_progress on documents
          (project_id, (approved_words_count::float8 / greatest(words_count - locked_words_count, 1)), id)`,
    sql`create index documents_project_updated on documents (project_id, updated_at, id)`,
  ),
  // A project's analysis runs as a job, too long at an agency's size for a request's answer: its result is kept
  // here for the page to show, the last one per project (kept-analysis.ts).
  '0907_project_analyses': sqlMigration(
    sql`
        create table project_analyses (
          project_id integer primary key references projects (id) on delete cascade,
          analysis jsonb not null,
          analysed_at timestamptz not null default now()
        )`,
  ),
  // One analysis of a project at a time, held by the database: two starts at the same instant both passed a
  // read-then-insert check. Duplicates an earlier check let through are ended first, the newest kept.
  '0908_one_project_analysis': sqlMigration(
    sql`
        update jobs set status = 'failed', error = 'Another analysis of this project was running', finished_at = now()
        where kind = 'project.analysis' and status = 'running'
          and id not in (
            select max(id) from jobs where kind = 'project.analysis' and status = 'running' group by target_id
          )`,
    sql`
        create unique index jobs_one_running_project_analysis on jobs (target_id)
        where kind = 'project.analysis' and status = 'running'`,
  ),
};
