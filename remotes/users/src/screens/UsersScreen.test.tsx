import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SessionProvider, createSessionStore } from '@tessera/shared';
import type { Role } from '@tessera/shared/contract';
import { db, mockServer, resetMockDb } from '@tessera/shared/mocks/node';
import { choosePerson } from '@tessera/shared/mocks/render';
import { ToastProvider } from '@tessera/shared/ui';
import { UsersScreen } from './UsersScreen.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

async function renderUsersScreen(role: Role = 'admin', addUsers?: () => void) {
  resetMockDb({ signedInAs: role });
  addUsers?.();
  const store = createSessionStore();
  await store.fetchCurrentUser();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <SessionProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/users/']}>
            <UsersScreen />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { store };
}

const table = () => screen.findByRole('table', { name: 'Users' });

/** The bodies of the requests that disable someone, as the page sends them (the server gives the steps away). */
function disableRequestsSent() {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/disable')) bodies.push(await request.clone().json());
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => mockServer.events.removeListener('request:start', listener));
  return bodies;
}
/** A second active admin, so that the signed-in admin may demote or disable themself. */
const addAnotherAdmin = () =>
  db.users.push({
    id: 99,
    email: 'second@tessera.test',
    username: 'second',
    display_name: null,
    role: 'admin',
    disabled: false,
  });
const row = (username: string) => screen.getByRole('row', { name: username });

/** The query of each users list request the page sends, as `page=…&sort=…`. */
function listRequestsSent() {
  const queries: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/users/' && request.method === 'GET') queries.push(url.searchParams.toString());
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => mockServer.events.removeListener('request:start', listener));
  return queries;
}

/** 150 more people (person000…person149), enough for two pages. */
const addManyUsers = () => {
  for (let i = 0; i < 150; i++) {
    const n = String(i).padStart(3, '0');
    db.users.push({
      id: 1000 + i,
      email: `person${n}@tessera.test`,
      username: `person${n}`,
      display_name: null,
      role: 'user',
      disabled: i % 2 === 1,
    });
  }
};

/** The users screen as an admin sees it, and the dialog `button` opens. */
async function openDialog(button: () => HTMLElement, dialogName: string) {
  const user = userEvent.setup();
  await renderUsersScreen();
  await table();
  await user.click(button());
  return { user, dialog: await screen.findByRole('dialog', { name: dialogName }) };
}
const newUserButton = () => screen.getByRole('button', { name: 'New user' });
const rowButton = (username: string, name: string) => () => within(row(username)).getByRole('button', { name });

// A hundred rows of buttons: queries by role, which work out every element's role and name, would take most of a
// test's time, so the paged tests find rows, headers and buttons by selector, label and text.
const bodyRows = () => [...document.querySelectorAll('table[aria-label="Users"] tbody tr')];
const sortHeader = (name: string) => screen.getByText(name, { selector: 'th button' });
const nextPage = () => screen.getByLabelText('Next page');

/**
 * The server's answer to a search sorted by status, as the test hands it over (how the server sorts is its route
 * tests'): these users in this order, ascending, and the other way round descending.
 */
function answerStatusSortWith(search: string, usernames: string[]) {
  mockServer.use(
    http.get('*/api/users/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('sort') !== 'status' || query.get('search') !== search) return undefined;
      const users = usernames.map((username) => ({
        ...db.users.find((u) => u.username === username)!,
        last_sign_in_at: null,
      }));
      return HttpResponse.json({
        records: query.get('order') === 'desc' ? users.reverse() : users,
        total_rows: users.length,
      });
    }),
  );
}

