/**
 * Development mock of the documents API for msw, for the document screen run standalone
 * (`npm run dev -w remotes/documents`) and its tests: fixtures and plain reads and writes over them. The sample
 * document has 130 segments (two pages) with paired and standalone inline codes, notes, a locked one and some
 * already translated or approved. The mock holds data and no rules: it saves what it is sent (the status stays
 * the fixture's), counts no segments, lays out no preview, checks no inline codes, runs no QA and fills no
 * repetitions; screens that rest on those are tested against the real server (server/src/test/real-api.ts). An
 * upload becomes an empty document: the mock reads no files.
 */
import { HttpResponse } from 'msw';
import { DEFAULT_REPETITION_PROPAGATION, PAGE_SIZE } from '../contract/plain.ts';
import { DocumentRecordsQuery, RenameDocumentBody, UpdateDocumentRecordBody } from '../contract/documents.ts';
import { inlineText, inlineToken } from '../contract/segment-text.ts';
import { FillRepetitionsBody, RepetitionSettings, type RepetitionPropagation } from '../contract/repetitions.ts';
import { PresenceBody } from '../contract/live.ts';
import type { Document, DocumentRecord, InlineCode } from '../contract/documents.ts';
import { db, mockDocument, nextId, now, perReset } from './db.ts';
import { routes } from '../contract/routes.ts';
import { errorAnswer, handle, itemHandler, segmentNotFound, handleDocument } from './handlers/respond.ts';

/** Segments of the sample document (id 1): more than one page. */
export const SAMPLE_DOCUMENT_SEGMENT_COUNT = 130;
export const SAMPLE_DOCUMENT_ID = 1;

type DocumentsState = {
  records: DocumentRecord[];
  propagation: Map<number, RepetitionPropagation>;
};

const t = inlineToken;
const bold: InlineCode[] = [
  { id: 1, kind: 'open', label: '<1>', xml: '<g id="1" ctype="bold">' },
  { id: 2, kind: 'close', label: '</1>', xml: '</g>' },
];
const placeholder: InlineCode[] = [
  { id: 1, kind: 'standalone', label: '{1}', xml: '<x id="1" ctype="x-placeholder"/>' },
];
const linkAndBreak: InlineCode[] = [
  { id: 1, kind: 'open', label: '<1>', xml: '<g id="1" ctype="link">' },
  { id: 2, kind: 'close', label: '</1>', xml: '</g>' },
  { id: 3, kind: 'standalone', label: '{1}', xml: '<x id="2" ctype="lb"/>' },
];

/** Source, German target and codes of the sample segments; `{n}` in the text is the segment's number. */
const samples: Array<{ source: string; target: string; codes: InlineCode[]; note?: string }> = [
  {
    source: `Click ${t(1)}Save${t(2)} to keep your changes ({n}).`,
    target: `Klicken Sie auf ${t(1)}Speichern${t(2)}, um Ihre Änderungen zu behalten ({n}).`,
    codes: bold,
    note: 'Save is the button label',
  },
  { source: 'Your password expires in {n} days.', target: 'Ihr Passwort läuft in {n} Tagen ab.', codes: [] },
  {
    source: `Hello ${t(1)}, you have new messages ({n}).`,
    target: `Hallo ${t(1)}, Sie haben neue Nachrichten ({n}).`,
    codes: placeholder,
    note: '{1} is the user name',
  },
  {
    source: `Read the ${t(1)}release notes${t(2)}${t(3)}before updating ({n}).`,
    target: `Lesen Sie vor dem Update die ${t(1)}Versionshinweise${t(2)}${t(3)}({n}).`,
    codes: linkAndBreak,
  },
  {
    source: 'The export finished without errors ({n}).',
    target: 'Der Export wurde ohne Fehler abgeschlossen ({n}).',
    codes: [],
  },
  { source: 'Select a target language ({n}).', target: 'Wählen Sie eine Zielsprache ({n}).', codes: [] },
];

const wordsOf = (value: string) => inlineText(value).split(/\s+/).filter(Boolean).length;
const SEED_TIME = '2026-01-15T09:30:00.000Z';

function sampleSegment(id: number, position: number): DocumentRecord {
  const sample = samples[position % samples.length]!;
  const number = String(position + 1);
  const source = sample.source.replaceAll('{n}', number);
  // A quarter translated, half of those approved (final in the file); every third of the others waits for review;
  // the rest still empty. One in 25 is locked (translate="no").
  const locked = position % 25 === 24;
  const translated = locked || position % 4 === 0;
  const approved = translated && !locked && position % 8 === 0;
  const review = translated && !approved && position % 12 === 4;
  const [state, status] = approved
    ? (['final', 'final'] as const)
    : review
      ? (['needs-review-translation', 'needs-review'] as const)
      : translated
        ? (['translated', 'translated'] as const)
        : (['needs-translation', 'needs-translation'] as const);
  const target = locked ? `Tessera ${number}` : translated ? sample.target.replaceAll('{n}', number) : '';
  return {
    id,
    document_id: SAMPLE_DOCUMENT_ID,
    position,
    unit_id: `u${position + 1}`,
    segment_id: null,
    source: locked ? `Tessera ${number}` : source,
    target,
    codes: locked ? [] : sample.codes,
    approved,
    state,
    status,
    qa: [],
    locked,
    note: locked ? 'Product name: never translated' : (sample.note ?? null),
    context: position % 10 === 0 ? `Chapter ${position / 10 + 1}` : null,
    words: wordsOf(locked ? `Tessera ${number}` : source),
    origin: target ? 'import' : null,
    match_percent: null,
    repetitions: 0,
    open_comments: 0,
    updated_at: SEED_TIME,
  };
}

