import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../db/sql-migration.ts';

export const repositoryMigrations: Record<string, Migration> = {
  '0700_repository_connections': sqlMigration(
    sql`
      create table repository_connections (
        id integer generated always as identity primary key,
        project_id integer not null unique references projects (id) on delete cascade,
        created_by integer not null references users (id),
        url text not null,
        branch text not null,
        credentials_kind text not null check (credentials_kind in ('none', 'token', 'ssh-key')),
        credentials_username text,
        credentials_sealed text,
        push_mode text not null check (push_mode in ('direct', 'branch')),
        push_branch text not null,
        request_files jsonb not null default '[]',
        request_languages jsonb not null default '{}',
        request_ignore jsonb not null default '[]',
        files jsonb not null default '[]',
        languages jsonb not null default '{}',
        ignore jsonb not null default '[]',
        files_from text not null default 'request' check (files_from in ('request', 'tessera.yml')),
        allow_private_network boolean not null default false,
        author_name text not null,
        author_email text not null,
        webhook_secret_sealed text not null,
        state text not null default 'idle' check (state in ('idle', 'pulling', 'pushing', 'error')),
        lease_until timestamptz,
        job_id integer references jobs (id) on delete set null,
        pull_requested boolean not null default false,
        push_requested boolean not null default false,
        last_pull_commit text,
        last_pull_at timestamptz,
        last_push_commit text,
        last_push_at timestamptz,
        last_push_branch text,
        error_message text,
        error_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
    sql`
      create table repository_documents (
        document_id integer primary key references documents (id) on delete cascade,
        connection_id integer not null references repository_connections (id) on delete cascade,
        source_path text not null,
        target_lang text not null,
        created_at timestamptz not null default now(),
        unique (connection_id, source_path, target_lang)
      )`,
    // What a pull keeps on a segment: the source it had before the repository changed it (its translation is
    // kept, to be reviewed against both), and a translation changed upstream that lost to one made in Tessera.
    sql`alter table document_records add column previous_source text, add column upstream_target text`,
  ),
  // The SSH host keys a connection met on its first contact: later commands take those alone.
  '0825_repository_ssh_host_keys': sqlMigration(sql`alter table repository_connections add column ssh_host_keys text`),
  // What a push writes for a string nobody translated: no entry, unless the team wants the source text there.
  '0860_repository_push_untranslated': sqlMigration(
    sql`alter table repository_connections add column push_untranslated text not null default 'leave-out'
        check (push_untranslated in ('leave-out', 'source'))`,
  ),
  // A pull request opened from the push branch after each push: the forge, its API, its token (sealed), and the
  // one opened, which later pushes update while it is open.
  '0875_repository_pull_requests': sqlMigration(
    sql`alter table repository_connections
        add column pull_request_forge text check (pull_request_forge in ('github')),
        add column pull_request_api_url text,
        add column pull_request_token_sealed text,
        add column pull_request_number integer,
        add column pull_request_url text`,
  ),
  // Gitea and Forgejo open pull requests from the push branch too.
  '0880_repository_pull_requests_gitea': sqlMigration(
    sql`alter table repository_connections
        drop constraint repository_connections_pull_request_forge_check,
        add constraint repository_connections_pull_request_forge_check
          check (pull_request_forge in ('github', 'gitea'))`,
  ),
  // GitLab opens merge requests from the push branch too.
  '0885_repository_pull_requests_gitlab': sqlMigration(
    sql`alter table repository_connections
        drop constraint repository_connections_pull_request_forge_check,
        add constraint repository_connections_pull_request_forge_check
          check (pull_request_forge in ('github', 'gitea', 'gitlab'))`,
  ),
};
