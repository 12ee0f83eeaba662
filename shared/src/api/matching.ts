/** Typed calls for TM matching: document links, match settings, substitutions and concordance. */
import type {
  DocumentMatchSettings,
  PutDocumentGlossaryLinksBody,
  PutDocumentTmLinksBody,
} from '../contract/matching.ts';
import { call, routes } from '@tessera/shared';

/** The TMs the document uses, in priority order. */
export const getDocumentTranslationMemories = (documentId: number, signal?: AbortSignal) =>
  call(routes.links.documentTms, { params: { id: documentId }, signal });

/** Replaces the list (document.manage); answers the new one. */
export const putDocumentTranslationMemories = (documentId: number, body: PutDocumentTmLinksBody) =>
  call(routes.links.setDocumentTms, { params: { id: documentId }, body });

/** The glossaries the document uses, in priority order. */
export const getDocumentGlossaries = (documentId: number, signal?: AbortSignal) =>
  call(routes.links.documentGlossaries, { params: { id: documentId }, signal });

/** Replaces the list (document.manage); answers the new one. */
export const putDocumentGlossaries = (documentId: number, body: PutDocumentGlossaryLinksBody) =>
  call(routes.links.setDocumentGlossaries, { params: { id: documentId }, body });

/** The display threshold (default 75). */
export const getDocumentMatchSettings = (documentId: number, signal?: AbortSignal) =>
  call(routes.links.matchSettings, { params: { id: documentId }, signal });

/** Sets the display threshold (document.manage). */
export const putDocumentMatchSettings = (documentId: number, body: DocumentMatchSettings) =>
  call(routes.links.setMatchSettings, { params: { id: documentId }, body });

/** Up to 10 matches >= 50 from the document's TMs, best first. */
export const getSubstitutions = (recordId: number, signal?: AbortSignal) =>
  call(routes.matching.substitutions, { params: { id: recordId }, signal });

export type ConcordanceSearch = { query: string; tmIds?: readonly number[]; page?: number };

/** Units holding every word of the query (source or target), paged. */
export const searchConcordance = ({ query, tmIds, page = 0 }: ConcordanceSearch, signal?: AbortSignal) =>
  call(routes.tm.search, {
    query: { query, page, tm_ids: tmIds && tmIds.length > 0 ? tmIds.join(',') : undefined },
    signal,
  });
