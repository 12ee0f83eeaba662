import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { inlineToken, type DocumentPreview, type PreviewBlock } from '@tessera/shared/contract';
import { setLocale } from '@tessera/shared/i18n';
import { mockServer } from '@tessera/shared/mocks/node';
import { documentKey, recordsKey } from '../../../common/documentQueries.ts';
import { serveMockApi, testSegment } from '../../../common/testing.tsx';
import { ShortcutRegistry, ShortcutScope, useRegisteredShortcuts } from '../common/shortcuts.ts';
import { PREVIEW_SPAN, PreviewPane } from './PreviewPane.tsx';
import { usePreviewShown } from './PreviewToggle.tsx';

const t = inlineToken;
const segment = (id: number, source: string, target = '', codes: PreviewBlock['segments'][0]['codes'] = []) => ({
  id,
  source,
  target,
  codes,
});
const block = (fields: Partial<PreviewBlock> & Pick<PreviewBlock, 'segments'>): PreviewBlock => ({
  kind: 'paragraph',
  level: null,
  cell: null,
  place: null,
  label: null,
  value: null,
  ...fields,
});
const BOLD = [
  { id: 1, kind: 'open' as const, label: '<1>', styles: ['bold' as const] },
  { id: 2, kind: 'close' as const, label: '</1>', styles: [] },
];
const REPORT: DocumentPreview = {
  before: 0,
  after: 0,
  blocks: [
    block({ kind: 'heading', level: 1, segments: [segment(101, 'Annual report', 'Jahresbericht')] }),
    block({
      segments: [
        segment(102, `Sales grew ${t(1)}twice${t(2)} as fast.`, '', BOLD),
        segment(103, `Costs fell.${t(1)}`, '', [{ id: 1, kind: 'standalone', label: '[footnote]', styles: [] }]),
      ],
    }),
    block({ kind: 'list-item', level: 1, segments: [segment(104, 'First market')] }),
    block({ kind: 'table-cell', cell: { table: 1, row: 1, col: 1 }, segments: [segment(105, 'Region')] }),
    block({ kind: 'table-cell', cell: { table: 1, row: 1, col: 2 }, segments: [segment(106, 'Growth')] }),
    block({ kind: 'table-cell', cell: { table: 1, row: 2, col: 1 }, segments: [segment(107, 'North')] }),
    block({ kind: 'note', place: [{ kind: 'footnote', label: '1' }], segments: [segment(108, 'Audited figures.')] }),
  ],
};

let previewsAsked: number;
serveMockApi();

function answerPreview(preview: DocumentPreview) {
  previewsAsked = 0;
  mockServer.use(
    http.get('*/api/document/1/preview', () => {
      previewsAsked++;
      return HttpResponse.json(preview);
    }),
  );
}

function renderPane(activeRecordId: number | null, languages = { source: 'en', target: 'de' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (active: number | null) => (
    <QueryClientProvider client={client}>
      <PreviewPane documentId={1} sourceLang={languages.source} targetLang={languages.target} activeRecordId={active} />
    </QueryClientProvider>
  );
  const rendered = render(view(activeRecordId));
  return { client, show: (active: number | null) => rendered.rerender(view(active)) };
}

const segmentText = (id: number) => document.querySelector(`[data-record-id="${id}"]`) as HTMLElement;

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  localStorage.clear();
});

