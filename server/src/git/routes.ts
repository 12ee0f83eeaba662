import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PUSH_BRANCH,
  DEFAULT_PUSH_UNTRANSLATED,
  type Project,
  type PutRepositoryBody,
  type RepositoryPreview,
} from '@tessera/shared/contract';
import { matchSourceFiles, translationPath } from '@tessera/shared/contract/file-patterns';
import { can } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { findProject } from '../projects/repository.ts';
import { detectDocumentFormat } from '../formats/document-formats.ts';
import {
  deleteConnection,
  findConnectionOfProject,
  forgetHostKeys,
  pendingChanges,
  saveConnection,
  toRepository,
  type ConnectionSettings,
} from './connections.ts';
import { GitError, isValidBranchName, type GitLimits } from './git-runner.ts';
import { CONFIG_FILE, effectivePatterns, PatternsError } from './patterns.ts';
import { checkRemoteUrl, RemoteUrlError } from './remote-url.ts';
import { apiUrlProblem, defaultApiUrl, forgeAddressRule, repositoryOnForge } from './pull-requests.ts';
import { loadSecretsKey, secretBox, SecretsKeyError, type SecretBox } from '../security/secrets.ts';
import { errorMessage, startSync, workspaceDir, type SyncSettings } from './sync.ts';
import type { RepositoryConnectionRow } from './tables.ts';
import { Workspace } from './workspace.ts';
import { scheduleRepositorySync } from './schedule.ts';
import { registerSyncRecovery } from './sync-recovery.ts';

export const DEFAULT_COMMIT_AUTHOR = { name: 'Tessera', email: 'tessera@localhost' };

/** The settings of a pull or push, from the server's configuration; the key is read when first needed. */
export function syncSettings(app: FastifyInstance): SyncSettings {
  let box: Promise<SecretBox> | undefined;
  return {
    limits: {
      timeoutMs: app.config.repositoryGitTimeoutMs,
      maxRepositoryBytes: app.config.repositoryMaxBytes,
    },
    secrets: () => {
      box ??= loadSecretsKey(app.config).then(secretBox);
      // A failure (no SECRETS_KEY yet) is tried again next time, once it may be set.
      box.catch(() => (box = undefined));
      return box;
    },
  };
}

export const webhookUrlOf = (app: FastifyInstance, request: FastifyRequest, connectionId: number) =>
  `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}/api/hooks/repository/${connectionId}`;

