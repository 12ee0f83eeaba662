// The home screen's translation memories where what it shows rests on the server's rules (what a TMX import
// refuses at upload): against the real server, in this process (see server/src/test/real-api.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { TranslationMemory } from '@tessera/shared/contract';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { getJson } from '@tessera/server/test/resources';
import { TranslationMemoriesSection } from './TranslationMemoriesSection.tsx';

afterEach(cleanup);

describeOnRealApi('translation memories on the home screen, on the server', (api) => {
  it('refuses a file that is not TMX at upload in the server’s words: the dialog stays open and no TM is made', async () => {
    const manager = await api.signIn('manager');
    const user = userEvent.setup();
    await renderSignedInScreen(<TranslationMemoriesSection />, '/', '/');
    await user.click(await screen.findByRole('button', { name: 'Import TMX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import TMX' });
    await user.upload(
      within(dialog).getByLabelText('TMX file'),
      new File(['<xliff version="1.2"/>'], 'glossary.tmx', { type: 'application/xml' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(dialog.textContent).toContain('the root element is <xliff>, expected <tmx>'));
    expect(screen.getByRole('dialog', { name: 'Import TMX' })).toBe(dialog);
    expect(screen.getByLabelText('Current location').textContent).toBe('/');
    expect(await getJson<TranslationMemory[]>(manager, '/api/translation_memory/')).toEqual([]);
  });
});
