import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findProject } from '../projects/repository.ts';
import { emitProjectEvent } from '../webhooks/events.ts';
import { HttpError } from '../plugins/errors.ts';
import {
  claimConnection,
  findConnection,
  pinHostKeys,
  recordPullRequest,
  releaseConnection,
  renewLease,
  setConnectionJob,
} from './connections.ts';
import { GitError, type GitCredentials, type GitLimits, type HostKeyPin } from './git-runner.ts';
import { PatternsError } from './patterns.ts';
import { pull, type PullSummary, type SyncContext } from './pull.ts';
import { push, type PushSummary } from './push.ts';
import { checkRemoteUrl, RemoteUrlError } from './remote-url.ts';
import { ForgeError, openOrUpdatePullRequest } from './pull-requests.ts';
import type { SecretBox } from '../security/secrets.ts';
import type { RepositoryConnectionRow } from './tables.ts';
import { Workspace } from './workspace.ts';

export type SyncKind = 'pull' | 'push';

export const PULL_JOB = 'project.repository-pull';
export const PUSH_JOB = 'project.repository-push';

export interface SyncSettings {
  limits: GitLimits;
  secrets: () => Promise<SecretBox>;
}

/** The credentials of a connection, opened. */
export async function credentialsOf(
  connection: RepositoryConnectionRow,
  settings: SyncSettings,
): Promise<GitCredentials> {
  if (connection.credentials_kind === 'none' || !connection.credentials_sealed) return { kind: 'none' };
  const secret = (await settings.secrets()).open(connection.credentials_sealed);
  return connection.credentials_kind === 'token'
    ? { kind: 'token', token: secret, username: connection.credentials_username ?? undefined }
    : { kind: 'ssh-key', privateKey: secret };
}

/** The folder of a connection's clone. */
export const workspaceDir = (app: FastifyInstance, connectionId: number) =>
  join(app.config.dataDir, 'repositories', String(connectionId));

/**
 * Starts a pull or push of a connection as a job, unless one runs: then that one is asked to do this too before it
 * ends (a burst of webhook deliveries is one more pull), and its job is the answer.
 */
export async function startSync(
  app: FastifyInstance,
  connectionId: number,
  kind: SyncKind,
  settings: SyncSettings,
): Promise<{ jobId: number | null; started: boolean }> {
  const claimed = await claimConnection(app.db, connectionId, kind === 'pull' ? 'pulling' : 'pushing');
  if (!claimed) return { jobId: (await findConnection(app.db, connectionId))?.job_id ?? null, started: false };
  let failed = false;
  const { jobId } = await app.jobs.run({
    kind: kind === 'pull' ? PULL_JOB : PUSH_JOB,
    targetId: (await findConnection(app.db, connectionId))!.project_id,
    work: async () => {
      const messages: string[] = [];
      for (let next: SyncKind | undefined = kind; next;) {
        messages.push(await runOnce(app, connectionId, next, settings));
        const requested = await releaseConnection(app.db, connectionId, null);
        next = requested.push ? 'push' : requested.pull ? 'pull' : undefined;
        if (next && !(await claimConnection(app.db, connectionId, next === 'pull' ? 'pulling' : 'pushing'))) break;
      }
      return messages.join(' ');
    },
    onFailure: async (error) => {
      failed = true;
      const message = errorMessage(error);
      await releaseConnection(app.db, connectionId, message);
      const connection = await findConnection(app.db, connectionId);
      if (connection)
        await emitProjectEvent(app.db, connection.project_id, 'repository.failed', { message, url: connection.url });
    },
  });
  if (!failed) await setConnectionJob(app.db, connectionId, jobId);
  return { jobId, started: true };
}

