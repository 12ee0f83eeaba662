// The glossary screen where what it shows rests on the server's rules (the order of a sort, what an import reads,
// adds or refuses, a record changed by someone else since it was read, the file each export format makes): against
// the real server, in this process (see server/src/test/real-api.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderSignedInScreen } from '@tessera/shared/mocks/render';
import { describeOnRealApi } from '@tessera/server/test/real-api';
import type { CreateGlossaryRecordBody, GlossaryRecord } from '@tessera/shared/contract';
import { createGlossaryWithTerms, getJson } from '@tessera/server/test/resources';
import { GlossaryScreen } from './GlossaryScreen.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Each item of the Export menu, the file name its download gets, and what the file starts with or holds. */
const EXPORTS = [
  { label: 'CSV', file: 'Export_me.csv', holds: '\nterm-2,Ziel-2,' },
  { label: 'XLSX', file: 'Export_me.xlsx', holds: 'PK' },
  { label: 'TBX', file: 'Export_me.tbx', holds: '<martif type="TBX-Basic"' },
  { label: 'TBX v3', file: 'Export_me.tbx', holds: '<tbx type="TBX-Basic"' },
  { label: 'TBX-Min', file: 'Export_me.tbx', holds: '<tbx type="TBX-Min"' },
];

const table = () => screen.getByRole('table', { name: 'Glossary records' });
const rows = () => within(table()).getAllByRole('row').slice(1) as HTMLTableRowElement[];
/** The rows' columns: the selection's box, source, target, comment, status, last change. */
const [SOURCE, TARGET, , STATUS] = [1, 2, 3, 4];
const sources = () => rows().map((row) => row.cells[SOURCE]!.firstChild!.textContent);
const currentUrl = () => screen.getByLabelText('Current location').textContent;
const notifications = () => screen.getByRole('status', { name: 'Notifications' });
const pager = () => screen.getByRole('navigation', { name: 'Records pages' });

/** Imports `file` into the glossary named `name` from its screen, in `mode` (the dialog's default unless told). */
async function importInto(user: ReturnType<typeof userEvent.setup>, name: string, file: File, mode?: string) {
  await user.click(screen.getByRole('button', { name: 'Import file' }));
  const dialog = await screen.findByRole('dialog', { name: `Import into "${name}"` });
  await user.upload(within(dialog).getByLabelText('Glossary file'), file);
  const modes = within(dialog).getByLabelText('Records with the same source and target as one here');
  if (mode) await user.selectOptions(modes, mode);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
}

