// Inviting where what the panel shows rests on the server's rule of one account per email: against the real
// server, in this process (see server/src/test/real-api.ts).
import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { Invitation } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { getJson } from '@tessera/server/test/resources';
import { InvitationsPanel } from './InvitationsPanel.tsx';

afterEach(async () => {
  cleanup();
  await setLocale('en', { remember: false });
});

/** The panel signed in, with its Invite dialog open. */
async function openInviteDialog() {
  const user = userEvent.setup();
  await renderSignedInScreen(<InvitationsPanel />, '/users/', '/users/');
  await screen.findByText('No invitations yet');
  await user.click(screen.getByRole('button', { name: 'Invite user' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Invite a user' }) };
}

describeOnRealApi('inviting on the server', (api) => {
  it("shows the server's reason when the email belongs to a user already, and makes no invitation", async () => {
    const admin = await api.signIn('admin');
    const { user, dialog } = await openInviteDialog();
    await user.type(within(dialog).getByLabelText('Email'), admin.user.email);
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation link' }));
    expect(await within(dialog).findByText('A user with this email already exists')).toBeTruthy();
    expect(await getJson<Invitation[]>(admin, '/api/users/invitations')).toEqual([]);
  });

  it("words the server's refusal of an address in the interface's language, naming the field as the dialog does", async () => {
    const admin = await api.signIn('admin');
    const { user, dialog } = await openInviteDialog();
    // An address the browser's email field lets through (a host without a dot) and the server's schema refuses.
    await user.type(within(dialog).getByLabelText('Email'), 'anna@corp');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Email is not a valid email address');
    await act(() => setLocale('de', { remember: false }));
    expect(within(dialog).getByRole('alert').textContent).toBe('„E-Mail“ ist keine gültige E-Mail-Adresse');
    expect(await getJson<Invitation[]>(admin, '/api/users/invitations')).toEqual([]);
  });
});
