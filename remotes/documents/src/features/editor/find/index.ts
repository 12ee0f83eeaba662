export { FilterBar, linkedFilters, NO_FILTERS, useAppliedView, useHighlight } from './FilterBar.tsx';
export type { Filters, Highlight, Marker } from './FilterBar.tsx';
export { ReplaceBar } from './ReplaceBar.tsx';
