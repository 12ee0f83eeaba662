import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SEGMENT_STATUSES, regexProblem, segmentStatusLabel } from '@tessera/shared';
import type { DocumentRecordFilter, QaRecordsFilter, SearchIn } from '@tessera/shared/contract';
import { Checkbox, Select, TextField } from '@tessera/shared/ui';
import type { RecordsView } from './records.ts';
import { useFocusShortcut } from './shortcuts.ts';

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
/** The statuses in the words the segments' badges use, after the broad views. */
export const STATUS_FILTERS: { value: DocumentRecordFilter; label: string }[] = [
  { value: 'all', label: 'All segments' },
  { value: 'unapproved', label: 'Not approved' },
  { value: 'untranslated', label: 'Empty target' },
  ...SEGMENT_STATUSES.map((status) => ({ value: status, label: capitalized(segmentStatusLabel(status)) })),
];

const QA_FILTERS: { value: QaRecordsFilter; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'issues', label: 'With QA issues' },
  { value: 'errors', label: 'With QA errors' },
];

const SEARCH_IN: { value: SearchIn; label: string }[] = [
  { value: 'both', label: 'Source and target' },
  { value: 'source', label: 'Source' },
  { value: 'target', label: 'Target' },
];

/** What the toolbar's fields hold; the grid's view follows once the text is a valid search and typing pauses. */
export type Filters = {
  filter: DocumentRecordFilter;
  qa: QaRecordsFilter;
  search: string;
  searchIn: SearchIn;
  regex: boolean;
  caseSensitive: boolean;
  changedSince: string;
  /** Only segments with comments not resolved yet. */
  openComments: boolean;
};
export const NO_FILTERS: Filters = {
  filter: 'all',
  qa: 'any',
  search: '',
  searchIn: 'both',
  regex: false,
  caseSensitive: false,
  changedSince: '',
  openComments: false,
};

/** The server's query for the fields (a datetime-local value is the translator's local time). */
export function viewOf(filters: Filters): RecordsView {
  const search = filters.regex ? filters.search : filters.search.trim();
  return {
    filter: filters.filter,
    qa: filters.qa,
    search,
    search_in: filters.searchIn,
    regex: filters.regex,
    case_sensitive: filters.caseSensitive,
    changed_since: filters.changedSince ? new Date(filters.changedSince).toISOString() : undefined,
    comments: filters.openComments ? 'open' : 'any',
  };
}

/** The hits to mark in source and target: what the server matched, as a JavaScript pattern. */
export function highlightOf(view: RecordsView): { source: RegExp | null; target: RegExp | null } {
  if (!view.search) return { source: null, target: null };
  const pattern = new RegExp(
    view.regex ? view.search : view.search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    view.case_sensitive ? 'gu' : 'giu',
  );
  return { source: view.search_in === 'target' ? null : pattern, target: view.search_in === 'source' ? null : pattern };
}

/**
 * The segment filters: status, text in source and/or target (substring or regular expression, case option),
 * changed since. Ctrl+F puts the caret in the text field. An invalid regular expression is said at the field
 * and not sent.
 */
export function FilterBar({
  filters,
  onChange,
  children,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  children?: ReactNode;
}) {
  const field = useRef<HTMLInputElement>(null);
  const problem = filters.regex && filters.search ? regexProblem(filters.search) : null;
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value });
  // A filter chosen from a list, and one switched on or off: each field bound to its key of the filters.
  const choice = <K extends 'filter' | 'qa' | 'searchIn'>(
    key: K,
    label: string,
    options: { value: Filters[K]; label: string }[],
    width: string,
  ) => (
    <Select
      label={label}
      options={options}
      value={filters[key]}
      onChange={(event) => set(key, event.target.value as Filters[K])}
      fieldClassName={width}
    />
  );
  const toggle = (key: 'regex' | 'caseSensitive' | 'openComments', label: string) => (
    <Checkbox label={label} checked={filters[key]} onChange={(event) => set(key, event.target.checked)} />
  );
  useFocusShortcut(field, {
    keys: 'Ctrl+F',
    description: 'Find in the segments (the text filter)',
    group: 'Find and replace',
  });
  return (
    <div role="toolbar" aria-label="Segment filters" className="flex flex-wrap items-end gap-x-3 gap-y-2 pb-2">
      {choice('filter', 'Show', STATUS_FILTERS, 'w-40')}
      {choice('qa', 'QA', QA_FILTERS, 'w-40')}
      <TextField
        ref={field}
        label="Find"
        type="search"
        value={filters.search}
        error={problem ? `Not a regular expression: ${problem}` : undefined}
        aria-keyshortcuts="Control+F"
        onChange={(event) => set('search', event.target.value)}
        fieldClassName="w-56"
      />
      {choice('searchIn', 'In', SEARCH_IN, 'w-48')}
      <div className="flex flex-col gap-1 pb-1">
        {toggle('regex', 'Regular expression')}
        {toggle('caseSensitive', 'Match case')}
      </div>
      <TextField
        label="Changed since"
        type="datetime-local"
        value={filters.changedSince}
        onChange={(event) => set('changedSince', event.target.value)}
        fieldClassName="w-52"
      />
      <div className="pb-1">{toggle('openComments', 'With open comments')}</div>
      {children}
    </div>
  );
}

/**
 * The view the grid shows: the fields' filters at once, except the text, which applies once typing pauses
 * (300 ms; clearing it applies at once). An invalid regular expression keeps the last valid text.
 */
export function useAppliedView(filters: Filters): RecordsView {
  const [typed, setTyped] = useState(filters.search);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(filters.search), 300);
    return () => clearTimeout(timer);
  }, [filters.search]);
  const search = filters.search === '' ? '' : typed;
  const lastValid = useRef('');
  if (!(filters.regex && search && regexProblem(search))) lastValid.current = search;
  const applied = { ...filters, search: lastValid.current };
  const key = JSON.stringify(applied);
  // One object per distinct view: the grid's queries and effects key on it.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => viewOf(applied), [key]);
}