const state = perReset((): DocumentsState => {
  const count = findDocument(SAMPLE_DOCUMENT_ID) ? SAMPLE_DOCUMENT_SEGMENT_COUNT : 0;
  const records = Array.from({ length: count }, (_, position) => sampleSegment(position + 1, position));
  return { records, propagation: new Map() };
});

const findDocument = (id: number | undefined) => db.documents.find((document) => document.id === id);
/** A segment of the mock's documents (the matching handlers look up its source). */
export const findMockSegment = (id: number | undefined) => state().records.find((record) => record.id === id);
const segmentsOf = (documentId: number) => state().records.filter((record) => record.document_id === documentId);
/** The routes on one segment of the mock's documents. */
export const handleSegment = itemHandler(findMockSegment, segmentNotFound);

/** New empty documents of an uploaded file, one per target language (`['']`: none named), in a project's languages. */
export function acceptUpload(
  file: File,
  userId: number,
  project: { id: number; source_lang: string } | null,
  targets: readonly string[],
): Document[] {
  return targets.map((target) => {
    const stamp = now();
    const document = mockDocument({
      id: nextId(db.documents),
      created_by: userId,
      name: file.name,
      source_lang: project?.source_lang ?? 'en',
      target_lang: target || 'de',
      project_id: project?.id ?? null,
      created_at: stamp,
      updated_at: stamp,
    });
    db.documents.push(document);
    return document;
  });
}

/** A form's file part, or the 400 to answer when there is none. */
export function uploadedFile(form: FormData | undefined): File | Response {
  const file = form?.get('file');
  return file instanceof File ? file : errorAnswer(400, 'Send the document in a part named "file"');
}

/** A segment as saved: what was sent and a new version; its status stays the fixture's (a test sets another). */
function saved(record: DocumentRecord, { target, approved, origin, match_percent }: UpdateDocumentRecordBody) {
  Object.assign(record, { target, approved, updated_at: now() });
  if (origin) Object.assign(record, { origin, match_percent: match_percent ?? null });
  return record;
}

export const documentHandlers = [
  handle(routes.documents.list, () => {
    state();
    return HttpResponse.json(db.documents);
  }),

  handle(routes.documents.upload, async ({ request, user }) => {
    const file = uploadedFile(await request.formData().catch(() => undefined));
    if (file instanceof Response) return file;
    const [document] = acceptUpload(file, user.id, null, ['']);
    return HttpResponse.json(document, { status: 202 });
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

  // The document's own figures (translated are the approved): the mock counts no segments.
  handleDocument(routes.documents.progress, (document) => {
    const of = (total: number, approved: number) => ({
      total,
      translated: approved,
      approved,
      reviewed: 0,
      rejected: 0,
    });
    return HttpResponse.json({
      segments: of(document.records_count, document.approved_records_count),
      words: of(document.words_count, document.approved_words_count),
      qa_errors: 0,
    });
  }),

  // The mock lays out no file: its preview is empty (a test gives its own).
  handleDocument(routes.documents.preview, () => HttpResponse.json({ blocks: [], before: 0, after: 0 })),

  // A page of the document's segments in file order: the mock applies no filter and no search.
  handleDocument(routes.documents.records, (document, { request }) => {
    const query = DocumentRecordsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorAnswer(400, 'Invalid request', query.error.issues);
    const segments = segmentsOf(document.id);
    const start = query.data.page * PAGE_SIZE;
    return HttpResponse.json({ records: segments.slice(start, start + PAGE_SIZE), total_rows: segments.length });
  }),

  handleSegment.withBody(routes.documents.saveRecord, UpdateDocumentRecordBody, (record, { body }) =>
    HttpResponse.json({ ...saved(record, body), updated_repetitions: [] }),
  ),

  handleDocument(routes.repetitions.settings, (document) => {
    return HttpResponse.json({ propagation: state().propagation.get(document.id) ?? DEFAULT_REPETITION_PROPAGATION });
  }),

  // Presence needs a live connection, which the mock does not keep.
  handleDocument.withBody(routes.documents.presence, PresenceBody, () =>
    errorAnswer(409, 'Open the document first: presence needs a live connection to it'),
  ),

  handleDocument.withBody(routes.repetitions.setSettings, RepetitionSettings, (document, { body }) => {
    state().propagation.set(document.id, body.propagation);
    return HttpResponse.json(body);
  }),

  handleSegment.withBody(routes.repetitions.fill, FillRepetitionsBody, () =>
    HttpResponse.json({ updated_repetitions: [] }),
  ),
];
