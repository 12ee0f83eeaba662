// The profile screen where what it shows rests on the server's rules (a password change asks for the current
// one): against the real server, in this process (see server/src/test/real-api.ts).
import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { Me } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { ProfileScreen } from './ProfileScreen.tsx';

afterEach(async () => {
  cleanup();
  await setLocale('en', { remember: false });
});

describeOnRealApi('the profile screen on the server', (api) => {
  it('says when the current password is wrong, and when the change worked', async () => {
    const translator = await api.signIn('user');
    await renderSignedInScreen(<ProfileScreen />, '/profile/', '/profile/');
    await screen.findByText('No API tokens yet');
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'not it at all');
    await user.type(within(form).getByLabelText(/^New password/), 'a brand new password');
    await user.type(within(form).getByLabelText('Repeat the new password'), 'a brand new password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await within(form).findByText('The current password is wrong');

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), translator.password);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await within(form).findByText(/Password changed/);
  });

  it('tells a display name the server refuses in German, naming the field as the form does', async () => {
    await api.signIn('user');
    await act(() => setLocale('de', { remember: false }));
    await renderSignedInScreen(<ProfileScreen />, '/profile/', '/profile/');
    const user = userEvent.setup();
    // Digits are no letters of a name: the server's rule, which the field leaves to it.
    await user.type(await screen.findByRole('textbox', { name: 'Anzeigename' }), 'Agent 007');
    await user.click(screen.getByRole('button', { name: 'Namen speichern' }));
    expect(await screen.findByText('„Anzeigename“ hat nicht die erwartete Form')).toBeTruthy();
  });

  it('keeps the interface language chosen on the server, and shows the screen in it at once', async () => {
    const translator = await api.signIn('user');
    await renderSignedInScreen(<ProfileScreen />, '/profile/', '/profile/');
    await screen.findByText('No API tokens yet');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Language'), 'Deutsch');
    await screen.findByRole('heading', { name: 'Profil' });
    await screen.findByText('Gespeichert: Tessera folgt Ihnen in dieser Sprache.');
    const me = await translator.inject('/api/user/');
    expect(me.json<Me>().locale).toBe('de');
    // The browser's time zone goes with the language: the e-mails chosen in it write their dates there.
    expect(me.json<Me>().time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
