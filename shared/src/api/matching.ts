/** Typed calls for TM matching: document links, match settings, substitutions and concordance. */
import { call, plainCalls, routes } from '@tessera/shared';
import type { ConcordanceQuery } from '../contract/matching.ts';

/**
 * The TMs and the glossaries the document uses, each a list in priority order that a put replaces whole, and its
 * display threshold (default 75): read and set by the document's id (setting needs document.manage).
 */
export const {
  documentTms: getDocumentTranslationMemories,
  setDocumentTms: putDocumentTranslationMemories,
  documentGlossaries: getDocumentGlossaries,
  setDocumentGlossaries: putDocumentGlossaries,
  matchSettings: getDocumentMatchSettings,
  setMatchSettings: putDocumentMatchSettings,
} = plainCalls(routes.links);

/** `getSubstitutions(recordId)`: up to 10 matches >= 50 from the document's TMs, best first. */
export const { substitutions: getSubstitutions } = plainCalls(routes.matching);

export type ConcordanceSearch = {
  query: string;
  tmIds?: readonly number[];
  page?: number;
  /** The units' source, their target, or either (the default). */
  searchIn?: ConcordanceQuery['search_in'];
};

/** Units holding every word of the query (in the source, the target or either), paged. */
export const searchConcordance = ({ query, tmIds, page = 0, searchIn }: ConcordanceSearch, signal?: AbortSignal) =>
  call(routes.tm.search, {
    query: { query, page, tm_ids: tmIds && tmIds.length > 0 ? tmIds.join(',') : undefined, search_in: searchIn },
    signal,
  });

/** The matches of several segments of a document in one request (at most MAX_LOOKUP_SEGMENTS), in the order given. */
export const getSubstitutionsOfSegments = (documentId: number, recordIds: readonly number[], signal?: AbortSignal) =>
  call(routes.matching.substitutionsOfSegments, {
    params: { id: documentId },
    query: { records: recordIds.join(',') },
    signal,
  });
