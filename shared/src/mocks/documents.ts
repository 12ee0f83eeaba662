/**
 * Development mock of the documents API for msw: the document screen runs against it standalone
 * (`npm run dev -w remotes/documents`) and in Vitest. Segments live beside the shared mock db and are rebuilt
 * after every `resetMockDb` (keyed by the db's document list, which a reset replaces). The sample document
 * has 130 segments (two pages) with paired and standalone inline codes, notes, a locked one and some
 * already translated or approved. Saving follows the server's rules: 409 for a stale `updated_at`, 422 for a
 * locked segment or codes the file could not take back (foreign, repeated, half a pair, crossed), 400 for an
 * empty approval; codes left out whole are saved with QA's `inline-codes` error, which holds back an approval
 * asked `unless_qa_errors`.
 */
import { HttpResponse } from 'msw';
import {
  DEFAULT_REPETITION_PROPAGATION,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FORMATS_READ,
  PAGE_SIZE,
} from '../contract/plain.ts';
import {
  DocumentDownloadQuery,
  DocumentRecordsQuery,
  RenameDocumentBody,
  UpdateDocumentRecordBody,
} from '../contract/documents.ts';
import { inlineText, inlineToken, splitInline, translatesNothing } from '../contract/segment-text.ts';
import { segmentStatus } from '../contract/segment-status.ts';
import { matchSpans, searchPattern, searchRegexProblem } from '../contract/search-pattern.ts';
import { FillRepetitionsBody, RepetitionSettings, type RepetitionPropagation } from '../contract/repetitions.ts';
import { PresenceBody } from '../contract/live.ts';
import type { User } from '../contract/users.ts';
import type { WorkflowStep } from '../contract/assignments.ts';
import type { Document, DocumentRecord, InlineCode } from '../contract/documents.ts';
import type { QaIssue } from '../contract/qa.ts';
import { db, now } from './db.ts';
import { deliveryHandlers } from './handlers/assignments.ts';
import { routes } from '../contract/routes.ts';
import {
  errorAnswer,
  handle,
  idParam,
  itemHandler,
  parseBody,
  requireUser,
  segmentNotFound,
} from './handlers/respond.ts';
import { polledItem } from './handlers/resources.ts';
import { recordMockWork } from './handlers/report.ts';
import { commentHandlers, recordMockVersion } from './handlers/comments.ts';
import {
  activeMockStep,
  mockReviewLevel,
  mockReviewLevelAfter,
  mockReviewNote,
  recordMockNote,
  reviewHandlers,
  setMockReviewLevel,
} from './handlers/review.ts';

/** Segments of the sample document (id 1): more than one page. */
export const SAMPLE_DOCUMENT_SEGMENT_COUNT = 130;
export const SAMPLE_DOCUMENT_ID = 1;

type DocumentsState = {
  records: DocumentRecord[];
  nextId: number;
  uploads: Map<number, string>;
  /** The files uploaded, kept as the server keeps each document's original. */
  originals: Map<number, string>;
  propagation: Map<number, RepetitionPropagation>;
};
const states = new WeakMap<object, DocumentsState>();

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
  const fileState = approved
    ? 'final'
    : translated
      ? position % 12 === 4
        ? 'needs-review-translation'
        : 'translated'
      : 'needs-translation';
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
    state: fileState,
    status: segmentStatus({ approved, rejected: false, state: fileState, target, edited: false }),
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

function state(): DocumentsState {
  let current = states.get(db.documents);
  if (!current) {
    current = { records: [], nextId: 1, uploads: new Map(), originals: new Map(), propagation: new Map() };
    states.set(db.documents, current);
    if (findDocument(SAMPLE_DOCUMENT_ID)) {
      for (let position = 0; position < SAMPLE_DOCUMENT_SEGMENT_COUNT; position++)
        current.records.push(sampleSegment(current.nextId++, position));
    }
    for (const document of db.documents) recount(document);
  }
  return current;
}

