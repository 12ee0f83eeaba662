import { HttpResponse } from 'msw';
import {
  DEFAULT_PUSH_BRANCH,
  DEFAULT_PUSH_UNTRANSLATED,
  PutRepositoryBody,
  type Repository,
} from '../../contract/repository.ts';
import { routes } from '../../contract/routes.ts';
import { db, now } from '../db.ts';
import { errorAnswer, handle, idParam } from './respond.ts';

const connectionOf = (param: unknown) => db.repositories.find((row) => row.project_id === idParam(param as string));
/** The files of the repository the mock pretends to preview. */
const MOCK_REPOSITORY_FILES = [
  {
    path: 'locales/en/app.json',
    format: 'json',
    documents: [{ target_lang: 'de', translation_path: 'locales/de/app.json', translation_exists: false }],
  },
];
const TESSERA = { name: 'Tessera', email: 'tessera@localhost' };
/** The patterns sent, as the repository's are none. */
const patternsOf = ({ files = [], languages = {}, ignore = [] }: PutRepositoryBody) =>
  ({ files, languages, ignore, files_from: 'request' }) as const;
const notConnected = () =>
  errorAnswer(404, 'repository_not_connected', 'This project is not connected to a repository');

/**
 * A project's repository connection as the server keeps it, without a repository behind it: the preview lists the
 * sample files whatever the patterns (which files they match is the server's to find), and a pull or push only
 * moves the state and its commit along. What an address or a private network may be is the server's to check.
 */
export const repositoryHandlers = [
  handle(routes.repository.get, ({ params }) => {
    const connection = connectionOf(params.id);
    return connection ? HttpResponse.json(connection) : notConnected();
  }),
  handle.withBody(routes.repository.put, PutRepositoryBody, ({ params, body }) => {
    const project_id = idParam(params.id as string) ?? 0;
    const existing = connectionOf(params.id);
    const { url, branch, credentials, push, allow_private_network = false, commit_author = TESSERA } = body;
    const connection: Repository = {
      ...(existing ?? { id: project_id, last_pull: null, last_push: null, pending_changes: 0, host_key: null }),
      ...patternsOf(body),
      project_id,
      url,
      branch,
      credentials: {
        kind: credentials.kind,
        username: credentials.kind === 'token' ? (credentials.username ?? null) : null,
      },
      push: {
        mode: push.mode,
        branch: push.mode === 'direct' ? branch : (push.branch ?? DEFAULT_PUSH_BRANCH),
        untranslated: push.untranslated ?? DEFAULT_PUSH_UNTRANSLATED,
        // The pull request is opened by the first push, which the mock does not make.
        pull_request: push.pull_request
          ? {
              forge: push.pull_request.forge,
              api_url: push.pull_request.api_url ?? 'https://api.github.com',
              url: null,
              number: null,
            }
          : null,
      },
      allow_private_network,
      commit_author,
      state: 'idle',
      error: null,
      webhook: { url: `${location.origin}/api/hooks/repository/${project_id}` },
    };
    db.repositories = [...db.repositories.filter((row) => row.project_id !== project_id), connection];
    const secret = `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;
    return HttpResponse.json(existing ? connection : { ...connection, webhook: { ...connection.webhook, secret } });
  }),
  handle(routes.repository.delete, ({ params }) => {
    if (!connectionOf(params.id)) return notConnected();
    db.repositories = db.repositories.filter((row) => row.project_id !== idParam(params.id as string));
    return new HttpResponse(null, { status: 204 });
  }),
  handle(routes.repository.forgetHostKey, ({ params }) => {
    const connection = connectionOf(params.id);
    if (!connection) return notConnected();
    connection.host_key = null;
    return HttpResponse.json(connection);
  }),
  handle.withBody(routes.repository.preview, PutRepositoryBody, ({ body }) =>
    HttpResponse.json({ commit: '0'.repeat(40), ...patternsOf(body), matched: MOCK_REPOSITORY_FILES, skipped: [] }),
  ),
  ...(['pull', 'push'] as const).map((kind) =>
    handle(routes.repository[kind], ({ params }) => {
      const connection = connectionOf(params.id);
      if (!connection) return notConnected();
      const commit = crypto.randomUUID().replaceAll('-', '').padEnd(40, '0');
      if (kind === 'pull') connection.last_pull = { commit, at: now() };
      else connection.last_push = { commit, at: now(), branch: connection.push.branch };
      return HttpResponse.json({ job_id: 1 }, { status: 202 });
    }),
  ),
];
