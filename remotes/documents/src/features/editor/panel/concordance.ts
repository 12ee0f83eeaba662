import { createContext, useContext } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as matchingApi from '@tessera/shared/api/matching';

/**
 * What the concordance searches for. The side panel owns it, so that Ctrl+K or a selection in a segment's
 * source can start a search from anywhere; `seq` counts the searches started that way (the form takes the new
 * words), `focus` says whether the search field should take the keyboard.
 */
export type ConcordanceRequest = { query: string; page: number; seq: number; focus: boolean };
export type ConcordanceControl = {
  request: ConcordanceRequest;
  search: (query: string) => void;
  setPage: (page: number) => void;
};

export const ConcordanceContext = createContext<ConcordanceControl | null>(null);

export function useConcordanceControl(): ConcordanceControl {
  const control = useContext(ConcordanceContext);
  if (!control) throw new Error('The concordance tab is rendered by the side panel');
  return control;
}

/** Longest query the API takes. */
export const MAX_CONCORDANCE_QUERY = 500;

/** A page of units holding every word of `query`, in the given TMs (every TM when the list is empty). */
export function useConcordance(query: string, page: number, tmIds: readonly number[] | undefined) {
  return useQuery({
    queryKey: ['documents', 'concordance', tmIds, query, page] as const,
    queryFn: ({ signal }) => matchingApi.searchConcordance({ query, tmIds, page }, signal),
    enabled: query.trim() !== '' && tmIds !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The text selected on the page, as a concordance query (white space folded, at most the API's length). */
export function selectedText(selection: Selection | null = window.getSelection()): string {
  if (!selection || selection.isCollapsed) return '';
  return selection.toString().replace(/\s+/g, ' ').trim().slice(0, MAX_CONCORDANCE_QUERY);
}