const findDocument = (id: number | undefined) => db.documents.find((document) => document.id === id);
/** A segment of the mock's documents (the matching handlers look up its source). */
export const findMockSegment = (id: number | undefined) => state().records.find((record) => record.id === id);
const segmentsOf = (documentId: number) => state().records.filter((record) => record.document_id === documentId);
const documentNotFound = () => errorAnswer(404, 'Document not found');
/** The routes on one document of the mock. */
export const handleDocument = itemHandler(findDocument, documentNotFound);
/** The routes on one segment of the mock's documents. */
export const handleSegment = itemHandler(findMockSegment, segmentNotFound);

/** Counts on the document follow its segments, as the server keeps them. */
/**
 * Gives a segment's target to its repetitions (same source and codes) not approved or locked, as the server's
 * fill does; answers their ids.
 */
function fillMockRepetitions(saved: DocumentRecord, user: User): number[] {
  const sameSource = (record: DocumentRecord) =>
    record.source === saved.source && JSON.stringify(record.codes) === JSON.stringify(saved.codes);
  const repetitions = segmentsOf(saved.document_id).filter(
    (record) =>
      record.id !== saved.id &&
      sameSource(record) &&
      !record.approved &&
      !record.locked &&
      record.target !== saved.target,
  );
  for (const record of repetitions) {
    const before = { ...record };
    const state = 'translated';
    Object.assign(record, {
      target: saved.target,
      state,
      status: segmentStatus({ approved: false, rejected: false, state, target: saved.target, edited: true }),
      origin: 'repetition',
      match_percent: null,
      updated_at: now(),
    });
    recordMockVersion(before, record, user, 'repetition');
    recordMockWork(before, record, user, [mockReviewLevel(record.id), mockReviewLevel(record.id)]);
  }
  return repetitions.map((record) => record.id);
}

/** As the server's delivery judges it: confirmed in translation, reviewed in review, reviewed again in review-2. */
const doneInMockStep = (record: DocumentRecord, step: WorkflowStep) =>
  step === 'translation' ? record.approved : mockReviewLevel(record.id) >= (step === 'review' ? 1 : 2);

function recount(document: Document) {
  const segments = state().records.filter((record) => record.document_id === document.id);
  const approved = segments.filter((record) => record.approved);
  const sum = (records: DocumentRecord[]) => records.reduce((total, record) => total + record.words, 0);
  Object.assign(document, {
    records_count: segments.length,
    approved_records_count: approved.length,
    words_count: sum(segments),
    approved_words_count: sum(approved),
    open_comments: 0,
  });
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const encodeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Inline markup: paired <g>/<pc>/<mrk>, placeholders with content (<ph>, <bpt>, …) and empty ones (<x/>, …). */
const INLINE_MARKUP =
  /<(ph|bpt|ept|it)\b[^>]*>[\s\S]*?<\/\1>|<(?:x|bx|ex|ph|sc|ec)\b[^>]*\/>|<\/?(?:g|pc|mrk)\b[^>]*>/g;

/** A source element's content as text with tokens, and its codes (a simplified version of the server's reader). */
function tokenize(markup: string): { text: string; codes: InlineCode[] } {
  const codes: InlineCode[] = [];
  const open: string[] = [];
  let pairs = 0;
  let standalones = 0;
  let text = '';
  let last = 0;
  for (const match of markup.matchAll(INLINE_MARKUP)) {
    text += decodeXml(markup.slice(last, match.index));
    last = match.index + match[0].length;
    const xml = match[0];
    const id = codes.length + 1;
    if (/^<(g|pc|mrk)\b/.test(xml)) {
      const label = String(++pairs);
      open.push(label);
      codes.push({ id, kind: 'open', label: `<${label}>`, xml });
    } else if (/^<\//.test(xml)) codes.push({ id, kind: 'close', label: `</${open.pop() ?? String(++pairs)}>`, xml });
    else codes.push({ id, kind: 'standalone', label: `{${++standalones}}`, xml });
    text += inlineToken(id);
  }
  return { text: text + decodeXml(markup.slice(last)), codes };
}

/**
 * The uploaded file's segments: one per <trans-unit> (1.2) or <unit> (2.0). The server's streaming parser
 * does much more (segmentation, both versions' states); the mock only needs a readable screen.
 */
function readXliff(document: Document, text: string): string | undefined {
  if (!/<xliff[\s>]/.test(text)) return 'Not an XLIFF file: the root element is not <xliff>';
  // A project's document keeps the project's languages.
  document.source_lang ||= text.match(/(?:source-language|srcLang)="([^"]+)"/)?.[1] ?? 'en';
  document.target_lang ||= text.match(/(?:target-language|trgLang)="([^"]+)"/)?.[1] ?? 'de';
  let position = 0;
  for (const unit of text.matchAll(/<(trans-unit|unit)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    const body = unit[3]!;
    const source = body.match(/<source\b[^>]*>([\s\S]*?)<\/source>/)?.[1];
    if (source === undefined) continue;
    const { text: sourceText, codes } = tokenize(source);
    const target = tokenize(body.match(/<target\b[^>]*>([\s\S]*?)<\/target>/)?.[1] ?? '').text;
    state().records.push({
      id: state().nextId++,
      document_id: document.id,
      position: position++,
      unit_id: unit[2]!.match(/\bid="([^"]*)"/)?.[1] ?? String(position),
      segment_id: null,
      source: sourceText,
      target,
      codes,
      approved: false,
      state: target.trim() ? 'translated' : 'needs-translation',
      status: target.trim() ? 'translated' : 'needs-translation',
      qa: [],
      locked: /\btranslate="no"/.test(unit[2]!),
      note: decodeXml(body.match(/<note\b[^>]*>([\s\S]*?)<\/note>/)?.[1] ?? '') || null,
      context: null,
      words: wordsOf(sourceText),
      origin: target.trim() ? 'import' : null,
      match_percent: null,
      repetitions: 0,
      open_comments: 0,
      updated_at: now(),
    });
  }
  return position === 0 ? 'The file holds no translatable segments' : undefined;
}

