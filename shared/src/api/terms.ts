/** Typed calls for term hits: the glossary terms found in a segment's source. */
import { call, routes } from '@tessera/shared';

/** Terms of the document's glossaries in the segment's source. */
export const getTermHits = (recordId: number, signal?: AbortSignal) =>
  call(routes.matching.terms, { params: { id: recordId }, signal });
