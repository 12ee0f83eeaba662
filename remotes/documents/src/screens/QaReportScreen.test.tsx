import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { QaCheckId, type DocumentRecord, type QaCheckCount, type QaReport } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { renderScreen } from '@tessera/shared/mocks/render';
import { FOCUS_FINDINGS } from '../common/paths.ts';
import { numbersFinding, serveMockApi, testSegment } from '../common/testing.tsx';
import { QaReportScreen } from './QaReportScreen.tsx';

const SAMPLE_ID = 1;
const record = (position: number, fields: Partial<DocumentRecord>): DocumentRecord =>
  testSegment(position, { document_id: SAMPLE_ID, state: 'translated', status: 'translated', ...fields });
const wait = record(4, {
  source: 'Wait 15 minutes',
  target: 'Warten Sie 16 Minuten',
  qa: [numbersFinding],
});
const cancel = record(9, {
  source: 'Cancel',
  target: 'Stornieren',
  // Stored before findings had phrases: said by its check.
  qa: [
    {
      check: 'inconsistency',
      severity: 'warning',
      message: 'The same source is translated differently elsewhere in the document: "Abbrechen"',
      ignored: true,
    },
  ],
});
const counts = (found: Partial<Record<QaCheckId, [number, number]>>): QaCheckCount[] =>
  QaCheckId.options.map((check) => ({
    check,
    severity: check === 'numbers' ? 'error' : 'warning',
    title: `English title of ${check}`,
    segments: found[check]?.[0] ?? 0,
    ignored: found[check]?.[1] ?? 0,
  }));

let asked: string[];
serveMockApi();
beforeEach(() => {
  asked = [];
  mockServer.use(
    http.get(`*/api/document/${SAMPLE_ID}/qa`, ({ request }) => {
      const check = new URL(request.url).searchParams.get('check');
      asked.push(check ?? 'all');
      const segments = check === 'numbers' ? [wait] : [wait, cancel];
      const report: QaReport = {
        document_id: SAMPLE_ID,
        checks: counts({ numbers: [1, 0], inconsistency: [0, 1] }),
        segments_with_errors: 1,
        segments_with_issues: 1,
        segments,
        total_rows: segments.length,
      };
      return HttpResponse.json(report);
    }),
  );
});

describe('QA report screen', () => {
  it('shows the counts per check and the segments with their findings, each linked into the editor', async () => {
    await renderScreen(<QaReportScreen />, '/document/:id/qa', `/document/${SAMPLE_ID}/qa`);
    await screen.findByRole('heading', { name: 'QA report' });
    expect(screen.getByText(/segment with errors/).textContent).toMatch(
      /^1 segment with errors, 1 with issues not ignored, of \d+/,
    );
    const checks = within(screen.getByRole('table', { name: 'Findings per check' }));
    const numbersRow = checks.getByRole('button', { name: 'Numbers differ from the source' }).closest('tr')!;
    expect(
      within(numbersRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ErrorNumbers differ from the source', '1', '0']);
    // A check found nowhere is listed without a link.
    expect(checks.queryByRole('button', { name: 'Target longer than the allowed length' })).toBeNull();
    expect(checks.getByText('Target longer than the allowed length')).toBeTruthy();

    const segments = within(screen.getByRole('table', { name: 'Segments with findings' }));
    const link = segments.getByRole('link', { name: 'Open segment 5 in the editor' });
    expect(link.getAttribute('href')).toBe(`/document/${SAMPLE_ID}?segment=5`);
    expect(
      segments.getByText('Error: Numbers missing in the target: “15”; Numbers not in the source: “16”'),
    ).toBeTruthy();
    expect(segments.getByText('Ignored: Same source translated differently')).toBeTruthy();
    expect(segments.getByText('Warten Sie 16 Minuten').closest('td')!.getAttribute('lang')).toBe('de');
  });

  it("asks for a spelling finding's suggestions when they are wanted", async () => {
    const checked: string[] = [];
    const typo = record(2, {
      source: 'The settings',
      target: 'Die Einstelugnen',
      qa: [
        {
          check: 'spelling',
          severity: 'warning',
          message: 'Possible misspelling: "Einstelugnen"',
          ignored: false,
          words: [{ word: 'Einstelugnen', start: 4, end: 16, suggestions: [] }],
        },
      ],
    });
    mockServer.use(
      http.get(`*/api/document/${SAMPLE_ID}/qa`, () =>
        HttpResponse.json({
          document_id: SAMPLE_ID,
          checks: counts({ spelling: [1, 0] }),
          segments_with_errors: 0,
          segments_with_issues: 1,
          segments: [typo],
          total_rows: 1,
        } satisfies QaReport),
      ),
      http.post('*/api/spelling/check', async ({ request }) => {
        const { lang, text } = (await request.json()) as { lang: string; text: string };
        checked.push(text);
        const misspelled = [{ word: text, start: 0, end: text.length, suggestions: ['Einstellungen'] }];
        return HttpResponse.json({ lang, dictionary: 'de', misspelled });
      }),
    );
    await renderScreen(<QaReportScreen />, '/document/:id/qa', `/document/${SAMPLE_ID}/qa`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show suggestions' }));
    const list = await screen.findByRole('list', { name: 'Spelling suggestions' });
    expect(list.textContent).toBe('EinstelugnenEinstellungen');
    expect(checked).toEqual(['Einstelugnen']);
  });

  it("gives the keyboard to the first segment's link when the editor's shortcut opened it", async () => {
    const { router } = await renderScreen(<QaReportScreen />, '/document/:id/qa', '/');
    act(() => router.history.push(`/document/${SAMPLE_ID}/qa`, FOCUS_FINDINGS));
    const link = await screen.findByRole('link', { name: 'Open segment 5 in the editor' });
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it('narrows the segments to one check and back', async () => {
    await renderScreen(<QaReportScreen />, '/document/:id/qa', `/document/${SAMPLE_ID}/qa`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Numbers differ from the source' }));
    await screen.findByRole('heading', { name: 'Numbers differ from the source' });
    expect(screen.getByRole('button', { name: 'Numbers differ from the source' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(within(screen.getByRole('table', { name: 'Segments with findings' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Current location' }).textContent).toBe(
      `/document/${SAMPLE_ID}/qa?check=numbers`,
    );
    await user.click(screen.getByRole('button', { name: 'Show every check' }));
    await screen.findByRole('heading', { name: 'Segments with findings' });
    expect(asked).toEqual(['all', 'numbers', 'all']);
  });
});