/** An upload is processed over two polls of GET /document/{id}, so the screens show the processing state. */
/** Why an uploaded form part cannot become a document, as the server answers; undefined when it can. */
export function refusedUpload(file: FormDataEntryValue | null | undefined): Response | undefined {
  if (!(file instanceof File))
    return errorAnswer(400, 'Send the document as multipart/form-data in a part named "file"');
  const name = file.name.trim();
  if (!DOCUMENT_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension))) {
    return errorAnswer(
      422,
      `"${name}" cannot be read. Documents can be uploaded in these formats: ${DOCUMENT_FORMATS_READ}`,
    );
  }
  if (file.size === 0) return errorAnswer(400, 'The file is empty');
  return undefined;
}

/**
 * The documents of an upload, read on the next polls: one per target language (`['']`: the file's own), in the
 * project's languages when it goes into one.
 */
export async function acceptUpload(
  file: File,
  userId: number,
  project: { id: number; source_lang: string } | null,
  targets: readonly string[],
): Promise<Document[]> {
  const text = await file.text();
  return targets.map((target) => {
    const stamp = now();
    const document: Document = {
      id: Math.max(0, ...db.documents.map((d) => d.id)) + 1,
      created_by: userId,
      name: file.name.trim().slice(0, 255),
      type: 'XLIFF',
      status: 'uploaded',
      processing_error: null,
      records_count: 0,
      approved_records_count: 0,
      words_count: 0,
      approved_words_count: 0,
      open_comments: 0,
      source_lang: project?.source_lang ?? '',
      target_lang: target,
      project_id: project?.id ?? null,
      created_at: stamp,
      updated_at: stamp,
    };
    state().uploads.set(document.id, text);
    state().originals.set(document.id, text);
    db.documents.push(document);
    return document;
  });
}

/** The file a document was uploaded from, as uploaded (undefined for the sample document). */
export const mockOriginalOf = (documentId: number) => state().originals.get(documentId);

/** A document's segments as the editor lists them (the project's progress counts them). */
export const mockSegmentsOf = (documentId: number) => segmentsOf(documentId);

/** A document's translated file as its download names and writes it (the mock keeps no original: XLIFF). */
export const mockTranslatedFile = (document: Document) => ({
  fileName: `${document.name.replace(/\.(xlf|xliff)$/i, '')}.xlf`,
  content: xliffOf(document),
});

