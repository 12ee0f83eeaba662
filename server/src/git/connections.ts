import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FileSet, LanguageSpellings } from '@tessera/shared/contract/file-patterns';
import type { Repository, RepositoryState } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { iso, json } from '../db/column-types.ts';
import type { RepositoryConnectionRow, RepositoryConnectionsTable } from './tables.ts';
import type { Insertable } from 'kysely';
import { sameSshServer } from './remote-url.ts';

export async function findConnectionOfProject(db: Db, projectId: number): Promise<RepositoryConnectionRow | undefined> {
  return db.selectFrom('repository_connections').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

export async function findConnection(db: Db, id: number): Promise<RepositoryConnectionRow | undefined> {
  return db.selectFrom('repository_connections').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ConnectionSettings = Omit<
  Insertable<RepositoryConnectionsTable>,
  | 'id'
  | 'project_id'
  | 'webhook_secret_sealed'
  | 'created_at'
  | 'updated_at'
  | 'pull_request_number'
  | 'pull_request_url'
>;

/**
 * Creates the project's connection, or changes its settings (what was pulled and its secret stay). The SSH host
 * keys kept stay while the address names the same server: another host is a new first contact. The pull request
 * opened stays while it is the same one (repository, push branch, forge and its API). The row is locked while
 * it is compared, so a save beside this one cannot change it in between.
 */
export async function saveConnection(
  db: Db,
  projectId: number,
  settings: ConnectionSettings,
  newWebhookSecretSealed: string,
): Promise<{ row: RepositoryConnectionRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('repository_connections')
      .select(['url', 'branch', 'push_branch', 'pull_request_forge', 'pull_request_api_url'])
      .where('project_id', '=', projectId)
      .forUpdate()
      .executeTakeFirst();
    const keepsHostKeys = before !== undefined && sameSshServer(before.url, settings.url);
    const keepsPullRequest =
      before !== undefined &&
      before.url === settings.url &&
      before.branch === settings.branch &&
      before.push_branch === settings.push_branch &&
      before.pull_request_forge === (settings.pull_request_forge ?? null) &&
      before.pull_request_api_url === (settings.pull_request_api_url ?? null);
    const row = await trx
      .insertInto('repository_connections')
      .values({ ...settings, project_id: projectId, webhook_secret_sealed: newWebhookSecretSealed })
      .onConflict((conflict) =>
        conflict.column('project_id').doUpdateSet({
          ...settings,
          ...(!keepsHostKeys && { ssh_host_keys: null }),
          ...(!keepsPullRequest && { pull_request_number: null, pull_request_url: null }),
          updated_at: sql`now()`,
        }),
      )
      .returningAll()
      .returning(sql<boolean>`xmax = 0`.as('created'))
      .executeTakeFirstOrThrow();
    const { created, ...connection } = row;
    return { row: connection, created };
  });
}

/**
 * Keeps the host keys an SSH server showed on a connection's first contact, unless some are kept already or the
 * connection was saved with another address since the command reached `url` (those keys may be another server's).
 */
export async function pinHostKeys(db: Db, id: number, url: string, knownHosts: string): Promise<void> {
  await db
    .updateTable('repository_connections')
    .set({ ssh_host_keys: knownHosts })
    .where('id', '=', id)
    .where('url', '=', url)
    .where('ssh_host_keys', 'is', null)
    .execute();
}

