import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_BANDS } from '@tessera/shared';
import type { ProgressFigures, ProjectReport, ReportFigures, Role } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { answerProjectDocuments, serveMockApi, testProject } from '../common/testing.tsx';
import { thisMonthSoFar } from '../features/project/ProjectReport.tsx';
import { ProjectScreen } from './ProjectScreen.tsx';

serveMockApi();

const project = testProject();
const noProgress = {
  segments: { total: 0, translated: 0, approved: 0, reviewed: 0 },
  words: { total: 0, translated: 0, approved: 0, reviewed: 0 },
} satisfies ProgressFigures;

/** Figures with `[segments, words]` in the named bands, their sum confirmed, and the review edits. */
function figures(bands: Partial<Record<(typeof ANALYSIS_BANDS)[number], [number, number]>>, edits: [number, number]) {
  const counted = ANALYSIS_BANDS.map((band) => ({
    band,
    segments: bands[band]?.[0] ?? 0,
    words: bands[band]?.[1] ?? 0,
  }));
  return {
    bands: counted,
    confirmed: {
      segments: counted.reduce((sum, band) => sum + band.segments, 0),
      words: counted.reduce((sum, band) => sum + band.words, 0),
    },
    review_edits: { segments: edits[0], words: edits[1] },
  } satisfies ReportFigures;
}

const report = (from: string | null, to: string | null): ProjectReport => ({
  from,
  to,
  rows: [
    {
      user: { id: 2, username: 'anna', display_name: null },
      step: 'translation',
      target_lang: 'de',
      quality: { words: 1209, penalty_points: 37, penalty_per_1000: 30.6, pass_threshold: 10, pass: false },
      ...figures({ '100': [2, 9], 'no-match': [10, 1200] }, [0, 0]),
    },
    {
      user: { id: 3, username: 'bruno', display_name: null },
      step: 'review',
      target_lang: 'de',
      quality: null,
      ...figures({ '100': [2, 9], 'no-match': [10, 1200] }, [3, 40]),
    },
  ],
  step_totals: [
    { step: 'translation', ...figures({ '100': [2, 9], 'no-match': [10, 1200] }, [0, 0]) },
    { step: 'review', ...figures({ '100': [2, 9], 'no-match': [10, 1200] }, [3, 40]) },
  ],
  totals: figures({ '100': [4, 18], 'no-match': [20, 2400] }, [3, 40]),
});

let asked: URLSearchParams[];

async function renderPage(
  role: Role,
  answer = (query: URLSearchParams) => HttpResponse.json(report(query.get('from'), query.get('to'))),
) {
  asked = [];
  mockServer.use(
    http.get('*/api/projects/3', () => HttpResponse.json(project)),
    http.get('*/api/projects/3/progress', () => HttpResponse.json({ documents: [], languages: [], total: noProgress })),
    http.get('*/api/projects/3/translation_memories', () => HttpResponse.json([])),
    http.get('*/api/projects/3/glossaries', () => HttpResponse.json([])),
    http.get('*/api/projects/3/report', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer(query);
    }),
  );
  answerProjectDocuments(3, []);
  await renderScreen(<ProjectScreen />, '/project/:id', '/project/3#report', { role });
  await screen.findByRole('heading', { level: 1, name: 'Spring release' });
}