/** Reads a document uploaded before once it is polled: the mock's import. */
export const advanceMockProcessing = (document: Document) => advanceProcessing(document);

function advanceProcessing(document: Document) {
  const { uploads } = state();
  if (document.status === 'uploaded') {
    document.status = 'processing';
    return;
  }
  if (document.status !== 'processing') return;
  const text = uploads.get(document.id) ?? '';
  uploads.delete(document.id);
  const failure = readXliff(document, text);
  Object.assign(document, { status: failure ? 'error' : 'done', processing_error: failure ?? null, updated_at: now() });
  recount(document);
}

/** The ids of the inline codes in a token string, in order. */
const codeIdsIn = (value: string) =>
  splitInline(value).flatMap((part) => (typeof part === 'string' ? [] : [part.code]));

/** Paired codes (`<n>` and `</n>`): each half's id to its partner's, as the server pairs them. */
function mockPairsOf(record: DocumentRecord): Map<number, number> {
  const pairs = new Map<number, number>();
  for (const open of record.codes) {
    if (open.kind !== 'open') continue;
    const close = record.codes.find((c) => c.kind === 'close' && c.label === `</${open.label.slice(1)}`);
    if (close) pairs.set(open.id, close.id).set(close.id, open.id);
  }
  return pairs;
}

const labelsOf = (record: DocumentRecord, ids: number[]) =>
  ids.map((id) => record.codes[id - 1]?.label ?? `#${id}`).join(' ');

/**
 * Why the target's inline codes cannot be written back into the file, as the server words it: codes from
 * elsewhere, a code used twice, one half of a pair without the other, a pair closed before it opens or
 * crossing another. Codes left out whole are saved (QA reports them: `missingCodesIssue`).
 */
function codeProblems(record: DocumentRecord, target: string): string[] {
  if (target.trim() === '') return [];
  const wanted = codeIdsIn(record.source);
  const used = codeIdsIn(target);
  const pairOf = mockPairsOf(record);
  const problems: string[] = [];
  const extra = used.filter((id) => !wanted.includes(id));
  if (extra.length) problems.push(`inline codes not in the source: ${labelsOf(record, extra)}`);
  const repeated = [...new Set(used.filter((id, index) => used.indexOf(id) !== index))];
  if (repeated.length) problems.push(`inline codes used more than once: ${labelsOf(record, repeated)}`);
  const halves = [...new Set(used)].filter(
    (id) => wanted.includes(id) && pairOf.has(id) && !used.includes(pairOf.get(id)!),
  );
  if (halves.length)
    problems.push(
      `half a pair of inline codes: ${halves.map((id) => `${labelsOf(record, [id])} without ${labelsOf(record, [pairOf.get(id)!])}`).join(', ')}`,
    );
  if (problems.length === 0) {
    const stack: number[] = [];
    for (const id of used) {
      if (!pairOf.has(id)) continue;
      if (record.codes[id - 1]?.kind === 'open') stack.push(id);
      else if (stack.pop() !== pairOf.get(id)) {
        problems.push(`inline code ${labelsOf(record, [id])} closes before it opens or crosses another pair`);
        break;
      }
    }
  }
  return problems;
}

/** QA's `inline-codes` error for the source's codes a saved target leaves out (the mock runs no other check). */
function missingCodesIssue(record: DocumentRecord, target: string): QaIssue[] {
  if (target.trim() === '') return [];
  const used = codeIdsIn(target);
  const missing = codeIdsIn(record.source).filter((id) => !used.includes(id));
  if (missing.length === 0) return [];
  const message = `Inline codes do not match the source: missing inline codes: ${labelsOf(record, missing)}`;
  return [{ check: 'inline-codes', severity: 'error', message, ignored: false }];
}

