// The Repository tab's pull request against the real server (server/src/test/real-api.ts): pushes to a real Git
// server open it on GitHub's, Gitea's or GitLab's API as their own descriptions have it
// (server/src/test/forge-api.ts).
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DocumentRecord, Project } from '@tessera/shared/contract';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { startGitServer, type TestGitServer } from '@tessera/server/test/git-server';
import {
  giteaDescription,
  githubDescription,
  gitlabDescription,
  startForgeApi,
  type ForgeApi,
} from '@tessera/server/test/forge-api';
import type { SignedInClient } from '@tessera/server/test/harness';
import { ProjectRepository } from './ProjectRepository.tsx';

afterEach(cleanup);

const GIT_TOKEN = 'git-token-0123456789';
const FORGE_TOKEN = 'ghp_forge0123456789abcdefghijklmnopqrstuv';

type RealApi = Parameters<Parameters<typeof describeOnRealApi>[1]>[0];

/** A project, a real Git server holding its repository and a forge's API served from its own description. */
function setUp(api: RealApi, description: typeof githubDescription) {
  const context = {} as { git: TestGitServer; forge: ForgeApi; admin: SignedInClient; project: Project };
  beforeAll(async () => {
    context.git = await startGitServer({ token: GIT_TOKEN });
    await context.git.createRepository('octo/app', { 'locales/en/app.json': '{ "hello": "Hello" }\n' });
    context.forge = await startForgeApi(await description());
    context.admin = await api.signIn('admin');
    const created = await context.admin.inject({
      method: 'POST',
      url: '/api/projects/',
      payload: { name: 'App', source_lang: 'en', target_langs: ['de'] },
    });
    context.project = created.json();
  });
  afterAll(async () => {
    await context.git.close();
    await context.forge.close();
  });
  return context;
}

