/**
 * Development mock of the documents API for msw, for the document screen run standalone
 * (`npm run dev -w remotes/documents`) and its tests: fixtures and plain reads and writes over them. The sample
 * document has 130 segments (two pages) with paired and standalone inline codes, notes, a locked one and some
 * already translated or approved. A save keeps what it is sent (the status stays the fixture's); the preview is
 * empty, QA finds nothing and no repetition is filled: screens that rest on those are tested against the real
 * server (server/src/test/real-api.ts). An upload becomes an empty document: the mock reads no files.
 */
import { HttpResponse } from 'msw';
import { DEFAULT_REPETITION_PROPAGATION, DOCUMENTS_PAGE_DEFAULT, PAGE_SIZE } from '../contract/plain.ts';
import {
  DocumentRecordsQuery,
  DocumentsQuery,
  RenameDocumentBody,
  UpdateDocumentRecordBody,
} from '../contract/documents.ts';
import { inlineText, inlineToken as t } from '../contract/segment-text.ts';
import { FillRepetitionsBody, RepetitionSettings } from '../contract/repetitions.ts';
import { PresenceBody } from '../contract/live.ts';
import type { DocumentRecord, InlineCode } from '../contract/documents.ts';
import type { Project } from '../contract/projects.ts';
import { db, figuresOf, mockDocument, nextId, now, perReset } from './db.ts';
import { routes } from '../contract/routes.ts';
import { documentSetting, errorAnswer, handle, handleDocument, itemHandler, queryOf } from './handlers/respond.ts';

/** Segments of the sample document (id 1): more than one page. */
export const SAMPLE_DOCUMENT_SEGMENT_COUNT = 130;
export const SAMPLE_DOCUMENT_ID = 1;

const LABELS = { open: '<1>', close: '</1>', standalone: '{1}' } as const;
const code = (id: number, kind: InlineCode['kind'], xml: string) => ({ id, kind, label: LABELS[kind], xml });
const paired = (ctype: string) => [code(1, 'open', `<g id="1" ctype="${ctype}">`), code(2, 'close', '</g>')];

/** Source, German target, codes and note of the sample segments; `{n}` in the text is the segment's number. */
const samples: Array<[string, string, InlineCode[], string?]> = [
  [
    `Click ${t(1)}Save${t(2)} to keep your changes ({n}).`,
    `Klicken Sie auf ${t(1)}Speichern${t(2)}, um Ihre Änderungen zu behalten ({n}).`,
    paired('bold'),
    'Save is the button label',
  ],
  ['Your password expires in {n} days.', 'Ihr Passwort läuft in {n} Tagen ab.', []],
  [
    `Hello ${t(1)}, you have new messages ({n}).`,
    `Hallo ${t(1)}, Sie haben neue Nachrichten ({n}).`,
    [code(1, 'standalone', '<x id="1" ctype="x-placeholder"/>')],
    '{1} is the user name',
  ],
  [
    `Read the ${t(1)}release notes${t(2)}${t(3)}before updating ({n}).`,
    `Lesen Sie vor dem Update die ${t(1)}Versionshinweise${t(2)}${t(3)}({n}).`,
    [...paired('link'), code(3, 'standalone', '<x id="2" ctype="lb"/>')],
  ],
  ['The export finished without errors ({n}).', 'Der Export wurde ohne Fehler abgeschlossen ({n}).', []],
  ['Select a target language ({n}).', 'Wählen Sie eine Zielsprache ({n}).', []],
];

/** A state of the file and the segment's status for it. */
const STATES = {
  final: ['final', 'final'],
  review: ['needs-review-translation', 'needs-review'],
  translated: ['translated', 'translated'],
  empty: ['needs-translation', 'needs-translation'],
} as const;

function sampleSegment(position: number): DocumentRecord {
  const [sourceText, targetText, codes, note] = samples[position % samples.length]!;
  const number = String(position + 1);
  // A quarter translated, half of those approved (final in the file); every third of the others waits for review;
  // the rest still empty. One in 25 is locked (translate="no").
  const locked = position % 25 === 24;
  const translated = locked || position % 4 === 0;
  const approved = translated && !locked && position % 8 === 0;
  const [state, status] =
    STATES[approved ? 'final' : !translated ? 'empty' : position % 12 === 4 ? 'review' : 'translated'];
  const source = locked ? `Tessera ${number}` : sourceText.replaceAll('{n}', number);
  const target = locked ? source : translated ? targetText.replaceAll('{n}', number) : '';
  return {
    id: position + 1,
    document_id: SAMPLE_DOCUMENT_ID,
    position,
    unit_id: `u${position + 1}`,
    segment_id: null,
    source,
    target,
    codes: locked ? [] : codes,
    approved,
    state,
    status,
    qa: [],
    locked,
    note: locked ? 'Product name: never translated' : (note ?? null),
    context: position % 10 === 0 ? `Chapter ${position / 10 + 1}` : null,
    place: null,
    words: inlineText(source).split(/\s+/).filter(Boolean).length,
    origin: target ? 'import' : null,
    match_percent: null,
    repetitions: 0,
    open_comments: 0,
    updated_at: '2026-01-15T09:30:00.000Z',
  };
}

