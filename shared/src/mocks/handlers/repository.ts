import { HttpResponse } from 'msw';
import { DEFAULT_PUSH_BRANCH, PutRepositoryBody, type Repository } from '../../contract/repository.ts';
import { routes } from '../../contract/routes.ts';
import { db, now } from '../db.ts';
import { errorAnswer, handle, idParam, parseBody, requireUser } from './respond.ts';

const connectionOf = (param: unknown) => db.repositories.find((row) => row.project_id === idParam(param as string));
const notConnected = () => errorAnswer(404, 'This project is not connected to a repository');

/**
 * A project's repository connection as the server keeps it, without a repository behind it: the preview matches
 * the patterns against the sample files the mock database holds, and a pull or push only moves the state and its
 * commit along.
 */
export const repositoryHandlers = [
  handle(routes.repository.get, ({ params }) => {
    const auth = requireUser('project.read');
    if (!auth.ok) return auth.answer;
    const connection = connectionOf(params.id);
    return connection ? HttpResponse.json(connection) : notConnected();
  }),
  handle(routes.repository.put, async ({ params, request }) => {
    const auth = requireUser('project.manage');
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, PutRepositoryBody);
    if (!body.ok) return body.answer;
    if (body.value.allow_private_network && auth.user.role !== 'admin')
      return errorAnswer(403, 'Only an admin may allow a repository on a private network (allow_private_network)');
    if (!/^(https|ssh):\/\//.test(body.value.url))
      return errorAnswer(422, 'The repository address must be a URL starting with https:// or ssh://');
    const projectId = idParam(params.id as string) ?? 0;
    const existing = connectionOf(params.id);
    const connection: Repository = {
      id: existing?.id ?? projectId,
      project_id: projectId,
      url: body.value.url,
      branch: body.value.branch,
      credentials: {
        kind: body.value.credentials.kind,
        username: body.value.credentials.kind === 'token' ? (body.value.credentials.username ?? null) : null,
      },
      push: {
        mode: body.value.push.mode,
        branch: body.value.push.mode === 'direct' ? body.value.branch : (body.value.push.branch ?? DEFAULT_PUSH_BRANCH),
      },
      files: body.value.files ?? [],
      languages: body.value.languages ?? {},
      ignore: body.value.ignore ?? [],
      files_from: 'request',
      allow_private_network: body.value.allow_private_network ?? false,
      commit_author: body.value.commit_author ?? { name: 'Tessera', email: 'tessera@localhost' },
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
    const auth = requireUser('project.manage');
    if (!auth.ok) return auth.answer;
    if (!connectionOf(params.id)) return notConnected();
    db.repositories = db.repositories.filter((row) => row.project_id !== idParam(params.id as string));
    return new HttpResponse(null, { status: 204 });
  }),
  handle(routes.repository.preview, async ({ request }) => {
    const auth = requireUser('project.manage');
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, PutRepositoryBody);
    if (!body.ok) return body.answer;
    const files = body.value.files ?? [];
    return HttpResponse.json({
      commit: '0'.repeat(40),
      files,
      languages: body.value.languages ?? {},
      ignore: body.value.ignore ?? [],
      files_from: 'request',
      matched: files.map((set) => ({
        path: set.source.replace('*', 'app'),
        format: 'json',
        documents: [
          {
            target_lang: 'de',
            translation_path: set.translation.replace('{lang}', 'de').replace('{name}', 'app'),
            translation_exists: false,
          },
        ],
      })),
      skipped: [],
    });
  }),
  ...(['pull', 'push'] as const).map((kind) =>
    handle(routes.repository[kind], ({ params }) => {
      const auth = requireUser('project.manage');
      if (!auth.ok) return auth.answer;
      const connection = connectionOf(params.id);
      if (!connection) return notConnected();
      const commit = Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
      if (kind === 'pull') connection.last_pull = { commit, at: now() };
      else connection.last_push = { commit, at: now(), branch: connection.push.branch };
      return HttpResponse.json({ job_id: 1 }, { status: 202 });
    }),
  ),
];