describe('PreviewPane', () => {
  it('draws headings, paragraphs, lists, tables and notes, with formatting and translations in place', async () => {
    answerPreview(REPORT);
    renderPane(null);
    const pane = await screen.findByRole('region', { name: 'Document preview' });
    expect(await within(pane).findByRole('heading', { level: 1, name: 'Jahresbericht' })).toBeTruthy();
    expect(within(pane).getByText('twice').tagName).toBe('STRONG');
    // Untranslated segments show their source, greyed; the footnote's reference is its label.
    expect(segmentText(102).classList.contains('text-slate-400')).toBe(true);
    expect(segmentText(101).classList.contains('text-slate-400')).toBe(false);
    expect(segmentText(103).textContent).toBe('Costs fell.[footnote]');
    expect(within(within(pane).getByRole('list')).getByRole('listitem').textContent).toBe('First market');
    const rows = within(within(pane).getByRole('table')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Region', 'Growth'],
      ['North', ''],
    ]);
    expect(within(pane).getByRole('complementary').textContent).toBe('Footnote 1:Audited figures.');
  });

  it("says where a note is in the interface's language, and a format's own words where it has no places", async () => {
    answerPreview({
      before: 0,
      after: 0,
      blocks: [
        block({ kind: 'note', place: [{ kind: 'footnote', label: '2' }], segments: [segment(301, 'Audited.')] }),
        block({ label: 'Checkout screen', segments: [segment(302, 'Pay now')] }),
      ],
    });
    await act(() => setLocale('de', { remember: false }));
    try {
      renderPane(null);
      const pane = await screen.findByRole('region');
      expect((await within(pane).findByRole('complementary')).textContent).toBe('Fußnote 2:Audited.');
      expect(segmentText(302).closest('p')!.textContent).toBe('Checkout screen:Pay now');
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });

  it("draws a sheet's text cells in their own rows and columns, whatever order they were read in", async () => {
    const cell = (id: number, row: number, col: number, source: string, target = '') =>
      block({ kind: 'table-cell', cell: { table: 1, row, col }, segments: [segment(id, source, target)] });
    // An Excel sheet: an inline string read after the shared ones, a column of prices (numbers: no segments).
    answerPreview({
      before: 0,
      after: 0,
      blocks: [
        cell(201, 1, 1, 'Item', 'Artikel'),
        cell(202, 1, 3, 'Note'),
        cell(203, 2, 1, 'Garden chair'),
        cell(204, 3, 3, 'Ships in May', 'Versand im Mai'),
        cell(205, 2, 3, 'Folds flat'),
      ],
    });
    renderPane(null);
    const pane = await screen.findByRole('region', { name: 'Document preview' });
    const rows = within(await within(pane).findByRole('table')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((each) => each.textContent),
      ),
    ).toEqual([
      ['Artikel', '', 'Note'],
      ['Garden chair', '', 'Folds flat'],
      ['', '', 'Versand im Mai'],
    ]);
  });

  it("draws a sheet's numbers read-only in their columns, and each sheet as a table of its own", async () => {
    const cell = (id: number, row: number, col: number, source: string, target = '') =>
      block({ kind: 'table-cell', cell: { table: 1, row, col }, segments: [segment(id, source, target)] });
    const value = (table: number, row: number, col: number, shown: string) =>
      block({ kind: 'table-cell', cell: { table, row, col }, segments: [], value: shown });
    // The answer's order: a sheet's text cells, then its values; a second sheet of values alone.
    answerPreview({
      before: 0,
      after: 0,
      blocks: [
        cell(301, 1, 1, 'Item', 'Artikel'),
        cell(302, 1, 2, 'Price'),
        cell(303, 3, 1, 'Garden chair'),
        value(1, 2, 2, '120'),
        value(1, 3, 2, '45.50'),
        value(1, 4, 2, '165.50'),
        value(2, 1, 1, '3/15/2026'),
      ],
    });
    renderPane(303);
    const pane = await screen.findByRole('region', { name: 'Document preview' });
    const tables = await within(pane).findAllByRole('table');
    const cellTexts = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((each) => each.textContent),
        );
    expect(tables.map(cellTexts)).toEqual([
      [
        ['Artikel', 'Price'],
        ['', '120'],
        ['Garden chair', '45.50'],
        ['', '165.50'],
      ],
      [['3/15/2026']],
    ]);
    // A value is no segment: nothing to open, never the highlighted one.
    const price = within(tables[0]!).getByText('45.50');
    expect(price.closest('[data-record-id]')).toBeNull();
    expect(within(pane).getByText('Garden chair').getAttribute('aria-current')).toBe('true');
  });

  it('reads in the target language’s direction, an untranslated segment in its source language’s', async () => {
    answerPreview(REPORT);
    renderPane(null, { source: 'en', target: 'ar' });
    await screen.findByText('Jahresbericht');
    const translated = segmentText(101);
    expect(translated.closest('[lang]')?.getAttribute('lang')).toBe('ar');
    expect(translated.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect([segmentText(102).getAttribute('lang'), segmentText(102).getAttribute('dir')]).toEqual(['en', 'ltr']);
  });

  it('highlights the open segment, scrolls to it, and follows it to the next', async () => {
    answerPreview(REPORT);
    const { show } = renderPane(102);
    await waitFor(() => expect(segmentText(102).getAttribute('aria-current')).toBe('true'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    show(107);
    await waitFor(() => expect(segmentText(107).getAttribute('aria-current')).toBe('true'));
    expect(segmentText(102).getAttribute('aria-current')).toBeNull();
  });

  it('shows a saved target from the editor’s loaded segments without asking the server again after a save', async () => {
    answerPreview(REPORT);
    const { client } = renderPane(102);
    await screen.findByText('twice');
    const saved = testSegment(1, { id: 102, target: `Der Umsatz wuchs ${t(1)}doppelt${t(2)} so schnell.` });
    // A save puts the segment in the loaded page and refreshes the document's figures (useDocumentRefresh).
    act(() => client.setQueryData([...recordsKey(1), {}, 0], { records: [saved], total_rows: 1 }));
    await act(() => client.invalidateQueries({ queryKey: documentKey(1) }));
    expect(await screen.findByText('doppelt')).toHaveProperty('tagName', 'STRONG');
    expect(segmentText(102).classList.contains('text-slate-400')).toBe(false);
    expect(previewsAsked).toBe(1);
  });

  it('asks for a window around the open segment, and for the next one only when the segment nears its edge', async () => {
    // The server's windows of a document of 1,000 one-segment paragraphs (ids 1000 to 1999), by the segment asked.
    const asked: (string | null)[] = [];
    mockServer.use(
      http.get('*/api/document/1/preview', ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect(query.get('span')).toBe(String(PREVIEW_SPAN));
        asked.push(query.get('around'));
        const center = Number(query.get('around')) - 1000;
        const [from, to] = [Math.max(0, center - PREVIEW_SPAN), Math.min(1000, center + PREVIEW_SPAN + 1)];
        const ids = Array.from({ length: to - from }, (_, i) => 1000 + from + i);
        return HttpResponse.json({
          blocks: ids.map((id) => block({ segments: [segment(id, `Paragraph ${id - 1000}`)] })),
          before: from,
          after: 1000 - to,
        } satisfies DocumentPreview);
      }),
    );
    const { show } = renderPane(1500);
    await waitFor(() => expect(segmentText(1500).getAttribute('aria-current')).toBe('true'));
    expect(screen.queryByText('Paragraph 0')).toBeNull();
    expect(screen.getByText(`… ${(500 - PREVIEW_SPAN).toLocaleString('en')} segments before`)).toBeTruthy();
    // A few segments on: the window still serves.
    show(1510);
    await waitFor(() => expect(segmentText(1510).getAttribute('aria-current')).toBe('true'));
    expect(asked).toEqual(['1500']);
    // Near the window's end: the next window is centred on the open segment.
    show(1500 + PREVIEW_SPAN - 10);
    await waitFor(() => expect(asked).toEqual(['1500', String(1500 + PREVIEW_SPAN - 10)]));
    await waitFor(() => expect(screen.getByText(`Paragraph ${500 + 2 * PREVIEW_SPAN - 10}`)).toBeTruthy());
  });
});

describe('usePreviewShown', () => {
  const scoped = (registry: ShortcutRegistry) =>
    function Scope({ children }: { children: ReactNode }) {
      return <ShortcutScope registry={registry}>{children}</ShortcutScope>;
    };

  it('toggles with its shortcut, listed in the keyboard help, and is remembered for each user', async () => {
    const registry = new ShortcutRegistry();
    const { result } = renderHook(() => ({ preview: usePreviewShown(7), shortcuts: useRegisteredShortcuts() }), {
      wrapper: scoped(registry),
    });
    expect(result.current.preview.shown).toBe(false);
    expect(result.current.shortcuts).toContainEqual(
      expect.objectContaining({ keys: ['Ctrl+Shift+P'], description: 'Show or hide the document preview' }),
    );
    await userEvent.keyboard('{Control>}{Shift>}P{/Shift}{/Control}');
    await waitFor(() => expect(result.current.preview.shown).toBe(true));
    expect(renderHook(() => usePreviewShown(7), { wrapper: scoped(new ShortcutRegistry()) }).result.current.shown).toBe(
      true,
    );
    expect(renderHook(() => usePreviewShown(8), { wrapper: scoped(new ShortcutRegistry()) }).result.current.shown).toBe(
      false,
    );
  });
});
