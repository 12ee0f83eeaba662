// Test helpers of the documents remote: a project, a document and its segments with every field a test does not care about
// filled in, and the msw server around each test file. Test-only: nothing else imports this file.
import { cleanup, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type {
  Analysis,
  Document,
  DocumentQuality,
  Job,
  LastAnalysis,
  DocumentRecord,
  ProgressFigures,
  Project,
  ProjectDocumentPage,
  QaIssue,
} from '@tessera/shared/contract';
import { mockDocument, mockServer, unscored } from '@tessera/shared/mocks/node';

/** The inline-code chips shown in an element, as their labels read (`<1>`, `</1>`, `{1}`…), in order. */
export const chipLabels = (element: HTMLElement) =>
  within(element)
    .getAllByLabelText(/inline code/)
    .map((chip) => chip.textContent);

/** The text of each element, in order: what a list, a menu or a row reads. */
export const textsOf = (elements: readonly HTMLElement[]) => elements.map((element) => element.textContent);

/** The texts of each row's cells in a table, the header row aside: what its rows read. */
export const rowTextsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsOf(within(row).getAllByRole('cell')));

/** Document 1, help.xlf (en → de), processed, three segments of nine words, nothing approved yet. */
export const testDocument = (fields: Partial<Document> = {}): Document =>
  mockDocument({
    id: 1,
    created_by: 1,
    name: 'help.xlf',
    records_count: 3,
    words_count: 9,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  });

const NOTHING_COUNTED: ProgressFigures = {
  segments: { total: 0, translated: 0, approved: 0, reviewed: 0 },
  words: { total: 0, translated: 0, approved: 0, reviewed: 0 },
};

/** A document's figures on the project's documents pages (its progress, and its quality score if a test has one). */
export type DocumentFigures = ProgressFigures & { document_id: number; quality?: DocumentQuality };

/**
 * Answers `GET /api/projects/{projectId}/documents` from `documents` as the server answers a request without sort
 * or filters: the project's documents in upload order, each with its figures in `figures` (none counted and no
 * error recorded when it has none), and the project's summary. Gives the queries asked, to test what a screen asks for.
 */
export function answerProjectDocuments(
  projectId: number,
  documents: readonly Document[],
  figures?: readonly DocumentFigures[],
): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  mockServer.use(
    http.get(`*/api/projects/${projectId}/documents`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const mine = documents.filter((document) => document.project_id === projectId).sort((a, b) => a.id - b.id);
      const failed = mine.filter((document) => document.status === 'error');
      const figuresOf = (document: Document) => {
        const found = figures?.find((row) => row.document_id === document.id);
        return {
          progress: found ? { segments: found.segments, words: found.words } : NOTHING_COUNTED,
          quality: found?.quality ?? unscored(document),
        };
      };
      const page: ProjectDocumentPage = {
        records: mine.map((document) => ({ ...document, ...figuresOf(document), handoff: null })),
        total_rows: mine.length,
        summary: {
          documents: mine.length,
          importing: mine.filter((document) => document.status !== 'done' && document.status !== 'error').length,
          failed: failed.length,
          first_failed: failed[0]
            ? { id: failed[0].id, name: failed[0].name, target_lang: failed[0].target_lang }
            : null,
        },
      };
      return HttpResponse.json(page);
    }),
  );
  return asked;
}

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
  place: null,
  words: 3,
  qa: [],
  origin: null,
  match_percent: null,
  repetitions: 0,
  open_comments: 0,
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

/** The QA finding of a target that says 16 where its source, "Wait 15 minutes", says 15. */
export const numbersFinding: QaIssue = {
  check: 'numbers',
  severity: 'error',
  message: 'Numbers missing in the target: “15”; Numbers not in the source: “16”',
  phrases: [
    { key: 'qaNumbersMissing', values: { numbers: ['15'] } },
    { key: 'qaNumbersExtra', values: { numbers: ['16'] } },
  ],
  ignored: false,
};

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

/**
 * A project's analysis as the server gives it, as data: none kept until it is asked for (POST), then a job that is
 * done at once (`message` its end) and `analysis` kept, when `ended` is 'done'. Answers the URLs the page asks
 * (each counted in `asked`).
 */
export function answerAnalysisJob(
  projectId: number,
  analysis: Analysis,
  { ended = 'done', message = 'Analysed' }: { ended?: Job['status']; message?: string } = {},
) {
  const asked = { runs: 0, last: 0 };
  let kept: Analysis | null = null;
  const jobId = 900 + projectId;
  mockServer.use(
    http.get(`*/api/projects/${projectId}/analysis/last`, ({ request }) => {
      asked.last += 1;
      // The page of the documents' rows asked for, as stored.
      const query = new URL(request.url).searchParams;
      const [page, limit] = [Number(query.get('page') ?? 0), Number(query.get('limit') ?? 50)];
      return HttpResponse.json({
        analysis: kept && { ...kept, documents: kept.documents.slice(page * limit, (page + 1) * limit) },
        documents_total: kept?.documents.length ?? 0,
        analysed_at: kept && '2026-11-30T09:15:00.000Z',
        running_job_id: null,
      } satisfies LastAnalysis);
    }),
    http.post(`*/api/projects/${projectId}/analysis`, () => {
      asked.runs += 1;
      if (ended === 'done') kept = analysis;
      return HttpResponse.json({ job_id: jobId }, { status: 202 });
    }),
    http.get(`*/api/jobs/${jobId}`, () =>
      HttpResponse.json({
        id: jobId,
        kind: 'project.analysis',
        status: ended,
        progress: 1,
        message,
        cancellable: false,
      } satisfies Job),
    ),
  );
  return asked;
}
