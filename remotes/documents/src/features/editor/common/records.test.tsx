import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@tessera/shared';
import { mockServer } from '@tessera/shared/mocks/node';
import { serveMockApi, testSegment } from '../../../common/testing.tsx';
import { PAGE_PREFETCH_ROWS, pagesToLoad, useRecordWindow, type RecordsView } from './records.ts';

const TOTAL = 1000;
const view: RecordsView = { filter: 'all', search: '' };
let asked: number[];

serveMockApi();
beforeEach(() => {
  asked = [];
  mockServer.use(
    http.get('*/api/document/1/records', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      asked.push(page);
      const records = Array.from({ length: PAGE_SIZE }, (_, offset) => testSegment(page * PAGE_SIZE + offset));
      return HttpResponse.json({ records, total_rows: TOTAL });
    }),
  );
});

/** The window over rows `first`..`last` with the open row `active`; `move` shows other rows. */
function renderWindow(first: number, last: number, active: number | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    (rows: { first: number; last: number; active: number | null }) =>
      useRecordWindow(1, view, rows.first, rows.last, rows.active),
    { wrapper, initialProps: { first, last, active } },
  );
  return { ...hook, move: (rows: { first: number; last: number; active: number | null }) => hook.rerender(rows) };
}

describe('pagesToLoad', () => {
  it('loads the first page and the pages the rows on screen fall on', () => {
    expect(pagesToLoad(0, 35, null, TOTAL)).toEqual({ shown: [0], prefetched: [] });
    expect(pagesToLoad(90, 125, null, TOTAL)).toEqual({ shown: [0, 1], prefetched: [] });
  });

  it('loads the next page once the rows come within PAGE_PREFETCH_ROWS of the end of theirs', () => {
    const nearEnd = PAGE_SIZE - PAGE_PREFETCH_ROWS;
    expect(pagesToLoad(nearEnd - 36, nearEnd - 1, null, TOTAL).prefetched).toEqual([]);
    expect(pagesToLoad(nearEnd - 35, nearEnd, null, TOTAL).prefetched).toEqual([1]);
    expect(pagesToLoad(400 + nearEnd - 35, 400 + nearEnd, null, TOTAL)).toEqual({ shown: [0, 4], prefetched: [5] });
    // There is no page after the last.
    expect(pagesToLoad(TOTAL - 36, TOTAL - 1, null, TOTAL).prefetched).toEqual([]);
  });

  it('loads the previous page once the rows come within PAGE_PREFETCH_ROWS of the start of theirs', () => {
    expect(pagesToLoad(500 + PAGE_PREFETCH_ROWS, 535 + PAGE_PREFETCH_ROWS, null, TOTAL).prefetched).toEqual([]);
    expect(pagesToLoad(500 + PAGE_PREFETCH_ROWS - 1, 534 + PAGE_PREFETCH_ROWS, null, TOTAL).prefetched).toEqual([4]);
  });

  it("keeps the open row's page, and not the pages between it and the rows on screen", () => {
    expect(pagesToLoad(25_040, 25_069, 5, 50_000)).toEqual({ shown: [0, 250], prefetched: [] });
  });
});

describe('useRecordWindow', () => {
  it('asks for the next page before the rows on screen reach it, without showing the list as loading', async () => {
    const { result, move } = renderWindow(0, 35);
    await waitFor(() => expect(result.current.recordAt(35)?.position).toBe(35));
    expect(asked).toEqual([0]);
    // Going down with the caret, row by row: the next page is asked while 30 rows of this one are still to come.
    move({ first: 34, last: 69, active: 60 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([0]);
    move({ first: 35, last: 70, active: 61 });
    await waitFor(() => expect(asked).toEqual([0, 1]));
    expect(result.current.isFetching).toBe(false);
    await waitFor(() => expect(result.current.recordAt(100)?.position).toBe(100));
    // Reaching it asks nothing more.
    move({ first: 80, last: 115, active: 101 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([0, 1]);
    expect(result.current.recordAt(115)?.position).toBe(115);
  });

  it('asks for the previous page before the rows on screen reach it going up', async () => {
    const { result, move } = renderWindow(540, 569, 550);
    await waitFor(() => expect(result.current.recordAt(550)?.position).toBe(550));
    expect([...asked].sort((a, b) => a - b)).toEqual([0, 5]);
    move({ first: 529, last: 564, active: 540 });
    await waitFor(() => expect([...asked].sort((a, b) => a - b)).toEqual([0, 4, 5]));
  });

  it('keeps one recordAt while the same pages are loaded, and a new one once another arrives', async () => {
    const { result, move } = renderWindow(0, 35);
    await waitFor(() => expect(result.current.recordAt(35)?.position).toBe(35));
    const loaded = result.current.recordAt;
    // The caret moving within the page renders again with the same pages: the grid's row keys stay as they are.
    move({ first: 1, last: 36, active: 20 });
    expect(result.current.recordAt).toBe(loaded);
    move({ first: 300, last: 335, active: 310 });
    await waitFor(() => expect(result.current.recordAt(310)?.position).toBe(310));
    expect(result.current.recordAt).not.toBe(loaded);
  });
});