/** Pulls, translates the one string and pushes, each job run to its end. */
async function pushATranslation(api: RealApi, admin: SignedInClient, project: Project) {
  const pulled = await admin.inject({ method: 'POST', url: `/api/projects/${project.id}/repository/pull` });
  expect(pulled.statusCode, pulled.body).toBe(202);
  await api.t.app.jobs.idle();
  const { document_id } = await api.t.db
    .selectFrom('repository_documents')
    .select('document_id')
    .executeTakeFirstOrThrow();
  const [record] = (await admin.inject(`/api/document/${document_id}/records`)).json().records as DocumentRecord[];
  const saved = await admin.inject({
    method: 'PUT',
    url: `/api/document/records/${record!.id}`,
    payload: { target: 'Hallo', approved: true, updated_at: record!.updated_at },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const pushed = await admin.inject({ method: 'POST', url: `/api/projects/${project.id}/repository/push` });
  expect(pushed.statusCode, pushed.body).toBe(202);
  await api.t.app.jobs.idle();
}

const renderTab = (project: Project) =>
  renderSignedInScreen(
    <ProjectRepository project={project} privateNetworks />,
    '/project/:id',
    `/project/${project.id}`,
  );

/** The tab's form, the repository's address and token typed in. */
async function openTheForm(
  user: ReturnType<typeof userEvent.setup>,
  { git, project }: { git: TestGitServer; project: Project },
) {
  await renderTab(project);
  const form = await screen.findByRole('form', { name: 'Connect a repository' });
  await user.type(within(form).getByLabelText('Repository address (https:// or ssh://)'), git.urlOf('octo/app'));
  await user.type(within(form).getByLabelText('Access token'), GIT_TOKEN);
  return form;
}

describeOnRealApi('the pull request on the Repository tab', (api) => {
  const context = setUp(api, githubDescription);

  it('connects with a pull request on GitHub from the form, its token sent once and shown nowhere', async () => {
    const { forge } = context;
    const user = userEvent.setup();
    const form = await openTheForm(user, context);
    expect(within(form).queryByLabelText('GitHub token for pull requests')).toBeNull();
    await user.click(within(form).getByLabelText('Open a pull request'));
    const connect = within(form).getByRole('button', { name: 'Connect' });
    // Asked for, the pull request needs its token.
    expect(connect).toHaveProperty('disabled', true);
    await user.type(within(form).getByLabelText('GitHub token for pull requests'), FORGE_TOKEN);
    await user.type(within(form).getByLabelText('GitHub API address (optional)'), forge.url);
    await user.click(within(form).getByLabelText(/on a private network/));
    await user.click(connect);
    const connection = await screen.findByRole('region', { name: 'Connection' });
    expect(within(connection).getByText('Pull request').nextElementSibling?.textContent).toBe(
      'Opened on GitHub by the next push',
    );
    expect(document.body.textContent).not.toContain(FORGE_TOKEN);
  });

  it('links the pull request the push opened', async () => {
    await pushATranslation(api, context.admin, context.project);
    expect(context.forge.requests.map((request) => [request.operationId, request.refusals])).toEqual([
      ['pulls/create', []],
    ]);

    await renderTab(context.project);
    const connection = await screen.findByRole('region', { name: 'Connection' });
    const link = within(connection).getByRole('link', { name: '#1347 on GitHub' });
    // GitHub's example pull request, as its API description answers it.
    expect(link.getAttribute('href')).toBe('https://github.com/octocat/Hello-World/pull/1347');
  });
});

/** The other forges as the form offers them, and what each answers for the pull request a push opens. */
const OTHER_FORGES = [
  {
    name: 'Gitea or Forgejo',
    description: giteaDescription,
    apiPath: '/api/v1',
    // Gitea's description gives no example: the answer is Gitea's pull request as its schema has it.
    opening: 'repoCreatePullRequest',
    opened: { number: 5, state: 'open', html_url: 'https://codeberg.org/octo/app/pulls/5' },
    link: '#5 on Gitea or Forgejo',
    page: 'https://codeberg.org/octo/app/pulls/5',
  },
  {
    name: 'GitLab',
    description: gitlabDescription,
    apiPath: '/api/v4',
    // Neither does GitLab's: its merge request as its schema has it, written as GitLab writes one (!5).
    opening: 'postApiV4ProjectsIdMergeRequests',
    opened: { iid: 5, state: 'opened', web_url: 'https://gitlab.com/octo/app/-/merge_requests/5' },
    link: '!5 on GitLab',
    page: 'https://gitlab.com/octo/app/-/merge_requests/5',
  },
];

for (const other of OTHER_FORGES)
  describeOnRealApi(`a pull request on ${other.name} from the Repository tab`, (api) => {
    const context = setUp(api, other.description);

    it('connects choosing the forge, and links the pull request the push opened there', async () => {
      const { forge } = context;
      const user = userEvent.setup();
      const form = await openTheForm(user, context);
      await user.click(within(form).getByLabelText('Open a pull request'));
      await user.selectOptions(within(form).getByLabelText('Forge'), other.name);
      await user.type(within(form).getByLabelText(`${other.name} token for pull requests`), FORGE_TOKEN);
      expect(form.textContent).toContain(`Empty for the repository's host: https://host${other.apiPath}`);
      await user.type(
        within(form).getByLabelText(`${other.name} API address (optional)`),
        `${forge.url}${other.apiPath}`,
      );
      await user.click(within(form).getByLabelText(/on a private network/));
      await user.click(within(form).getByRole('button', { name: 'Connect' }));
      const connection = await screen.findByRole('region', { name: 'Connection' });
      expect(within(connection).getByText('Pull request').nextElementSibling?.textContent).toBe(
        `Opened on ${other.name} by the next push`,
      );
      cleanup();

      forge.answerNext(other.opening, 201, () => other.opened);
      await pushATranslation(api, context.admin, context.project);
      expect(forge.requests.map((request) => [request.operationId, request.refusals])).toEqual([[other.opening, []]]);

      await renderTab(context.project);
      const facts = await screen.findByRole('region', { name: 'Connection' });
      const link = within(facts).getByRole('link', { name: other.link });
      expect(link.getAttribute('href')).toBe(other.page);
    });
  });
