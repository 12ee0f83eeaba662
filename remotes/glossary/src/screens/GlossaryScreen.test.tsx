import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, mockServer } from '@tessera/shared/mocks/node';
import { expectResourceHeader } from '@tessera/shared/mocks/render';
import { renderGlossaryScreen } from './testing.tsx';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());

const rows = () =>
  within(screen.getByRole('table', { name: 'Glossary records' }))
    .getAllByRole('row')
    .slice(1) as HTMLTableRowElement[];
/** The rows' columns: the selection's box, source, target, comment, status, last change. */
const [SOURCE, TARGET, COMMENT, , CHANGED] = [1, 2, 3, 4, 5];
const currentUrl = () => screen.getByLabelText('Current location').textContent;
const pager = () => screen.getByRole('navigation', { name: 'Records pages' });

/** The sample glossary's screen opened at `path`, once its records show, and a user to drive it. */
async function openSampleGlossary(path = '/glossary/1', role?: 'admin' | 'manager' | 'user') {
  const user = userEvent.setup();
  const view = await renderGlossaryScreen(path, { role });
  await screen.findByRole('table', { name: 'Glossary records' });
  return { ...view, user };
}

/** The sample glossary's header button `button` clicked, and the dialog it opens. */
async function openFromHeader(button: string, dialogName: string) {
  const { user } = await openSampleGlossary();
  await user.click(screen.getByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('dialog', { name: dialogName }) };
}