describe('users screen', () => {
  it('lists every user with role and status, marking the signed-in one', async () => {
    await renderUsersScreen();
    await table();
    expect(within(row('admin')).getByText('(you)')).toBeTruthy();
    expect(within(row('translator')).getByText('Translator (user)')).toBeTruthy();
    expect(within(row('manager')).getByText('Active')).toBeTruthy();
  });

  it('asks the server for a page of 100 at a time and says how many there are', async () => {
    const sent = listRequestsSent();
    await renderUsersScreen('admin', addManyUsers);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(screen.getByTestId('users-summary').textContent).toBe('153 total');
    expect(sent).toEqual(['page=0&sort=name&order=asc']);

    await user.click(nextPage());
    await waitFor(() => expect(bodyRows()).toHaveLength(53));
    expect(sent.at(-1)).toBe('page=1&sort=name&order=asc');
    // The rows as the server's page holds them (the mock's: the fixtures' order).
    expect(bodyRows().at(-1)?.getAttribute('aria-label')).toBe('person149');
  }, 60_000);

  it('searches on the server as typed, and sorts the matches by the header clicked, either way', async () => {
    const sent = listRequestsSent();
    await renderUsersScreen('admin', addManyUsers);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    await user.type(screen.getByLabelText('Search users by name or email'), 'person14');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(sent.at(-1)).toBe('page=0&search=person14&sort=name&order=asc');
    expect(screen.getByTestId('users-summary').textContent).toBe('10 matching');

    // The active person140 before the disabled person141.
    answerStatusSortWith('person14', ['person140', 'person141']);
    await user.click(sortHeader('Status'));
    await waitFor(() => expect(sent.at(-1)).toBe('page=0&search=person14&sort=status&order=asc'));
    await waitFor(() =>
      expect(bodyRows().map((row) => row.getAttribute('aria-label'))).toEqual(['person140', 'person141']),
    );
    expect(sortHeader('Status').closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(sortHeader('Status'));
    await waitFor(() => expect(sent.at(-1)).toBe('page=0&search=person14&sort=status&order=desc'));
    await waitFor(() => expect(bodyRows()[0]?.getAttribute('aria-label')).toBe('person141'));
    expect(bodyRows()[0]?.textContent).toContain('Disabled');
    expect(sortHeader('Status').closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(sortHeader('Name').closest('th')?.getAttribute('aria-sort')).toBeNull();

    await user.type(screen.getByLabelText('Search users by name or email'), 'x');
    expect(await screen.findByText('No matching users')).toBeTruthy();
    expect(screen.getByText('No username, name or email holds “person14x”.')).toBeTruthy();
  }, 60_000);

  it('keeps the actions of a user found by a search: enabling one changes their row', async () => {
    await renderUsersScreen('admin', addManyUsers);
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    await user.type(screen.getByLabelText('Search users by name or email'), 'person149');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Enable person149' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enable user' }));
    await waitFor(() => expect(within(row('person149')).getByText('Active')).toBeTruthy());
    expect(db.users.find((u) => u.username === 'person149')?.disabled).toBe(false);
  }, 60_000);

  it('creates a user through the dialog', async () => {
    const { user, dialog } = await openDialog(newUserButton, 'New user');
    await user.type(within(dialog).getByLabelText('Email'), 'nina@tessera.test');
    await user.type(within(dialog).getByLabelText('Username'), 'nina');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await user.type(within(dialog).getByLabelText('Password'), 'nina password 1');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await screen.findByRole('row', { name: 'nina' })).getByText('Manager')).toBeTruthy();
    expect(db.users.find((u) => u.username === 'nina')).toMatchObject({ email: 'nina@tessera.test', role: 'manager' });
  });

  it('says a password is too short before sending anything', async () => {
    const { user, dialog } = await openDialog(newUserButton, 'New user');
    await user.type(within(dialog).getByLabelText('Email'), 'another@tessera.test');
    await user.type(within(dialog).getByLabelText('Username'), 'another');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(within(dialog).getByText('The password must be at least 10 characters')).toBeTruthy();
    expect(db.users).toHaveLength(3);
  });

  it('edits email, username and role, sending only what changed', async () => {
    const { user, dialog } = await openDialog(rowButton('translator', 'Edit translator'), 'Edit translator');
    const username = within(dialog).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'tanja');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(await screen.findByRole('row', { name: 'tanja' })).getByText('Manager')).toBeTruthy();
  });

  it('gives a user a display name with spaces, shown before the username; an invalid one says why', async () => {
    const { user, dialog } = await openDialog(rowButton('translator', 'Edit translator'), 'Edit translator');
    const name = within(dialog).getByLabelText('Display name');
    await user.type(name, 'Agent 007');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/may contain letters, spaces/)).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Ana María López');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(row('translator')).getByText('Ana María López (translator)')).toBeTruthy());
    expect(db.users.find((u) => u.username === 'translator')?.display_name).toBe('Ana María López');
  });

  it('disables a user after listing their open steps, giving the one chosen to someone else in the same request', async () => {
    const sent = disableRequestsSent();
    const { user, dialog: confirm } = await openDialog(
      rowButton('translator', 'Disable translator'),
      'Disable translator?',
    );
    expect(confirm.textContent).toMatch(/signed out at once/);
    const step = await within(confirm).findByRole('row', { name: 'Translation of release-notes.xlf (de)' });
    expect([...step.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'No project',
      'release-notes.xlf',
      'de',
      'Translation',
    ]);
    const giveTo = within(step).getByRole('combobox', { name: 'Give the Translation of release-notes.xlf (de) to' });
    // Whoever is disabled is no one to give it to (the mock answers every user: the picker leaves them out).
    await user.click(giveTo);
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Leave with translator',
        'admin',
        'manager',
      ]),
    );
    await user.keyboard('{Escape}');
    await choosePerson(user, giveTo, 'manager');
    await user.click(within(confirm).getByRole('button', { name: 'Disable user' }));
    await waitFor(() => expect(within(row('translator')).getByText('Disabled')).toBeTruthy());
    expect(await screen.findByText('User translator disabled and signed out; one step given to others')).toBeTruthy();
    expect(sent).toEqual([{ reassign: [{ document_id: 1, step: 'translation', user_id: 2 }] }]);
    await user.click(within(row('translator')).getByRole('button', { name: 'Enable translator' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Enable translator?' })).getByRole('button', {
        name: 'Enable user',
      }),
    );
    await waitFor(() => expect(within(row('translator')).getByText('Active')).toBeTruthy());
  });

  it('gives every open step to one person at once, or leaves one with the person disabled', async () => {
    const user = userEvent.setup();
    const sent = disableRequestsSent();
    await renderUsersScreen();
    db.assignments.push({ ...db.assignments[0]!, step: 'review-2', due_at: null, state: 'waiting' });
    await table();
    await user.click(rowButton('translator', 'Disable translator')());
    const confirm = await screen.findByRole('dialog', { name: 'Disable translator?' });
    await within(confirm).findByRole('row', { name: 'Second review of release-notes.xlf (de)' });
    const giveAll = within(confirm).getByLabelText<HTMLInputElement>('Give all to');
    await choosePerson(user, giveAll, 'admin');
    const giveTo = (name: string) =>
      within(confirm).getByLabelText<HTMLInputElement>(`Give the ${name} of release-notes.xlf (de) to`);
    expect([giveTo('Translation').value, giveTo('Second review').value]).toEqual(['admin', 'admin']);
    await choosePerson(user, giveTo('Second review'), 'Leave with translator', '');
    expect(giveTo('Second review').value).toBe('');
    expect([giveAll.value, giveAll.placeholder]).toEqual(['', 'Choose per step']);
    await user.click(within(confirm).getByRole('button', { name: 'Disable user' }));
    await waitFor(() => expect(within(row('translator')).getByText('Disabled')).toBeTruthy());
    // The second review is left out: it stays with the translator.
    expect(sent).toEqual([{ reassign: [{ document_id: 1, step: 'translation', user_id: 1 }] }]);
  });

  it('resets a password', async () => {
    const { user, dialog } = await openDialog(
      rowButton('manager', 'Reset password of manager'),
      'Reset the password of manager',
    );
    await user.type(within(dialog).getByLabelText('New password'), 'a fresh password');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('New password set for manager')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refreshes the session after an admin demotes themself', async () => {
    const user = userEvent.setup();
    const { store } = await renderUsersScreen();
    addAnotherAdmin();
    await table();
    await user.click(within(row('admin')).getByRole('button', { name: 'Edit admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit admin' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(store.getState().user?.role).toBe('manager'));
  });

  it('warns an admin who disables their own account', async () => {
    const user = userEvent.setup();
    await renderUsersScreen();
    addAnotherAdmin();
    await table();
    await user.click(within(row('admin')).getByRole('button', { name: 'Disable admin' }));
    expect((await screen.findByRole('dialog', { name: 'Disable admin?' })).textContent).toMatch(/your own account/);
  });

  it('tells a non-admin plainly that they are not allowed', async () => {
    await renderUsersScreen('manager');
    expect(await screen.findByText('You are not allowed to manage users')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
  });
});
