import { HttpResponse } from 'msw';
import { DEFAULT_PUSH_BRANCH, PutRepositoryBody, type Repository } from '../../contract/repository.ts';
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
const notConnected = () => errorAnswer(404, 'This project is not connected to a repository');

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
    const projectId = idParam(params.id as string) ?? 0;
    const existing = connectionOf(params.id);
    const connection: Repository = {
      id: existing?.id ?? projectId,
      project_id: projectId,
      url: body.url,
      branch: body.branch,
      credentials: {
        kind: body.credentials.kind,
        username: body.credentials.kind === 'token' ? (body.credentials.username ?? null) : null,
      },
      push: {
        mode: body.push.mode,
        branch: body.push.mode === 'direct' ? body.branch : (body.push.branch ?? DEFAULT_PUSH_BRANCH),
      },
      files: body.files ?? [],
      languages: body.languages ?? {},
      ignore: body.ignore ?? [],
      files_from: 'request',
      allow_private_network: body.allow_private_network ?? false,
      commit_author: body.commit_author ?? { name: 'Tessera', email: 'tessera@localhost' },
      state: 'idle',
      last_pull: existing?.last_pull ?? null,
      last_push: existing?.last_push ?? null,
      pending_changes: existing?.pending_changes ?? 0,
      error: null,
      webhook: { url: `${location.origin}/api/hooks/repository/${projectId}` },
    };
    db.repositories = [...db.repositories.filter((row) => row.project_id !== projectId), connection];
    const secret = `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;
    return HttpResponse.json(existing ? connection : { ...connection, webhook: { ...connection.webhook, secret } });
  }),
  handle(routes.repository.delete, ({ params }) => {
    if (!connectionOf(params.id)) return notConnected();
    db.repositories = db.repositories.filter((row) => row.project_id !== idParam(params.id as string));
    return new HttpResponse(null, { status: 204 });
  }),
  handle.withBody(routes.repository.preview, PutRepositoryBody, ({ body }) => {
    const files = body.files ?? [];
    return HttpResponse.json({
      commit: '0'.repeat(40),
      files,
      languages: body.languages ?? {},
      ignore: body.ignore ?? [],
      files_from: 'request',
      matched: MOCK_REPOSITORY_FILES,
      skipped: [],
    });
  }),
  ...(['pull', 'push'] as const).map((kind) =>
    handle(routes.repository[kind], ({ params }) => {
      const connection = connectionOf(params.id);
      if (!connection) return notConnected();
      const commit = Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
      if (kind === 'pull') connection.last_pull = { commit, at: now() };
      else connection.last_push = { commit, at: now(), branch: connection.push.branch };
      return HttpResponse.json({ job_id: 1 }, { status: 202 });
    }),
  ),
];
