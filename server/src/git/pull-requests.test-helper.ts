import { afterAll, beforeAll, expect } from 'vitest';
import type { DocumentRecord, Job, PullRequestForge, Repository } from '@tessera/shared/contract';
import type { Document } from 'openapi-backend';
import type { SignedInClient, TestContext } from '../test/harness.ts';
import { startGitServer, type TestGitServer } from '../test/git-server.ts';
import {
  giteaDescription,
  githubDescription,
  gitlabDescription,
  startForgeApi,
  type ForgeApi,
} from '../test/forge-api.ts';

const GIT_TOKEN = 'git-token-0123456789';
const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;

/** Each forge's description, where its API lives on the loopback server, and how its requests carry the token. */
const FORGES: Record<
  PullRequestForge,
  { description: () => Promise<Document>; apiPath: string; token: string; credential: [header: string, value: string] }
> = {
  github: {
    description: githubDescription,
    apiPath: '',
    token: 'ghp_forge0123456789abcdefghijklmnopqrstuv',
    credential: ['authorization', 'Bearer ghp_forge0123456789abcdefghijklmnopqrstuv'],
  },
  gitea: {
    description: giteaDescription,
    apiPath: '/api/v1',
    token: 'gitea-forge-0123456789abcdef',
    credential: ['authorization', 'token gitea-forge-0123456789abcdef'],
  },
  gitlab: {
    description: gitlabDescription,
    apiPath: '/api/v4',
    token: 'glpat-forge0123456789abcdef',
    credential: ['private-token', 'glpat-forge0123456789abcdef'],
  },
};

/** What a pull-request suite works with: a project, its repository on a real Git server, the forge's API. */
export interface PullRequestSuite {
  readonly git: TestGitServer;
  readonly forge: ForgeApi;
  readonly admin: SignedInClient;
  readonly projectId: number;
  /** The forge's API address as the connection is given it, and the forge token. */
  readonly apiUrl: string;
  readonly token: string;
  /** The connection's settings, pushing to a branch of its own and opening its pull request there. */
  body(changes?: object, push?: object): object;
  put(payload: object): ReturnType<SignedInClient['inject']>;
  state(): Promise<Repository>;
  /** Asks for a pull or a push and answers its job once the jobs are idle. */
  run(kind: 'pull' | 'push'): Promise<Job>;
  /** Translates and approves one string of the pulled document. */
  translate(key: string, target: string): Promise<void>;
  /** The forge requests since the last look, as `METHOD operationId path`, each checked against the description. */
  forgeCalls(): string[];
  /**
   * Connects the repository with its pull request, checking the token is sealed and in no answer and that no pull
   * request is known yet, then pulls.
   */
  connect(): Promise<void>;
  /** Translates one string and pushes: the push's job, in the state expected, and the forge calls it made. */
  pushTranslation(key: string, target: string, expected?: Job['status']): Promise<{ job: Job; calls: string[] }>;
  /** Checks the pull request the connection keeps (the one later pushes update). */
  expectKept(url: string, number: number): Promise<void>;
  /** Checks the connection's error says the push went through but the forge refused the pull request, so. */
  expectRefused(forgeWords: string): Promise<void>;
}

/**
 * Sets up, inside a suite of the app, a project whose repository (`octo/app` unless `repository` names another
 * path, with four English strings) pushes to a branch of its own and opens its pull request on the forge's API
 * served from the forge's own description.
 */
