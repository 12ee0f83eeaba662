import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@tessera/shared/contract';
import { db, mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { ImportDialog, NewDialog } from './GlossaryDialogs.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

/**
 * Renders the dialog on the home screen, for a manager unless told, and returns it. It may wait for the contract's
 * name schema first (suspended, as in the app; the async act lets it load).
 */
async function openAtHome(dialog: 'New glossary' | 'Import glossary', role: Role = 'manager') {
  const Dialog = dialog === 'New glossary' ? NewDialog : ImportDialog;
  const shown = (
    <Suspense>
      <Dialog onClose={() => {}} />
    </Suspense>
  );
  await act(() => renderScreen(shown, '/', '/', { role }));
  return screen.findByRole('dialog', { name: dialog });
}

const currentUrl = () => screen.getByLabelText('Current location').textContent;
/** The glossary whose screen the dialog opened, once it has. */
async function openedGlossary() {
  await waitFor(() => expect(currentUrl()).toMatch(/^\/glossary\/\d+$/));
  return db.glossaries.find((glossary) => currentUrl() === `/glossary/${glossary.id}`)!;
}

describe('New glossary dialog', () => {
  it('creates a glossary with its languages and opens it', async () => {
    const user = userEvent.setup();
    const dialog = await openAtHome('New glossary');
    await user.type(within(dialog).getByLabelText('Name'), 'Medical');
    await user.clear(within(dialog).getByLabelText('Source language'));
    await user.type(within(dialog).getByLabelText('Source language'), 'en-GB');
    await user.type(within(dialog).getByLabelText('Target language'), 'fr{Enter}');
    expect(await openedGlossary()).toMatchObject({
      name: 'Medical',
      source_lang: 'en-GB',
      target_lang: 'fr',
      records_count: 0,
    });
  });

  it('explains what is missing instead of sending an invalid glossary', async () => {
    const user = userEvent.setup();
    const dialog = await openAtHome('New glossary');
    await user.type(within(dialog).getByLabelText('Target language'), 'not a language');
    await user.click(within(dialog).getByRole('button', { name: 'Create glossary' }));
    expect(within(dialog).getByText('Enter a name.')).toBeTruthy();
    expect(within(dialog).getByText(/Enter a language code/)).toBeTruthy();
    expect(db.glossaries).toHaveLength(2);
  });

  it('refuses the same language as source and target', async () => {
    const user = userEvent.setup();
    const dialog = await openAtHome('New glossary');
    await user.type(within(dialog).getByLabelText('Name'), 'Same');
    await user.type(within(dialog).getByLabelText('Target language'), 'EN{Enter}');
    expect(within(dialog).getByText('Choose a language other than the source language.')).toBeTruthy();
    expect(db.glossaries).toHaveLength(2);
  });
});

describe('Import glossary dialog', () => {
  it('uploads the file with its name and languages, then opens the importing glossary', async () => {
    const user = userEvent.setup();
    const dialog = await openAtHome('Import glossary');
    const file = new File(['source,target\nhello,hallo\n'], 'greetings.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('File'), file);
    // The name defaults to the file's name.
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('greetings');
    await user.type(within(dialog).getByLabelText('Target language (optional)'), 'de-AT');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const imported = await openedGlossary();
    expect(imported).toMatchObject({ name: 'greetings', target_lang: 'de-AT', processing_status: 'pending' });
    expect(db.pendingImports.get(imported.id)?.text).toContain('hello,hallo');
  });

  it('refuses the same language as source and target before uploading', async () => {
    const user = userEvent.setup();
    const dialog = await openAtHome('Import glossary');
    await user.upload(within(dialog).getByLabelText('File'), new File(['source,target\na,b\n'], 'x.csv'));
    await user.type(within(dialog).getByLabelText('Source language (optional)'), 'de');
    await user.type(within(dialog).getByLabelText('Target language (optional)'), 'de');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose a language other than the source language.')).toBeTruthy();
    expect(db.glossaries).toHaveLength(2);
  });

  it('asks for a file first', async () => {
    const user = userEvent.setup();
    const dialog = await openAtHome('Import glossary');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose a file.')).toBeTruthy();
    expect(db.glossaries).toHaveLength(2);
  });

  it('shows the server refusal', async () => {
    const user = userEvent.setup();
    const dialog = await openAtHome('Import glossary', 'user');
    await user.upload(within(dialog).getByLabelText('File'), new File(['a,b\n'], 'x.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('You do not have permission');
  });
});
