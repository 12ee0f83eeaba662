/**
 * The kit's paged-list parts (`@tessera/shared/ui/lists`): pagination, the search toolbar and summary of a paged
 * list, its page and search kept in the URL, the dialog a link asks for. A federation singleton like
 * the kit, but one the shell provides on demand: only the screens with paged lists load it, so the
 * sign-in page, the home screen and the editor at open never download it. Its modules reach the rest of the kit
 * through `@tessera/shared/ui`, the page's one copy, never by relative path.
 */
export { Pagination, pageCount } from './Pagination.tsx';
export type { PaginationProps } from './Pagination.tsx';
export { SearchSummary, SearchToolbar } from './PagedList.tsx';
export { useRequestedDialog } from './useRequestedDialog.ts';
export { useDebouncedValue } from './useDebouncedValue.ts';
export { SEARCH_DEBOUNCE_MS, usePageSearchParams, usePagedSearch, useStepBackFromEmptyPage } from './usePagedSearch.ts';
export type { PageSearchUpdate } from './usePagedSearch.ts';
export { SortHeader } from './SortHeader.tsx';
export { useSortInUrl } from './useSortInUrl.ts';
export type { ColumnSorting } from './useSortInUrl.ts';
