import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { inlineToken, type Document, type DocumentRecord } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { ShortcutRegistry, ShortcutScope } from '../shortcuts.ts';
import { SidePanel } from './SidePanel.tsx';

const t = inlineToken;
const document1: Document = {
  id: 1,
  created_by: 1,
  name: 'help.xlf',
  type: 'XLIFF',
  status: 'done',
  processing_error: null,
  records_count: 2,
  approved_records_count: 0,
  words_count: 9,
  approved_words_count: 0,
  open_comments: 0,
  source_lang: 'en',
  target_lang: 'de',
  project_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const segment = (id: number, fields: Partial<DocumentRecord> = {}): DocumentRecord => ({
  id,
  document_id: 1,
  position: id - 100,
  unit_id: `u${id}`,
  segment_id: null,
  source: `Click ${t(1)}Save${t(2)} now`,
  target: '',
  codes: [
    { id: 1, kind: 'open', label: '<1>', xml: '<b>' },
    { id: 2, kind: 'close', label: '</1>', xml: '</b>' },
  ],
  approved: false,
  state: null,
  status: 'new',
  locked: false,
  note: null,
  context: null,
  words: 3,
  qa: [],
  origin: null,
  match_percent: null,
  repetitions: 0,
  open_comments: 0,
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

let asked: number[];
let answer: (id: number) => Response;

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  asked = [];
  answer = () => HttpResponse.json({ target: `Jetzt ${t(1)}Speichern${t(2)} klicken`, provider: 'deepl' });
  mockServer.use(
    http.get('*/api/document/1/match_settings', () => HttpResponse.json({ display_threshold: 75 })),
    http.get('*/api/document/1/translation_memories', () =>
      HttpResponse.json([{ id: 1, name: 'Main', mode: 'read', position: 0, inherited: false }]),
    ),
    http.get('*/api/document/records/:id/substitutions', () => HttpResponse.json([])),
    http.get('*/api/document/records/:id/glossary_records', () => HttpResponse.json([])),
    http.get('*/api/document/records/:id/mt', ({ params }) => {
      asked.push(Number(params.id));
      return answer(Number(params.id));
    }),
  );
});
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());

function renderPanel(record: DocumentRecord | null) {
  const inserted: string[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (current: DocumentRecord | null) => (
    <ShortcutScope registry={new ShortcutRegistry()}>
      <QueryClientProvider client={client}>
        <SidePanel document={document1} record={current} insert={(markup) => inserted.push(markup)} />
      </QueryClientProvider>
    </ShortcutScope>
  );
  const { rerender } = render(view(record));
  return { inserted, show: (next: DocumentRecord | null) => rerender(view(next)) };
}

const suggestion = () => screen.findByRole('region', { name: 'Machine translation' });

describe('MT suggestion', () => {
  it("shows the provider's translation under the matches, codes as chips, and inserts it by click or Ctrl+Alt+M", async () => {
    const { inserted } = renderPanel(segment(100));
    const section = await suggestion();
    expect(await within(section).findByText('DeepL API')).toBeTruthy();
    expect(
      within(section)
        .getAllByLabelText(/inline code/)
        .map((chip) => chip.textContent),
    ).toEqual(['<1>', '</1>']);
    expect(section.querySelector('[lang="de"]')?.textContent).toContain('Speichern');
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Insert the machine translation' }));
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    await user.keyboard('{Control>}{Alt>}m{/Alt}{/Control}');
    expect(inserted).toEqual([`Jetzt ${t(1)}Speichern${t(2)} klicken`, `Jetzt ${t(1)}Speichern${t(2)} klicken`]);
    expect(asked).toEqual([100]);
  });

  it('shows nothing while no provider is configured, and stops asking for the next segments', async () => {
    answer = () => HttpResponse.json({ message: 'No machine translation provider is configured' }, { status: 409 });
    const { show } = renderPanel(segment(100));
    await screen.findByText(/No match of 75% or more/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Machine translation' })).toBeNull();
    show(segment(101));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([100]);
    expect(screen.queryByRole('region', { name: 'Machine translation' })).toBeNull();
  });

  it('says what the provider answered (a rate limit) and asks again on Try again', async () => {
    answer = () =>
      HttpResponse.json(
        { message: 'DeepL is limiting how often it may be asked; try again in 7 s' },
        { status: 429, headers: { 'retry-after': '7' } },
      );
    renderPanel(segment(100));
    const section = await suggestion();
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'DeepL is limiting how often it may be asked; try again in 7 s',
    );
    answer = () => HttpResponse.json({ target: `Jetzt ${t(1)}Speichern${t(2)} klicken`, provider: 'libretranslate' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('LibreTranslate')).toBeTruthy();
    expect(asked).toEqual([100, 100]);
  });

  it('shows below the matches tab even when the document uses no translation memory', async () => {
    mockServer.use(http.get('*/api/document/1/translation_memories', () => HttpResponse.json([])));
    renderPanel(segment(100));
    await screen.findByText('This document uses no translation memory, so there are no matches.');
    expect(await within(await suggestion()).findByText('DeepL API')).toBeTruthy();
  });

  it('asks nothing for a locked segment', async () => {
    renderPanel(segment(100, { locked: true }));
    await screen.findByText(/No match of 75% or more/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Machine translation' })).toBeNull();
  });
});
