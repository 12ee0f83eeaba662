/** Typed calls for TM matching: document links, match settings, substitutions and concordance. */
import type {
  ConcordancePage,
  DocumentGlossaryLink,
  DocumentMatchSettings,
  DocumentTmLink,
  PutDocumentGlossaryLinksBody,
  PutDocumentTmLinksBody,
  Substitution,
} from '../contract/matching.ts';
import { api } from './client.ts';

/** GET /document/{id}/translation_memories: the TMs the document uses, in priority order. */
export const getDocumentTranslationMemories = (documentId: number, signal?: AbortSignal) =>
  api.get<DocumentTmLink[]>(`/document/${documentId}/translation_memories`, undefined, signal);

/** PUT /document/{id}/translation_memories (document.manage): replaces the list; answers the new one. */
export const putDocumentTranslationMemories = (documentId: number, body: PutDocumentTmLinksBody) =>
  api.put<DocumentTmLink[]>(`/document/${documentId}/translation_memories`, body);

/** GET /document/{id}/glossaries: the glossaries the document uses, in priority order. */
export const getDocumentGlossaries = (documentId: number, signal?: AbortSignal) =>
  api.get<DocumentGlossaryLink[]>(`/document/${documentId}/glossaries`, undefined, signal);

/** PUT /document/{id}/glossaries (document.manage): replaces the list; answers the new one. */
export const putDocumentGlossaries = (documentId: number, body: PutDocumentGlossaryLinksBody) =>
  api.put<DocumentGlossaryLink[]>(`/document/${documentId}/glossaries`, body);

/** GET /document/{id}/match_settings: the display threshold (default 75). */
export const getDocumentMatchSettings = (documentId: number, signal?: AbortSignal) =>
  api.get<DocumentMatchSettings>(`/document/${documentId}/match_settings`, undefined, signal);

/** PUT /document/{id}/match_settings (document.manage). */
export const putDocumentMatchSettings = (documentId: number, body: DocumentMatchSettings) =>
  api.put<DocumentMatchSettings>(`/document/${documentId}/match_settings`, body);

/** GET /document/records/{id}/substitutions: up to 10 matches >= 50 from the document's TMs, best first. */
export const getSubstitutions = (recordId: number, signal?: AbortSignal) =>
  api.get<Substitution[]>(`/document/records/${recordId}/substitutions`, undefined, signal);

export type ConcordanceSearch = { query: string; tmIds?: readonly number[]; page?: number };

/** GET /translation_memory/search: units holding every word of the query (source or target), paged. */
export const searchConcordance = ({ query, tmIds, page = 0 }: ConcordanceSearch, signal?: AbortSignal) =>
  api.get<ConcordancePage>(
    '/translation_memory/search',
    { query, page, tm_ids: tmIds && tmIds.length > 0 ? tmIds.join(',') : undefined },
    signal,
  );
