import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { JSX } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MOCK_PASSWORD, mockServer } from '@tessera/shared/mocks/node';
import { renderShell } from './testing.tsx';
import { VersionSkewError } from '../common/remotes/skew.ts';

// Remote components come from Module Federation in the browser; here each is a plain component naming itself.
// Like the real registry, one promise per remote component until its remote is forgotten (React's `use` needs a
// stable one).
const remoteFailures = new Set<string>();
/** Remotes built for a kit the shell cannot give. */
const skewed = new Set<string>();
const loads = new Map<string, Promise<() => JSX.Element>>();
vi.mock('../common/remotes/registry.ts', () => ({
  loadRemoteComponent: vi.fn((name: string, expose: string) => {
    const id = `${name}/${expose}`;
    if (!loads.has(id)) {
      loads.set(
        id,
        skewed.has(name)
          ? Promise.reject(new VersionSkewError(name, '@tessera/shared', '^2.0.0', '1.0.0'))
          : remoteFailures.has(name)
            ? Promise.reject(new Error(`Failed to get manifest of ${name}`))
            : Promise.resolve(function RemoteStub() {
                return expose === 'Screen' ? <h1>{`${name} remote screen`}</h1> : <h2>{`${name} home section`}</h2>;
              }),
      );
    }
    return loads.get(id)!;
  }),
  forgetRemote: vi.fn(async (name: string) => {
    for (const id of loads.keys()) if (id.startsWith(`${name}/`)) loads.delete(id);
  }),
}));
const registry = await import('../common/remotes/registry.ts');

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  remoteFailures.clear();
  skewed.clear();
  loads.clear();
  vi.mocked(registry.loadRemoteComponent).mockClear();
});
afterAll(() => mockServer.close());

async function signIn(email: string, password: string, remember = false) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login', () => {
  it('a signed-out deep link goes to login with the wanted path, and back there after signing in', async () => {
    const shell = renderShell('/glossary/1?page=1', { signedInAs: null });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(shell.location()).toBe('/login/?redirect=%2Fglossary%2F1%3Fpage%3D1');

    await signIn('admin@tessera.test', MOCK_PASSWORD, true);
    await screen.findByRole('heading', { name: 'glossary remote screen' });
    expect(shell.location()).toBe('/glossary/1?page=1');
    expect(screen.getByTestId('current-username').textContent).toBe('admin');
  });

  /** The server refuses the sign-in with this status and message (the mock checks no password). */
  const refused = (status: number, message: string) =>
    mockServer.use(http.post('*/api/auth/login', () => HttpResponse.json({ message }, { status }), { once: true }));

  it("shows the server's error message when signing in fails", async () => {
    renderShell('/login/', { signedInAs: null });
    refused(401, 'Wrong email or password');
    await signIn('admin@tessera.test', 'not the password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Wrong email or password');
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('a disabled account gets its own message from the server', async () => {
    renderShell('/login/', { signedInAs: null });
    refused(403, 'This account is disabled');
    await signIn('user@tessera.test', MOCK_PASSWORD);
    expect((await screen.findByRole('alert')).textContent).toBe('This account is disabled');
  });

  it('without a redirect parameter, signing in leads home', async () => {
    const shell = renderShell('/login/', { signedInAs: null });
    await signIn('manager@tessera.test', MOCK_PASSWORD);
    await screen.findByRole('heading', { name: 'Workspace' });
    expect(shell.location()).toBe('/');
  });

  it('an outside redirect target is ignored (no open redirect)', async () => {
    const shell = renderShell('/login/?redirect=%2F%2Fevil.example%2F', { signedInAs: null });
    await signIn('manager@tessera.test', MOCK_PASSWORD);
    await screen.findByRole('heading', { name: 'Workspace' });
    expect(shell.location()).toBe('/');
  });

  it('going to login while a current user is known redirects home', async () => {
    const shell = renderShell('/tm/1');
    await screen.findByRole('heading', { name: 'tm remote screen' });
    await shell.router.navigate('/login/');
    await screen.findByRole('heading', { name: 'Workspace' });
    expect(shell.location()).toBe('/');
  });
});