export function pullRequestSuite(
  t: TestContext,
  forgeName: PullRequestForge,
  repository = 'octo/app',
): PullRequestSuite {
  const underTest = FORGES[forgeName];
  const started = {} as { git: TestGitServer; forge: ForgeApi; admin: SignedInClient; projectId: number };
  beforeAll(async () => {
    started.git = await startGitServer({ token: GIT_TOKEN });
    await started.git.createRepository(repository, {
      'locales/en/app.json': json({ hello: 'Hello', bye: 'Goodbye', cart: 'Cart', more: 'More' }),
    });
    started.forge = await startForgeApi(await underTest.description());
    started.admin = await t.signIn('admin');
    const created = await started.admin.inject({
      method: 'POST',
      url: '/api/projects/',
      payload: { name: 'App', source_lang: 'en', target_langs: ['de'] },
    });
    started.projectId = created.json().id;
  });
  afterAll(async () => {
    await started.git.close();
    await started.forge.close();
  });

  let seen = 0;
  const suite: PullRequestSuite = {
    get git() {
      return started.git;
    },
    get forge() {
      return started.forge;
    },
    get admin() {
      return started.admin;
    },
    get projectId() {
      return started.projectId;
    },
    get apiUrl() {
      return `${started.forge.url}${underTest.apiPath}`;
    },
    token: underTest.token,
    body: (changes = {}, push = {}) => ({
      url: started.git.urlOf(repository),
      branch: 'main',
      credentials: { kind: 'token', token: GIT_TOKEN },
      push: {
        mode: 'branch',
        pull_request: { forge: forgeName, api_url: suite.apiUrl, token: underTest.token },
        ...push,
      },
      files: [{ source: 'locales/en/*.json', translation: 'locales/{lang}/{name}.json' }],
      // Both servers are on loopback, a private address: as an admin allows for an in-house forge.
      allow_private_network: true,
      ...changes,
    }),
    put: (payload) =>
      started.admin.inject({ method: 'PUT', url: `/api/projects/${started.projectId}/repository`, payload }),
    state: async () =>
      (await started.admin.inject(`/api/projects/${started.projectId}/repository`)).json() as Repository,
    async run(kind) {
      const { admin, projectId } = started;
      const answer = await admin.inject({ method: 'POST', url: `/api/projects/${projectId}/repository/${kind}` });
      expect(answer.statusCode, answer.body).toBe(202);
      await t.app.jobs.idle();
      return (await admin.inject(`/api/jobs/${answer.json().job_id}`)).json();
    },
    async translate(key, target) {
      const { document_id } = await t.db
        .selectFrom('repository_documents')
        .select('document_id')
        .executeTakeFirstOrThrow();
      const records = (await started.admin.inject(`/api/document/${document_id}/records`)).json()
        .records as DocumentRecord[];
      const record = records.find((candidate) => candidate.unit_id === key)!;
      const saved = await started.admin.inject({
        method: 'PUT',
        url: `/api/document/records/${record.id}`,
        payload: { target, approved: true, updated_at: record.updated_at },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    },
    forgeCalls() {
      const calls = started.forge.requests.slice(seen);
      seen = started.forge.requests.length;
      for (const call of calls) {
        expect(call.refusals, `${call.method} ${call.path}`).toEqual([]);
        expect(call.headers[underTest.credential[0]]).toBe(underTest.credential[1]);
      }
      return calls.map((call) => `${call.method} ${call.operationId} ${call.path}`);
    },
    async connect() {
      const connected = await suite.put(suite.body());
      expect(connected.statusCode, connected.body).toBe(200);
      expect(connected.body).not.toContain(underTest.token);
      expect(connected.json().push.pull_request).toEqual({
        forge: forgeName,
        api_url: suite.apiUrl,
        url: null,
        number: null,
      });
      const row = await t.db
        .selectFrom('repository_connections')
        .select(['pull_request_forge', 'pull_request_token_sealed'])
        .executeTakeFirstOrThrow();
      expect(row.pull_request_forge).toBe(forgeName);
      expect(row.pull_request_token_sealed).toMatch(/^v\d+:/);
      expect(row.pull_request_token_sealed).not.toContain(underTest.token);
      expect((await suite.run('pull')).status).toBe('done');
    },
    async pushTranslation(key, target, expected = 'done') {
      await suite.translate(key, target);
      const job = await suite.run('push');
      expect(job.status, job.message ?? '').toBe(expected);
      return { job, calls: suite.forgeCalls() };
    },
    async expectKept(url, number) {
      expect((await suite.state()).push.pull_request).toEqual({ forge: forgeName, api_url: suite.apiUrl, url, number });
    },
    async expectRefused(forgeWords) {
      const failed = await suite.state();
      expect(failed.error?.message).toBe(
        `The translations were pushed to tessera/translations, but the pull request was not opened: ${forgeWords}`,
      );
      expect(JSON.stringify(failed)).not.toContain(underTest.token);
    },
  };
  return suite;
}