const findDocument = (id: number | undefined) => db.documents.find((document) => document.id === id);
const state = perReset(() => ({
  records: Array.from({ length: findDocument(SAMPLE_DOCUMENT_ID) ? SAMPLE_DOCUMENT_SEGMENT_COUNT : 0 }, (_, i) =>
    sampleSegment(i),
  ),
}));
/** The routes on one segment of the mock's documents. */
export const handleSegment = itemHandler((id) => state().records.find((r) => r.id === id), {
  code: 'segment_not_found',
  message: 'Segment not found',
});

/** New empty documents of a request's file, one per target language (`''`: none named), or the 400 to answer. */
export async function acceptUpload(
  request: Request,
  userId: number,
  project: Project | null,
  targets: readonly string[],
) {
  const file = (await request.formData().catch(() => undefined))?.get('file');
  if (!(file instanceof File)) return errorAnswer(400, 'file_part_missing', 'Send the document in a part named "file"');
  const fields = { created_by: userId, name: file.name, source_lang: project?.source_lang ?? 'en' };
  return targets.map((target) => {
    const stamp = now();
    const at = { project_id: project?.id ?? null, created_at: stamp, updated_at: stamp };
    const document = mockDocument({ id: nextId(db.documents), ...fields, target_lang: target || 'de', ...at });
    db.documents.push(document);
    return document;
  });
}

/**
 * Every document without paging parameters; with any, a page of those of the project or ids asked for, in the
 * fixtures' order: the server's order (newest first) is its route tests', a screen test hands fixtures over in it.
 */
function documentsList(request: Request): Response {
  const sent = Object.fromEntries(new URL(request.url).searchParams);
  if (Object.keys(sent).length === 0) return HttpResponse.json(db.documents);
  const read = queryOf(request, DocumentsQuery);
  if ('invalid' in read) return read.invalid;
  const { page = 0, limit = DOCUMENTS_PAGE_DEFAULT, project, ids } = read.query;
  const found = db.documents
    .filter((document) => project === undefined || document.project_id === (project === 'none' ? null : project))
    .filter((document) => ids === undefined || ids.includes(document.id));
  return HttpResponse.json({ records: found.slice(page * limit, (page + 1) * limit), total_rows: found.length });
}

export const documentHandlers = [
  handle(routes.documents.list, ({ request }) => documentsList(request)),

  handle(routes.documents.upload, async ({ request, user }) => {
    const documents = await acceptUpload(request, user.id, null, ['']);
    return documents instanceof Response ? documents : HttpResponse.json(documents[0], { status: 202 });
  }),

  handleDocument(routes.documents.get, (document) => HttpResponse.json(document)),

  handleDocument.withBody(routes.documents.update, RenameDocumentBody, (document, { body }) => {
    Object.assign(document, { name: body.name, updated_at: now() });
    return HttpResponse.json({ message: 'Document renamed' });
  }),

  handleDocument(routes.documents.delete, (document) => {
    db.documents.splice(db.documents.indexOf(document), 1);
    state().records = state().records.filter((record) => record.document_id !== document.id);
    return HttpResponse.json({ message: 'Document deleted' });
  }),

  handleDocument(routes.documents.progress, (document) => HttpResponse.json({ ...figuresOf(document), qa_errors: 0 })),

  handleDocument(routes.documents.preview, () => HttpResponse.json({ blocks: [], before: 0, after: 0 })),

  // A page of the document's segments in file order, whatever the filter or search.
  handleDocument(routes.documents.records, (document, { request }) => {
    const query = DocumentRecordsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorAnswer(400, 'invalid_request', 'Invalid request', query.error.issues);
    const segments = state().records.filter((record) => record.document_id === document.id);
    const start = query.data.page * PAGE_SIZE;
    return HttpResponse.json({ records: segments.slice(start, start + PAGE_SIZE), total_rows: segments.length });
  }),

  handleSegment.withBody(routes.documents.saveRecord, UpdateDocumentRecordBody, (record, { body }) => {
    const { target, approved, origin, match_percent = null } = body;
    Object.assign(record, { target, approved, updated_at: now() }, origin ? { origin, match_percent } : {});
    return HttpResponse.json({ ...record, updated_repetitions: [] });
  }),

  // Presence needs a live connection, which the mock does not keep.
  handleDocument.withBody(routes.documents.presence, PresenceBody, () =>
    errorAnswer(409, 'presence_needs_connection', 'Open the document first: presence needs a live connection to it'),
  ),

  ...documentSetting(routes.repetitions.settings, routes.repetitions.setSettings, RepetitionSettings, {
    propagation: DEFAULT_REPETITION_PROPAGATION,
  }),

  handleSegment.withBody(routes.repetitions.fill, FillRepetitionsBody, () =>
    HttpResponse.json({ updated_repetitions: [] }),
  ),
];
