/** Typed calls for term hits: the glossary terms found in a segment's source. */
import { call, routes } from '@tessera/shared';

/** Terms of the document's glossaries in the segment's source. */
export const getTermHits = (recordId: number, signal?: AbortSignal) =>
  call(routes.matching.terms, { params: { id: recordId }, signal });

/** The term hits of several segments of a document in one request (at most MAX_LOOKUP_SEGMENTS), in the order given. */
export const getTermHitsOfSegments = (documentId: number, recordIds: readonly number[], signal?: AbortSignal) =>
  call(routes.matching.termsOfSegments, {
    params: { id: documentId },
    query: { records: recordIds.join(',') },
    signal,
  });
