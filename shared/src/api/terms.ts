/** Typed calls for term hits: the glossary terms found in a segment's source. */
import type { TermHit } from '../contract/terms.ts';
import { api } from './client.ts';

/** GET /document/records/{id}/glossary_records: terms of the document's glossaries in the segment's source. */
export const getTermHits = (recordId: number, signal?: AbortSignal) =>
  api.get<TermHit[]>(`/document/records/${recordId}/glossary_records`, undefined, signal);
