import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SessionProvider, createSessionStore, onUnauthorized } from '@tessera/shared';
import { inlineToken, type Document, type DocumentRecord, type Role } from '@tessera/shared/contract';
import { segmentStatus } from '@tessera/shared/contract/segment-status';
import { MOCK_PASSWORD, db, mockServer, resetMockDb } from '@tessera/shared/mocks/node';
import { DocumentScreen } from './DocumentScreen.tsx';

const t = inlineToken;
const document1: Document = {
  id: 1, created_by: 1, name: 'help.xlf', type: 'XLIFF', status: 'done', processing_error: null,
  records_count: 3, approved_records_count: 1, words_count: 9, approved_words_count: 3,
  source_lang: 'en', target_lang: 'de', project_id: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
};
const record = (position: number, fields: Partial<DocumentRecord>): DocumentRecord => ({
  id: 100 + position, document_id: 1, position, unit_id: `u${position}`, segment_id: null, source: '', target: '',
  codes: [], approved: false, state: null, status: 'new', locked: false, note: null, context: null, words: 3,
  updated_at: '2026-01-01T00:00:00.000Z', ...fields,
});
let records: DocumentRecord[];
let saved: { id: string; body: unknown }[];

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  localStorage.clear();
  saved = [];
  records = [
    record(0, {
      source: `Click ${t(1)}here${t(2)}`,
      codes: [
        { id: 1, kind: 'open', label: '<1>', xml: '<g id="1">' },
        { id: 2, kind: 'close', label: '</1>', xml: '</g>' },
      ],
      note: 'Button label',
    }),
    record(1, { source: 'Approved one', target: 'Schon fertig', approved: true, state: 'final', status: 'final' }),
    record(2, { source: 'Tessera', target: 'Tessera', locked: true }),
  ];
  mockServer.use(
    http.get('*/api/document/1', () => HttpResponse.json(document1)),
    http.get('*/api/document/1/records', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter');
      const shown = filter === 'unapproved' ? records.filter((r) => !r.approved) : records;
      return HttpResponse.json({ records: shown, total_rows: shown.length });
    }),
    http.put('*/api/document/records/:id', async ({ params, request }) => {
      const body = (await request.json()) as { target: string; approved: boolean };
      saved.push({ id: String(params.id), body });
      if (body.target === 'stale') return HttpResponse.json({ message: 'changed' }, { status: 409 });
      const before = records.find((r) => r.id === Number(params.id))!;
      const status = segmentStatus({ ...before, ...body, edited: true });
      return HttpResponse.json({ ...before, ...body, status, updated_at: '2026-01-02T00:00:00.000Z' });
    }),
  );
});
let stopListening = () => {};
afterEach(() => {
  cleanup();
  stopListening();
});
afterAll(() => mockServer.close());

async function renderScreen(path: string, role: Role = 'user') {
  resetMockDb({ signedInAs: role });
  const store = createSessionStore();
  await store.fetchCurrentUser();
  // As the app's own store does: a 401 from any call tells the store the session ended.
  stopListening = onUnauthorized(() => store.markStale());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/document/:id', element: <DocumentScreen /> }, { path: '/', element: <p>Home</p> }], {
    initialEntries: [path],
  });
  render(
    <SessionProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
}

const segment = (n: number) => screen.getByRole('listitem', { name: `Segment ${n}` });

