import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, mockServer } from '@tessera/shared/mocks/node';
import { renderGlossaryScreen } from './testing.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());

const currentUrl = () => screen.getByLabelText('Current location').textContent;
const notifications = () => screen.getByRole('status', { name: 'Notifications' });

async function openSampleGlossary(path: string, role: 'manager' | 'user') {
  await renderGlossaryScreen(path, { role });
  await screen.findByRole('table', { name: 'Glossary records' });
}

async function importFile(file: File, mode?: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Import file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import into "Product UI terminology"' });
  await user.upload(within(dialog).getByLabelText('Glossary file'), file);
  const modes = within(dialog).getByLabelText('Records with the same source and target as one here');
  if (mode) await user.selectOptions(modes, mode);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return user;
}

describe('glossary screen: importing a file into the glossary', () => {
  it('a failed import says why in the toast and on the screen; "Try another file" opens the import again', async () => {
    await openSampleGlossary('/glossary/1', 'manager');
    const user = await importFile(new File(['<martif/>'], 'terms.tbx'));
    await within(notifications()).findByText(/^Importing into glossary "Product UI terminology"…/);
    // The import fails (the mock reads no file: the test ends it as the server would).
    Object.assign(db.glossaries[0]!, { processing_status: 'error', processing_error: 'Not a TBX file' });
    const failed = await within(notifications()).findByText(
      /^The import into glossary "Product UI terminology" failed: /,
      {},
      { timeout: 10_000 },
    );
    expect(notifications().textContent).not.toContain('Importing');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The import failed/);
    // The glossary keeps its records.
    expect(screen.getByTestId('records-count').textContent).toBe('125 records');
    await user.click(within(failed.parentElement!).getByRole('button', { name: 'Try another file' }));
    expect(await screen.findByRole('dialog', { name: 'Import into "Product UI terminology"' })).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe('/glossary/1'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(alert).getByRole('button', { name: 'Delete glossary' }));
    expect(await screen.findByRole('dialog', { name: 'Delete glossary?' })).toBeTruthy();
  }, 30_000);

  it('offers no import to users without glossary.manage, nor through a link', async () => {
    await openSampleGlossary('/glossary/1?then=import', 'user');
    await waitFor(() => expect(currentUrl()).toBe('/glossary/1'));
    expect(screen.queryByRole('button', { name: 'Import file' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
