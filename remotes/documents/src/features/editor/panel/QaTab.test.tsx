import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Document, DocumentRecord, QaIssue } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { ShortcutRegistry, ShortcutScope } from '../shortcuts.ts';
import { SidePanel } from './SidePanel.tsx';

const document1: Document = {
  id: 1,
  created_by: 1,
  name: 'help.xlf',
  type: 'XLIFF',
  status: 'done',
  processing_error: null,
  records_count: 1,
  approved_records_count: 0,
  words_count: 3,
  approved_words_count: 0,
  open_comments: 0,
  source_lang: 'en',
  target_lang: 'de',
  project_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const numbers: QaIssue = {
  check: 'numbers',
  severity: 'error',
  message: 'Numbers differ from the source (missing in the target: 15; not in the source: 16)',
  ignored: false,
};
const spaces: QaIssue = {
  check: 'double-spaces',
  severity: 'warning',
  message: 'The target has a doubled space',
  ignored: false,
};
const segment = (qa: QaIssue[], target = 'Warten Sie  16 Minuten'): DocumentRecord => ({
  id: 100,
  document_id: 1,
  position: 0,
  unit_id: 'u0',
  segment_id: null,
  source: 'Wait 15 minutes',
  target,
  codes: [],
  approved: false,
  state: 'translated',
  status: 'translated',
  locked: false,
  note: null,
  context: null,
  words: 3,
  qa,
  origin: null,
  match_percent: null,
  repetitions: 0,
  open_comments: 0,
  updated_at: '2026-01-01T00:00:00.000Z',
});

let requests: string[];
beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  requests = [];
  mockServer.use(
    http.get('*/api/document/1/match_settings', () => HttpResponse.json({ display_threshold: 75 })),
    http.get('*/api/document/records/:id/substitutions', () => HttpResponse.json([])),
    http.get('*/api/document/records/:id/glossary_records', () => HttpResponse.json([])),
    http.post('*/api/document/records/100/qa/ignored', async ({ request }) => {
      const { check } = (await request.json()) as { check: string };
      requests.push(`ignore ${check}`);
      return HttpResponse.json(segment([numbers, { ...spaces, ignored: true }]));
    }),
    http.delete('*/api/document/records/100/qa/ignored/:check', ({ params }) => {
      requests.push(`count ${String(params.check)}`);
      return HttpResponse.json(segment([numbers, spaces]));
    }),
  );
});
afterEach(cleanup);
afterAll(() => mockServer.close());

function renderQa(record: DocumentRecord | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ShortcutScope registry={new ShortcutRegistry()}>
      <QueryClientProvider client={client}>
        <SidePanel document={document1} record={record} insert={() => {}} />
      </QueryClientProvider>
    </ShortcutScope>,
  );
}

async function openQa() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'QA' }));
  // The tab's code is fetched the first time it is chosen.
  await waitFor(() => expect(screen.queryByText('Loading QA…')).toBeNull());
  return user;
}

describe('QA tab', () => {
  it("lists the segment's errors and warnings with their messages; only warnings can be ignored", async () => {
    renderQa(segment([numbers, spaces]));
    await openQa();
    const issues = within(screen.getByRole('list', { name: 'QA issues' })).getAllByRole('listitem');
    expect(issues.map((item) => item.textContent)).toEqual([
      `Error${numbers.message}`,
      `Warning${spaces.message}Ignore`,
    ]);
    expect(within(issues[0]!).queryByRole('button')).toBeNull();
  });

  it('ignores a warning and takes it back', async () => {
    renderQa(segment([numbers, spaces]));
    const user = await openQa();
    await user.click(screen.getByRole('button', { name: `Ignore: ${spaces.message}` }));
    const ignored = await screen.findByRole('list', { name: 'Ignored warnings' });
    expect(within(ignored).getByText(spaces.message)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'QA issues' })).queryByText(spaces.message)).toBeNull();

    await user.click(screen.getByRole('button', { name: `Stop ignoring: ${spaces.message}` }));
    await within(await screen.findByRole('list', { name: 'QA issues' })).findByText(spaces.message);
    expect(screen.queryByRole('list', { name: 'Ignored warnings' })).toBeNull();
    expect(requests).toEqual(['ignore double-spaces', 'count double-spaces']);
  });

  it('says when a segment has no findings, or nothing saved to check', async () => {
    renderQa(segment([], 'Warten Sie 15 Minuten'));
    await openQa();
    expect(screen.getByText('No QA issues in this segment.')).toBeTruthy();
    cleanup();
    renderQa(segment([], ''));
    await openQa();
    expect(screen.getByText('QA runs once a target is saved.')).toBeTruthy();
  });
});
