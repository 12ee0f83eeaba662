// The TM screen where what it shows rests on the server's rules (a unit's text read from its markup, a unit
// changed by someone else since it was read): against the real server, in this process (see
// server/src/test/real-api.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { TmRecord } from '@tessera/shared/contract';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import { createTmWithUnits, getJson } from '@tessera/server/test/resources';
import { TranslationMemoryScreen } from './TranslationMemoryScreen.tsx';

afterEach(cleanup);

const rows = () =>
  within(screen.getByRole('table', { name: 'Translation units' }))
    .getAllByRole('row')
    .slice(1) as HTMLTableRowElement[];

describeOnRealApi('the TM screen on the server', (api) => {
  it('counts the units in the header as the server does once one is deleted', async () => {
    const manager = await api.signIn('manager');
    const tm = await createTmWithUnits(api.t, manager, 'Invoices', [
      { source: 'Print the invoice 13', target: 'Rechnung drucken 13' },
      { source: 'Save the file', target: 'Datei speichern' },
    ]);
    const user = userEvent.setup();
    await renderSignedInScreen(<TranslationMemoryScreen />, '/tm/:id', `/tm/${tm.id}`);
    await waitFor(() => expect(screen.getByTestId('units-count').textContent).toBe('2 units'));
    await user.click(await screen.findByRole('button', { name: 'Delete unit Print the invoice 13' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete unit' }));
    await waitFor(() => expect(screen.getByTestId('units-count').textContent).toBe('1 unit'));
  });

  it('says so when someone else changed the unit meanwhile (409), and reloads it', async () => {
    const manager = await api.signIn('manager');
    const tm = await createTmWithUnits(api.t, manager, 'Invoices', [
      { source: 'Print the invoice 13', target: 'Rechnung drucken 13' },
    ]);
    await api.signIn('user');
    const user = userEvent.setup();
    await renderSignedInScreen(<TranslationMemoryScreen />, '/tm/:id', `/tm/${tm.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit unit Print the invoice 13' }));
    // Someone else saves first.
    const [unit] = (await getJson<{ records: TmRecord[] }>(manager, `/api/translation_memory/${tm.id}/records`))
      .records;
    const theirs = await manager.inject({
      method: 'PUT',
      url: `/api/translation_memory/records/${unit!.id}`,
      payload: { source: 'Print the invoice 13', target: 'Anders', updated_at: unit!.updated_at },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    await user.type(screen.getByRole('textbox', { name: 'Edit target' }), ' X{Enter}');
    expect(await screen.findByText('This unit was changed by someone else since you started editing it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload unit' }));
    // The editor stays open on their version, focus in it, ready to edit again.
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Edit target' }) as HTMLTextAreaElement).value).toBe('Anders'),
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Edit source' }));
    await user.keyboard('{Escape}');
    expect(rows()[0]!.cells[1]!.textContent).toBe('Anders');
  });

  it('adds a unit with “New unit”, typed as plain text (& and < stay text)', async () => {
    const tm = await createTmWithUnits(api.t, await api.signIn('manager'), 'Menu', [
      { source: 'Fish', target: 'Fisch' },
    ]);
    await api.signIn('user');
    const user = userEvent.setup();
    await renderSignedInScreen(<TranslationMemoryScreen />, '/tm/:id', `/tm/${tm.id}`);
    await user.click(await screen.findByRole('button', { name: 'New unit' }));
    const form = screen.getByRole('form', { name: 'New unit' });
    await user.click(within(form).getByRole('button', { name: 'Add unit' }));
    expect(within(form).getAllByText('Required')).toHaveLength(2);
    await user.type(within(form).getByLabelText('Source (en)'), 'Fish & chips <3');
    await user.type(within(form).getByLabelText('Target (de)'), 'Fisch & Pommes <3');
    await user.click(within(form).getByRole('button', { name: 'Add unit' }));
    await waitFor(() => expect(screen.getByTestId('units-count').textContent).toBe('2 units'));
    expect(await screen.findByText('Unit "Fish & chips <3" added')).toBeTruthy();
  });
});
