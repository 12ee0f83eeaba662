import { createContext, useContext } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as matchingApi from '@tessera/shared/api/matching';
import { languageTag } from '../../../common/language.ts';

/**
 * What the concordance searches for. The side panel owns it, so that Ctrl+K or a selection in a segment's
 * source can start a search from anywhere; `seq` counts the searches started that way (the form takes the new
 * words), `focus` says whether the search field should take the keyboard.
 */
export type ConcordanceRequest = { query: string; page: number; seq: number; focus: boolean; searchIn: SearchIn };
export type ConcordanceControl = {
  request: ConcordanceRequest;
  search: (query: string) => void;
  setPage: (page: number) => void;
  setSearchIn: (searchIn: SearchIn) => void;
};

/** Where the words are looked for: the source first, as translators search with CAT tools' concordance. */
export type SearchIn = NonNullable<matchingApi.ConcordanceSearch['searchIn']>;
export const FIRST_SEARCH_IN: SearchIn = 'source';

export const ConcordanceContext = createContext<ConcordanceControl | null>(null);

export function useConcordanceControl(): ConcordanceControl {
  const control = useContext(ConcordanceContext);
  if (!control) throw new Error('The concordance tab is rendered by the side panel');
  return control;
}

/** Longest query the API takes. */
export const MAX_CONCORDANCE_QUERY = 500;

/** A page of units holding every word of the request's query, in the given TMs (every TM when the list is empty). */
export function useConcordance(
  { query, page, searchIn }: Pick<ConcordanceRequest, 'query' | 'page' | 'searchIn'>,
  tmIds: readonly number[] | undefined,
) {
  return useQuery({
    queryKey: ['documents', 'concordance', tmIds, query, searchIn, page] as const,
    queryFn: ({ signal }) => matchingApi.searchConcordance({ query, tmIds, page, searchIn }, signal),
    enabled: query.trim() !== '' && tmIds !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The text selected on the page, as a concordance query (white space folded, at most the API's length). */
export function selectedText(selection: Selection | null = window.getSelection()): string {
  if (!selection || selection.isCollapsed) return '';
  return selection.toString().replace(/\s+/g, ' ').trim().slice(0, MAX_CONCORDANCE_QUERY);
}

/** The side of a segment whose words are selected. */
export type SelectedSide = 'source' | 'target';

/** Where a search of words selected on `side` looks: on that side, unless it looks on either already. */
export const searchInOf = (previous: SearchIn, side: SelectedSide | undefined): SearchIn =>
  side === undefined || previous === 'either' ? previous : side;

/** The element the selection starts in. */
export function selectionElement(selection: Selection | null): Element | null | undefined {
  const node = selection?.anchorNode;
  return node instanceof Element ? node : node?.parentElement;
}

/** The side whose language the selection is in: the target's, or else the source's. */
export function selectedSide(selection: Selection | null, { target_lang }: { target_lang: string }): SelectedSide {
  const language = selectionElement(selection)?.closest('[lang]')?.getAttribute('lang');
  return language === languageTag(target_lang) ? 'target' : 'source';
}
