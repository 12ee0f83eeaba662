import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProjectDocumentsRequest } from '@tessera/shared/api/projects';
import type { ProjectDocumentSort, ProjectDocumentState } from '@tessera/shared/contract';
import { usePagedSearch, useSortInUrl } from '@tessera/shared/ui/lists';

/** How many documents the project page lists at a time. */
export const PROJECT_DOCUMENTS_PAGE_SIZE = 50;

/** The sorts and states as the API names them (the contract's lists, without loading it). */
const SORTS: readonly ProjectDocumentSort[] = ['name', 'language', 'progress', 'updated'];
const STATES: readonly ProjectDocumentState[] = ['importing', 'done', 'error'];

export type DocumentsView = ReturnType<typeof useDocumentsView>;

/**
 * What the project page's documents show: the page and the search of the name (usePagedSearch), the sort and the
 * filters by language and state, all kept in the URL (`?sort=progress&order=desc&language=de&status=error`) so
 * that reload, back and shared links keep them. A new sort or filter starts on the first page.
 */
export function useDocumentsView() {
  const paged = usePagedSearch();
  const [params, setParams] = useSearchParams();
  const sorting = useSortInUrl(SORTS);
  const language = params.get('language') ?? '';
  const status = STATES.find((each) => each === params.get('status'));
  const setFilter = useCallback(
    (name: 'language' | 'status', value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setParams],
  );
  const request: ProjectDocumentsRequest = {
    page: paged.page,
    limit: PROJECT_DOCUMENTS_PAGE_SIZE,
    sort: sorting.sort,
    order: sorting.order,
    targetLang: language || undefined,
    status,
    search: paged.search,
  };
  return { paged, sorting, language, status, request, setFilter };
}
