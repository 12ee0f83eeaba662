import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SessionProvider, createSessionStore } from '@tessera/shared';
import { db, mockServer, resetMockDb } from '@tessera/shared/mocks/node';
import { InvitationsPanel } from '../features/invitations/InvitationsPanel.tsx';
import { TokensPanel } from '../features/tokens/TokensPanel.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

async function renderPanels() {
  resetMockDb({ signedInAs: 'admin' });
  const store = createSessionStore();
  await store.fetchCurrentUser();
  render(
    <SessionProvider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <InvitationsPanel />
          <TokensPanel />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
  await screen.findByText('No invitations yet');
}

/** The panels, and the "Invite a user" dialog opened. */
async function openInviteDialog() {
  await renderPanels();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Invite user' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Invite a user' }) };
}

describe('users screen: invitations and tokens', () => {
  it('invites by email and role, shows the one-time link to copy, lists the invitation and withdraws it', async () => {
    const { user, dialog } = await openInviteDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'new.colleague@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation link' }));

    const link = (await screen.findByLabelText<HTMLInputElement>('Invitation link')).value;
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link);
    const row = await screen.findByRole('row', { name: 'new.colleague@example.com' });
    // The role as the users table names it.
    for (const shown of ['Manager', 'pending']) expect(row.textContent).toContain(shown);

    await user.click(within(row).getByRole('button', { name: 'Withdraw the invitation of new.colleague@example.com' }));
    await screen.findByText('No invitations yet');
    expect(db.invitations).toEqual([]);
  });

  it("lists every user's tokens and revokes one", async () => {
    resetMockDb({ signedInAs: 'admin' });
    db.apiTokens.push({
      id: 7,
      name: 'laptop script',
      scope: 'write',
      created_at: '2026-01-01T00:00:00.000Z',
      expires_at: null,
      last_used_at: null,
      user_id: 3,
    });
    const store = createSessionStore();
    await store.fetchCurrentUser();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <TokensPanel />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const cell = await screen.findByRole('cell', { name: 'laptop script' });
    expect(cell.closest('tr')!.textContent).toContain('translator');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Revoke laptop script of translator' }));
    await screen.findByText('Nobody has an API token');
    expect(db.apiTokens).toEqual([]);
  });
});
