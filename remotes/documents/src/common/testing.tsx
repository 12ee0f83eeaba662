// Test helpers of the documents remote: a project, a document and its segments with every field a test does not care about
// filled in, the msw server around each test file, and the editor's side panel inside the providers the document
// screen gives it. Test-only: nothing else imports this file.
import { cleanup, render, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider, type SessionStore } from '@tessera/shared';
import type { Document, DocumentRecord, Project } from '@tessera/shared/contract';
import { mockServer } from '@tessera/shared/mocks/node';
import type { InsertOrigin } from './features/editor/drafts.ts';
import { recordsKey } from './common/documentQueries.ts';
import { ShortcutRegistry, ShortcutScope } from './features/editor/shortcuts.ts';
import { SidePanel } from './features/editor/panel/SidePanel.tsx';

/** The inline-code chips shown in an element, as their labels read (`<1>`, `</1>`, `{1}`…), in order. */
export const chipLabels = (element: HTMLElement) =>
  within(element)
    .getAllByLabelText(/inline code/)
    .map((chip) => chip.textContent);

/** The text of each element, in order: what a list, a menu or a row reads. */
export const textsOf = (elements: readonly HTMLElement[]) => elements.map((element) => element.textContent);

/** Document 1, help.xlf (en → de), processed, three segments of nine words, nothing approved yet. */
export const testDocument = (fields: Partial<Document> = {}): Document => ({
  id: 1,
  created_by: 1,
  name: 'help.xlf',
  type: 'XLIFF',
  status: 'done',
  processing_error: null,
  records_count: 3,
  approved_records_count: 0,
  words_count: 9,
  approved_words_count: 0,
  open_comments: 0,
  source_lang: 'en',
  target_lang: 'de',
  project_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

/** Project 3, "Spring release" (en → de), with no document yet. */
export const testProject = (fields: Partial<Project> = {}): Project => ({
  id: 3,
  name: 'Spring release',
  description: '',
  source_lang: 'en',
  target_lang: 'de',
  target_langs: ['de'],
  client: '',
  due_date: null,
  created_by: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  documents_count: 0,
  records_count: 0,
  approved_records_count: 0,
  words_count: 0,
  approved_words_count: 0,
  ...fields,
});

/** The segment at `position` of document 1 (id 100 + position): new, empty, unlocked, without codes or QA. */
export const testSegment = (position: number, fields: Partial<DocumentRecord> = {}): DocumentRecord => ({
  id: 100 + position,
  document_id: 1,
  position,
  unit_id: `u${position}`,
  segment_id: null,
  source: '',
  target: '',
  codes: [],
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

/** The msw mock of the API for every test of the file; what a test adds with `mockServer.use` ends with it. */
export function serveMockApi() {
  beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    cleanup();
    mockServer.resetHandlers();
  });
  afterAll(() => mockServer.close());
}

/**
 * Answers for what the side panel looks up beside the tab under test (document 1's 75% threshold, no matches, no
 * terms, alone or fetched ahead); a test adds its own answers after these, and those win.
 */
export function answerPanelLookupsWithNothing() {
  mockServer.use(
    http.get('*/api/document/1/match_settings', () => HttpResponse.json({ display_threshold: 75 })),
    http.get('*/api/document/records/:id/substitutions', () => HttpResponse.json([])),
    http.get('*/api/document/records/:id/glossary_records', () => HttpResponse.json([])),
    http.get('*/api/document/:id/substitutions', ({ request }) =>
      HttpResponse.json(askedRecords(request).map((id) => ({ record_id: id, matches: [] }))),
    ),
    http.get('*/api/document/:id/glossary_records', ({ request }) =>
      HttpResponse.json(askedRecords(request).map((id) => ({ record_id: id, hits: [] }))),
    ),
  );
}

/** The segment ids a batch lookup asks for (`?records=1,2`), in order. */
export const askedRecords = (request: Request) =>
  (new URL(request.url).searchParams.get('records') ?? '').split(',').filter(Boolean).map(Number);

export type SidePanelOptions = {
  document?: Document;
  /** The page of segments the document screen has loaded (some tabs look up repetitions among them). */
  loaded?: DocumentRecord[];
  /** The signed-in session, for tabs that show who did what. */
  session?: SessionStore;
  /** Page content beside the panel (e.g. text to select for a concordance search). */
  beside?: ReactNode;
};

/**
 * Renders the side panel for `record`; `show` switches it to another record. `inserted` collects what it puts at
 * the caret, `replaced` what it puts in place of the target, `said` what it tells the translator.
 */
export function renderSidePanel(record: DocumentRecord | null, options: SidePanelOptions = {}) {
  const document = options.document ?? testDocument();
  const inserted: string[] = [];
  const replaced: string[] = [];
  // What each insert or replacement says it is (a match, MT, a term), as the save will name it.
  const origins: (InsertOrigin | undefined)[] = [];
  const said: string[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (options.loaded) {
    client.setQueryData([...recordsKey(document.id), { page: 0, filter: 'all', search: '' }], {
      records: options.loaded,
      total_rows: options.loaded.length,
    });
  }
  const panel = (current: DocumentRecord | null) => (
    <ShortcutScope registry={new ShortcutRegistry()}>
      {options.beside}
      <QueryClientProvider client={client}>
        <SidePanel
          document={document}
          record={current}
          insert={(markup, origin) => {
            inserted.push(markup);
            origins.push(origin);
          }}
          replace={(markup, origin) => {
            replaced.push(markup);
            origins.push(origin);
          }}
          say={(message) => said.push(message)}
        />
      </QueryClientProvider>
    </ShortcutScope>
  );
  const view = (current: DocumentRecord | null) =>
    options.session ? <SessionProvider store={options.session}>{panel(current)}</SessionProvider> : panel(current);
  const rendered = render(view(record));
  return {
    ...rendered,
    inserted,
    replaced,
    origins,
    said,
    client,
    show: (next: DocumentRecord | null) => rendered.rerender(view(next)),
  };
}