describe('glossary screen: header and records', () => {
  it('shows the name, languages and record count, and pages the 125 records by 100', async () => {
    const { user } = await openSampleGlossary();
    expectResourceHeader('records-count', 'Product UI terminology', 'en → de', '125 records');
    expect(rows()).toHaveLength(100);
    expect(pager().textContent).toContain('1–100 of 125');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(pager().textContent).toContain('101–125 of 125');
    expect(currentUrl()).toBe('/glossary/1?page=1');
  });

  it('names who made the last change: the last editor, or the creator of a record never edited', async () => {
    await renderGlossaryScreen('/glossary/1', {
      prepare: (mockDb) => void (mockDb.records[1]!.updated_by_user = { id: 77, username: 'mona', display_name: null }),
    });
    await screen.findByRole('table', { name: 'Glossary records' });
    const lastChange = (row: HTMLTableRowElement) => row.cells[CHANGED]!.textContent ?? '';
    expect(lastChange(rows()[0]!)).toMatch(/· admin$/);
    expect(lastChange(rows()[1]!)).toMatch(/· mona$/);
  });

  it('opens on the page named in the URL', async () => {
    await renderGlossaryScreen('/glossary/1?page=1');
    await waitFor(() => expect(rows()).toHaveLength(25));
  });

  it('searches as you type (debounced) and keeps the search in the URL', async () => {
    const { user } = await openSampleGlossary('/glossary/1?page=1');
    await user.type(screen.getByRole('searchbox', { name: 'Search records' }), 'passw');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByTestId('records-summary').textContent).toBe('5 matching');
    expect(rows().every((row) => /passw/i.test(row.textContent ?? ''))).toBe(true);
    // A new search starts at its first page.
    expect(currentUrl()).toBe('/glossary/1?search=passw');

    await user.clear(screen.getByRole('searchbox', { name: 'Search records' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search records' }), 'Zeitplan');
    await waitFor(() => expect(rows().map((r) => r.cells[SOURCE].textContent)).toContain('schedule'));
  });

  it('follows back and forward between searches, box included', async () => {
    const { router } = await renderGlossaryScreen('/glossary/1?search=passw');
    await waitFor(() => expect(rows()).toHaveLength(5));
    await act(() => router.navigate('/glossary/1?search=backup'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect((screen.getByRole('searchbox', { name: 'Search records' }) as HTMLInputElement).value).toBe('backup');
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Search records' }) as HTMLInputElement).value).toBe('passw'),
    );
    // Once the box has settled it does not push its text back over the URL.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(currentUrl()).toBe('/glossary/1?search=passw');
    expect(rows().every((row) => /passw/i.test(row.textContent ?? ''))).toBe(true);
  });

  it("treats the search 'null' as no search, as the API does", async () => {
    await renderGlossaryScreen('/glossary/1?search=null');
    await waitFor(() => expect(pager().textContent).toContain('1–100 of 125'));
  });

  it("treats the search 'null' or 'undefined' as no search in the summary too", async () => {
    await renderGlossaryScreen('/glossary/1?search=null');
    await waitFor(() => expect(screen.getByTestId('records-summary').textContent).toBe('125 total'));
    cleanup();
    await renderGlossaryScreen('/glossary/1?search=undefined');
    await waitFor(() => expect(screen.getByTestId('records-summary').textContent).toBe('125 total'));
  });

  it("keeps the summary of the rows shown until a new search's answer arrives, never mixing the two", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Searches wait for the test; the shared handler then answers them.
    mockServer.use(
      http.get(
        '*/api/glossary/1/records',
        async ({ request }) => void (new URL(request.url).searchParams.get('search') && (await answered)),
      ),
    );
    const { user } = await openSampleGlossary();
    expect(screen.getByTestId('records-summary').textContent).toBe('125 total');
    await user.type(screen.getByRole('searchbox', { name: 'Search records' }), 'passw');
    await waitFor(() => expect(currentUrl()).toBe('/glossary/1?search=passw'));
    expect(screen.getByTestId('records-summary').textContent).toBe('125 total');
    answer();
    await waitFor(() => expect(screen.getByTestId('records-summary').textContent).toBe('5 matching'));
  });

  it('says so when a search matches nothing', async () => {
    await renderGlossaryScreen('/glossary/1?search=no-such-term');
    expect(await screen.findByText('No matching records')).toBeTruthy();
  });

  it('shows "Glossary not found" with a way home for a missing id', async () => {
    const user = userEvent.setup();
    await renderGlossaryScreen('/glossary/999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Glossary not found')).toBeTruthy();
    await user.click(within(alert).getByRole('link', { name: 'Back to all glossaries' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
  });
});

describe('glossary screen: managing the glossary', () => {
  it('renames the glossary in a dialog', async () => {
    const { user, dialog } = await openFromHeader('Rename', 'Rename glossary');
    const name = within(dialog).getByLabelText('Glossary name');
    await user.clear(name);
    await user.type(name, 'UI terms{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('UI terms'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(db.glossaries.find((g) => g.id === 1)?.name).toBe('UI terms');
  });

  it('refuses an empty name without calling the server', async () => {
    const { user, dialog } = await openFromHeader('Rename', 'Rename glossary');
    await user.clear(within(dialog).getByLabelText('Glossary name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(within(dialog).getByText(/Enter a name/)).toBeTruthy();
    expect(db.glossaries.find((g) => g.id === 1)?.name).toBe('Product UI terminology');
  });

  it('deletes the glossary after confirmation and goes home', async () => {
    const { user, dialog } = await openFromHeader('Delete glossary', 'Delete glossary?');
    expect(dialog.textContent).toContain('125 records will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete glossary' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(db.glossaries.some((g) => g.id === 1)).toBe(false);
  });

  it('offers CSV, XLSX and TBX (v2, v3 and TBX-Min) export to managers', async () => {
    const { user } = await openSampleGlossary('/glossary/1', 'manager');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const menu = screen.getByRole('menu', { name: 'Export' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['CSV', 'XLSX', 'TBX', 'TBX v3', 'TBX-Min']);
  });

  it("shows the server's message when an export is refused, and offers no export while an import runs", async () => {
    const message = 'This glossary is still being imported; export it once the import has finished.';
    mockServer.use(http.all('*/api/glossary/1/download', () => HttpResponse.json({ message }, { status: 409 })));
    const { user } = await openSampleGlossary('/glossary/1', 'manager');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'XLSX' }));
    expect((await screen.findByText(`The export failed: ${message}`)).textContent).toBeTruthy();
    cleanup();

    await renderGlossaryScreen('/glossary/2', {
      role: 'manager',
      prepare: (mock) =>
        Object.assign(
          mock.glossaries.find((g) => g.id === 2)!,
          { processing_status: 'processing', processing_progress: 0.25 },
        ),
    });
    const exportButton = await screen.findByRole('button', { name: 'Export' });
    expect((exportButton as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides rename, delete and export from users without glossary.manage but lets them edit records', async () => {
    await openSampleGlossary('/glossary/1', 'user');
    for (const name of ['Rename', 'Delete glossary', 'Export'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'New record' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit record account' })).toBeTruthy();
  });
});

describe('glossary screen: records', () => {
  it('creates a record, the form left open and empty for the next', async () => {
    const { user } = await openSampleGlossary();
    await user.click(screen.getByRole('button', { name: 'New record' }));
    const form = screen.getByRole('form', { name: 'New record' });
    await user.type(within(form).getByLabelText('Source'), 'spell check');
    await user.type(within(form).getByLabelText('Target'), 'Rechtschreibprüfung');
    await user.type(within(form).getByLabelText('Comment'), 'noun');
    await user.click(within(form).getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(db.records).toHaveLength(126));
    expect(db.records.at(-1)).toMatchObject({
      source: 'spell check',
      target: 'Rechtschreibprüfung',
      comment: 'noun',
      glossary_id: 1,
    });
    // The form stays open and empty for the next record.
    expect((within(form).getByLabelText('Source') as HTMLInputElement).value).toBe('');
  });

  it('does not send a record without source and target', async () => {
    const { user } = await openSampleGlossary();
    await user.click(screen.getByRole('button', { name: 'New record' }));
    const form = screen.getByRole('form', { name: 'New record' });
    await user.click(within(form).getByRole('button', { name: 'Add record' }));
    expect(within(form).getAllByText('Required')).toHaveLength(2);
    expect(db.records).toHaveLength(125);
  });

  it('edits a record inline: Enter saves', async () => {
    const { user } = await openSampleGlossary();
    await user.click(screen.getByRole('button', { name: 'Edit record account' }));
    const target = screen.getByRole('textbox', { name: 'Edit target' });
    await user.clear(target);
    await user.type(target, 'Benutzerkonto{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit target' })).toBeNull());
    expect(rows()[0].cells[TARGET].textContent).toBe('Benutzerkonto');
    expect(db.records[0].target).toBe('Benutzerkonto');
  });

  it('edits a record inline in growing text areas: Shift+Enter starts a new line, and line breaks show in the row', async () => {
    const user = userEvent.setup();
    await renderGlossaryScreen('/glossary/1', {
      prepare: (mock) => Object.assign(mock.records[0]!, { comment: 'first line\nsecond line' }),
    });
    await screen.findByRole('table', { name: 'Glossary records' });
    expect(rows()[0].cells[COMMENT].textContent).toBe('first line\nsecond line');
    expect(rows()[0].cells[COMMENT].className).toContain('whitespace-pre-wrap');
    await user.click(screen.getByRole('button', { name: 'Edit record account' }));
    const comment = screen.getByRole('textbox', { name: 'Edit comment' }) as HTMLTextAreaElement;
    expect(comment.tagName).toBe('TEXTAREA');
    expect(comment.value).toBe('first line\nsecond line');
    expect(comment.getAttribute('rows')).toBe('2');
    await user.click(comment);
    await user.keyboard('{Shift>}{Enter}{/Shift}third line');
    expect(comment.value).toBe('first line\nsecond line\nthird line');
    expect(comment.getAttribute('rows')).toBe('3');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit comment' })).toBeNull());
    expect(db.records[0].comment).toBe('first line\nsecond line\nthird line');
    expect(rows()[0].cells[COMMENT].textContent).toBe('first line\nsecond line\nthird line');
  });

  it('edits a record inline: Esc cancels without saving', async () => {
    const { user } = await openSampleGlossary();
    await user.click(screen.getByRole('button', { name: 'Edit record account' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit source' }), ' changed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit source' })).toBeNull();
    expect(rows()[0].cells[SOURCE].textContent).toBe('account');
    expect(db.records[0].source).toBe('account');
  });

  it('deletes a record after confirmation', async () => {
    const { user } = await openSampleGlossary();
    await user.click(screen.getByRole('button', { name: 'Delete record account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete record account' })).toBeNull());
    expect(db.records.some((r) => r.source === 'account')).toBe(false);
  });

  it('steps back a page when a delete empties the last page', async () => {
    const user = userEvent.setup();
    await renderGlossaryScreen('/glossary/1?page=1');
    await waitFor(() => expect(rows()).toHaveLength(25));
    // Others delete all but one record of the last page meanwhile; this user deletes the last one.
    const [lastOne] = db.records.splice(100, 25, db.records[100]);
    await user.click(screen.getByRole('button', { name: `Delete record ${lastOne.source}` }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete record?' })).getByRole('button', { name: 'Delete record' }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/glossary/1'));
    await waitFor(() => expect(pager().textContent).toContain('1–100 of 100'));
  });
});

describe('glossary screen: keyboard focus after editing and deleting', () => {
  const editButton = (source: string) => screen.getByRole('button', { name: `Edit record ${source}` });

  it('returns focus to the row after Enter saves and after Esc cancels', async () => {
    const { user } = await openSampleGlossary();
    await user.click(editButton('account'));
    await user.type(screen.getByRole('textbox', { name: 'Edit target' }), ' neu{Enter}');
    await waitFor(() => expect(db.records[0].target).toMatch(/ neu$/));
    await waitFor(() => expect(document.activeElement).toBe(editButton('account')));

    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Edit source' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(editButton('account'));
  });

  it('moves focus to the next row after a delete, to the previous one after the last row, to the search box when none is left', async () => {
    const { user } = await openSampleGlossary('/glossary/1?search=passw');
    await waitFor(() => expect(rows()).toHaveLength(5));
    const sources = rows().map((row) => row.cells[SOURCE].textContent!);
    const confirmDelete = async (source: string) => {
      screen.getByRole('button', { name: `Delete record ${source}` }).focus();
      await user.keyboard('{Enter}');
      await user.click(
        within(screen.getByRole('dialog', { name: 'Delete record?' })).getByRole('button', { name: 'Delete record' }),
      );
    };

    await confirmDelete(sources[1]!);
    await waitFor(() => expect(document.activeElement).toBe(editButton(sources[2]!)));
    await confirmDelete(sources[4]!);
    await waitFor(() => expect(document.activeElement).toBe(editButton(sources[3]!)));
    for (const source of [sources[0]!, sources[2]!, sources[3]!]) {
      await confirmDelete(source);
      await waitFor(() => expect(screen.queryByRole('button', { name: `Delete record ${source}` })).toBeNull());
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search records' })));
  });
});

describe('glossary screen: imports', () => {
  it('shows the progress of a running import (polled), then the records', async () => {
    const legal = () => db.glossaries.find((g) => g.id === 2)!;
    await renderGlossaryScreen('/glossary/2', {
      prepare: () => void Object.assign(legal(), { processing_status: 'processing', processing_progress: 0.25 }),
    });
    const progress = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByRole('table', { name: 'Glossary records' })).toBeNull();
    // The import moves on between two polls of the screen, then ends with two records.
    legal().processing_progress = 0.75;
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75'), {
      timeout: 3000,
    });
    const term = (source: string, target: string, id: number) => ({
      ...db.records[0]!,
      id,
      glossary_id: 2,
      source,
      target,
    });
    db.records.push(term('contract', 'Vertrag', 901), term('clause', 'Klausel', 902));
    Object.assign(legal(), { processing_status: 'done', processing_progress: 1, records_count: 2 });
    await screen.findByRole('table', { name: 'Glossary records' }, { timeout: 3000 });
    expect(rows().map((r) => r.cells[SOURCE].textContent)).toEqual(['contract', 'clause']);
    expect(screen.getByTestId('records-count').textContent).toBe('2 records');
  }, 10_000);

  it('shows why an import failed', async () => {
    await renderGlossaryScreen('/glossary/2', {
      prepare: (mock) => {
        Object.assign(
          mock.glossaries.find((g) => g.id === 2)!,
          { processing_status: 'error', processing_error: 'Line 3: the target column is missing.' },
        );
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The import failed');
    expect(alert.textContent).toContain('Line 3: the target column is missing.');
  });
});
