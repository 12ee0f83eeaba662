// The users screen where what it shows rests on the server's rules of users (one account per email, an active admin
// always kept): against the real server, in this process (see server/src/test/real-api.ts).
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { User } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { getJson } from '@tessera/server/test/resources';
import { UsersScreen } from './UsersScreen.tsx';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en', { remember: false }));
});

const row = (username: string) => screen.getByRole('row', { name: username });

describeOnRealApi('the users screen on the server', (api) => {
  it('shows an email that belongs to another user on the email field, and creates no one', async () => {
    const admin = await api.signIn('admin');
    const other = await admin.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { email: 'taken@tessera.test', username: 'first', role: 'user', password: 'first password 1' },
    });
    expect(other.statusCode, other.body).toBe(201);
    const user = userEvent.setup();
    await renderSignedInScreen(<UsersScreen />, '/users/', '/users/');
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText('Email'), 'taken@tessera.test');
    await user.type(within(dialog).getByLabelText('Username'), 'second');
    await user.type(within(dialog).getByLabelText('Password'), 'second password 1');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('A user with this email already exists')).toBeTruthy();
    const users = await getJson<User[]>(admin, '/api/users/');
    expect(users.map((u) => u.username)).not.toContain('second');
  });

  it("words the server's refusal of an address in German on the email field, naming it as the form does", async () => {
    const admin = await api.signIn('admin');
    await act(() => setLocale('de', { remember: false }));
    const user = userEvent.setup();
    await renderSignedInScreen(<UsersScreen />, '/users/', '/users/');
    await user.click(await screen.findByRole('button', { name: 'Neuer Benutzer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Benutzer' });
    // An address the form lets through (a host without a dot) and the server's schema refuses.
    await user.type(within(dialog).getByLabelText('E-Mail'), 'anna@corp');
    await user.type(within(dialog).getByLabelText('Benutzername'), 'anna');
    await user.type(within(dialog).getByLabelText('Passwort'), 'anna password 1');
    await user.click(within(dialog).getByRole('button', { name: 'Benutzer anlegen' }));
    expect(await within(dialog).findByText('„E-Mail“ ist keine gültige E-Mail-Adresse')).toBeTruthy();
    const users = await getJson<User[]>(admin, '/api/users/');
    expect(users.map((u) => u.username)).not.toContain('anna');
  });

  it('explains why the last active admin cannot be disabled, and leaves them active', async () => {
    const admin = await api.signIn('admin');
    // Whoever else is an admin here steps down first: the one signed in is the last.
    for (const other of await getJson<User[]>(admin, '/api/users/')) {
      if (other.id === admin.user.id || other.role !== 'admin' || other.disabled) continue;
      const disabled = await admin.inject({
        method: 'PUT',
        url: `/api/users/${other.id}`,
        payload: { disabled: true },
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
    }
    const user = userEvent.setup();
    await renderSignedInScreen(<UsersScreen />, '/users/', '/users/');
    await screen.findByRole('table', { name: 'Users' });
    const name = admin.user.username;
    await user.click(within(row(name)).getByRole('button', { name: `Disable ${name}` }));
    const confirm = await screen.findByRole('dialog', { name: `Disable ${name}?` });
    // Disabling waits for their open steps to be looked up.
    await within(confirm).findByText('They have no open steps.');
    await user.click(within(confirm).getByRole('button', { name: 'Disable user' }));
    expect(await screen.findByText(/last active admin/)).toBeTruthy();
    await waitFor(() => expect(within(row(name)).getByText('Active')).toBeTruthy());
    const users = await getJson<User[]>(admin, '/api/users/');
    expect(users.find((u) => u.id === admin.user.id)?.disabled).toBe(false);
  });
});
