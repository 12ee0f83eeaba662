import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@tessera/shared/contract';
import { db, mockServer } from '@tessera/shared/mocks/node';
import { expectListed, renderScreen, type RenderScreenOptions } from '@tessera/shared/mocks/render';
import { TranslationMemoriesSection } from './TranslationMemoriesSection.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

async function renderSection(role: Role, prepare?: RenderScreenOptions['prepare']) {
  await renderScreen(<TranslationMemoriesSection />, '/', '/', { role, prepare });
  await screen.findByRole('table', { name: 'Translation memories' });
}

const currentUrl = () => screen.getByLabelText('Current location').textContent;
/** Waits until the section has sent the user to a TM's screen. */
const tmScreenOpened = () => waitFor(() => expect(currentUrl()).toMatch(/^\/tm\/\d+/));

describe('translation memories on the home screen', () => {
  it('lists every TM with languages, status and unit count, linking to its screen', async () => {
    await renderSection('user');
    expectListed('Main EN-DE memory', '/tm/1', ['en → de', 'done']);
  });

  it('does not offer create or import to users without tm.manage', async () => {
    await renderSection('user');
    for (const name of ['New memory', 'Import TMX']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('lets a manager create a TM, checking the languages first, and opens it', async () => {
    const user = userEvent.setup();
    await renderSection('manager');
    await user.click(screen.getByRole('button', { name: 'New memory' }));
    const dialog = await screen.findByRole('dialog', { name: 'New translation memory' });
    await user.type(within(dialog).getByLabelText('Name'), 'Legal');
    await user.type(within(dialog).getByLabelText('Target language'), 'EN');
    await user.click(within(dialog).getByRole('button', { name: 'Create memory' }));
    expect(within(dialog).getByText('Choose a language other than the source language.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Target language'));
    await user.type(within(dialog).getByLabelText('Target language'), 'fr');
    await user.click(within(dialog).getByRole('button', { name: 'Create memory' }));
    await tmScreenOpened();
    const created = db.translationMemories.find((tm) => tm.name === 'Legal')!;
    expect(created).toMatchObject({ source_lang: 'en', target_lang: 'fr' });
    expect(currentUrl()).toBe(`/tm/${created.id}`);
  });

  it('lets a manager import a TMX file, named after the file, and opens the importing TM', async () => {
    const user = userEvent.setup();
    await renderSection('admin');
    await user.click(screen.getByRole('button', { name: 'Import TMX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import TMX' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose a TMX file.')).toBeTruthy();
    const tmx =
      '<tmx version="1.4"><header srclang="en"/><body><tu><tuv xml:lang="en"><seg>Hi</seg></tuv><tuv xml:lang="it"><seg>Ciao</seg></tuv></tu></body></tmx>';
    await user.upload(
      within(dialog).getByLabelText('TMX file'),
      new File([tmx], 'greetings.tmx', { type: 'application/xml' }),
    );
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('greetings');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await tmScreenOpened();
    expect(db.translationMemories.find((tm) => tm.name === 'greetings')).toMatchObject({
      processing_status: 'processing',
    });
  });

  it('shows a failed import with its reason, in the API’s words, and a missing language as (not set)', async () => {
    await renderSection('user', (mock) => {
      mock.translationMemories.push({
        ...mock.translationMemories[0]!,
        id: 5,
        name: 'Broken',
        source_lang: 'en',
        target_lang: '',
        processing_status: 'error',
        processing_error: 'Not a TMX file: the root element is <xliff>, expected <tmx>',
      });
    });
    const row = screen.getByRole('link', { name: 'Broken' }).closest('tr')!;
    expect(within(row).getByText('error')).toBeTruthy();
    expect(row.textContent).toContain('Not a TMX file: the root element is <xliff>, expected <tmx>');
    expect(row.textContent).toContain('en → (not set)');
  });

  it('a toast follows an import started here: when it fails it says why and offers "Try another file"', async () => {
    const user = userEvent.setup();
    await renderSection('manager');
    await user.click(screen.getByRole('button', { name: 'Import TMX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import TMX' });
    await user.upload(within(dialog).getByLabelText('TMX file'), new File(['not xml'], 'broken.tmx'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await tmScreenOpened();
    const notifications = screen.getByRole('status', { name: 'Notifications' });
    expect(notifications.textContent).toMatch(/^Importing into translation memory "broken"… 0%/);
    // The import fails (the mock reads no file: the test ends it as the server would).
    Object.assign(
      db.translationMemories.find((tm) => tm.name === 'broken')!,
      {
        processing_status: 'error',
        processing_error: 'Not a TMX file: the root element is not <tmx>',
      },
    );
    const failed = await within(notifications).findByText(
      /^The import into translation memory "broken" failed: Not a TMX file/,
      {},
      { timeout: 10_000 },
    );
    expect(notifications.textContent).not.toContain('Importing');
    await user.click(within(failed.parentElement!).getByRole('button', { name: 'Try another file' }));
    const id = db.translationMemories.find((tm) => tm.name === 'broken')!.id;
    await waitFor(() => expect(currentUrl()).toBe(`/tm/${id}?then=import`));
  }, 30_000);
});
