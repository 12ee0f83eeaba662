import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { ProfileScreen } from './ProfileScreen.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

async function renderProfile(prepare?: (mock: typeof db) => void) {
  const view = await renderScreen(<ProfileScreen />, '/profile/', '/profile/', { role: 'user', prepare });
  await screen.findByText('No API tokens yet');
  return view;
}

describe('profile screen', () => {
  it('saves the display name one goes by, trimmed, and names one with it and the username', async () => {
    const { store } = await renderProfile();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Display name' });
    await user.type(within(form).getByLabelText('Display name'), '  Ana María López ');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await within(form).findByText('Saved. Lists show you as Ana María López (translator).')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Display name').value).toBe('Ana María López');
    await waitFor(() => expect(store.getState().user?.display_name).toBe('Ana María López'));
  });

  it('creates a token, shows its secret once, lists it and revokes it', async () => {
    await renderProfile();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'New API token' });
    await user.type(within(form).getByLabelText('Token name'), 'build server');
    await user.selectOptions(within(form).getByLabelText('Scope'), 'write');
    expect(within(form).getByLabelText<HTMLSelectElement>('Expires after').value).toBe('90');
    expect(within(form).queryByRole('option', { name: 'Never' })).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Expires after'), '365');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const secret = (await screen.findByLabelText<HTMLInputElement>('New token')).value;
    expect(secret).toMatch(/^tsr_/);
    expect(db.apiTokens).toMatchObject([{ name: 'build server', scope: 'write' }]);
    const lasts = Date.parse(db.apiTokens[0]!.expires_at!) - Date.now();
    expect(lasts / 86_400_000).toBeCloseTo(365, 0);
    const row = (await screen.findByRole('cell', { name: 'build server' })).closest('tr')!;
    expect(row.textContent).toContain('Never used');

    await user.click(within(row).getByRole('button', { name: 'Revoke build server' }));
    await screen.findByText('No API tokens yet');
    expect(db.apiTokens).toEqual([]);
  });

  it("proposes the server's ceiling when an admin set it below 90 days, and offers nothing longer", async () => {
    await renderProfile((mock) => {
      mock.tokenSettings = { max_days: 45, source: 'database', updated_at: new Date().toISOString() };
    });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'New API token' });
    const expiry = within(form).getByLabelText<HTMLSelectElement>('Expires after');
    await waitFor(() => expect(expiry.value).toBe('45'));
    expect([...expiry.options].map((option) => option.text)).toEqual(['30 days', '45 days']);
    await user.type(within(form).getByLabelText('Token name'), 'nightly');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    await screen.findByLabelText('New token');
    expect((Date.parse(db.apiTokens[0]!.expires_at!) - Date.now()) / 86_400_000).toBeCloseTo(45, 0);
  });

  it('signs out everywhere and goes to the login', async () => {
    const { store } = await renderProfile();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(screen.getByLabelText('Current location').textContent).toBe('/login/'));
    expect(store.getState().user).toBeNull();
  });
});