/** The texts of each row's cells, header cells included; a cell's parts (words, then segments) apart. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => [...cell.childNodes].map((part) => part.textContent).join(' ')),
    );

describe("the project's report", () => {
  it('counts the month so far in UTC by default, from its first day to today', () => {
    expect(thisMonthSoFar(new Date('2026-11-25T23:30:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(thisMonthSoFar(new Date('2027-01-01T00:00:00Z'))).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  /** Only Date is faked: the screen's timers and the waits of findBy keep running. */
  const today = (moment: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(moment));
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the one day on the first of a month, when the month so far is that day', async () => {
    today('2026-12-01T01:09:00Z');
    await renderPage('manager');
    await screen.findByRole('table', { name: 'Work on Spring release on 2026-12-01' });
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([{ from: '2026-12-01', to: '2026-12-01' }]);
  });

  it("shows a manager each person's words and segments by language, step and band, a translator's quality and each step's total", async () => {
    today('2026-11-25T12:00:00Z');
    await renderPage('manager');
    const [from, to] = ['2026-11-01', '2026-11-25'];
    const table = await screen.findByRole('table', {
      name: `Work on Spring release from ${from} to ${to}`,
    });
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([{ from, to }]);
    expect(screen.getByLabelText('From (UTC)')).toHaveProperty('value', from);
    expect(screen.getByLabelText('To (UTC)')).toHaveProperty('value', to);
    const [heads, ...rows] = cellsOf(table);
    expect(heads).toEqual([
      'Person',
      'Language',
      'Step',
      'Repetitions',
      '100%',
      '95-99%',
      '85-94%',
      '75-84%',
      '50-74%',
      'No match',
      'Confirmed',
      'Review edits',
      'Quality',
    ]);
    const none = '0 0 seg.';
    // Anna translated the segments Bruno reviewed: their words by band and confirmed are the same.
    const figures = [none, '9 2 seg.', none, none, none, none, '1,200 10 seg.', '1,209 12 seg.'];
    expect(rows).toEqual([
      ['anna', 'de', 'Translation', ...figures, none, '30.6 per 1,000 words: fail (pass ≤ 10)'],
      ['bruno', 'de', 'Review', ...figures, '40 3 seg.', '—'],
      ['Total, translation', ...figures, none, ''],
      ['Total, review', ...figures, '40 3 seg.', ''],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'bruno' })).toBeTruthy();
    // The table scrolls sideways in a region of its own that the keyboard reaches.
    const region = screen.getByRole('region', { name: `Work on Spring release from ${from} to ${to}` });
    expect(region.tabIndex).toBe(0);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/projects/3/report?from=${from}&to=${to}&format=csv`,
    );
  });

  it('counts the period chosen, open on a side when a date is cleared, and downloads the same period', async () => {
    const user = userEvent.setup();
    await renderPage('manager');
    await screen.findByRole('table', { name: /^Work on Spring release/ });
    const from = screen.getByLabelText('From (UTC)');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    const to = screen.getByLabelText('To (UTC)');
    await user.clear(to);
    await user.type(to, '2026-01-31');
    await screen.findByRole('table', { name: 'Work on Spring release from 2026-01-01 to 2026-01-31' });
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/projects/3/report?from=2026-01-01&to=2026-01-31&format=csv',
    );
    await user.clear(from);
    await screen.findByRole('table', { name: 'Work on Spring release until 2026-01-31' });
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ to: '2026-01-31' });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/projects/3/report?to=2026-01-31&format=csv',
    );
  });

  it('asks nothing for a period that ends before it starts, and says so', async () => {
    const user = userEvent.setup();
    await renderPage('manager');
    await screen.findByRole('table', { name: /^Work on Spring release/ });
    const before = asked.length;
    const to = screen.getByLabelText('To (UTC)');
    await user.clear(to);
    await user.type(to, '2000-01-01');
    expect(await screen.findByText('The period must not end before it starts.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /^Work on Spring release/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    // Clearing the date first asked for everything until no date; the backwards period itself was never asked.
    expect(asked.slice(before).map((query) => query.get('to'))).not.toContain('2000-01-01');
  });

  it('says when nobody worked in the period, and shows what the server answers when it refuses', async () => {
    let refuse = false;
    await renderPage('manager', (query) =>
      refuse
        ? HttpResponse.json({ message: 'from must be a date (YYYY-MM-DD)' }, { status: 400 })
        : HttpResponse.json({ ...report(query.get('from'), query.get('to')), rows: [], totals: figures({}, [0, 0]) }),
    );
    expect(await screen.findByText('Nobody confirmed or edited a segment then.')).toBeTruthy();
    refuse = true;
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('From (UTC)'));
    expect(await screen.findByText('from must be a date (YYYY-MM-DD)')).toBeTruthy();
  });

  it('is not shown to those who do not manage projects', async () => {
    await renderPage('user');
    // Its link opens the project's first tab.
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Documents');
    expect(screen.queryByRole('tab', { name: 'Report' })).toBeNull();
    await screen.findByRole('heading', { name: 'Documents' });
    expect(screen.queryByRole('heading', { name: 'Report' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