/** The XLIFF 1.2 file with the current targets (the server rewrites the original file instead). */
function xliffOf(document: Document): string {
  const withCodes = (record: DocumentRecord, value: string) =>
    splitInline(value)
      .map((part) => (typeof part === 'string' ? encodeXml(part) : (record.codes[part.code - 1]?.xml ?? '')))
      .join('');
  const units = segmentsOf(document.id).map(
    (record) =>
      `      <trans-unit id="${encodeXml(record.unit_id)}"${record.locked ? ' translate="no"' : ''}>\n` +
      `        <source>${withCodes(record, record.source)}</source>\n` +
      `        <target state="${record.state ?? 'needs-translation'}">${withCodes(record, record.target)}</target>\n` +
      `      </trans-unit>\n`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
    `  <file original="${encodeXml(document.name)}" source-language="${document.source_lang}" target-language="${document.target_lang}" datatype="plaintext">\n` +
    `    <body>\n${units.join('')}    </body>\n  </file>\n</xliff>\n`
  );
}

/** The XLIFF 2.0 of `?as=xliff`: one unit per segment, its codes as placeholders (the server pairs them as `<pc>`). */
function xliff20Of(document: Document): string {
  const content = (record: DocumentRecord, value: string) =>
    splitInline(value)
      .map((part) =>
        typeof part === 'string'
          ? encodeXml(part)
          : `<ph id="c${part.code}" disp="${encodeXml(record.codes[part.code - 1]?.label ?? '')}"/>`,
      )
      .join('');
  const units = segmentsOf(document.id).map(
    (record, index) =>
      `  <unit id="u${index + 1}" name="${encodeXml(record.unit_id)}"${record.locked ? ' translate="no"' : ''}>\n` +
      `   <segment state="${record.approved ? 'final' : record.target ? 'translated' : 'initial'}">\n` +
      `    <source>${content(record, record.source)}</source>\n` +
      (record.target ? `    <target>${content(record, record.target)}</target>\n` : '') +
      `   </segment>\n  </unit>\n`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${document.source_lang}" trgLang="${document.target_lang}">\n` +
    ` <file id="f1" original="${encodeXml(document.name)}">\n${units.join('')} </file>\n</xliff>\n`
  );
}

/** A document whose segments can be edited or downloaded: processed without error. */
function notReady(document: Document): Response | undefined {
  if (document.status === 'done') return undefined;
  return errorAnswer(
    409,
    document.status === 'error' ? 'This document could not be processed' : 'This document is still being processed',
  );
}

