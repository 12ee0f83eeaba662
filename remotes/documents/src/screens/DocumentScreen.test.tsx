import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider, createSessionStore, onUnauthorized } from '@tessera/shared';
import { inlineToken, type DocumentRecord, type Role, type Substitution } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { segmentStatus } from '@tessera/shared/contract/segment-status';
import { MOCK_PASSWORD, db, mockServer, resetMockDb } from '@tessera/shared/mocks/node';
import { TestRouter, createTestRouter } from '@tessera/shared/mocks/render';
import {
  answerPanelLookupsWithNothing,
  chipLabels,
  serveMockApi,
  testDocument,
  testSegment,
} from '../common/testing.tsx';
import { DocumentScreen } from './DocumentScreen.tsx';
import { DOCUMENT_REFRESH_MS } from '../common/documentQueries.ts';

const t = inlineToken;
const document1 = testDocument({ approved_records_count: 1, approved_words_count: 3 });
/**
 * An answer to a save: the record with the new target, status and version. What the server rules beyond that (QA
 * holding a confirmation back) is tested against the real server, in DocumentScreen.server.test.tsx.
 */
function answerSave(
  before: DocumentRecord,
  body: { target: string; approved: boolean; unless_qa_errors?: boolean; rejected?: boolean },
) {
  const { unless_qa_errors: _qaIgnoredHere, ...edit } = body;
  const rejected = edit.rejected === true;
  const status = segmentStatus({ ...before, ...edit, rejected, edited: true });
  return { ...before, ...edit, updated_at: '2026-01-02T00:00:00.000Z', status, updated_repetitions: [] };
}
let records: DocumentRecord[];
let saved: { id: string; body: unknown }[];
/** `saved` after one save of segment 1 (id 100) with `body`, sent with the version the screen read. */
const savedOnce = (body: object) => [{ id: '100', body: { ...body, updated_at: '2026-01-01T00:00:00.000Z' } }];
let asked: Record<string, string>[];

serveMockApi();
beforeEach(() => {
  localStorage.clear();
  saved = [];
  asked = [];
  records = [
    testSegment(0, {
      source: `Click ${t(1)}here${t(2)}`,
      codes: [
        { id: 1, kind: 'open', label: '<1>', xml: '<g id="1">' },
        { id: 2, kind: 'close', label: '</1>', xml: '</g>' },
      ],
      note: 'Button label',
    }),
    testSegment(1, { source: 'Approved one', target: 'Schon fertig', approved: true, state: 'final', status: 'final' }),
    testSegment(2, { source: 'Tessera', target: 'Tessera', locked: true }),
  ];
  // The side panel asks about the open segment: this document uses no TM and no glossary.
  answerPanelLookupsWithNothing();
  mockServer.use(
    // The open target's spelling is checked once typing pauses: nothing misspelled here.
    http.post('*/api/spelling/check', () => HttpResponse.json({ lang: 'de', dictionary: 'de', misspelled: [] })),
    http.get('*/api/document/1', () => HttpResponse.json(document1)),
    http.get('*/api/document/1/translation_memories', () => HttpResponse.json([])),
    http.get('*/api/document/1/records', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter');
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      const shown =
        filter === 'unapproved'
          ? records.filter((r) => !r.approved)
          : filter
            ? records.filter((r) => r.status === filter)
            : records;
      return HttpResponse.json({ records: shown, total_rows: shown.length });
    }),
    http.put('*/api/document/records/:id', async ({ params, request }) => {
      const body = (await request.json()) as { target: string; approved: boolean };
      saved.push({ id: String(params.id), body });
      if (body.target === 'stale') return HttpResponse.json({ message: 'changed' }, { status: 409 });
      return HttpResponse.json(
        answerSave(
          records.find((r) => r.id === Number(params.id))!,
          body,
        ),
      );
    }),
  );
});
let stopListening = () => {};
afterEach(() => stopListening());

