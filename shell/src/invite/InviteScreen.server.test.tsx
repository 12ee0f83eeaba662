// The invitation page where what it shows rests on the server's rules (a link serves once): against the real
// server, in this process (see server/src/test/real-api.ts).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import * as invitationsApi from '@tessera/shared/api/invitations';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { InviteScreen } from './InviteScreen.tsx';

afterEach(cleanup);

describeOnRealApi('the invitation page on the server', (api) => {
  it('says plainly that a used link can no longer be used', async () => {
    await api.signIn('admin');
    const { url } = await invitationsApi.createInvitation({ email: 'ines@example.com', role: 'manager' });
    const token = url.split('/invite/')[1]!;
    await invitationsApi.acceptInvitation(token, { username: 'first', password: 'long enough password' });
    render(<InviteScreen token={token} onSignedIn={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'This invitation can no longer be used' })).toBeTruthy();
    expect(screen.getByText(/already used/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Accept invitation' })).toBeNull();
  });
});
