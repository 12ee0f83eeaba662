import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { inlineToken, type Document, type DocumentRecord, type TermHit } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import { recordsKey } from '../../documents/queries.ts';
import { ShortcutRegistry, ShortcutScope } from '../shortcuts.ts';
import { SidePanel } from './SidePanel.tsx';
import { termPieces } from './terms.ts';

const t = inlineToken;
const document1: Document = {
  id: 1,
  created_by: 1,
  name: 'help.xlf',
  type: 'XLIFF',
  status: 'done',
  processing_error: null,
  records_count: 1,
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
// "Click <b>Save</b> to keep the files": term ranges are offsets in this string, tokens included.
const source = `Click ${t(1)}Save${t(2)} to keep the files`;
const segment: DocumentRecord = {
  id: 100,
  document_id: 1,
  position: 0,
  unit_id: 'u0',
  segment_id: null,
  source,
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
  words: 6,
  qa: [],
  origin: null,
  match_percent: null,
  repetitions: 0,
  open_comments: 0,
  updated_at: '2026-01-01T00:00:00.000Z',
};
const at = (text: string): [number, number] => [source.indexOf(text), source.indexOf(text) + text.length];
const hit = (fields: Partial<TermHit> & Pick<TermHit, 'id' | 'source' | 'target' | 'ranges'>): TermHit => ({
  comment: '',
  glossary: { id: 3, name: 'Product terms' },
  ...fields,
});

let hits: Record<number, TermHit[]>;
let asked: number[];

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  asked = [];
  hits = {
    100: [
      hit({ id: 11, source: 'save', target: 'speichern', ranges: [at('Save')], comment: 'verb' }),
      hit({ id: 12, source: 'file', target: 'Datei', ranges: [at('files')], glossary: { id: 4, name: 'General' } }),
      hit({ id: 13, source: 'keep the file', target: 'die Datei behalten', ranges: [at('keep the files')] }),
    ],
  };
  mockServer.use(
    http.get('*/api/document/1/match_settings', () => HttpResponse.json({ display_threshold: 75 })),
    http.get('*/api/document/records/:id/substitutions', () => HttpResponse.json([])),
    http.get('*/api/document/records/:id/glossary_records', ({ params }) => {
      asked.push(Number(params.id));
      return HttpResponse.json(hits[Number(params.id)] ?? []);
    }),
  );
});
afterEach(cleanup);
afterAll(() => mockServer.close());

function renderTerms(record: DocumentRecord | null, loaded: DocumentRecord[] = []) {
  const inserted: string[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData([...recordsKey(1), { page: 0, filter: 'all', search: '' }], {
    records: loaded,
    total_rows: loaded.length,
  });
  render(
    <ShortcutScope registry={new ShortcutRegistry()}>
      <QueryClientProvider client={client}>
        <SidePanel document={document1} record={record} insert={(markup) => inserted.push(markup)} />
      </QueryClientProvider>
    </ShortcutScope>,
  );
  return { inserted };
}

async function openTerms() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Terms' }));
  await screen.findByRole('list', { name: 'Glossary terms' });
  return user;
}

const termItem = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Term ${n}:`) });

describe('Terms tab', () => {
  it('lists the terms found in the source in order, with translation, glossary and comment', async () => {
    renderTerms(segment);
    await openTerms();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(termItem(1).textContent).toContain('save→speichern');
    expect(within(termItem(1)).getByText('Product terms')).toBeTruthy();
    expect(within(termItem(1)).getByText('· verb')).toBeTruthy();
    expect(within(termItem(2)).getByText('General')).toBeTruthy();
    expect(within(termItem(2)).getByText('Datei').getAttribute('lang')).toBe('de');
    expect(within(termItem(2)).getByText('file').getAttribute('lang')).toBe('en');
    expect(asked).toEqual([100]);
  });

  it('underlines the terms in the source, inline codes kept as chips', async () => {
    renderTerms(segment);
    await openTerms();
    const panel = screen.getByRole('tabpanel', { name: 'Terms' });
    const marks = [...panel.querySelectorAll('mark[data-term]')];
    expect(marks.map((mark) => mark.textContent)).toEqual(['Save', 'keep the ', 'files']);
    expect(marks[2]!.getAttribute('title')).toBe('file → Datei\nkeep the file → die Datei behalten');
    expect(
      within(panel)
        .getAllByLabelText(/inline code/)
        .map((chip) => chip.textContent),
    ).toEqual(['<1>', '</1>']);
  });

  it('inserts a term by click, and term N with Ctrl+Shift+N whichever tab is open', async () => {
    const { inserted } = renderTerms(segment);
    const user = await openTerms();
    await user.click(screen.getByRole('button', { name: 'Insert term 2' }));
    await user.click(screen.getByRole('tab', { name: 'Matches' }));
    await user.keyboard('{Control>}{Shift>}3{/Shift}{/Control}');
    // No fourth term: nothing happens.
    await user.keyboard('{Control>}{Shift>}4{/Shift}{/Control}');
    expect(inserted).toEqual(['Datei', 'die Datei behalten']);
  });

  it('inserts nothing into a locked segment', async () => {
    const { inserted } = renderTerms({ ...segment, locked: true });
    const user = await openTerms();
    await user.keyboard('{Control>}{Shift>}1{/Shift}{/Control}');
    expect((screen.getByRole('button', { name: 'Insert term 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(inserted).toEqual([]);
  });

  it('says when the segment has no term, and when no segment is active', async () => {
    hits[100] = [];
    renderTerms(segment);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    expect(await screen.findByText("No term of this document's glossaries in this segment.")).toBeTruthy();
    cleanup();
    renderTerms(null);
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    expect(screen.getByText('Select a segment to see its terms.')).toBeTruthy();
  });

  it("fetches the next segments' terms ahead, so Ctrl+Enter lands on them ready", async () => {
    const next = (position: number, approved = false): DocumentRecord => ({
      ...segment,
      id: 100 + position,
      position,
      approved,
    });
    renderTerms(segment, [segment, next(1, true), next(2), next(3), next(4)]);
    // The next segment (Down) and the next unapproved ones (Ctrl+Enter), three in all.
    await waitFor(() => expect(asked).toEqual([100, 101, 102, 103]));
  });

  it('shows a failed lookup with Retry', async () => {
    mockServer.use(
      http.get('*/api/document/records/:id/glossary_records', () =>
        HttpResponse.json({ message: 'Segment not found' }, { status: 404 }),
      ),
    );
    renderTerms(segment);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    expect(await screen.findByText('The terms could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});

describe('termPieces', () => {
  it('cuts the text where terms begin and end, counting code tokens with their length', () => {
    const pieces = termPieces(source, hits[100]!);
    expect(
      pieces.map((piece) =>
        'code' in piece ? `#${piece.code}` : `${piece.text}|${piece.terms.map((h) => h.id).join(',')}`,
      ),
    ).toEqual(['Click |', '#1', 'Save|11', '#2', ' to |', 'keep the |13', 'files|12,13']);
  });
});