/** Forgets the host keys kept for a connection (the server's key changed on purpose): the next contact keeps new ones. */
export async function forgetHostKeys(db: Db, id: number): Promise<RepositoryConnectionRow | undefined> {
  return db
    .updateTable('repository_connections')
    .set({ ssh_host_keys: null, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteConnection(db: Db, projectId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('repository_connections').where('project_id', '=', projectId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** How long a pull or push holds its connection before another process may take it over (its holder died). */
export const LEASE_SECONDS = 15 * 60;

/**
 * Takes the connection for one pull or push: one statement that succeeds for one caller only, in any process
 * (a row's update waits for the one before it), so two never run at once. Answers false while another holds it,
 * after setting `requested` so that the one running does it too before it lets go.
 */
export async function claimConnection(
  db: Db,
  id: number,
  state: Extract<RepositoryState, 'pulling' | 'pushing'>,
): Promise<boolean> {
  const requested = state === 'pulling' ? 'pull_requested' : 'push_requested';
  const claimed = await db
    .updateTable('repository_connections')
    .set({ state, lease_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, [requested]: false })
    .where('id', '=', id)
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<', sql<Date>`now()`)]))
    .executeTakeFirst();
  if (claimed.numUpdatedRows > 0n) return true;
  await db
    .updateTable('repository_connections')
    .set({ [requested]: true })
    .where('id', '=', id)
    .execute();
  return false;
}

export async function setConnectionJob(db: Db, id: number, jobId: number): Promise<void> {
  await db.updateTable('repository_connections').set({ job_id: jobId }).where('id', '=', id).execute();
}

/** Moves the lease on while a long pull or push runs, and says which state it is in. */
export async function renewLease(db: Db, id: number, state: RepositoryState): Promise<void> {
  await db
    .updateTable('repository_connections')
    .set({ state, lease_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where('id', '=', id)
    .execute();
}

/**
 * Lets go of the connection, recording how it went, and answers what was asked for meanwhile (one pull and one push
 * at most: the requests of a burst are one), which the caller then claims again for.
 */
export async function releaseConnection(
  db: Db,
  id: number,
  error: string | null,
): Promise<{ pull: boolean; push: boolean }> {
  const row = await db
    .updateTable('repository_connections')
    .set({
      state: error ? 'error' : 'idle',
      lease_until: null,
      error_message: error,
      error_at: error ? sql`now()` : null,
    })
    .where('id', '=', id)
    .returning(['pull_requested', 'push_requested'])
    .executeTakeFirst();
  return { pull: row?.pull_requested ?? false, push: row?.push_requested ?? false };
}

export async function recordPull(
  db: Db,
  id: number,
  commit: string,
  patterns: { files: FileSet[]; languages: LanguageSpellings; ignore: string[]; files_from: 'request' | 'tessera.yml' },
): Promise<void> {
  await db
    .updateTable('repository_connections')
    .set({
      last_pull_commit: commit,
      last_pull_at: sql`now()`,
      files: JSON.stringify(patterns.files),
      languages: JSON.stringify(patterns.languages),
      ignore: JSON.stringify(patterns.ignore),
      files_from: patterns.files_from,
    })
    .where('id', '=', id)
    .execute();
}

export async function recordPush(db: Db, id: number, commit: string, branch: string): Promise<void> {
  await db
    .updateTable('repository_connections')
    .set({ last_push_commit: commit, last_push_branch: branch, last_push_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Keeps the pull request a push opened or updated, which the next push updates while it is open. */
export async function recordPullRequest(db: Db, id: number, number: number, url: string): Promise<void> {
  await db
    .updateTable('repository_connections')
    .set({ pull_request_number: number, pull_request_url: url })
    .where('id', '=', id)
    .execute();
}

/** Segments of the connection's documents confirmed since its last push (or pull, before any push). */
export async function pendingChanges(db: Db, connection: RepositoryConnectionRow): Promise<number> {
  const since = laterOf(connection.last_push_at, connection.last_pull_at);
  if (!since) return 0;
  const row = await db
    .selectFrom('document_records as r')
    .innerJoin('repository_documents as d', 'd.document_id', 'r.document_id')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('d.connection_id', '=', connection.id)
    .where('r.approved', '=', true)
    .where('r.dirty', '=', true)
    .where('r.updated_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.count;
}

const laterOf = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/** The connection as the API answers it: no credentials, no secret. */
export function toRepository(row: RepositoryConnectionRow, pending: number, webhookUrl: string): Repository {
  return {
    id: row.id,
    project_id: row.project_id,
    url: row.url,
    branch: row.branch,
    credentials: { kind: row.credentials_kind, username: row.credentials_username },
    push: {
      mode: row.push_mode,
      branch: row.push_branch,
      untranslated: row.push_untranslated,
      pull_request:
        row.pull_request_forge && row.pull_request_api_url
          ? {
              forge: row.pull_request_forge,
              api_url: row.pull_request_api_url,
              url: row.pull_request_url,
              number: row.pull_request_number,
            }
          : null,
    },
    files: json<FileSet[]>(row.files),
    languages: json<LanguageSpellings>(row.languages),
    ignore: json<string[]>(row.ignore),
    files_from: row.files_from,
    allow_private_network: row.allow_private_network,
    commit_author: { name: row.author_name, email: row.author_email },
    state: row.state,
    last_pull:
      row.last_pull_commit && row.last_pull_at ? { commit: row.last_pull_commit, at: iso(row.last_pull_at) } : null,
    last_push:
      row.last_push_commit && row.last_push_at
        ? { commit: row.last_push_commit, at: iso(row.last_push_at), branch: row.last_push_branch ?? row.push_branch }
        : null,
    pending_changes: pending,
    error: row.error_message && row.error_at ? { message: row.error_message, at: iso(row.error_at) } : null,
    host_key: pinnedHostKey(row.ssh_host_keys),
    webhook: { url: webhookUrl },
  };
}

/**
 * The first key of known_hosts lines (`[@marker] hosts type base64 [comment]`) as `ssh-keygen -l` names it: its
 * type and `SHA256:` with the unpadded base64 of the SHA-256 of the key's bytes.
 */
function pinnedHostKey(knownHosts: string | null): Repository['host_key'] {
  const line = knownHosts
    ?.split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !text.startsWith('#'));
  const fields = line?.split(/\s+/) ?? [];
  const [type, key] = fields[0]?.startsWith('@') ? fields.slice(2) : fields.slice(1);
  if (!type || !key) return null;
  const digest = createHash('sha256').update(Buffer.from(key, 'base64')).digest('base64');
  return { type, fingerprint: `SHA256:${digest.replace(/=+$/, '')}` };
}
