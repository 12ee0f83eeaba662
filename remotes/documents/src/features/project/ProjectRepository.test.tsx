import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { can, type Repository, type Role } from '@tessera/shared/contract';
import { db, type MockDb } from '@tessera/shared/mocks';
import { renderScreen } from '@tessera/shared/mocks/render';
import { serveMockApi, testProject } from '../../common/testing.tsx';
import { commitUrl, ProjectRepository } from './ProjectRepository.tsx';

serveMockApi();

const project = testProject({ target_lang: 'de-DE', target_langs: ['de-DE'] });

const connected =
  (changes: Partial<Repository> = {}) =>
  (mock: MockDb) => {
    mock.repositories.push({
      id: 5,
      project_id: project.id,
      url: 'https://github.com/acme/app.git',
      branch: 'main',
      credentials: { kind: 'token', username: null },
      push: { mode: 'branch', branch: 'tessera/translations', untranslated: 'leave-out', pull_request: null },
      files: [{ source: 'locales/en/*.json', translation: 'locales/{lang}/{name}.json' }],
      languages: {},
      ignore: [],
      files_from: 'tessera.yml',
      allow_private_network: false,
      commit_author: { name: 'Tessera', email: 'tessera@localhost' },
      state: 'idle',
      last_pull: { commit: 'a'.repeat(40), at: '2026-11-20T10:00:00.000Z' },
      last_push: null,
      pending_changes: 3,
      error: null,
      host_key: null,
      webhook: { url: 'https://tessera.example.com/api/hooks/repository/5' },
      ...changes,
    });
  };

async function renderRepository(role: Role, prepare?: (mock: MockDb) => void) {
  await renderScreen(
    <ProjectRepository project={project} privateNetworks={can({ role, disabled: false }, 'network.private')} />,
    '/project/:id',
    '/project/3',
    {
      role,
      prepare,
    },
  );
}

describe("the project's repository", () => {
  it('previews the matched files, connects, and shows the webhook secret once', async () => {
    const user = userEvent.setup();
    await renderRepository('manager');
    const form = await screen.findByRole('form', { name: 'Connect a repository' });
    expect(within(form).queryByLabelText(/private network/)).toBeNull();
    const connect = within(form).getByRole('button', { name: 'Connect' });
    expect(connect).toHaveProperty('disabled', true);
    await user.type(
      within(form).getByLabelText('Repository address (https:// or ssh://)'),
      'https://github.com/acme/app.git',
    );
    await user.type(within(form).getByLabelText('Access token'), 'ghp_secret');
    const untranslated = within(form).getByLabelText('Untranslated strings') as HTMLSelectElement;
    // By default a pushed file holds exactly the translations.
    expect(untranslated.value).toBe('leave-out');
    await user.selectOptions(untranslated, 'Written with their source text');
    // The repository's folders spell German as the language alone.
    const german = within(form).getByLabelText(/^German.* \(de-DE\) in the repository as$/) as HTMLInputElement;
    expect(german.placeholder).toBe('de-DE');
    await user.type(german, 'de');
    await user.click(within(form).getByRole('button', { name: 'Preview the files' }));
    const matched = await within(form).findByRole('table', { name: 'Matched files' });
    expect(within(matched).getByText('locales/en/app.json')).toBeTruthy();
    expect(within(matched).getByText(/de: locales\/de\/app.json/)).toBeTruthy();

    await user.click(connect);
    expect(await screen.findByText('Repository connected')).toBeTruthy();
    expect((screen.getByLabelText('Webhook secret') as HTMLInputElement).value).toMatch(/^whsec_/);
    expect(await screen.findByRole('region', { name: 'Connection' })).toBeTruthy();
    expect(db.repositories[0]).toMatchObject({
      url: 'https://github.com/acme/app.git',
      push: { mode: 'branch', untranslated: 'source' },
      languages: { 'de-DE': 'de' },
    });
    expect(
      within(screen.getByRole('region', { name: 'Connection' })).getByText('Written with their source text'),
    ).toBeTruthy();
    expect(JSON.stringify(db.repositories)).not.toContain('ghp_secret');
  });

  it('shows the state, the last commits with links, and pulls and pushes on request', async () => {
    const user = userEvent.setup();
    await renderRepository('manager', connected());
    const connection = await screen.findByRole('region', { name: 'Connection' });
    expect(within(connection).getByText('Ready')).toBeTruthy();
    expect(within(connection).getByText(/tessera\.yml/)).toBeTruthy();
    expect(within(connection).getByRole('link', { name: 'aaaaaaaaaa' }).getAttribute('href')).toBe(
      `https://github.com/acme/app/commit/${'a'.repeat(40)}`,
    );
    expect(within(connection).getByText('3 confirmed segments')).toBeTruthy();
    expect(within(connection).queryByText('Host key')).toBeNull();
    await user.click(within(connection).getByRole('button', { name: 'Push now' }));
    await waitFor(() => expect(db.repositories[0]!.last_push?.branch).toBe('tessera/translations'));
  });

  it("shows an ssh:// server's host key and why it matters, and forgets it once confirmed", async () => {
    const user = userEvent.setup();
    const fingerprint = 'SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s';
    await renderRepository(
      'manager',
      connected({
        url: 'ssh://git@gitlab.example.com/team/app.git',
        credentials: { kind: 'ssh-key', username: null },
        host_key: { type: 'ssh-ed25519', fingerprint },
      }),
    );
    const connection = await screen.findByRole('region', { name: 'Connection' });
    const hostKey = within(connection).getByText('Host key').nextElementSibling as HTMLElement;
    expect(within(hostKey).getByText(`ssh-ed25519 ${fingerprint}`)).toBeTruthy();
    expect(hostKey.textContent).toMatch(/another key is refused/);

    await user.click(within(hostKey).getByRole('button', { name: 'Forget host key' }));
    const asked = await screen.findByRole('dialog', { name: 'Forget the host key?' });
    expect(asked.textContent).toMatch(/trusts whatever key the server shows/);
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.repositories[0]!.host_key).toEqual({ type: 'ssh-ed25519', fingerprint });

    await user.click(within(hostKey).getByRole('button', { name: 'Forget host key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Forget the host key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Forget host key' }));
    await waitFor(() => expect(db.repositories[0]!.host_key).toBeNull());
    expect(await within(connection).findByText(/None yet: the next pull or push keeps the key/)).toBeTruthy();
    expect(within(connection).queryByText(fingerprint, { exact: false })).toBeNull();
  });

  it('says in words what went wrong and what to do', async () => {
    await renderRepository(
      'manager',
      connected({
        state: 'error',
        error: { message: 'The repository has no branch main', at: '2026-11-20T11:00:00.000Z' },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/no branch main.*then pull again/);
  });

  it('links commits on the forge of an https or ssh address only', () => {
    expect(commitUrl('ssh://git@gitlab.example.com/team/app.git', 'abc')).toBe(
      'https://gitlab.example.com/team/app/commit/abc',
    );
    expect(commitUrl('http://10.0.0.5/app.git', 'abc')).toBeUndefined();
  });
});