async function runOnce(app: FastifyInstance, connectionId: number, kind: SyncKind, settings: SyncSettings) {
  const connection = await findConnection(app.db, connectionId);
  if (!connection) throw new HttpError(404, 'repository_disconnected', 'The repository was disconnected');
  const project = (await findProject(app.db, connection.project_id))!;
  await renewLease(app.db, connectionId, kind === 'pull' ? 'pulling' : 'pushing');
  const remote = await checkRemoteUrl(connection.url, { allowPrivateNetwork: connection.allow_private_network });
  const hostKeys: HostKeyPin = {
    pinned: connection.ssh_host_keys,
    async pin(knownHosts) {
      // The rest of this pull or push trusts what its first command met, as later ones will.
      hostKeys.pinned = knownHosts;
      await pinHostKeys(app.db, connection.id, connection.url, knownHosts);
    },
  };
  const access = { remote, credentials: await credentialsOf(connection, settings), hostKeys };
  const workspace = new Workspace(workspaceDir(app, connection.id), access, connection.branch, settings.limits);
  const context: SyncContext = { app, connection, project, workspace };
  if (kind === 'pull') {
    const summary = await pull(context);
    await emitProjectEvent(app.db, project.id, 'repository.pulled', {
      url: connection.url,
      branch: connection.branch,
      ...summary,
    });
    return pullMessage(summary);
  }
  const summary = await push(context);
  if (summary.commit && connection.push_mode === 'branch' && connection.pull_request_forge)
    summary.pull_request = await proposePullRequest(app, connection, summary, settings);
  if (summary.commit)
    await emitProjectEvent(app.db, project.id, 'repository.pushed', { url: connection.url, ...summary });
  return pushMessage(summary);
}

/**
 * Opens or updates the pull request from the push branch once the push is there: its title the commit's first
 * line, its description the rest. The forge's refusal fails the job, saying the translations were pushed.
 */
async function proposePullRequest(
  app: FastifyInstance,
  connection: RepositoryConnectionRow,
  summary: PushSummary,
  settings: SyncSettings,
) {
  const [title = '', ...rest] = summary.message.split('\n');
  try {
    const opened = await openOrUpdatePullRequest(
      {
        forge: connection.pull_request_forge!,
        apiUrl: connection.pull_request_api_url!,
        token: (await settings.secrets()).open(connection.pull_request_token_sealed!),
        repositoryUrl: connection.url,
        head: connection.push_branch,
        base: connection.branch,
        known: connection.pull_request_number,
        allowPrivateNetwork: connection.allow_private_network,
        timeoutMs: settings.limits.timeoutMs,
      },
      { title, body: rest.join('\n').trim() },
    );
    await recordPullRequest(app.db, connection.id, opened.number, opened.url);
    return opened;
  } catch (error) {
    if (error instanceof ForgeError)
      throw new ForgeError(
        `The translations were pushed to ${connection.push_branch}, but the pull request was not opened: ${error.message}`,
      );
    throw error;
  }
}

function pullMessage(summary: PullSummary): string {
  const parts = [
    `Pulled ${summary.commit.slice(0, 10)}: ${summary.files} file(s)`,
    summary.documents_created && `${summary.documents_created} new document(s)`,
    summary.segments_added && `${summary.segments_added} new segment(s)`,
    summary.segments_changed && `${summary.segments_changed} changed source(s) to review`,
    summary.segments_removed && `${summary.segments_removed} removed segment(s)`,
    summary.translations_updated && `${summary.translations_updated} translation(s) from the repository`,
    summary.conflicts && `${summary.conflicts} translation(s) changed both here and upstream (Tessera's kept)`,
    summary.skipped.length && `skipped: ${summary.skipped.join(', ')}`,
  ];
  return `${parts.filter(Boolean).join(', ')}.`;
}

function pushMessage(summary: PushSummary): string {
  if (!summary.commit) return `Nothing to push: ${summary.branch} already holds every translation.`;
  const languages = summary.languages.map((language) => `${language.target_lang} (${language.segments})`).join(', ');
  const pushed = `Pushed ${summary.commit.slice(0, 10)} to ${summary.branch}: ${languages}.`;
  return summary.pull_request ? `${pushed} Pull request: ${summary.pull_request.url}` : pushed;
}

/** What a failed pull or push says to the user: git's reason or the setting to fix, never internals. */
export function errorMessage(error: unknown): string {
  if (
    error instanceof GitError ||
    error instanceof RemoteUrlError ||
    error instanceof PatternsError ||
    error instanceof ForgeError
  )
    return error.message;
  if (error instanceof HttpError) return error.message;
  if (error instanceof Error && error.name === 'SecretsKeyError') return error.message;
  return 'The repository could not be synchronised; try again, and look at the server log if it fails again';
}
