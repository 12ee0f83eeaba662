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

const table = () => screen.getByRole('table', { name: 'Glossary records' });
const rows = () => within(table()).getAllByRole('row').slice(1) as HTMLTableRowElement[];
/** The rows' columns: the selection's box, source, target, comment, status, last change. */
const [SOURCE, , , STATUS] = [1, 2, 3, 4];

async function openSampleGlossary(path = '/glossary/1') {
  const user = userEvent.setup();
  const view = await renderGlossaryScreen(path);
  await screen.findByRole('table', { name: 'Glossary records' });
  return { ...view, user };
}

/** The POST requests of bulk deletes the mock received, with their bodies. */
function bulkDeletes() {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/records/delete'))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

describe('glossary screen: search hits, selecting and deleting several records', () => {
  it('marks the search hits in source and target', async () => {
    await openSampleGlossary('/glossary/1?search=konto');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const marks = within(table())
      .getAllByText((_content, element) => element?.tagName === 'MARK')
      .map((mark) => mark.textContent!.toLowerCase());
    expect(marks.length).toBe(rows().length);
    expect(new Set(marks)).toEqual(new Set(['konto']));
  });

  it('selects a range with Shift and deletes it in one request, after a confirmation naming the count', async () => {
    const deletes = bulkDeletes();
    const { user } = await openSampleGlossary();
    const box = (index: number) => within(rows()[index]!).getByRole('checkbox');
    await user.click(box(1));
    await user.keyboard('{Shift>}');
    await user.click(box(4));
    await user.keyboard('{/Shift}');
    expect(screen.getByTestId('selection-summary').textContent).toBe('4 records selected');
    const chosen = [1, 2, 3, 4].map((index) => db.records[index]!.id);

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 4 records?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 4 records' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toEqual([{ ids: chosen }]);
    expect(db.records.some((r) => chosen.includes(r.id))).toBe(false);
    expect(screen.queryByTestId('selection-summary')).toBeNull();
  });

  it('selects every record matching the search, beyond the page, and deletes them by the search', async () => {
    const deletes = bulkDeletes();
    const { user } = await openSampleGlossary();
    await user.click(screen.getByRole('checkbox', { name: 'Select every record on this page' }));
    expect(screen.getByTestId('selection-summary').textContent).toBe('100 records selected');
    await user.click(screen.getByRole('button', { name: 'Select all 125 records' }));
    expect(screen.getByTestId('selection-summary').textContent).toBe('All 125 records selected');

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all 125 records?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete all 125 records' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toEqual([{ search: '' }]);
    expect(await screen.findByText('This glossary has no records yet')).toBeTruthy();
  });

  it('starts with nothing selected after a new search', async () => {
    const { user } = await openSampleGlossary();
    await user.click(within(rows()[0]!).getByRole('checkbox'));
    expect(screen.getByTestId('selection-summary').textContent).toBe('1 record selected');
    await user.type(screen.getByRole('searchbox', { name: 'Search records' }), 'file');
    await waitFor(() => expect(screen.queryByTestId('selection-summary')).toBeNull());
  });

  it("edits a term's status, definition, part of speech, case sensitivity and match rule in the row's editor", async () => {
    const { user } = await openSampleGlossary();
    await user.click(screen.getByRole('button', { name: 'Edit record account' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Edit status' }), 'forbidden');
    await user.type(screen.getByRole('textbox', { name: 'Definition' }), 'A user of the product');
    await user.type(screen.getByRole('textbox', { name: 'Part of speech' }), 'noun');
    await user.click(screen.getByRole('checkbox', { name: 'Case-sensitive' }));
    expect((screen.getByRole('combobox', { name: 'Match' }) as HTMLSelectElement).value).toBe('stemmed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match' }), 'prefix');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Edit status' })).toBeNull());
    expect(db.records[0]).toMatchObject({
      status: 'forbidden',
      definition: 'A user of the product',
      part_of_speech: 'noun',
      case_sensitive: true,
      match_rule: 'prefix',
    });
    expect(rows()[0]!.cells[STATUS]!.textContent).toBe('Forbidden');
    expect(rows()[0]!.cells[SOURCE]!.textContent).toBe('accountnoun · case-sensitive · prefix match');
  });
});
