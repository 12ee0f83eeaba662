import { HttpResponse } from 'msw';
import { DEFAULT_DISPLAY_THRESHOLD } from '../../contract/plain.ts';
import {
  ConcordanceQuery,
  DocumentMatchSettings,
  SegmentBatchQuery,
  PutDocumentGlossaryLinksBody,
  PutDocumentTmLinksBody,
} from '../../contract/matching.ts';
import { db, perReset } from '../db.ts';
import { handleSegment } from '../documents.ts';
import { routes } from '../../contract/routes.ts';
import { documentSetting, errorAnswer, handle, handleDocument } from './respond.ts';

/**
 * The document links and match settings of the development mock. The mock has no matcher: it finds no match, no
 * term and no concordance hit; the side panel's tests give the answers they need, and the server finds the rest.
 */
// The sample document writes to the sample TM.
const state = perReset(() => ({
  tms: new Map<number, Array<{ id: number; mode: 'read' | 'write' }>>([[1, [{ id: 1, mode: 'write' }]]]),
  glossaries: new Map<number, Array<{ id: number }>>(),
}));

/** A document's links as stored, each with its item's name and place (none for an item deleted since). */
const linked = <L extends { id: number }>(links: L[] = [], items: Array<{ id: number; name: string }>) =>
  links.flatMap((link, position) => {
    const item = items.find((candidate) => candidate.id === link.id);
    return item ? [{ ...link, name: item.name, position, inherited: false }] : [];
  });
const tmLinks = (id: number) => linked(state().tms.get(id), db.translationMemories);
const glossaryLinks = (id: number) => linked(state().glossaries.get(id), db.glossaries);

/** The ids a batch lookup asks for (`?records=1,2`), each answered with `answer`, in the order asked. */
function segmentBatch<T>(request: Request, answer: (id: number) => T) {
  const query = SegmentBatchQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorAnswer(400, 'invalid_request', 'Invalid request', query.error.issues);
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
      body.glossaries.map(({ id }) => ({ id })),
    );
    return HttpResponse.json(glossaryLinks(id));
  }),

  ...documentSetting(routes.links.matchSettings, routes.links.setMatchSettings, DocumentMatchSettings, {
    display_threshold: DEFAULT_DISPLAY_THRESHOLD,
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
    if (!parsed.success) return errorAnswer(400, 'invalid_request', parsed.error.issues[0]?.message ?? 'Invalid query');
    return HttpResponse.json({ records: [], total_rows: 0 });
  }),
];
