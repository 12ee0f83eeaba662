import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as invitationsApi from '@tessera/shared/api/invitations';
import { db, mockServer, resetMockDb } from '@tessera/shared/mocks/node';
import { InviteScreen } from './InviteScreen.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

async function invite(): Promise<string> {
  resetMockDb({ signedInAs: 'admin' });
  const { url } = await invitationsApi.createInvitation({ email: 'ines@example.com', role: 'manager' });
  db.currentUserId = null;
  return url.split('/invite/')[1]!;
}

describe('invitation page', () => {
  it('shows who is invited, creates the account and goes on signed in', async () => {
    const token = await invite();
    const onSignedIn = vi.fn();
    render(<InviteScreen token={token} onSignedIn={onSignedIn} />);
    const form = await screen.findByRole('form', { name: 'Accept invitation' });
    expect(form.textContent).toContain('ines@example.com');
    expect(form.textContent).toContain('manager');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'ines');
    await user.type(screen.getByLabelText(/^Password/), 'ines chose this');
    await user.type(screen.getByLabelText('Repeat the password'), 'ines chose this');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(db.users.find((u) => u.username === 'ines')).toMatchObject({ email: 'ines@example.com', role: 'manager' });
  });

  it('says plainly that an unknown link is not valid', async () => {
    resetMockDb({ signedInAs: null });
    render(<InviteScreen token={'x'.repeat(43)} onSignedIn={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'This invitation link is not valid' })).toBeTruthy();
  });
});