describeOnRealApi('the glossary screen on the server', (api) => {
  /** A glossary of a manager's holding `terms` in this order, its screen opened at `query` as that manager. */
  async function openGlossary(terms: CreateGlossaryRecordBody[], query = '') {
    const manager = await api.signIn('manager');
    const { glossary } = await createGlossaryWithTerms(manager, `Terms ${terms.length}`, terms);
    const view = await renderSignedInScreen(<GlossaryScreen />, '/glossary/:id', `/glossary/${glossary.id}${query}`);
    await screen.findByRole('table', { name: 'Glossary records' });
    return { ...view, glossary, manager };
  }

  it('shows a capped search count as "1,000+" and keeps Next while pages are full, until the exact last page', async () => {
    // 1,130 matches: the server counts up to 1,000 and says so, until the partly filled last page gives the exact total.
    const manager = await api.signIn('manager');
    const { glossary } = await createGlossaryWithTerms(manager, 'Many', []);
    const lines = ['en,de', ...Array.from({ length: 1130 }, (_, n) => `match ${n},Treffer ${n}`)].join('\n');
    // A CSV import into the glossary: one request for the 1,130 records.
    const imported = await manager.inject({
      method: 'POST',
      url: `/api/glossary/${glossary.id}/import`,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: `--b\r\nContent-Disposition: form-data; name="file"; filename="many.csv"\r\n\r\n${lines}\r\n--b--\r\n`,
    });
    expect(imported.statusCode, imported.body).toBe(202);
    await api.t.app.jobs.idle();
    const { id } = glossary;
    const user = userEvent.setup();
    await renderSignedInScreen(<GlossaryScreen />, '/glossary/:id', `/glossary/${id}?search=match&page=9`);
    await waitFor(() => expect(screen.getByTestId('records-summary').textContent).toBe('1,000+ matching'));
    expect(pager().textContent).toContain('901–1,000 of 1,000+');
    expect(pager().textContent).toContain('Page 10 of 10+');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pager().textContent).toContain('1,001–1,100 of 1,100+'));
    expect(pager().textContent).toContain('Page 11 of 11+');
    await waitFor(() => expect(rows()[0]!.cells[SOURCE]!.textContent).toBe('match 1000'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pager().textContent).toContain('1,101–1,130 of 1,130'));
    expect(pager().textContent).toContain('Page 12 of 12');
    expect(screen.getByTestId('records-summary').textContent).toBe('1,130 matching');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(currentUrl()).toBe(`/glossary/${id}?search=match&page=11`);
  }, 60_000);

  it('counts the records in the header as the server does once one is added and one deleted', async () => {
    const user = userEvent.setup();
    await openGlossary([
      { source: 'house', target: 'Haus' },
      { source: 'file', target: 'Datei' },
    ]);
    const count = () => screen.getByTestId('records-count').textContent;
    expect(count()).toBe('2 records');
    await user.click(screen.getByRole('button', { name: 'New record' }));
    const form = screen.getByRole('form', { name: 'New record' });
    await user.type(within(form).getByLabelText('Source'), 'spell check');
    await user.type(within(form).getByLabelText('Target'), 'Rechtschreibprüfung');
    await user.click(within(form).getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(count()).toBe('3 records'));

    await user.click(await screen.findByRole('button', { name: 'Delete record house' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    await waitFor(() => expect(count()).toBe('2 records'));
  });

  it('counts what is left once every record found by a search is deleted', async () => {
    const user = userEvent.setup();
    await openGlossary([
      { source: 'file', target: 'Datei' },
      { source: 'file name', target: 'Dateiname' },
      { source: 'house', target: 'Haus' },
    ]);
    const count = () => screen.getByTestId('records-count').textContent;
    await user.type(screen.getByRole('searchbox', { name: 'Search records' }), 'file');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: 'Select every record on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: /^Delete (all )?2 records\?$/ });
    await user.click(within(dialog).getByRole('button', { name: /^Delete (all )?2 records$/ }));
    await waitFor(() => expect(count()).toBe('1 record'));
  });

  it('sorts by a column, case aside: ascending, descending, then as added, kept in the URL', async () => {
    const added = ['house', 'Account', 'zebra', 'file'];
    const { glossary } = await openGlossary(added.map((source) => ({ source, target: source.toUpperCase() })));
    const user = userEvent.setup();
    const header = () => screen.getByRole('columnheader', { name: /^Source/ });
    await waitFor(() => expect(sources()).toEqual(added));

    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(sources()).toEqual(['Account', 'file', 'house', 'zebra']));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(currentUrl()).toBe(`/glossary/${glossary.id}?sort=source`);

    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(sources()).toEqual(['zebra', 'house', 'file', 'Account']));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(currentUrl()).toBe(`/glossary/${glossary.id}?sort=source&order=desc`);

    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(sources()).toEqual(added));
    expect(header().hasAttribute('aria-sort')).toBe(false);
    expect(currentUrl()).toBe(`/glossary/${glossary.id}`);
  });

  it('opens sorted by status as the URL says, preferred first', async () => {
    const statuses = ['forbidden', 'admitted', 'preferred', 'deprecated'] as const;
    await openGlossary(
      statuses.map((status) => ({ source: `${status} term`, target: status, status })),
      '?sort=status',
    );
    await waitFor(() =>
      expect(sources()).toEqual(['preferred term', 'admitted term', 'deprecated term', 'forbidden term']),
    );
    expect(rows()[0]!.cells[STATUS]!.textContent).toBe('Preferred');
  });

  it('skips the records already here by default and says so; an update changes the one of the same terms', async () => {
    const { glossary } = await openGlossary([{ source: 'account', target: 'Konto' }]);
    const user = userEvent.setup();
    const importFile = (file: File, mode?: string) => importInto(user, glossary.name, file, mode);
    const report = (text: string) =>
      waitFor(() => expect(screen.getByTestId('import-report').textContent).toBe(text), { timeout: 15_000 });
    const file = new File(['en,de\ndog,Hund\nhouse,Haus\n'], 'more.csv');
    await importFile(file);
    await report('2 added, 0 skipped.');
    await importFile(file);
    await report('0 added, 2 skipped.');
    await waitFor(() => expect(screen.getByTestId('records-count').textContent).toBe('3 records'));

    await importFile(new File(['en,de,comment\ndog,Hund,animal\n'], 'update.csv'), 'update');
    await report('0 added, 1 updated, 0 skipped.');
    expect(screen.getByTestId('records-count').textContent).toBe('3 records');
  }, 60_000);

  it('adds the file’s records to the glossary’s; a toast follows the import to its end', async () => {
    const { glossary } = await openGlossary([{ source: 'account', target: 'Konto' }]);
    const user = userEvent.setup();
    await importInto(user, glossary.name, new File(['en,de\ndog,Hund\nhouse,Haus\n'], 'more.csv'), 'Add them again');
    const toasts = within(notifications());
    expect(await toasts.findByText(/^Importing into glossary "Terms 1"… \d+%$/)).toBeTruthy();
    expect(
      await toasts.findByText('The import into glossary "Terms 1" has finished', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(notifications().textContent).not.toContain('Importing');
    await waitFor(() => expect(screen.getByTestId('records-count').textContent).toBe('3 records'));
  }, 30_000);

  it('shows a conflict when someone else changed the record, and reloads it on request', async () => {
    const { glossary, manager } = await openGlossary([{ source: 'account', target: 'Konto' }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit record account' }));
    // Someone else saves the same record meanwhile.
    const [record] = await getJson<{ records: GlossaryRecord[] }>(manager, `/api/glossary/${glossary.id}/records`).then(
      (page) => page.records,
    );
    const theirs = await manager.inject({
      method: 'PUT',
      url: `/api/glossary/records/${record!.id}`,
      payload: { source: 'account', target: 'Konto (by a colleague)', updated_at: record!.updated_at },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const target = screen.getByRole('textbox', { name: 'Edit target' });
    await user.clear(target);
    await user.type(target, 'Mein Konto{Enter}');

    expect(await screen.findByText(/This record was changed by someone else/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload record' }));
    // The editor stays open on their version, focus in it, ready to edit again.
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Edit target' }) as HTMLTextAreaElement).value).toBe(
        'Konto (by a colleague)',
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Edit source' }));
    expect(screen.queryByText(/This record was changed by someone else/)).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit target' })).toBeNull());
    expect(rows()[0]!.cells[TARGET]!.textContent).toBe('Konto (by a colleague)');
  });

  it('downloads each export format the menu offers as the server makes it, with its own file name', async () => {
    const manager = await api.signIn('manager');
    const terms = [1, 2, 3].map((n) => ({ source: `term-${n}`, target: `Ziel-${n}` }));
    const { glossary } = await createGlossaryWithTerms(manager, 'Export me', terms);
    // The browser's download starts from a link the page clicks: the test reads where it leads.
    const links: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push(this.getAttribute('href')!);
    });
    const user = userEvent.setup();
    await renderSignedInScreen(<GlossaryScreen />, '/glossary/:id', `/glossary/${glossary.id}`);
    for (const { label, file, holds } of EXPORTS) {
      await user.click(await screen.findByRole('button', { name: 'Export' }));
      await user.click(screen.getByRole('menuitem', { name: label }));
      await waitFor(() => expect(links).toHaveLength(EXPORTS.findIndex((e) => e.label === label) + 1));
      const download = await manager.inject(links.at(-1)!);
      expect(download.statusCode, label).toBe(200);
      expect(download.headers['content-disposition'], label).toContain(`attachment; filename="${file}"`);
      expect(download.rawPayload.toString('latin1'), label).toContain(holds);
    }
  });
});