export const documentHandlers = [
  ...commentHandlers(findMockSegment),
  ...reviewHandlers({ findSegment: findMockSegment, findDocument, segmentsOf }),
  ...deliveryHandlers({ findDocument, segmentsOf }),
  handle(routes.documents.list, () => {
    const auth = requireUser();
    if (!auth.ok) return auth.answer;
    state();
    return HttpResponse.json(db.documents);
  }),

  handle(routes.documents.upload, async ({ request }) => {
    const auth = requireUser('document.manage');
    if (!auth.ok) return auth.answer;
    const file = (await request.formData().catch(() => undefined))?.get('file');
    const refused = refusedUpload(file);
    if (refused) return refused;
    const [document] = await acceptUpload(file as File, auth.user.id, null, ['']);
    return HttpResponse.json(document, { status: 202 });
  }),

  handleDocument(routes.documents.get, polledItem(advanceProcessing)),

  handleDocument.withBody(routes.documents.update, RenameDocumentBody, (document, { body }) => {
    Object.assign(document, { name: body.name, updated_at: now() });
    return HttpResponse.json({ message: 'Document renamed' });
  }),

  handleDocument(routes.documents.delete, (document) => {
    if (document.status === 'processing' || document.status === 'uploaded') {
      return errorAnswer(409, 'This document is still being processed; delete it when processing has finished');
    }
    db.documents.splice(db.documents.indexOf(document), 1);
    state().records = state().records.filter((record) => record.document_id !== document.id);
    return HttpResponse.json({ message: 'Document deleted' });
  }),

  handleDocument(routes.documents.progress, (document) => {
    const segments = segmentsOf(document.id);
    const rejected = segments.filter((record) => record.status === 'rejected');
    const translated = segments.filter(
      (record) => inlineText(record.target).trim() !== '' && record.status !== 'rejected',
    );
    const approved = segments.filter((record) => record.approved);
    const reviewed = segments.filter((record) => mockReviewLevel(record.id) > 0);
    const words = (records: DocumentRecord[]) => records.reduce((sum, record) => sum + record.words, 0);
    return HttpResponse.json({
      segments: {
        total: segments.length,
        translated: translated.length,
        approved: approved.length,
        reviewed: reviewed.length,
        rejected: rejected.length,
      },
      words: {
        total: words(segments),
        translated: words(translated),
        approved: words(approved),
        reviewed: words(reviewed),
        rejected: words(rejected),
      },
      qa_errors: segments.filter((record) => record.qa.some((issue) => issue.severity === 'error' && !issue.ignored))
        .length,
    });
  }),

  handleDocument(routes.documents.records, (document, { request }) => {
    const url = new URL(request.url);
    const query = DocumentRecordsQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return errorAnswer(400, 'Invalid request', query.error.issues);
    const { page, search, filter, search_in, regex, case_sensitive, changed_since, comments, open_in } = query.data;
    // As the server reads it: a substring or a regular expression, ignoring case unless asked, in the text without codes.
    const term = regex ? search : search.trim();
    const problem = regex ? searchRegexProblem(term) : null;
    if (problem) return errorAnswer(400, `search ${problem}`);
    const pattern = term ? searchPattern(term, { regex, caseSensitive: case_sensitive }) : null;
    const texts = (record: DocumentRecord) =>
      [search_in !== 'target' ? record.source : null, search_in !== 'source' ? record.target : null].flatMap((text) =>
        text === null ? [] : [inlineText(text)],
      );
    const matching = segmentsOf(document.id).filter(
      (record) =>
        (filter !== 'untranslated' || record.target.trim() === '') &&
        (filter !== 'unapproved' || !record.approved) &&
        (['all', 'untranslated', 'unapproved'].includes(filter) || record.status === filter) &&
        (!changed_since || Date.parse(record.updated_at) >= Date.parse(changed_since)) &&
        (comments !== 'open' || record.open_comments > 0) &&
        (!open_in || !(record.locked || doneInMockStep(record, open_in))) &&
        (!pattern || texts(record).some((text) => matchSpans(text, pattern).length > 0)),
    );
    const start = page * PAGE_SIZE;
    return HttpResponse.json({ records: matching.slice(start, start + PAGE_SIZE), total_rows: matching.length });
  }),

  handle(routes.documents.saveRecord, async ({ params, request }) => {
    const auth = requireUser();
    if (!auth.ok) return auth.answer;
    // As the server validates a request before its handler runs: 400 before 404.
    const body = await parseBody(request, UpdateDocumentRecordBody);
    if (!body.ok) return body.answer;
    const record = state().records.find((r) => r.id === idParam(params.id));
    if (!record) return segmentNotFound();
    const document = findDocument(record.document_id)!;
    const refused = notReady(document);
    if (refused) return refused;
    const { target, approved: asked, updated_at, origin, match_percent, rejected: rejecting } = body.value;
    if (record.locked) return errorAnswer(422, 'This segment is locked (translate="no") and cannot be edited');
    const problems = codeProblems(record, target);
    if (problems.length)
      return errorAnswer(422, `The target's inline codes do not match the source: ${problems.join('; ')}`, {
        problems,
      });
    const empty = translatesNothing(target, record.source);
    if (asked && empty) return errorAnswer(400, 'An empty target cannot be approved: translate the segment first');
    if (rejecting && (asked || empty))
      return errorAnswer(
        400,
        asked ? 'A target cannot be both approved and rejected' : 'An empty target cannot be rejected',
      );
    if (Date.parse(updated_at) !== Date.parse(record.updated_at)) {
      return errorAnswer(
        409,
        'Someone else changed this segment in the meantime; reload it and apply your change again',
      );
    }
    const review = mockReviewNote(record, body.value);
    if (review.refused) return review.refused;
    const qa = [...record.qa.filter((issue) => issue.check !== 'inline-codes'), ...missingCodesIssue(record, target)];
    // Asked to approve only without QA errors, a target with one is saved unapproved (the editor asks then).
    const approved =
      asked && !(body.value.unless_qa_errors && qa.some((issue) => issue.severity === 'error' && !issue.ignored));
    // As the server keeps it: a rejection holds while the target stays and is not approved.
    const rejected = rejecting === true || (record.status === 'rejected' && !approved && target === record.target);
    const level = mockReviewLevelAfter(record, { target, approved });
    const fileState = approved
      ? level > 0
        ? 'signed-off'
        : 'final'
      : rejected
        ? 'needs-review-translation'
        : empty
          ? 'needs-translation'
          : 'translated';
    const status = segmentStatus({ approved, rejected, state: fileState, target, edited: true, reviewed: level > 0 });
    const before = { ...record };
    const levelBefore = mockReviewLevel(record.id);
    setMockReviewLevel(record.id, level);
    // As the server decides it: a changed target is manual unless the editor names what it inserted.
    if (target !== record.target || origin) {
      const scored = origin === 'tm-exact' || origin === 'tm-fuzzy' || origin === 'mt';
      Object.assign(record, {
        origin: origin ?? 'manual',
        match_percent: scored ? (match_percent ?? (origin === 'tm-exact' ? 100 : null)) : null,
      });
    }
    Object.assign(record, { target, approved, state: fileState, status, qa, updated_at: now() });
    recordMockVersion(
      before,
      record,
      auth.user,
      rejecting
        ? 'reject'
        : (body.value.change ??
            (record.origin === 'tm-exact' || record.origin === 'tm-fuzzy'
              ? 'tm'
              : record.origin === 'mt' || record.origin === 'term'
                ? record.origin
                : 'manual')),
      { step: activeMockStep(document.id), levels: [levelBefore, level] },
    );
    recordMockWork(before, record, auth.user, [levelBefore, level]);
    if (review.note) recordMockNote(review.note, before, record, auth.user);
    const fill = body.value.update_repetitions ?? (approved && state().propagation.get(document.id) === 'auto');
    const updated_repetitions = fill && !empty ? fillMockRepetitions(record, auth.user) : [];
    recount(document);
    return HttpResponse.json({ ...record, updated_repetitions });
  }),

  handleDocument(routes.repetitions.settings, (document) => {
    return HttpResponse.json({ propagation: state().propagation.get(document.id) ?? DEFAULT_REPETITION_PROPAGATION });
  }),

  // The mock has no live connection to hold a segment with: it answers as the server does before one is open.
  handleDocument.withBody(routes.documents.presence, PresenceBody, () =>
    errorAnswer(409, 'Open the document first: presence needs a live connection to it'),
  ),

  handleDocument.withBody(routes.repetitions.setSettings, RepetitionSettings, (document, { body }) => {
    state().propagation.set(document.id, body.propagation);
    return HttpResponse.json(body);
  }),

  handleSegment.withBody(routes.repetitions.fill, FillRepetitionsBody, (record, { body, user }) => {
    if (Date.parse(body.updated_at) !== Date.parse(record.updated_at))
      return errorAnswer(
        409,
        'Someone else changed this segment in the meantime; reload it before filling its repetitions',
      );
    if (translatesNothing(record.target, record.source))
      return errorAnswer(400, 'This segment has no translation to give its repetitions');
    return HttpResponse.json({ updated_repetitions: fillMockRepetitions(record, user) });
  }),

  // The query is checked before the document is looked up, as the server validates a request first (400 before 404).
  handle(routes.documents.download, ({ request, params }) => {
    const auth = requireUser(routes.documents.download.permission);
    if (!auth.ok) return auth.answer;
    const query = DocumentDownloadQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorAnswer(400, 'Invalid request', query.error.issues);
    const document = findDocument(idParam(params.id));
    if (!document) return documentNotFound();
    const refused = notReady(document);
    if (refused) return refused;
    // The mock keeps no original file: both downloads are XLIFF, named as the server names an XLIFF document's.
    const { fileName, content: translated } = mockTranslatedFile(document);
    const content = query.data.as === 'xliff' ? xliff20Of(document) : translated;
    return new HttpResponse(content, {
      headers: {
        'content-type': query.data.as === 'xliff' ? 'application/xliff+xml' : 'application/xliff+xml; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName.replace(/[^\w.\- ]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
    });
  }),
];