describe('top bar, home and logout', () => {
  it('shows the current user with their role, and the Users and Settings links only to admins', async () => {
    renderShell('/', { signedInAs: 'admin' });
    const me = await screen.findByRole('group', { name: 'Current user' });
    expect(me.textContent).toContain('admin');
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/users/');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings/');
    cleanup();

    renderShell('/', { signedInAs: 'user' });
    expect((await screen.findByRole('group', { name: 'Current user' })).textContent).toContain('translator');
    expect(screen.getByRole('group', { name: 'Current user' }).textContent).toContain('user');
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it("home shows one's work, then each remote's section, projects and documents first, then glossaries and memories", async () => {
    renderShell('/');
    await screen.findByRole('heading', { name: 'tm home section' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'My work',
      'documents home section',
      'glossary home section',
      'tm home section',
    ]);
  });

  it('a home section that cannot load shows Retry in its place while the other sections work', async () => {
    const user = userEvent.setup();
    remoteFailures.add('glossary');
    renderShell('/');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Glossaries could not be loaded.');
    expect(screen.getByRole('heading', { name: 'documents home section' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'tm home section' })).toBeTruthy();

    remoteFailures.delete('glossary');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'glossary home section' });
    expect(registry.forgetRemote).toHaveBeenCalledWith('glossary');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('logout clears the session and shows login; the next protected route asks to sign in again', async () => {
    const user = userEvent.setup();
    const shell = renderShell('/');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(shell.store.getState()).toEqual({ user: null, fetchedAt: null });
    await shell.router.navigate('/tm/1');
    await waitFor(() => expect(shell.location()).toBe('/login/?redirect=%2Ftm%2F1'));
  });
});

describe('the guard on every navigation', () => {
  it("after logout, the browser's Back to a protected page asks to sign in again", async () => {
    const user = userEvent.setup();
    const shell = renderShell('/tm/1');
    await screen.findByRole('heading', { name: 'tm remote screen' });
    await shell.router.navigate('/glossary/1');
    await screen.findByRole('heading', { name: 'glossary remote screen' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    await shell.router.navigate(-1);
    await waitFor(() => expect(shell.location()).toBe('/login/?redirect=%2Fglossary%2F1'));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('an unknown path of a signed-in user says the page is not found', async () => {
    renderShell('/nowhere');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Current user' })).toBeTruthy();
  });
});

describe('routes and remote screens', () => {
  it.each([
    ['/tm/4', 'tm'],
    ['/document/2', 'documents'],
    ['/glossary/1', 'glossary'],
    ['/users/', 'users'],
    ['/settings/', 'users'],
  ])('%s shows the %s remote inside the shell', async (path, remote) => {
    renderShell(path);
    await screen.findByRole('heading', { name: `${remote} remote screen` });
    expect(screen.getByRole('group', { name: 'Current user' })).toBeTruthy();
  });

  it('a remote built for a newer kit says so with both versions and what to do, without Retry; one console line', async () => {
    skewed.add('tm');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/tm/1');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('The translation memory screen could not be loaded.');
    expect(failure.textContent).toContain(
      'This screen was built for a newer version of Tessera (needs @tessera/shared ^2.0.0; this app has 1.0.0). ' +
        'Reload, or ask your administrator to update the app.',
    );
    expect(within(failure).queryByRole('button')).toBeNull();
    expect(errors.mock.calls.filter((call) => String(call[0]).includes('^2.0.0'))).toEqual([
      ['The tm remote needs @tessera/shared ^2.0.0; this app has 1.0.0'],
    ]);
    errors.mockRestore();
  });

  it('a home section built for a newer kit says so in its place while the other sections work', async () => {
    skewed.add('glossary');
    renderShell('/');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('This section was built for a newer version of Tessera');
    expect(within(failure).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'tm home section' })).toBeTruthy();
  });

  it('a remote that fails to load shows a clear message and Retry, while the rest of the shell works', async () => {
    const user = userEvent.setup();
    remoteFailures.add('glossary');
    const shell = renderShell('/glossary/1');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('The glossary screen could not be loaded.');

    remoteFailures.delete('glossary');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'glossary remote screen' });
    expect(registry.forgetRemote).toHaveBeenCalledWith('glossary');

    await shell.router.navigate('/');
    await screen.findByRole('heading', { name: 'Workspace' });
  });

  it('an unknown path is guarded like any route and then says the page is not found', async () => {
    const shell = renderShell('/nowhere', { signedInAs: null });
    await waitFor(() => expect(shell.location()).toBe('/login/?redirect=%2Fnowhere'));
  });
});