/** `PUT/GET/DELETE /projects/{id}/repository`, its preview, and pulls and pushes on request (README.md). */
export const repositoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = syncSettings(app);
  const limits = settings.limits;
  scheduleRepositorySync(app, settings);
  registerSyncRecovery(app);

  async function answer(request: FastifyRequest, row: RepositoryConnectionRow) {
    return toRepository(row, await pendingChanges(app.db, row), webhookUrlOf(app, request, row.id));
  }

  route(app, endpoints.repository.get, async (request) => {
    const connection = await findConnectionOfProject(app.db, request.params.id);
    return answer(
      request,
      foundOr404(connection, 'repository_not_connected', 'This project is not connected to a repository'),
    );
  });

  route(app, endpoints.repository.put, async (request) => {
    foundOr404(await findProject(app.db, request.params.id), 'project_not_found', 'Project not found');
    const body = request.body;
    await checkConnectionBody(body, can(request.user, 'network.private'), limits);
    const secrets = await openSecrets(settings);
    const pushBranch = body.push.mode === 'direct' ? body.branch : (body.push.branch ?? DEFAULT_PUSH_BRANCH);
    const author = body.commit_author ?? DEFAULT_COMMIT_AUTHOR;
    const pullRequest = body.push.pull_request;
    const connection: ConnectionSettings = {
      created_by: request.user!.id,
      url: body.url,
      branch: body.branch,
      credentials_kind: body.credentials.kind,
      credentials_username: body.credentials.kind === 'token' ? (body.credentials.username ?? null) : null,
      credentials_sealed:
        body.credentials.kind === 'token'
          ? secrets.seal(body.credentials.token)
          : body.credentials.kind === 'ssh-key'
            ? secrets.seal(body.credentials.private_key)
            : null,
      push_mode: body.push.mode,
      push_branch: pushBranch,
      push_untranslated: body.push.untranslated ?? DEFAULT_PUSH_UNTRANSLATED,
      request_files: JSON.stringify(body.files ?? []),
      request_languages: JSON.stringify(body.languages ?? {}),
      request_ignore: JSON.stringify(body.ignore ?? []),
      files: JSON.stringify(body.files ?? []),
      languages: JSON.stringify(body.languages ?? {}),
      ignore: JSON.stringify(body.ignore ?? []),
      // Until the next pull reads the repository's tessera.yml, if it has one.
      files_from: 'request',
      allow_private_network: body.allow_private_network ?? false,
      author_name: author.name,
      author_email: author.email,
      pull_request_forge: pullRequest?.forge ?? null,
      pull_request_api_url: pullRequest ? (pullRequest.api_url ?? defaultApiUrl(pullRequest.forge, body.url)) : null,
      pull_request_token_sealed: pullRequest ? secrets.seal(pullRequest.token) : null,
    };
    const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
    const { row, created } = await saveConnection(app.db, request.params.id, connection, secrets.seal(webhookSecret));
    const answered = await answer(request, row);
    // The secret is shown once, when the connection is made; the forge keeps it from then on.
    return created ? { ...answered, webhook: { ...answered.webhook, secret: webhookSecret } } : answered;
  });

  route(app, endpoints.repository.delete, async (request, reply) => {
    const connection = foundOr404(
      await findConnectionOfProject(app.db, request.params.id),
      'repository_not_connected',
      'This project is not connected to a repository',
    );
    await deleteConnection(app.db, request.params.id);
    await rm(workspaceDir(app, connection.id), { recursive: true, force: true });
    return reply.status(204).send(null);
  });

  route(app, endpoints.repository.preview, async (request) => {
    const project = foundOr404(await findProject(app.db, request.params.id), 'project_not_found', 'Project not found');
    const body = request.body;
    await checkConnectionBody(body, can(request.user, 'network.private'), limits);
    const dir = await mkdtemp(join(tmpdir(), 'tessera-preview-'));
    try {
      return await preview(body, project, dir, limits);
    } catch (error) {
      if (error instanceof GitError || error instanceof PatternsError || error instanceof RemoteUrlError)
        throw new HttpError(422, 'repository_preview_failed', errorMessage(error));
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  route(app, endpoints.repository.forgetHostKey, async (request) => {
    const connection = foundOr404(
      await findConnectionOfProject(app.db, request.params.id),
      'repository_not_connected',
      'This project is not connected to a repository',
    );
    if (!connection.url.startsWith('ssh://'))
      throw new HttpError(
        409,
        'host_key_needs_ssh',
        `Only an ssh:// connection keeps a host key: this one reaches its repository over ${connection.url.split(':')[0]}`,
      );
    const forgotten = await forgetHostKeys(app.db, connection.id);
    return answer(
      request,
      foundOr404(forgotten, 'repository_not_connected', 'This project is not connected to a repository'),
    );
  });

  for (const kind of ['pull', 'push'] as const) {
    route(app, endpoints.repository[kind], async (request, reply) => {
      const connection = foundOr404(
        await findConnectionOfProject(app.db, request.params.id),
        'repository_not_connected',
        'This project is not connected to a repository',
      );
      if (connection.credentials_sealed) await openSecrets(settings);
      const { jobId } = await startSync(app, connection.id, kind, settings);
      if (jobId === null)
        throw new HttpError(409, 'sync_starting', `A ${kind} of this repository is starting; try again in a moment`);
      return reply.status(202).send({ job_id: jobId });
    });
  }
};

/** The secrets key, or 422 saying how to provide it. */
async function openSecrets(settings: SyncSettings): Promise<SecretBox> {
  try {
    return await settings.secrets();
  } catch (error) {
    if (error instanceof SecretsKeyError) throw new HttpError(422, 'secrets_key_unusable', error.message);
    throw error;
  }
}

/**
 * What a connection may be: allow_private_network only an admin's (as for machine translation and webhooks), an
 * address `checkRemoteUrl` takes, and branch names git takes.
 */
async function checkConnectionBody(
  body: PutRepositoryBody,
  mayReachPrivateNetwork: boolean,
  limits: GitLimits,
): Promise<void> {
  if (body.allow_private_network && !mayReachPrivateNetwork)
    throw new HttpError(
      403,
      'repository_private_network_forbidden',
      'Only an admin may allow a repository on a private network (allow_private_network)',
    );
  try {
    await checkRemoteUrl(body.url, { allowPrivateNetwork: body.allow_private_network ?? false });
  } catch (error) {
    if (error instanceof RemoteUrlError)
      throw new HttpError(422, 'invalid_repository_url', error.message, { field: 'url' });
    throw error;
  }
  for (const [field, name] of [
    ['branch', body.branch],
    ['push.branch', body.push.branch],
  ] as const) {
    if (name !== undefined && !(await isValidBranchName(name, limits)))
      throw new HttpError(400, 'invalid_branch_name', `"${name}" is not a branch name git takes`, { field });
  }
  const pullRequest = body.push.pull_request;
  if (pullRequest) {
    if (body.push.mode !== 'branch')
      throw new HttpError(
        400,
        'pull_request_needs_push_branch',
        'A pull request is opened from a branch of its own: choose push mode "branch"',
        { field: 'push.pull_request' },
      );
    if (!repositoryOnForge(pullRequest.forge, body.url))
      throw new HttpError(422, 'repository_not_on_forge', forgeAddressRule(pullRequest.forge), { field: 'url' });
    const problem = apiUrlProblem(
      pullRequest.api_url ?? defaultApiUrl(pullRequest.forge, body.url),
      body.allow_private_network ?? false,
    );
    if (problem) throw new HttpError(422, 'invalid_forge_api_url', problem, { field: 'push.pull_request.api_url' });
  }
  if (body.push.mode === 'branch' && (body.push.branch ?? DEFAULT_PUSH_BRANCH) === body.branch)
    throw new HttpError(
      400,
      'push_branch_same_as_pull',
      'The push branch must differ from the branch pulled from (or use push mode "direct")',
      {
        field: 'push.branch',
      },
    );
}

/** Clones into `dir` and answers which files the patterns match and the documents they would become. */
async function preview(
  body: PutRepositoryBody,
  project: Project,
  dir: string,
  limits: GitLimits,
): Promise<RepositoryPreview> {
  const remote = await checkRemoteUrl(body.url, { allowPrivateNetwork: body.allow_private_network ?? false });
  const credentials =
    body.credentials.kind === 'token'
      ? { kind: 'token' as const, token: body.credentials.token, username: body.credentials.username }
      : body.credentials.kind === 'ssh-key'
        ? { kind: 'ssh-key' as const, privateKey: body.credentials.private_key }
        : { kind: 'none' as const };
  const workspace = new Workspace(join(dir, 'clone'), { remote, credentials }, body.branch, limits);
  const commit = await workspace.fetch();
  await workspace.checkout(commit);
  const patterns = effectivePatterns(await workspace.read(CONFIG_FILE), {
    files: body.files ?? [],
    languages: body.languages ?? {},
    ignore: body.ignore ?? [],
  });
  const paths = await workspace.files(commit);
  const present = new Set(paths);
  const matched: RepositoryPreview['matched'] = [];
  const skipped: RepositoryPreview['skipped'] = [];
  const naming = { spellings: patterns.languages, targets: project.target_langs };
  for (const source of matchSourceFiles(paths, patterns, project.target_langs)) {
    const head = ((await workspace.read(source.path)) ?? Buffer.alloc(0)).subarray(0, 8192);
    const format = detectDocumentFormat(source.path, head);
    if (!format) {
      skipped.push({ path: source.path, reason: 'No format Tessera reads matches this file' });
      continue;
    }
    matched.push({
      path: source.path,
      format: format.type,
      documents: project.target_langs.map((target) => {
        const path = translationPath(source, target, naming);
        return { target_lang: target, translation_path: path, translation_exists: present.has(path) };
      }),
    });
  }
  return { commit, ...patterns, matched, skipped };
}
