import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProjectDocumentsRequest } from '@tessera/shared/api/projects';
import type { ProjectDocumentSort, ProjectDocumentState, SortOrder } from '@tessera/shared/contract';
import { usePagedSearch } from '@tessera/shared/ui/lists';

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
  const sort = SORTS.find((each) => each === params.get('sort'));
  const order: SortOrder = sort && params.get('order') === 'desc' ? 'desc' : 'asc';
  const language = params.get('language') ?? '';
  const status = STATES.find((each) => each === params.get('status'));
  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        edit(next);
        return next;
      }),
    [setParams],
  );
  /** A column's header clicked: ascending first, then descending, then upload order. */
  const toggleSort = (column: ProjectDocumentSort) =>
    change((next) => {
      next.delete('order');
      if (sort !== column) next.set('sort', column);
      else if (order === 'asc') next.set('order', 'desc');
      else next.delete('sort');
    });
  const setFilter = (name: 'language' | 'status', value: string) =>
    change((next) => (value ? next.set(name, value) : next.delete(name)));
  const request: ProjectDocumentsRequest = {
    page: paged.page,
    limit: PROJECT_DOCUMENTS_PAGE_SIZE,
    sort,
    order,
    targetLang: language || undefined,
    status,
    search: paged.search,
  };
  return { paged, sort, order, language, status, request, toggleSort, setFilter };
}