describe('document screen', () => {
  it('shows name, languages, progress and the segments with their codes, notes and status', async () => {
    await renderScreen('/document/1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('help.xlf');
    expect(screen.getByLabelText('Languages').textContent).toBe('en → de');
    expect(screen.getByRole('progressbar', { name: 'Approved segments' }).getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByRole('link', { name: 'Download XLIFF' }).getAttribute('href')).toBe('/api/document/1/download');
    await screen.findByRole('list', { name: 'Segments' });
    expect(within(segment(1)).getAllByLabelText(/inline code/).map((chip) => chip.textContent)).toEqual(['<1>', '</1>']);
    expect(within(segment(1)).getByText('Button label')).toBeTruthy();
    expect(within(segment(1)).getByText('new')).toBeTruthy();
    expect(within(segment(2)).getByText('final')).toBeTruthy();
    // Locked segments have no editor.
    expect(within(segment(3)).getByText('locked')).toBeTruthy();
    expect(within(segment(3)).queryByRole('textbox')).toBeNull();
  });

  it('saves and approves a target built from the source, with its codes as tokens', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    await user.click(screen.getByRole('button', { name: 'Copy source to target of segment 1' }));
    await user.click(screen.getByRole('button', { name: 'Save and approve segment 1' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ id: '100', body: { target: `Click ${t(1)}here${t(2)}`, approved: true, updated_at: '2026-01-01T00:00:00.000Z' } });
    await waitFor(() => expect(within(segment(1)).getByText('approved')).toBeTruthy());
  });

  it('moves the caret to the next editable segment after Ctrl+Enter, skipping locked ones', async () => {
    const user = userEvent.setup();
    records[1] = { ...records[1]!, locked: true };
    records.push(record(3, { source: 'Last one' }));
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    await user.click(screen.getByRole('button', { name: 'Copy source to target of segment 1' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Target of segment 4' })));
  });

  it('after Ctrl+Enter on the last row of a filtered page, goes on with the very next segment (none skipped)', async () => {
    const user = userEvent.setup();
    // 150 unapproved segments; the server pages the filtered list, so approved ones leave it.
    records = Array.from({ length: 150 }, (_, position) => record(position, { source: `Sentence ${position + 1}` }));
    mockServer.use(
      http.get('*/api/document/1/records', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const shown = params.get('filter') === 'unapproved' ? records.filter((r) => !r.approved) : records;
        const page = Number(params.get('page') ?? 0);
        return HttpResponse.json({ records: shown.slice(page * 100, page * 100 + 100), total_rows: shown.length });
      }),
      http.put('*/api/document/records/:id', async ({ params, request }) => {
        const body = (await request.json()) as { target: string; approved: boolean };
        const index = records.findIndex((r) => r.id === Number(params.id));
        records[index] = { ...records[index]!, ...body, updated_at: '2026-01-02T00:00:00.000Z' };
        return HttpResponse.json(records[index]);
      }),
    );
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    await user.selectOptions(screen.getByLabelText('Show'), 'unapproved');
    await user.click(screen.getByRole('button', { name: 'Copy source to target of segment 100' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Target of segment 101' })));
    // The page index stayed; it now starts with the segments that followed the approved ones.
    expect(within(screen.getByRole('list', { name: 'Segments' })).getAllByRole('listitem')[99]!.getAttribute('aria-label')).toBe('Segment 101');
  });

  it('goes to a segment by number: its page opens in the whole list with the caret in it', async () => {
    const user = userEvent.setup();
    records = Array.from({ length: 250 }, (_, position) => record(position, { source: `Sentence ${position + 1}` }));
    let asked: string | null = null;
    mockServer.use(
      http.get('*/api/document/1', () => HttpResponse.json({ ...document1, records_count: 250 })),
      http.get('*/api/document/1/records', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked = params.toString();
        const search = params.get('search') ?? '';
        const shown = records.filter((r) => r.source.includes(search));
        const page = Number(params.get('page') ?? 0);
        return HttpResponse.json({ records: shown.slice(page * 100, page * 100 + 100), total_rows: shown.length });
      }),
    );
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    await user.type(screen.getByLabelText('Search source and target'), 'Sentence 1');
    await waitFor(() => expect(asked).toContain('search=Sentence+1'));
    await user.type(screen.getByLabelText('Go to segment'), '234');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Target of segment 234' })));
    expect(asked).toBe('page=2');
    expect((screen.getByLabelText('Search source and target') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
  });

  it('inserts codes with F9 (next missing) and Ctrl+Alt+digit, but leaves AltGr+digit to type its character', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    const editor = await screen.findByRole('textbox', { name: 'Target of segment 1' });
    const chips = () => within(editor).queryAllByLabelText(/inline code/).map((chip) => chip.textContent);
    await user.click(editor);
    await user.keyboard('{Control>}{Alt>}{AltGraph>}1{/AltGraph}{/Alt}{/Control}');
    expect(chips()).toEqual([]);
    await user.keyboard('{F9}');
    expect(chips()).toEqual(['<1>']);
    await user.keyboard('{Control>}{Alt>}2{/Alt}{/Control}');
    expect(chips()).toEqual(['<1>', '</1>']);
    await user.keyboard('{F9}');
    expect(chips()).toEqual(['<1>', '</1>']);
  });

  it('explains a conflicting change (409) and offers to reload the segment', async () => {
    const user = userEvent.setup();
    records[0] = { ...records[0]!, source: 'stale', codes: [] };
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    await user.click(screen.getByRole('button', { name: 'Copy source to target of segment 1' }));
    await user.click(screen.getByRole('button', { name: 'Save and approve segment 1' }));
    expect((await within(segment(1)).findByRole('alert')).textContent).toContain('Someone else changed this segment');
    expect(within(segment(1)).getByRole('button', { name: 'Reload segment' })).toBeTruthy();
  });

  it('keeps line breaks typed with Shift+Enter, at the end of the target too', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await user.click(await screen.findByRole('textbox', { name: 'Target of segment 1' }));
    await user.keyboard('erste Zeile{Shift>}{Enter}{/Shift}zweite Zeile');
    await user.click(screen.getByRole('button', { name: 'Save segment 1' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toMatchObject({ target: 'erste Zeile\nzweite Zeile' });
    await user.click(screen.getByRole('textbox', { name: 'Target of segment 2' }));
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Save segment 2' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.body).toMatchObject({ target: 'Schon fertig\n' });
  });

  it('puts the caret after an inline code that is clicked, so typing goes on there', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    await user.click(screen.getByRole('button', { name: 'Copy source to target of segment 1' }));
    const editor = screen.getByRole('textbox', { name: 'Target of segment 1' });
    await user.click(within(editor).getByLabelText('inline code <1>'));
    await user.keyboard('x');
    await user.click(screen.getByRole('button', { name: 'Save segment 1' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toMatchObject({ target: `Click ${t(1)}xhere${t(2)}` });
  });

  it('starts on page 1 when the filter changes, going back to a filter shown before too', async () => {
    const user = userEvent.setup();
    records = Array.from({ length: 250 }, (_, position) => record(position, { source: `Sentence ${position + 1}` }));
    mockServer.use(
      http.get('*/api/document/1', () => HttpResponse.json({ ...document1, records_count: 250 })),
      http.get('*/api/document/1/records', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 0);
        return HttpResponse.json({ records: records.slice(page * 100, page * 100 + 100), total_rows: records.length });
      }),
    );
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByLabelText('Show'), 'unapproved');
    await screen.findByText('Page 1 of 3');
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Segments' })).getAllByRole('listitem')[0]!.getAttribute('aria-label')).toBe('Segment 1');
  });

  it('keeps unsaved targets across pages as drafts, marks and lists them, and saves them against the version they were typed on', async () => {
    const user = userEvent.setup();
    records = Array.from({ length: 150 }, (_, position) => record(position, { source: `Sentence ${position + 1}` }));
    mockServer.use(
      http.get('*/api/document/1', () => HttpResponse.json({ ...document1, records_count: 150 })),
      http.get('*/api/document/1/records', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 0);
        return HttpResponse.json({ records: records.slice(page * 100, page * 100 + 100), total_rows: records.length });
      }),
    );
    await renderScreen('/document/1');
    await user.click(await screen.findByRole('textbox', { name: 'Target of segment 2' }));
    await user.keyboard('Entwurf');
    expect(within(segment(2)).getByText('edited, unsaved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('textbox', { name: 'Target of segment 101' });
    expect(screen.getByRole('status').textContent).toContain('Unsaved changes in segment');
    // Someone else's save after the draft was begun must not be overwritten silently.
    records[1] = { ...records[1]!, target: 'Fremd', updated_at: '2026-01-03T00:00:00.000Z' };
    await user.click(screen.getByRole('button', { name: 'Go to unsaved segment 2' }));
    const editor = await screen.findByRole('textbox', { name: 'Target of segment 2' });
    await waitFor(() => expect(editor.textContent).toBe('Entwurf'));
    expect(within(segment(2)).getByText('edited, unsaved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save segment 2' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ id: '101', body: { target: 'Entwurf', approved: false, updated_at: '2026-01-01T00:00:00.000Z' } });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(within(segment(2)).queryByText('edited, unsaved')).toBeNull();
  });

  it('asks before leaving the document with unsaved targets (Stay keeps them), and before closing the tab', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    const editor = await screen.findByRole('textbox', { name: 'Target of segment 1' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(editor);
    await user.keyboard('Hier');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    expect(dialog.textContent).toContain('Segment 1 has a target that is not saved');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: 'Target of segment 1' }).textContent).toBe('Hier');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('button', { name: 'Discard and leave' }));
    expect(await screen.findByText('Home')).toBeTruthy();
  });

  it('keeps the caret in the segment when it is reloaded after a conflict', async () => {
    const user = userEvent.setup();
    records[0] = { ...records[0]!, source: 'stale', codes: [] };
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    await user.click(screen.getByRole('button', { name: 'Copy source to target of segment 1' }));
    await user.click(screen.getByRole('button', { name: 'Save segment 1' }));
    await user.click(await within(segment(1)).findByRole('button', { name: 'Reload segment' }));
    const editor = screen.getByRole('textbox', { name: 'Target of segment 1' });
    expect(document.activeElement).toBe(editor);
    expect(editor.textContent).toBe('');
    expect(within(segment(1)).queryByText('edited, unsaved')).toBeNull();
  });

  it('says why a segment is locked', async () => {
    records.push(record(3, { source: 'Two.', target: 'Zwei.', locked: true, segment_id: '2' }));
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    expect(within(segment(3)).getByText('translate="no"')).toBeTruthy();
    expect(within(segment(3)).getByLabelText('Target of segment 3').getAttribute('title')).toContain('not to be translated');
    expect(within(segment(4)).getByText('translate="no" or unmatched segments')).toBeTruthy();
    expect(within(segment(4)).getByLabelText('Target of segment 4').getAttribute('title')).toContain('could not be matched');
  });

  it('filters the segments not approved yet', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    await user.selectOptions(screen.getByLabelText('Show'), 'unapproved');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Segments' })).getAllByRole('listitem')).toHaveLength(2));
  });

  it("shows each status in the filter's words, with the file's own state beneath when it says more", async () => {
    const user = userEvent.setup();
    let asked: string | null = null;
    records = [
      record(0, { source: 'One', target: 'Eins', state: 'needs-review-translation', status: 'needs-review' }),
      record(1, { source: 'Two', target: 'Zwei', state: 'translated', status: 'translated' }),
      record(2, { source: 'Three', target: 'Drei', approved: true, state: 'signed-off', status: 'final' }),
      record(3, { source: 'Four', state: 'needs-l10n', status: 'needs-translation' }),
    ];
    mockServer.use(
      http.get('*/api/document/1/records', ({ request }) => {
        asked = new URL(request.url).searchParams.get('filter');
        const shown = records.filter((r) => asked === null || r.status === asked);
        return HttpResponse.json({ records: shown, total_rows: shown.length });
      }),
    );
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    expect(within(segment(1)).getByText('needs review')).toBeTruthy();
    expect(within(segment(1)).getByLabelText('State in the file: needs-review-translation').textContent).toBe('needs-review-translation');
    expect(within(segment(2)).getByText('translated')).toBeTruthy();
    expect(within(segment(2)).queryByLabelText(/State in the file/)).toBeNull();
    expect(within(segment(3)).getByText('final')).toBeTruthy();
    expect(within(segment(3)).getByText('signed-off')).toBeTruthy();
    expect(within(segment(4)).getByText('needs translation')).toBeTruthy();
    const options = within(screen.getByLabelText('Show')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All segments', 'Not approved', 'New', 'Needs translation', 'Translated', 'Needs review', 'Final', 'Approved']);
    await user.selectOptions(screen.getByLabelText('Show'), 'Needs review');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Segments' })).getAllByRole('listitem')).toHaveLength(1));
    expect(asked).toBe('needs-review');
  });

  it('lets a manager rename the document; a user has no such buttons', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1', 'manager');
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const field = screen.getByLabelText('Document name');
    await user.clear(field);
    await user.type(field, 'Help pages');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    // Saved by the shared mock API (@tessera/shared/mocks), which also answers 404 for a missing document.
    await waitFor(() => expect(db.documents.find((d) => d.id === 1)?.name).toBe('Help pages'));
    expect(screen.getByRole('button', { name: 'Delete document' })).toBeTruthy();
    cleanup();
    await renderScreen('/document/1', 'user');
    await screen.findByRole('list', { name: 'Segments' });
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
  });

  it("gives source and target text the document's languages, right to left where the language is written so", async () => {
    mockServer.use(http.get('*/api/document/1', () => HttpResponse.json({ ...document1, source_lang: 'en_US', target_lang: 'ar-EG' })));
    await renderScreen('/document/1');
    await screen.findByRole('list', { name: 'Segments' });
    const source = within(segment(1)).getByTestId('segment-source');
    expect([source.getAttribute('lang'), source.getAttribute('dir')]).toEqual(['en-US', 'ltr']);
    const editor = screen.getByRole('textbox', { name: 'Target of segment 1' });
    expect([editor.getAttribute('lang'), editor.getAttribute('dir')]).toEqual(['ar-EG', 'rtl']);
    const lockedTarget = within(segment(3)).getByLabelText('Target of segment 3');
    expect([lockedTarget.getAttribute('lang'), lockedTarget.getAttribute('dir')]).toEqual(['ar-EG', 'rtl']);
  });

  it("declares a language the file does not give as unknown, not as the page's English", async () => {
    mockServer.use(http.get('*/api/document/1', () => HttpResponse.json({ ...document1, target_lang: '' })));
    await renderScreen('/document/1');
    const editor = await screen.findByRole('textbox', { name: 'Target of segment 1' });
    expect([editor.getAttribute('lang'), editor.getAttribute('dir')]).toEqual(['', 'auto']);
    expect(within(segment(1)).getByTestId('segment-source').getAttribute('lang')).toBe('en');
  });

  it('drops the missing-codes message once F9 has inserted the codes', async () => {
    const user = userEvent.setup();
    mockServer.use(
      http.put('*/api/document/records/:id', async ({ request }) => {
        const body = (await request.json()) as { target: string };
        saved.push({ id: 'refused', body });
        return HttpResponse.json({ message: "The target's inline codes do not match the source: missing <1>, </1>" }, { status: 422 });
      }),
    );
    await renderScreen('/document/1');
    await user.click(await screen.findByRole('textbox', { name: 'Target of segment 1' }));
    await user.keyboard('Klicken Sie hier');
    await user.click(screen.getByRole('button', { name: 'Save segment 1' }));
    expect((await within(segment(1)).findByRole('alert')).textContent).toContain('missing <1>');
    await user.click(screen.getByRole('textbox', { name: 'Target of segment 1' }));
    await user.keyboard('{F9}');
    expect(within(segment(1)).queryByRole('alert')).toBeNull();
  });

  it('keeps Approve disabled while the target translates nothing, and Ctrl+Enter does not send it', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    const editor = await screen.findByRole('textbox', { name: 'Target of segment 1' });
    const approve = () => screen.getByRole('button', { name: 'Save and approve segment 1' }) as HTMLButtonElement;
    expect(approve().disabled).toBe(true);
    await user.click(editor);
    await user.keyboard('   {Control>}{Enter}{/Control}');
    expect(approve().disabled).toBe(true);
    await user.keyboard('Hallo');
    expect(approve().disabled).toBe(false);
    await user.keyboard('{Backspace>8/}');
    expect(editor.textContent).toBe('');
    expect(approve().disabled).toBe(true);
    // The source has text: its codes alone translate nothing.
    await user.keyboard('{F9}{F9}');
    expect(within(editor).getAllByLabelText(/inline code/)).toHaveLength(2);
    expect(approve().disabled).toBe(true);
    await user.keyboard('hier');
    expect(approve().disabled).toBe(false);
    expect(saved).toEqual([]);
    // A target already there (segment 2) can be approved at once.
    expect((screen.getByRole('button', { name: 'Save and approve segment 2' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps a target whose save met an ended session, asks to sign in over the editor, then saves it', async () => {
    const user = userEvent.setup();
    let sessionEnded = true;
    mockServer.use(
      http.put('*/api/document/records/:id', ({ params }) => {
        if (!sessionEnded) return;
        saved.push({ id: String(params.id), body: 'refused: signed out' });
        // The session is gone on the server (signed out elsewhere, expired, account disabled).
        db.currentUserId = null;
        sessionEnded = false;
        return HttpResponse.json({ message: 'Sign in first' }, { status: 401 });
      }),
    );
    await renderScreen('/document/1');
    await user.click(await screen.findByRole('textbox', { name: 'Target of segment 2' }));
    await user.keyboard(' und übersetzt{Control>}{Enter}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(dialog.textContent).toContain('Your session ended. Sign in again to save.');
    expect(screen.getByRole('textbox', { name: 'Target of segment 2' }).textContent).toBe('Schon fertig und übersetzt');
    expect(within(segment(2)).getByText('edited, unsaved')).toBeTruthy();
    expect(within(segment(2)).queryByRole('alert')).toBeNull();

    await user.type(within(dialog).getByLabelText('Password'), 'not it{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Wrong email or password');
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), `${MOCK_PASSWORD}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({
      id: '101',
      body: { target: 'Schon fertig und übersetzt', approved: true, updated_at: '2026-01-01T00:00:00.000Z' },
    });
    await waitFor(() => expect(within(segment(2)).queryByText('edited, unsaved')).toBeNull());
    expect(localStorage.length).toBe(0);
  });

  it('keeps typed targets in the browser, and offers them back on the next visit of the same person', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await user.click(await screen.findByRole('textbox', { name: 'Target of segment 1' }));
    await user.keyboard('Entwurf');
    // The tab is closed (or crashes) with the draft unsaved.
    cleanup();

    await renderScreen('/document/1', 'manager');
    await screen.findByRole('list', { name: 'Segments' });
    expect(screen.queryByText('Unsaved targets from an earlier visit')).toBeNull();
    cleanup();

    await renderScreen('/document/1');
    await screen.findByText('Unsaved targets from an earlier visit');
    expect(screen.getByText(/Segment 1 has a target typed here before/)).toBeTruthy();
    expect((await screen.findByRole('textbox', { name: 'Target of segment 1' })).textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.queryByText('Unsaved targets from an earlier visit')).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Target of segment 1' }).textContent).toBe('Entwurf'));
    expect(within(segment(1)).getByText('edited, unsaved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save segment 1' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ id: '100', body: { target: 'Entwurf', approved: false, updated_at: '2026-01-01T00:00:00.000Z' } });
    await waitFor(() => expect(localStorage.length).toBe(0));
  });

  it('throws drafts of an earlier visit away when asked, and keeps the ones typed since', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await user.click(await screen.findByRole('textbox', { name: 'Target of segment 1' }));
    await user.keyboard('Alt');
    cleanup();
    await renderScreen('/document/1');
    await screen.findByText('Unsaved targets from an earlier visit');
    await user.click(await screen.findByRole('textbox', { name: 'Target of segment 2' }));
    await user.keyboard(' neu');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Unsaved targets from an earlier visit')).toBeNull();
    cleanup();
    await renderScreen('/document/1');
    await screen.findByText('Unsaved targets from an earlier visit');
    expect(screen.getByText(/Segment 2 has a target typed here before/)).toBeTruthy();
  });

  it('says when a document does not exist', async () => {
    await renderScreen('/document/2');
    expect(await screen.findByText('Document not found')).toBeTruthy();
  });
});
