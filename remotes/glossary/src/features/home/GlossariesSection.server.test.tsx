// The home screen's glossaries where what it shows rests on the server's rules (what a glossary import refuses at
// upload): against the real server, in this process (see server/src/test/real-api.ts).
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { Glossary } from '@tessera/shared/contract';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { getJson } from '@tessera/server/test/resources';
import { GlossariesSection } from './GlossariesSection.tsx';

afterEach(cleanup);

describeOnRealApi('glossaries on the home screen, on the server', (api) => {
  it('refuses a TBX that declares entities at upload in the server’s words: the dialog stays open and no glossary is made', async () => {
    const manager = await api.signIn('manager');
    const user = userEvent.setup();
    await renderSignedInScreen(<GlossariesSection />, '/', '/');
    await user.click(await screen.findByRole('button', { name: 'Import glossary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import glossary' });
    const bomb = '<?xml version="1.0"?>\n<!DOCTYPE tbx [<!ENTITY a "aaaaaaaaaa">]>\n<tbx><text><body/></text></tbx>\n';
    await user.upload(within(dialog).getByLabelText('File'), new File([bomb], 'bomb.tbx', { type: 'application/xml' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    // The server reads the upload before answering: seconds on a busy machine.
    const refusal = await within(dialog).findByRole('alert', {}, { timeout: 20_000 });
    expect(refusal.textContent).toMatch(/DOCTYPE/);
    expect(screen.getByRole('dialog', { name: 'Import glossary' })).toBe(dialog);
    expect(screen.getByLabelText('Current location').textContent).toBe('/');
    expect(await getJson<Glossary[]>(manager, '/api/glossary/')).toEqual([]);
  }, 30_000);
});