async function renderScreen(path: string, role: Role = 'user', prepare?: () => void) {
  resetMockDb({ signedInAs: role });
  prepare?.();
  const store = createSessionStore();
  await store.fetchCurrentUser();
  // As the app's own store does: a 401 from any call tells the store the session ended.
  stopListening = onUnauthorized((sentAt) => store.markStale(sentAt));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createTestRouter(path);
  const routes = [
    { path: '/document/:id', element: <DocumentScreen /> },
    { path: '/document/:id/qa', element: <p>QA report page</p> },
    { path: '/', element: <p>Home</p> },
  ];
  render(
    <SessionProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <TestRouter history={router.history} routes={routes} />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return router;
}

const segment = (n: number) => screen.getByRole('row', { name: `Segment ${n}` });
const editorOf = (n: number) => screen.getByRole('textbox', { name: `Target of segment ${n}` });
const statusOf = (n: number) => screen.getByLabelText(`Status of segment ${n}`);

/** Chooses `label` in the Show menu: the server is asked for `filter`, and the table shows segment `n` alone. */
async function filterShowsOnly(user: ReturnType<typeof userEvent.setup>, label: string, filter: string, n: number) {
  await user.selectOptions(screen.getByLabelText('Show'), label);
  await waitFor(() =>
    expect(within(screen.getByRole('table', { name: 'Segments' })).getAllByRole('row')).toHaveLength(2),
  );
  expect(asked.at(-1)).toMatchObject({ page: '0', filter });
  expect(segment(n)).toBeTruthy();
}

/** Opens a segment as a translator does with the mouse: a click on its row. */
async function open(user: ReturnType<typeof userEvent.setup>, n: number) {
  await user.click(within(await screen.findByRole('row', { name: `Segment ${n}` })).getByTestId('segment-source'));
  await waitFor(() => expect(document.activeElement).toBe(editorOf(n)));
}

/** Segment 1's one match, `match`, from the document's read-only "Help TM" (id 7). */
function offerMatchFromHelpTm(match: Pick<Substitution, 'source' | 'target' | 'target_text' | 'similarity'>) {
  const substitution: Substitution = {
    ...match,
    tm_id: 7,
    tm_name: 'Help TM',
    unit_id: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
    changed_at: '2026-01-01T00:00:00.000Z',
    updated_by: null,
  };
  mockServer.use(
    http.get('*/api/document/1/translation_memories', () =>
      HttpResponse.json([{ id: 7, name: 'Help TM', mode: 'read', position: 0, inherited: false }]),
    ),
    http.get('*/api/document/records/100/substitutions', () => HttpResponse.json([substitution])),
  );
}

describe('document screen: the CAT grid', () => {
  it("offers a file in another format in its own format and as XLIFF, and shows the open segment's key, plural form and note", async () => {
    const user = userEvent.setup();
    mockServer.use(
      http.get('*/api/document/1', () => HttpResponse.json({ ...document1, name: 'en.json', type: 'JSON' })),
    );
    records[0] = { ...records[0]!, unit_id: 'inbox.files_few', segment_id: 'few', note: 'Count of files' };
    await renderScreen('/document/1');
    expect((await screen.findByRole('link', { name: 'Download JSON' })).getAttribute('href')).toBe(
      '/api/document/1/download',
    );
    expect(screen.getByRole('link', { name: 'Download XLIFF' }).getAttribute('href')).toBe(
      '/api/document/1/download?as=xliff',
    );
    expect(within(await screen.findByRole('row', { name: 'Segment 1' })).queryByText('Plural: few')).toBeNull();
    await open(user, 1);
    const details = await within(segment(1)).findByTestId('segment-details');
    expect(details.textContent).toContain('Key inbox.files_few');
    expect(within(details).getByText('Plural: few')).toBeTruthy();
    expect(within(details).getByText('Note: Count of files')).toBeTruthy();
  });

  it("shows a plural form's category on every row of the form, open or not, and none on other rows", async () => {
    const user = userEvent.setup();
    records[0] = { ...records[0]!, unit_id: 'files', segment_id: 'msgstr[0].one' };
    records[1] = { ...records[1]!, unit_id: 'files', segment_id: 'msgstr[1].few' };
    await renderScreen('/document/1');
    const category = async (n: number) =>
      within(within(await screen.findByRole('row', { name: `Segment ${n}` })).getByRole('rowheader')).queryByTitle(
        /^Plural form: /,
      )?.textContent ?? null;
    expect([await category(1), await category(2), await category(3)]).toEqual([
      'Plural form: one',
      'Plural form: few',
      null,
    ]);
    await open(user, 2);
    expect([await category(1), await category(2)]).toEqual(['Plural form: one', 'Plural form: few']);
  });

  it('starts with a "Skip to segments" link that puts the keyboard in the first segment, or the open one', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await screen.findByRole('row', { name: 'Segment 1' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to segments' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(editorOf(1)));

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(document.activeElement).toBe(editorOf(2)));
    skip.focus();
    await user.keyboard('{Enter}');
    // The open segment takes the keyboard back, not the grid's first.
    await waitFor(() => expect(document.activeElement).toBe(editorOf(2)));
  });

  it('shows name, languages, progress and one row per segment: number, source with codes, target, status', async () => {
    await renderScreen('/document/1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('help.xlf');
    expect(screen.getByLabelText('Languages').textContent).toBe('en → de');
    expect(screen.getByRole('progressbar', { name: 'Confirmed segments' }).getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByRole('link', { name: 'Download XLIFF' }).getAttribute('href')).toBe('/api/document/1/download');
    const table = await screen.findByRole('table', { name: 'Segments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Structure', 'Source (en)', 'Target (de)', 'Status', 'Origin']);
    await screen.findByRole('row', { name: 'Segment 1' });
    expect(chipLabels(segment(1))).toEqual(['<1>', '</1>']);
    expect(within(segment(1)).getByTestId('segment-source').getAttribute('title')).toBe('Button label');
    expect(statusOf(1).textContent).toBe('new');
    expect(statusOf(2).textContent).toBe('final');
    expect(within(segment(3)).getByText('locked')).toBeTruthy();
    expect(within(segment(3)).getByText('translate="no"')).toBeTruthy();
    // No editor and no buttons until a segment is opened: rows are read-only text.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(within(table).queryAllByRole('button')).toEqual([]);
  });

  it('says the document is out in a package, with whom and until when, and keeps its targets read-only', async () => {
    const user = userEvent.setup();
    // The translator holds the active step: without the package, a click opens the segment's target.
    await renderScreen('/document/1', 'user', () =>
      db.handoffs.push({
        id: 4,
        project_id: 1,
        target_lang: 'de',
        format: 'omegat',
        state: 'out',
        person: { id: 3, username: 'translator', display_name: 'Tomás Freelance' },
        document_ids: [1],
        sent_by: { id: 2, username: 'manager', display_name: null },
        sent_at: '2026-11-20T10:00:00.000Z',
        due_at: '2026-11-27T17:00:00.000Z',
        closed_at: null,
        report: null,
      }),
    );
    const banner = await screen.findByText(/^Out in an OmegaT package with Tomás Freelance \(translator\) since /);
    expect(banner.textContent).toMatch(/, due .+\. The project manager can take it back\.$/);
    expect(screen.getByText('Read-only while out')).toBeTruthy();
    await user.click(within(await screen.findByRole('row', { name: 'Segment 1' })).getByTestId('segment-source'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.queryByRole('textbox', { name: 'Target of segment 1' })).toBeNull();
    expect(saved).toEqual([]);
  });

  it('reads to screen readers as a table: a row header per segment, its texts in their languages, the open segment said with its number and status', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    expect(within(await screen.findByRole('row', { name: 'Segment 1' })).getByRole('rowheader').textContent).toBe('1');
    expect(within(segment(1)).getByTestId('segment-source').getAttribute('lang')).toBe('en');
    expect(within(segment(2)).getByRole('group', { name: 'Target of segment 2' }).getAttribute('lang')).toBe('de');
    await open(user, 1);
    expect(editorOf(1).getAttribute('lang')).toBe('de');
    expect(screen.getByText('Segment 1 of 3, new').getAttribute('role')).toBe('status');
    expect(statusOf(1).getAttribute('aria-live')).toBe('polite');
    // The side panel's lookups for the open segment end before the test does.
    await screen.findByText('This document uses no translation memory, so there are no matches.');
  });

  it('marks in each row where its target came from and its QA findings that are not ignored', async () => {
    records[1] = { ...records[1]!, origin: 'tm-fuzzy', match_percent: 88 };
    records.push(
      testSegment(3, {
        source: 'Page 12',
        target: 'Seite 13',
        status: 'translated',
        origin: 'mt',
        qa: [{ check: 'numbers', severity: 'error', message: 'The numbers differ', ignored: false }],
      }),
      testSegment(4, {
        source: 'Save  it',
        target: 'Speichern  Sie',
        status: 'translated',
        origin: 'manual',
        qa: [
          { check: 'double-spaces', severity: 'warning', message: 'Doubled spaces', ignored: false },
          { check: 'end-punctuation', severity: 'warning', message: 'Ending differs', ignored: true },
        ],
      }),
    );
    await renderScreen('/document/1');
    const row = async (n: number) => within(await screen.findByRole('row', { name: `Segment ${n}` }));
    expect((await row(2)).getByRole('img', { name: 'Translation memory match, 88%' }).textContent).toBe('88%');
    expect((await row(4)).getByRole('img', { name: 'Machine translation' })).toBeTruthy();
    expect((await row(4)).getByRole('img', { name: '1 QA error' })).toBeTruthy();
    expect((await row(5)).getByRole('img', { name: '1 QA warning' })).toBeTruthy();
    // Row 1 has no marker: its only images are the inline codes of its source.
    const images = (await row(1)).queryAllByRole('img');
    expect(images.map((image) => image.getAttribute('aria-label'))).toEqual(['inline code <1>', 'inline code </1>']);
  });

  it("flags a machine translation scoring below the project's threshold while it is the machine's unconfirmed text", async () => {
    const doubted = "Machine translation, quality 62 of 100, below the project's threshold 80";
    const machine = (position: number, source: string, fields: Partial<DocumentRecord>) =>
      testSegment(position, { source, target: `${source} (de)`, status: 'draft', origin: 'mt', ...fields });
    records.push(
      machine(3, 'Doubtful', { mt_quality: { score: 62, threshold: 80 } }),
      machine(4, 'At the threshold', { mt_quality: { score: 80, threshold: 80 } }),
      machine(5, 'Not rated', { mt_quality: null }),
      machine(6, 'Rows of another answer', {}),
      machine(7, 'Confirmed', { approved: true, status: 'translated', mt_quality: { score: 40, threshold: 80 } }),
    );
    const user = userEvent.setup();
    await renderScreen('/document/1');
    const marker = async (n: number) =>
      within(await screen.findByRole('row', { name: `Segment ${n}` })).getByRole('img', {
        name: /^Machine translation/,
      });
    expect((await marker(4)).getAttribute('aria-label')).toBe(doubted);
    expect((await marker(4)).textContent).toBe('MT 62');
    for (const n of [5, 6, 7, 8]) expect((await marker(n)).getAttribute('aria-label')).toBe('Machine translation');

    // Typing makes the target the translator's; back to the machine's words, it is the machine's again.
    await open(user, 4);
    await user.keyboard('!');
    await waitFor(async () => expect((await marker(4)).getAttribute('aria-label')).toBe('Machine translation'));
    await user.keyboard('{Backspace}');
    await waitFor(async () => expect((await marker(4)).getAttribute('aria-label')).toBe(doubted));
    // Confirmed as it is, it is no draft to doubt any more.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(within(statusOf(4)).getByText('confirmed')).toBeTruthy());
    expect((await marker(4)).getAttribute('aria-label')).toBe('Machine translation');
  });

  it('opens a clicked segment in place, and saves its target (codes as tokens) when the translator moves on with Tab', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('{Control>}{Shift>}S{/Shift}{/Control}');
    expect(editorOf(1).textContent).toBe('Click <1>here</1>');
    await user.keyboard('!');
    expect(within(statusOf(1)).getByText('edited')).toBeTruthy();
    await user.keyboard('{Tab}');
    await waitFor(() => expect(document.activeElement).toBe(editorOf(2)));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      id: '100',
      body: { target: `Click ${t(1)}here${t(2)}!`, approved: false, updated_at: '2026-01-01T00:00:00.000Z' },
    });
    await waitFor(() => expect(within(statusOf(1)).getByText('Saved')).toBeTruthy());
    // Saved and not approved: work in progress.
    expect(within(statusOf(1)).getByText('draft')).toBeTruthy();
    // Leaving a segment without a change saves nothing.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(document.activeElement).toBe(editorOf(1)));
    expect(saved).toHaveLength(1);
  });

  it('approves with Ctrl+Enter and opens the next segment not approved, skipping approved and locked ones', async () => {
    const user = userEvent.setup();
    records.push(testSegment(3, { source: 'Last one' }));
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('Klicken{F9}hier{F9}{Control>}{Enter}{/Control}');
    await waitFor(() => expect(document.activeElement).toBe(editorOf(4)));
    // One request saves and approves the typed text: the server approves it, as QA finds no error.
    await waitFor(() => expect(within(statusOf(1)).getByText('confirmed')).toBeTruthy());
    expect(saved).toEqual(savedOnce({ target: `Klicken${t(1)}hier${t(2)}`, approved: true, unless_qa_errors: true }));
    // Nothing after the last one: the caret stays and a screen reader hears why.
    await user.keyboard('Fertig{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Editor messages' }).textContent).toBe(
        'No segment after this one is waiting to be confirmed.',
      ),
    );
    expect(document.activeElement).toBe(editorOf(4));
  });

  /** Answers the saves of segment 1 (id 100) only once `release` is called: with the server's answer, or `failure`. */
  function holdSavesOfSegmentOne() {
    let release!: (failure?: Response) => void;
    const released = new Promise<Response | undefined>((resolve) => (release = resolve));
    mockServer.use(
      http.put('*/api/document/records/100', async () => {
        const failure = await released;
        // Without a failure, the test's own handler answers as the server does.
        if (failure) return failure;
      }),
    );
    return release;
  }

  /**
   * Segment 1 translated and confirmed with Ctrl+Enter while its save is held (`release` lets it through), the
   * caret gone on to the next segment, a last one added after segment 1.
   */
  async function confirmSegmentOneWhileItsSaveIsHeld() {
    const user = userEvent.setup();
    records.push(testSegment(3, { source: 'Last one' }));
    const release = holdSavesOfSegmentOne();
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('Klicken{F9}hier{F9}{Control>}{Enter}{/Control}');
    await waitFor(() => expect(document.activeElement).toBe(editorOf(4)));
    return { user, release };
  }

  it('moves to the next segment at once on Ctrl+Enter, and shows the save of the one left in its row when it arrives', async () => {
    const { user, release } = await confirmSegmentOneWhileItsSaveIsHeld();
    // The caret is in the next segment while segment 1 is still saving, and what is typed there stays.
    expect(within(statusOf(1)).getByText('Saving…')).toBeTruthy();
    await user.keyboard('Fertig');
    expect(editorOf(4).textContent).toBe('Fertig');
    release();
    await waitFor(() => expect(within(statusOf(1)).getByText('Saved')).toBeTruthy());
    expect(within(statusOf(1)).getByText('confirmed')).toBeTruthy();
    expect(document.activeElement).toBe(editorOf(4));
    expect(editorOf(4).textContent).toBe('Fertig');
    // Leaving the last segment saves it too.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(saved.map(({ id }) => id)).toEqual(['100', '103']));
    expect(saved[1]!.body).toMatchObject({ target: 'Fertig', approved: false });
  });

  it('shows a held save that fails in the row left behind, keeping its text, while the next segment is typed on', async () => {
    const { user, release } = await confirmSegmentOneWhileItsSaveIsHeld();
    await user.keyboard('Fer');
    release(HttpResponse.json({ message: 'changed' }, { status: 409 }));
    await waitFor(() => expect(within(statusOf(1)).getByText('Conflict')).toBeTruthy());
    expect(within(segment(1)).getByLabelText('Target of segment 1').textContent).toContain('Klicken');
    await user.keyboard('tig');
    expect(document.activeElement).toBe(editorOf(4));
    expect(editorOf(4).textContent).toBe('Fertig');
  });

  it('refreshes the progress every few seconds while the translator approves segment after segment, and after the last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      records = [0, 1, 2, 3, 4].map((n) => testSegment(n, { source: `Segment ${n + 1}` }));
      let progressRequests = 0;
      mockServer.use(
        http.get('*/api/document/1/progress', () => {
          progressRequests++;
          const approved = saved.filter(({ body }) => (body as { approved: boolean }).approved).length;
          const counts = { total: records.length, translated: approved, approved, rejected: 0 };
          return HttpResponse.json({ segments: counts, words: counts, qa_errors: 0 });
        }),
      );
      await renderScreen('/document/1');
      await open(user, 1);
      await waitFor(() => expect(progressRequests).toBe(1));
      for (const n of [1, 2, 3, 4]) {
        await user.keyboard(`Teil ${n}{Control>}{Enter}{/Control}`);
        await waitFor(() => expect(document.activeElement).toBe(editorOf(n + 1)));
      }
      await waitFor(() => expect(saved).toHaveLength(4));
      // The first save refreshes at once, the ones after it once the window ends: not a request per save.
      expect(progressRequests).toBeGreaterThanOrEqual(2);
      expect(progressRequests).toBeLessThanOrEqual(3);
      await vi.advanceTimersByTimeAsync(DOCUMENT_REFRESH_MS);
      await waitFor(() =>
        expect(screen.getByRole('progressbar', { name: 'Confirmed segments' }).getAttribute('aria-valuenow')).toBe(
          '80',
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves a target made from a match inserted with Ctrl+1 as that match, with its score, even once edited', async () => {
    const user = userEvent.setup();
    offerMatchFromHelpTm({
      source: 'Click here',
      target: `Klicken Sie ${t(1)}hier${t(2)}`,
      target_text: 'Klicken Sie hier',
      similarity: 100,
    });
    await renderScreen('/document/1');
    await open(user, 1);
    await screen.findByRole('listitem', { name: /^Match 1:/ });
    await user.keyboard('{Control>}1{/Control}!{Tab}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toEqual({
      target: `Klicken Sie ${t(1)}hier${t(2)}!`,
      approved: false,
      updated_at: '2026-01-01T00:00:00.000Z',
      origin: 'tm-exact',
      match_percent: 100,
    });
    // Copying the source replaces what was inserted: that save is the translator's own.
    await open(user, 1);
    await user.keyboard('{Control>}{Shift>}S{/Shift}{/Control}{Tab}');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.body).not.toHaveProperty('origin');
  });

  it('replaces the target with match 1 on Ctrl+1: pressed twice, or over a target already there, the match is there once', async () => {
    const user = userEvent.setup();
    records[0] = { ...records[0]!, target: `Vorübersetzt ${t(1)}hier${t(2)}`, origin: 'tm-fuzzy', match_percent: 80 };
    offerMatchFromHelpTm({
      source: 'Click there',
      target: `Klicken Sie ${t(1)}dort${t(2)}`,
      target_text: 'Klicken Sie dort',
      similarity: 86,
    });
    await renderScreen('/document/1');
    await open(user, 1);
    await screen.findByRole('listitem', { name: /^Match 1:/ });
    await user.keyboard('{Control>}1{/Control}{Control>}1{/Control}');
    expect(editorOf(1).textContent).toBe('Klicken Sie <1>dort</1>');
    // The caret is at the end of the match, ready to go on typing.
    await user.keyboard('!{Tab}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toEqual({
      target: `Klicken Sie ${t(1)}dort${t(2)}!`,
      approved: false,
      updated_at: '2026-01-01T00:00:00.000Z',
      origin: 'tm-fuzzy',
      match_percent: 86,
    });
  });

  it('says why Ctrl+1 and Ctrl+Enter did nothing: no match to insert, no segment open', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await screen.findByRole('row', { name: 'Segment 1' });
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('status', { name: 'Editor messages' }).textContent).toBe('Open a segment to confirm it.');
    await open(user, 1);
    await screen.findByText('This document uses no translation memory, so there are no matches.');
    await user.keyboard('{Control>}1{/Control}');
    expect(screen.getByRole('status', { name: 'Editor messages' }).textContent).toBe(
      'This document uses no translation memory: there is no match to insert.',
    );
    expect(editorOf(1).textContent).toBe('');
  });

  it('offers to fill the repetitions of a segment just confirmed, and fills them on request', async () => {
    const user = userEvent.setup();
    records[0] = { ...records[0]!, repetitions: 2 };
    const fills: unknown[] = [];
    mockServer.use(
      http.post('*/api/document/records/100/repetitions', async ({ request }) => {
        fills.push(await request.json());
        return HttpResponse.json({ updated_repetitions: [107, 109] });
      }),
    );
    await renderScreen('/document/1');
    await user.click(await screen.findByRole('button', { name: 'Shortcuts' }));
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      await within(help).findByText('Fill the repetitions of the segment just confirmed with its translation'),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await open(user, 1);
    await user.keyboard('Klicken{F9}hier{F9}{Control>}{Enter}{/Control}');
    const offer = await screen.findByRole('status', { name: 'Repetitions' });
    expect(offer.textContent).toContain('Segment 1 is confirmed and its source occurs 2 more times.');
    // The approval itself leaves the repetitions to the server's setting: the editor does not ask for them.
    expect(saved[0]!.body).not.toHaveProperty('update_repetitions');
    await user.keyboard('{Control>}{Shift>}{Enter}{/Shift}{/Control}');
    await waitFor(() => expect(offer.textContent).toContain("Segment 1's translation filled 2 repetitions."));
    expect(fills).toEqual([{ updated_at: '2026-01-02T00:00:00.000Z' }]);
    await user.click(within(offer).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'Repetitions' })).toBeNull();
  });

  it('offers nothing when the document fills repetitions at once', async () => {
    const user = userEvent.setup();
    records[0] = { ...records[0]!, repetitions: 2 };
    mockServer.use(http.get('*/api/document/1/repetition_settings', () => HttpResponse.json({ propagation: 'auto' })));
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('Klicken{F9}hier{F9}{Control>}{Enter}{/Control}');
    await waitFor(() => expect(within(statusOf(1)).getByText('confirmed')).toBeTruthy());
    expect(screen.queryByRole('status', { name: 'Repetitions' })).toBeNull();
  });

  it('does not approve a target that translates nothing: Ctrl+Enter says so and sends nothing', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('   {Control>}{Enter}{/Control}');
    expect(screen.getByRole('status', { name: 'Editor messages' }).textContent).toBe(
      'An empty target cannot be confirmed: translate the segment first.',
    );
    // The source has text: its codes alone translate nothing either.
    await user.keyboard('{Backspace>3/}{F9}{F9}{Control>}{Enter}{/Control}');
    expect(within(editorOf(1)).getAllByLabelText(/inline code/)).toHaveLength(2);
    expect(document.activeElement).toBe(editorOf(1));
    expect(saved).toEqual([]);
  });

  it('inserts codes with F9 (next missing) and Ctrl+Alt+digit, but leaves AltGr+digit to type its character', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('{Control>}{Alt>}2{/Alt}{/Control}');
    expect(chipLabels(editorOf(1))).toEqual(['</1>']);
    await user.keyboard('{F9}');
    expect(chipLabels(editorOf(1))).toEqual(['</1>', '<1>']);
    await user.keyboard('{F9}');
    expect(screen.getByRole('status', { name: 'Editor messages' }).textContent).toBe(
      'Every inline code of the source is in the target.',
    );
    const altGr = new KeyboardEvent('keydown', {
      key: '2',
      code: 'Digit2',
      ctrlKey: true,
      altKey: true,
      bubbles: true,
      cancelable: true,
      modifierAltGraph: true,
    } as KeyboardEventInit);
    editorOf(1).dispatchEvent(altGr);
    expect(altGr.defaultPrevented).toBe(false);
  });

  it('shows a failed save in the row, and Retry sends it again', async () => {
    const user = userEvent.setup();
    let failures = 1;
    mockServer.use(
      http.put('*/api/document/records/:id', () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'The database is busy' }, { status: 503 });
      }),
    );
    await renderScreen('/document/1');
    await open(user, 2);
    await user.keyboard(' und mehr{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(document.activeElement).toBe(editorOf(1)));
    await waitFor(() => expect(within(statusOf(2)).getByText('Not saved')).toBeTruthy());
    // The text stays, as a draft, while it is not saved.
    expect(within(segment(2)).getByLabelText('Target of segment 2').textContent).toBe('Schon fertig und mehr');
    await user.click(screen.getByRole('button', { name: 'Retry saving segment 2' }));
    await waitFor(() => expect(within(statusOf(2)).getByText('Saved')).toBeTruthy());
    expect(saved.at(-1)).toEqual({
      id: '101',
      body: { target: 'Schon fertig und mehr', approved: false, updated_at: '2026-01-01T00:00:00.000Z' },
    });
  });

  it('says when someone else changed the segment meanwhile (409) and reloads their version on request', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('stale{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(within(statusOf(1)).getByText('Conflict')).toBeTruthy());
    records[0] = { ...records[0]!, target: 'Fremd', updated_at: '2026-01-03T00:00:00.000Z' };
    await user.click(screen.getByRole('button', { name: 'Reload segment 1' }));
    await waitFor(() => expect(within(segment(1)).getByLabelText('Target of segment 1').textContent).toBe('Fremd'));
    expect(within(statusOf(1)).queryByText('Conflict')).toBeNull();
  });

  it('keeps Shift+Enter line breaks, and puts the caret after an inline code that is clicked', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('erste{Shift>}{Enter}{/Shift}zweite{Enter}{F9}');
    await user.click(within(editorOf(1)).getByLabelText('inline code <1>'));
    await user.keyboard('x{Tab}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0]!.body as { target: string }).target).toBe(`erste\nzweite${t(1)}x`);
  });

  it('goes to a segment by number with Ctrl+G, lifting the filter', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await screen.findByRole('row', { name: 'Segment 1' });
    await user.selectOptions(screen.getByLabelText('Show'), 'Not confirmed');
    await waitFor(() => expect(asked.at(-1)?.filter).toBe('unapproved'));
    await user.keyboard('{Control>}g{/Control}');
    expect(document.activeElement).toBe(screen.getByLabelText('Go to segment'));
    await user.keyboard('2{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(editorOf(2)));
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('all');
  });

  it("goes to a segment asked for while the list still waits for one's step, once the list is there", async () => {
    const user = userEvent.setup();
    let answerSteps = () => {};
    const stepsAnswered = new Promise<void>((resolve) => (answerSteps = resolve));
    await renderScreen('/document/1?filter=my-step', 'user', () =>
      mockServer.use(
        // Nothing answered here: the mock's own handler answers, once the test lets it.
        http.get('*/api/document/1/assignments', async () => {
          await stepsAnswered;
        }),
      ),
    );
    await screen.findByText('Loading segments…');
    await user.keyboard('{Control>}g{/Control}');
    await user.keyboard('2{Enter}');
    answerSteps();
    await waitFor(() => expect(document.activeElement).toBe(editorOf(2)));
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('all');
  });

  it('lists the keys of every side-panel tab, Deliver and the QA report in the help, and opens the report on Alt+Q', async () => {
    const user = userEvent.setup();
    // The mock's document 1 is this user's to translate: Deliver is theirs.
    const router = await renderScreen('/document/1');
    await open(user, 1);
    await screen.findByRole('button', { name: 'Deliver translation' });
    await user.keyboard('{F1}');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const described = async (group: string) =>
      Object.fromEntries(
        within(await within(help).findByRole('region', { name: group }))
          .getAllByRole('definition')
          .map((what) => [what.textContent, what.previousElementSibling?.textContent]),
      );
    expect(await described('Side panel')).toEqual({
      'Show the Matches tab and move the keyboard into it': 'Alt+1',
      'Show the Concordance tab and move the keyboard into it': 'Alt+2',
      'Show the Terms tab and move the keyboard into it': 'Alt+3',
      'Show the QA tab and move the keyboard into it': 'Alt+4',
      'Show the History tab and move the keyboard into it': 'Alt+5',
      'Show the Comments tab and move the keyboard into it': 'Alt+6',
      'Show the Screens tab and move the keyboard into it': 'Alt+7',
    });
    expect(await described('Workflow')).toEqual({
      'Open the QA report, the list of segments with QA findings': 'Alt+Q',
      'Deliver the translation (asks first)': 'Ctrl+Shift+D',
    });
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(editorOf(1)));
    await user.keyboard('{Alt>}q{/Alt}');
    expect(await screen.findByText('QA report page')).toBeTruthy();
    expect(router.history.location.pathname).toBe('/document/1/qa');
    expect(router.history.location.state).toEqual({ focus: 'findings' });
  });

  it("opens with the link's filter (one's work links to what is left of a step), and ignores one it does not know", async () => {
    await renderScreen('/document/1?filter=untranslated');
    await waitFor(() => expect(asked.at(-1)?.filter).toBe('untranslated'));
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('untranslated');
    cleanup();
    // The translator's step is translation: the list waits for the step, then asks for what is left of it.
    await renderScreen('/document/1?filter=my-step');
    await waitFor(() => expect(asked.at(-1)?.open_in).toBe('translation'));
    expect(asked.map((query) => query.filter)).not.toContain('unapproved');
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('my-step');
    cleanup();
    await renderScreen('/document/1?filter=everything');
    await screen.findByRole('row', { name: 'Segment 1' });
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('all');
  });

  it('lists the statuses in the filter and asks the server for the chosen one', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await screen.findByRole('row', { name: 'Segment 1' });
    const options = within(screen.getByLabelText('Show'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    // The translator has a step in the document (the mock's): what is left of it comes first.
    expect(options).toEqual([
      "My step's open segments",
      'All segments',
      'Not confirmed',
      'Empty target',
      'New',
      'Needs translation',
      'Draft',
      'Translated',
      'Needs review',
      'Rejected',
      'Final',
      'Confirmed',
      'Reviewed',
    ]);
    await filterShowsOnly(user, 'Final', 'final', 2);
  });

  it('rejects the open target with Ctrl+Shift+R, with a reason and errors, goes on to the next segment, and filters the rejected ones', async () => {
    const user = userEvent.setup();
    records[0] = { ...records[0]!, target: `Klicken ${t(1)}hier${t(2)}`, state: 'translated', status: 'translated' };
    records.push(testSegment(3, { source: 'Last one', target: 'Letzte', state: 'translated', status: 'translated' }));
    // The server keeps what it answered: the filter then finds the segment rejected.
    mockServer.use(
      http.put('*/api/document/records/:id', async ({ params, request }) => {
        const body = (await request.json()) as { target: string; approved: boolean; rejected?: boolean };
        saved.push({ id: String(params.id), body });
        const index = records.findIndex((r) => r.id === Number(params.id));
        const { updated_repetitions, ...answer } = answerSave(records[index]!, body);
        records[index] = answer;
        return HttpResponse.json({ ...answer, updated_repetitions });
      }),
    );
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('{F1}');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(await within(help).findByRole('region', { name: 'Editing' })).getByText(/^Reject the target/),
    ).toBeTruthy();
    await user.click(within(help).getByRole('button', { name: 'Close' }));

    await open(user, 1);
    await user.keyboard('{Control>}{Shift>}R{/Shift}{/Control}');
    // The reviewer says why, and marks the errors in the document's typology (the default, MQM's).
    const dialog = await screen.findByRole('dialog', { name: 'Reject segment 1' });
    await user.keyboard('Wrong verb');
    await user.click(within(dialog).getByRole('button', { name: 'Add an error' }));
    await user.selectOptions(within(dialog).getByLabelText('Category of error 1'), 'Terminology');
    await user.selectOptions(within(dialog).getByLabelText('Severity of error 1'), 'Major (5)');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(document.activeElement).toBe(editorOf(2)));
    await waitFor(() => expect(within(statusOf(1)).getByText('rejected')).toBeTruthy());
    expect(saved).toEqual(
      savedOnce({
        target: `Klicken ${t(1)}hier${t(2)}`,
        approved: false,
        rejected: true,
        review: { reason: 'Wrong verb', errors: [{ category: 'terminology', severity: 'major' }] },
      }),
    );
    // The open segment offers it in its status cell too; an empty target has nothing to reject.
    expect(within(statusOf(2)).queryByRole('button', { name: 'Reject the target of segment 2' })).toBeTruthy();

    await filterShowsOnly(user, 'Rejected', 'rejected', 1);
  });

  it("in a review step confirms the translator's segments as reviewed with Ctrl+Enter, and a correction with its errors with Ctrl+Shift+E", async () => {
    const user = userEvent.setup();
    records = [0, 1, 2].map((n) =>
      testSegment(n, { source: `Source ${n + 1}`, target: `Ziel ${n + 1}`, approved: true, status: 'approved' }),
    );
    // The translation is delivered: the review step, active, is the manager's (the mock's reviewer).
    await renderScreen('/document/1', 'manager', () => {
      Object.assign(db.assignments[0]!, { state: 'delivered' });
      Object.assign(db.assignments[1]!, { state: 'active' });
    });
    await open(user, 1);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(document.activeElement).toBe(editorOf(2)));
    // Confirmed by the translator is not reviewed: the confirmation is sent.
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toMatchObject({ target: 'Ziel 1', approved: true });

    await user.keyboard(' korrigiert{Control>}{Shift>}E{/Shift}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Errors corrected in segment 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Add an error' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm as reviewed' }));
    await waitFor(() => expect(document.activeElement).toBe(editorOf(3)));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.body).toMatchObject({
      target: 'Ziel 2 korrigiert',
      approved: true,
      review: { reason: null, errors: [{ category: 'accuracy', severity: 'minor' }] },
    });

    // Without a change there is nothing to mark errors on: a rejection does that.
    await user.keyboard('{Control>}{Shift>}E{/Shift}{/Control}');
    expect(screen.getByRole('status', { name: 'Editor messages' }).textContent).toContain('Change the target first');
  });

  it('asks the server for text in source or target, as a regular expression with case, marks the hits, and stops at an invalid pattern', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await screen.findByRole('row', { name: 'Segment 1' });
    await user.click(screen.getByRole('button', { name: 'Search options' }));
    await user.click(screen.getByLabelText('Regular expression'));
    await user.click(screen.getByLabelText('Match case'));
    await user.selectOptions(screen.getByLabelText('In'), 'Target');
    await user.type(screen.getByLabelText('Find'), '^Sch');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        page: '0',
        search: '^Sch',
        search_in: 'target',
        regex: 'true',
        case_sensitive: 'true',
      }),
    );
    await waitFor(() =>
      expect([...segment(2).querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Sch']),
    );
    // Marked in the target only: the source is not searched.
    expect(within(segment(2)).getByTestId('segment-source').querySelector('mark')).toBeNull();
    const requests = asked.length;
    await user.type(screen.getByLabelText('Find'), '(');
    expect(screen.getByText(/not a valid regular expression/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toHaveLength(requests);
    // What only a backtracking engine runs is said at the field too: searches run in linear time.
    await user.clear(screen.getByLabelText('Find'));
    await user.type(screen.getByLabelText('Find'), '(Sch)\\1');
    expect(screen.getByText(/backreferences .* are not supported/)).toBeTruthy();
    // Ctrl+F comes back to the field from anywhere.
    await user.click(within(segment(1)).getByTestId('segment-source'));
    await user.keyboard('{Control>}f{/Control}');
    expect(document.activeElement).toBe(screen.getByLabelText('Find'));
  });

  it('asks the server for the machine translations scoring below a quality estimate, a reviewer’s first reading', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await screen.findByRole('row', { name: 'Segment 1' });
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const below = screen.getByLabelText('Machine translations scoring below');
    await user.type(below, '80');
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: '0', mt_below: '80' }));
    expect(screen.getByRole('button', { name: /More filters/ }).textContent).toContain('1');
    // A score the server would refuse is not sent.
    const requests = asked.length;
    await user.clear(below);
    await user.type(below, '0');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.slice(requests).some((query) => 'mt_below' in query)).toBe(false);
  });

  it('finds and replaces in the targets with Ctrl+H: preview with count, replace exactly the previewed segments, undo', async () => {
    const user = userEvent.setup();
    const posted: { path: string; body: Record<string, unknown> }[] = [];
    const change = {
      id: 101,
      position: 1,
      before: 'Schon fertig',
      after: 'Bereits fertig',
      occurrences: 1,
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    mockServer.use(
      http.post('*/api/document/1/replace', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push({ path: 'replace', body });
        const after = { ...change, updated_at: '2026-01-05T00:00:00.000Z' };
        return HttpResponse.json({
          segments: 1,
          occurrences: 1,
          changes: [body.preview ? change : after],
          skipped: [],
        });
      }),
      http.post('*/api/document/1/replace/undo', async ({ request }) => {
        posted.push({ path: 'undo', body: (await request.json()) as Record<string, unknown> });
        return HttpResponse.json({ segments: 1, occurrences: 1, changes: [change], skipped: [] });
      }),
    );
    await renderScreen('/document/1');
    await screen.findByRole('row', { name: 'Segment 1' });
    await user.type(screen.getByLabelText('Find'), 'schon');
    await user.keyboard('{Control>}h{/Control}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Replace with')));
    await user.keyboard('Bereits{Enter}');
    const preview = await screen.findByRole('region', { name: 'Replace preview' });
    expect(within(preview).getByRole('status').textContent).toBe('1 occurrence in 1 segment');
    expect(within(preview).getByRole('listitem').textContent).toBe('2Schon fertigBereits fertig');
    expect(posted[0]).toEqual({
      path: 'replace',
      body: { find: 'schon', replace: 'Bereits', regex: false, case_sensitive: false, preview: true },
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(preview).getByRole('button', { name: 'Replace in 1 segment' })),
    );
    await user.keyboard('{Enter}');
    await screen.findByText('Replaced 1 occurrence in 1 segment');
    expect(posted[1]!.body).toMatchObject({
      preview: false,
      records: [{ id: 101, updated_at: '2026-01-01T00:00:00.000Z' }],
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Undone in 1 segment');
    expect(posted[2]).toEqual({
      path: 'undo',
      body: { changes: [{ id: 101, target: 'Schon fertig', updated_at: '2026-01-05T00:00:00.000Z' }] },
    });
  });

  it('lets a manager rename the document; a user has no such buttons', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1', 'manager');
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const field = await screen.findByLabelText('Document name');
    await user.clear(field);
    await user.type(field, 'Help pages');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(db.documents.find((d) => d.id === 1)?.name).toBe('Help pages'));
    expect(screen.getByRole('button', { name: 'Delete document' })).toBeTruthy();
    cleanup();
    await renderScreen('/document/1', 'user');
    await screen.findByRole('row', { name: 'Segment 1' });
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
  });

  it("gives source and target text the document's languages, right to left where the language is written so", async () => {
    const user = userEvent.setup();
    mockServer.use(
      http.get('*/api/document/1', () =>
        HttpResponse.json({ ...document1, source_lang: 'en_US', target_lang: 'ar-EG' }),
      ),
    );
    await renderScreen('/document/1');
    await screen.findByRole('row', { name: 'Segment 1' });
    const source = within(segment(1)).getByTestId('segment-source');
    expect([source.getAttribute('lang'), source.getAttribute('dir')]).toEqual(['en-US', 'ltr']);
    const lockedTarget = within(segment(3)).getByLabelText('Target of segment 3');
    expect([lockedTarget.getAttribute('lang'), lockedTarget.getAttribute('dir')]).toEqual(['ar-EG', 'rtl']);
    await open(user, 1);
    expect([editorOf(1).getAttribute('lang'), editorOf(1).getAttribute('dir')]).toEqual(['ar-EG', 'rtl']);
  });

  it('keeps a target whose save met an ended session, asks to sign in over the editor, then saves it', async () => {
    const user = userEvent.setup();
    let sessionEnded = true;
    mockServer.use(
      http.put('*/api/document/records/:id', ({ params }) => {
        if (!sessionEnded) return;
        saved.push({ id: String(params.id), body: 'refused: signed out' });
        db.currentUserId = null;
        sessionEnded = false;
        return HttpResponse.json({ message: 'Sign in first' }, { status: 401 });
      }),
    );
    await renderScreen('/document/1');
    await open(user, 2);
    await user.keyboard(' und übersetzt{Control>}{Enter}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(dialog.textContent).toContain(
      'Your session ended. What you typed and had not saved is kept in this browser: sign in again to save it.',
    );
    expect(within(segment(2)).getByLabelText('Target of segment 2').textContent).toBe('Schon fertig und übersetzt');
    expect(within(statusOf(2)).getByText('Sign in to save')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Password'), `${MOCK_PASSWORD}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({
      id: '101',
      body: {
        target: 'Schon fertig und übersetzt',
        approved: true,
        unless_qa_errors: true,
        updated_at: '2026-01-01T00:00:00.000Z',
      },
    });
    await waitFor(() => expect(within(statusOf(2)).getByText('Saved')).toBeTruthy());
    expect(localStorage.length).toBe(0);
  });

  it('keeps typed targets in the browser, and offers them back on the next visit of the same person', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('Entwurf');
    // The tab is closed (or crashes) with the draft unsaved.
    cleanup();

    await renderScreen('/document/1', 'manager');
    await screen.findByRole('row', { name: 'Segment 1' });
    expect(screen.queryByText('Unsaved targets from an earlier visit')).toBeNull();
    cleanup();

    await renderScreen('/document/1');
    await screen.findByText('Unsaved targets from an earlier visit');
    expect(screen.getByText(/Segment 1 has a target typed here before/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(within(segment(1)).getByLabelText('Target of segment 1').textContent).toBe('Entwurf'));
    expect(within(statusOf(1)).getByText('restored unsaved text')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to unsaved segment 1' }));
    await waitFor(() => expect(document.activeElement).toBe(editorOf(1)));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      id: '100',
      body: { target: 'Entwurf', approved: false, updated_at: '2026-01-01T00:00:00.000Z' },
    });
    await waitFor(() => expect(localStorage.length).toBe(0));
  });

  it('asks before leaving the document with unsaved targets; Stay keeps them', async () => {
    const user = userEvent.setup();
    await renderScreen('/document/1');
    await open(user, 1);
    await user.keyboard('Entwurf');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(editorOf(1).textContent).toBe('Entwurf');
  });

  it('says when a document does not exist, its sentence ending in the link home, spaced as each language spaces it', async () => {
    try {
      await renderScreen('/document/2');
      expect(await screen.findByText('Document not found')).toBeTruthy();
      const home = screen.getByRole('link', { name: 'Back to the home page' });
      expect(home.getAttribute('href')).toBe('/');
      expect(home.parentElement!.textContent).toBe(
        'This document does not exist. It may have been deleted, or the link is wrong. Back to the home page',
      );
      await act(() => setLocale('ja', { remember: false }));
      expect((await screen.findByRole('link', { name: 'ホームページに戻る' })).parentElement!.textContent).toBe(
        'このドキュメントは存在しません。削除されたか、リンクが正しくない可能性があります。ホームページに戻る',
      );
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });
});
