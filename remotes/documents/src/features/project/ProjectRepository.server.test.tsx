// The Repository tab's pull request against the real server (server/src/test/real-api.ts): pushes to a real Git
// server open it on GitHub's API as GitHub's own OpenAPI description has it (server/src/test/forge-api.ts).
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DocumentRecord, Project } from '@tessera/shared/contract';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { startGitServer, type TestGitServer } from '@tessera/server/test/git-server';
import { githubDescription, startForgeApi, type ForgeApi } from '@tessera/server/test/forge-api';
import type { SignedInClient } from '@tessera/server/test/harness';
import { ProjectRepository } from './ProjectRepository.tsx';

afterEach(cleanup);

const GIT_TOKEN = 'git-token-0123456789';
const FORGE_TOKEN = 'ghp_forge0123456789abcdefghijklmnopqrstuv';

describeOnRealApi('the pull request on the Repository tab', (api) => {
  let git: TestGitServer;
  let forge: ForgeApi;
  let admin: SignedInClient;
  let project: Project;
  beforeAll(async () => {
    git = await startGitServer({ token: GIT_TOKEN });
    await git.createRepository('octo/app', { 'locales/en/app.json': '{ "hello": "Hello" }\n' });
    forge = await startForgeApi(await githubDescription());
    admin = await api.signIn('admin');
    const created = await admin.inject({
      method: 'POST',
      url: '/api/projects/',
      payload: { name: 'App', source_lang: 'en', target_langs: ['de'] },
    });
    project = created.json();
  });
  afterAll(async () => {
    await git.close();
    await forge.close();
  });

  const renderTab = () =>
    renderSignedInScreen(
      <ProjectRepository project={project} privateNetworks />,
      '/project/:id',
      `/project/${project.id}`,
    );

  it('connects with a pull request on GitHub from the form, its token sent once and shown nowhere', async () => {
    const user = userEvent.setup();
    await renderTab();
    const form = await screen.findByRole('form', { name: 'Connect a repository' });
    await user.type(within(form).getByLabelText('Repository address (https:// or ssh://)'), git.urlOf('octo/app'));
    await user.type(within(form).getByLabelText('Access token'), GIT_TOKEN);
    expect(within(form).queryByLabelText('GitHub token for pull requests')).toBeNull();
    await user.click(within(form).getByLabelText('Open a pull request on GitHub'));
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
    expect(forge.requests.map((request) => [request.operationId, request.refusals])).toEqual([['pulls/create', []]]);

    await renderTab();
    const connection = await screen.findByRole('region', { name: 'Connection' });
    const link = within(connection).getByRole('link', { name: '#1347 on GitHub' });
    // GitHub's example pull request, as its API description answers it.
    expect(link.getAttribute('href')).toBe('https://github.com/octocat/Hello-World/pull/1347');
  });
});
