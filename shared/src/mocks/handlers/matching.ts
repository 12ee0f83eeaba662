import { HttpResponse } from 'msw';
import { DEFAULT_DISPLAY_THRESHOLD } from '../../contract/plain.ts';
import {
  ConcordanceQuery,
  DocumentMatchSettings,
  PutDocumentGlossaryLinksBody,
  PutDocumentTmLinksBody,
  SegmentBatchQuery,
  type DocumentGlossaryLink,
  type DocumentTmLink,
} from '../../contract/matching.ts';
import { db, perReset } from '../db.ts';
import { handleSegment } from '../documents.ts';
import { routes } from '../../contract/routes.ts';
import { errorAnswer, handle, handleDocument } from './respond.ts';

/**
 * The document links and match settings of the development mock. The mock has no matcher: it finds no match, no
 * term and no concordance hit; the side panel's tests give the answers they need, and the server finds the rest.
 */
type MatchingState = {
  tms: Map<number, Array<{ id: number; mode: 'read' | 'write' }>>;
  glossaries: Map<number, number[]>;
  thresholds: Map<number, number>;
};
// The sample document writes to the sample TM.
const state = perReset((): MatchingState => ({
  tms: new Map([[1, [{ id: 1, mode: 'write' as const }]]]),
  glossaries: new Map(),
  thresholds: new Map(),
}));

const tmLinks = (documentId: number): DocumentTmLink[] =>
  (state().tms.get(documentId) ?? []).flatMap((link, position) => {
    const tm = db.translationMemories.find((candidate) => candidate.id === link.id);
    return tm ? [{ id: tm.id, name: tm.name, mode: link.mode, position, inherited: false }] : [];
  });
const glossaryLinks = (documentId: number): DocumentGlossaryLink[] =>
  (state().glossaries.get(documentId) ?? []).flatMap((id, position) => {
    const glossary = db.glossaries.find((candidate) => candidate.id === id);
    return glossary ? [{ id, name: glossary.name, position, inherited: false }] : [];
  });

/** The ids a batch lookup asks for (`?records=1,2`), each answered with `answer`, in the order asked. */
function segmentBatch<T>(request: Request, answer: (id: number) => T) {
  const query = SegmentBatchQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorAnswer(400, 'Invalid request', query.error.issues);
  return HttpResponse.json(query.data.records.map(answer));
}

export const matchingHandlers = [
  handleDocument(routes.links.documentTms, ({ id }) => HttpResponse.json(tmLinks(id))),

  handleDocument.withBody(routes.links.setDocumentTms, PutDocumentTmLinksBody, ({ id }, { body }) => {
    state().tms.set(id, body.memories);
    return HttpResponse.json(tmLinks(id));
  }),

  handleDocument(routes.links.documentGlossaries, ({ id }) => HttpResponse.json(glossaryLinks(id))),

  handleDocument.withBody(routes.links.setDocumentGlossaries, PutDocumentGlossaryLinksBody, ({ id }, { body }) => {
    state().glossaries.set(
      id,
      body.glossaries.map((link) => link.id),
    );
    return HttpResponse.json(glossaryLinks(id));
  }),

  handleDocument(routes.links.matchSettings, ({ id }) => {
    return HttpResponse.json({ display_threshold: state().thresholds.get(id) ?? DEFAULT_DISPLAY_THRESHOLD });
  }),

  handleDocument.withBody(routes.links.setMatchSettings, DocumentMatchSettings, ({ id }, { body }) => {
    state().thresholds.set(id, body.display_threshold);
    return HttpResponse.json(body);
  }),

  handleSegment(routes.matching.substitutions, () => HttpResponse.json([])),

  handle(routes.matching.substitutionsOfSegments, ({ request }) =>
    segmentBatch(request, (id) => ({ record_id: id, matches: [] })),
  ),

  handle(routes.matching.termsOfSegments, ({ request }) =>
    segmentBatch(request, (id) => ({ record_id: id, hits: [] })),
  ),

  handle(routes.tm.search, ({ request }) => {
    const parsed = ConcordanceQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return errorAnswer(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    return HttpResponse.json({ records: [], total_rows: 0 });
  }),
];
