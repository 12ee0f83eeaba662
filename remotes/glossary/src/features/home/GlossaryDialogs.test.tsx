import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useParams } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, mockServer, resetMockDb } from '@tessera/shared/mocks/node';
import { ToastProvider } from '@tessera/shared/ui';
import { ImportGlossaryDialog, NewGlossaryDialog } from './GlossaryDialogs.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockDb({ signedInAs: 'manager' }));
afterEach(cleanup);
afterAll(() => mockServer.close());

function GlossaryPage() {
  return <h1>Glossary {useParams().id}</h1>;
}

/** Renders `dialog` at home; it may wait for the contract's name schema first (async act lets it load). */
async function renderAtHome(dialog: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element: <Suspense>{dialog}</Suspense> },
    { path: '/glossary/:id', element: <GlossaryPage /> },
  ]);
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>,
    );
  });
}

describe('New glossary dialog', () => {
  it('creates a glossary with its languages and opens it', async () => {
    const user = userEvent.setup();
    await renderAtHome(<NewGlossaryDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New glossary' });
    await user.type(within(dialog).getByLabelText('Name'), 'Medical');
    await user.clear(within(dialog).getByLabelText('Source language'));
    await user.type(within(dialog).getByLabelText('Source language'), 'en-GB');
    await user.type(within(dialog).getByLabelText('Target language'), 'fr{Enter}');
    const created = db.glossaries.at(-1)!;
    expect(await screen.findByRole('heading', { name: `Glossary ${created.id}` })).toBeTruthy();
    expect(created).toMatchObject({ name: 'Medical', source_lang: 'en-GB', target_lang: 'fr', records_count: 0 });
  });

  it('explains what is missing instead of sending an invalid glossary', async () => {
    const user = userEvent.setup();
    await renderAtHome(<NewGlossaryDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New glossary' });
    await user.type(within(dialog).getByLabelText('Target language'), 'not a language');
    await user.click(within(dialog).getByRole('button', { name: 'Create glossary' }));
    expect(within(dialog).getByText('Enter a name.')).toBeTruthy();
    expect(within(dialog).getByText(/Enter a language code/)).toBeTruthy();
    expect(db.glossaries).toHaveLength(2);
  });

  it('refuses the same language as source and target', async () => {
    const user = userEvent.setup();
    await renderAtHome(<NewGlossaryDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New glossary' });
    await user.type(within(dialog).getByLabelText('Name'), 'Same');
    await user.type(within(dialog).getByLabelText('Target language'), 'EN{Enter}');
    expect(within(dialog).getByText('Choose a language other than the source language.')).toBeTruthy();
    expect(db.glossaries).toHaveLength(2);
  });
});

describe('Import glossary dialog', () => {
  it('uploads the file with its name and languages, then opens the importing glossary', async () => {
    const user = userEvent.setup();
    await renderAtHome(<ImportGlossaryDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import glossary' });
    const file = new File(['source,target\nhello,hallo\n'], 'greetings.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('File'), file);
    // The name defaults to the file's name.
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('greetings');
    await user.type(within(dialog).getByLabelText('Target language (optional)'), 'de-AT');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const imported = db.glossaries.at(-1)!;
    expect(await screen.findByRole('heading', { name: `Glossary ${imported.id}` })).toBeTruthy();
    expect(imported).toMatchObject({ name: 'greetings', target_lang: 'de-AT', processing_status: 'pending' });
    expect(db.pendingImports.get(imported.id)?.text).toContain('hello,hallo');
  });

  it('refuses the same language as source and target before uploading', async () => {
    const user = userEvent.setup();
    await renderAtHome(<ImportGlossaryDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import glossary' });
    await user.upload(within(dialog).getByLabelText('File'), new File(['source,target\na,b\n'], 'x.csv'));
    await user.type(within(dialog).getByLabelText('Source language (optional)'), 'de');
    await user.type(within(dialog).getByLabelText('Target language (optional)'), 'de');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose a language other than the source language.')).toBeTruthy();
    expect(db.glossaries).toHaveLength(2);
  });

  it('asks for a file first', async () => {
    const user = userEvent.setup();
    await renderAtHome(<ImportGlossaryDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import glossary' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose a file.')).toBeTruthy();
    expect(db.glossaries).toHaveLength(2);
  });

  it('shows the server refusal', async () => {
    resetMockDb({ signedInAs: 'user' });
    const user = userEvent.setup();
    await renderAtHome(<ImportGlossaryDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import glossary' });
    await user.upload(within(dialog).getByLabelText('File'), new File(['a,b\n'], 'x.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('You do not have permission');
  });
});
