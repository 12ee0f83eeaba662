import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SEGMENT_STATUSES, escapeRegExp, regexProblem } from '@tessera/shared';
import * as screenshotsApi from '@tessera/shared/api/screenshots';
import type { DocumentRecordFilter, QaRecordsFilter, SearchIn, WorkflowStep } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Translate } from '@tessera/shared/i18n/catalog';
import { Checkbox, NumberField, Select, TextField } from '@tessera/shared/ui';
import { useMessages } from '../common/i18n.ts';
import type { RecordsView } from '../common/records.ts';
import { useFocusShortcut } from '../common/shortcuts.ts';
import { statusTitle } from '../common/statusWords.ts';
import { ToolbarPopover } from './ToolbarPopover.tsx';
import { MY_STEP_FILTER } from '../../../common/workflowSteps.ts';
import * as editorWords from '../locales/en/editor.arb';

/** The statuses in the words the segments' badges use, after the broad views. */
export const statusFilters = (t: Translate<'editor'>): { value: DocumentRecordFilter; label: string }[] => [
  { value: 'all', label: t(editorWords.editorFilterAll) },
  { value: 'unapproved', label: t(editorWords.editorFilterUnconfirmed) },
  { value: 'untranslated', label: t(editorWords.editorFilterEmptyTarget) },
  ...SEGMENT_STATUSES.map((status) => ({ value: status, label: statusTitle(status, t) })),
];

/** The status views a link may ask for (`?filter=`). */
const STATUS_FILTER_VALUES: readonly DocumentRecordFilter[] = [
  'all',
  'unapproved',
  'untranslated',
  ...SEGMENT_STATUSES,
];

const qaFilters = (t: Translate<'editor'>): { value: QaRecordsFilter; label: string }[] => [
  { value: 'any', label: t(editorWords.editorFilterQaAny) },
  { value: 'issues', label: t(editorWords.editorFilterQaIssues) },
  { value: 'errors', label: t(editorWords.editorFilterQaErrors) },
];

const searchIn = (t: Translate<'editor'>): { value: SearchIn; label: string }[] => [
  { value: 'both', label: t(editorWords.editorSearchInBoth) },
  { value: 'source', label: t(editorWords.editorSearchInSource) },
  { value: 'target', label: t(editorWords.editorSearchInTarget) },
];

/** The status view of the segments left in the signed-in person's step (the editor knows which step that is). */
export const myStepOption = (t: Translate<'editor'>) =>
  ({ value: MY_STEP_FILTER, label: t(editorWords.editorFilterMyStep) }) as const;
/** What the status filter shows: a status view of the server's, or the segments left in one's step. */
export type StatusFilter = DocumentRecordFilter | typeof MY_STEP_FILTER;

/**
 * The filters a link opens the editor with: `?filter=<status view>` (one's work links to `my-step`, what is
 * left of one's step), none for anything else.
 */
export function linkedFilters(search: URLSearchParams): Filters {
  const filter = search.get('filter');
  if (filter === MY_STEP_FILTER) return { ...NO_FILTERS, filter: MY_STEP_FILTER };
  const known = STATUS_FILTER_VALUES.find((value) => value === filter);
  return known ? { ...NO_FILTERS, filter: known } : NO_FILTERS;
}

/** What the toolbar's fields hold; the grid's view follows once the text is a valid search and typing pauses. */
export type Filters = {
  filter: StatusFilter;
  qa: QaRecordsFilter;
  search: string;
  searchIn: SearchIn;
  regex: boolean;
  caseSensitive: boolean;
  changedSince: string;
  /** Only segments with comments not resolved yet. */
  openComments: boolean;
  /** Only machine translations whose quality estimate scored below this (1-100; empty or another value: off). */
  mtBelow: string;
  /** Only the segments on this screenshot of the project (its id), `none` those on none; empty: off. */
  screenshot: string;
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
  mtBelow: '',
  screenshot: '',
};

/**
 * The server's query for the fields (a datetime-local value is the translator's local time). "My step's open
 * segments" are those the server counts as not done in `myStep` (until the step is known: those not confirmed).
 */
export function viewOf(filters: Filters, myStep?: WorkflowStep): RecordsView {
  const search = filters.regex ? filters.search : filters.search.trim();
  const status = filters.filter === MY_STEP_FILTER ? undefined : filters.filter;
  return {
    filter: status ?? (myStep ? 'all' : 'unapproved'),
    ...(status === undefined && myStep ? { open_in: myStep } : {}),
    qa: filters.qa,
    search,
    search_in: filters.searchIn,
    regex: filters.regex,
    case_sensitive: filters.caseSensitive,
    changed_since: filters.changedSince ? new Date(filters.changedSince).toISOString() : undefined,
    comments: filters.openComments ? 'open' : 'any',
    ...(scoreOf(filters.mtBelow) !== undefined ? { mt_below: scoreOf(filters.mtBelow) } : {}),
    ...(filters.screenshot === ''
      ? {}
      : { screenshot: filters.screenshot === 'none' ? ('none' as const) : Number(filters.screenshot) }),
  };
}

/** A score typed into the machine translation filter, when it is one the server takes (1-100). */
function scoreOf(typed: string): number | undefined {
  const score = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(score) && score >= 1 && score <= 100 ? score : undefined;
}

/** Where a text holds hits of the search, empty ones left out. */
export type Marker = (text: string) => { index: number; text: string }[];
/** What to mark in the source and in the target (null: nothing). */
export type Highlight = { source: Marker | null; target: Marker | null };
type SearchEngine = typeof import('@tessera/shared/contract/search-pattern');
let loadedEngine: SearchEngine | null = null;

/** The linear-time search engine, downloaded when first `wanted`; null until it is there. */
function useSearchEngine(wanted: boolean): SearchEngine | null {
  const [engine, setEngine] = useState(loadedEngine);
  const missing = wanted && engine === null;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    void import('@tessera/shared/contract/search-pattern').then((loaded) => {
      loadedEngine = loaded;
      if (current) setEngine(loaded);
    });
    return () => {
      current = false;
    };
  }, [missing]);
  return engine;
}

/**
 * Why a search cannot be asked for (null when it can), as a sentence: its syntax at once, then, with the engine,
 * what the server refuses too (backreferences, lookaround, a pattern too costly to run), each in the interface's
 * language; only the engine's own account of a syntax error stays as it gives it.
 */
export function useSearchProblem(search: string, regex: boolean): string | null {
  const t = useMessages();
  const f = useFormats();
  const engine = useSearchEngine(regex && search !== '');
  if (!regex || !search) return null;
  if (engine)
    return engine.searchRegexProblem(search, {
      invalid: (problem) => t(editorWords.editorPatternInvalid, { problem }),
      backreferences: () => t(editorWords.editorPatternBackreferences),
      lookaround: () => t(editorWords.editorPatternLookaround),
      tooCostly: (size, max) => t(editorWords.editorPatternTooCostly, { size, max: f.number(max) }),
    });
  const problem = regexProblem(search);
  return problem && t(editorWords.editorPatternInvalid, { problem });
}

/**
 * The hits to mark in source and target: what the server matched. A regular expression runs on the linear-time
 * engine the server uses, so no pattern can freeze the page; nothing is marked until the engine is there.
 */
export function useHighlight(view: RecordsView): Highlight {
  const engine = useSearchEngine(view.regex === true && view.search !== '');
  return useMemo(() => highlightOf(view, engine), [view, engine]);
}

function highlightOf(view: RecordsView, engine: SearchEngine | null): Highlight {
  const marker = markerOf(view, engine);
  return { source: view.search_in === 'target' ? null : marker, target: view.search_in === 'source' ? null : marker };
}

function markerOf(view: RecordsView, engine: SearchEngine | null): Marker | null {
  if (!view.search) return null;
  const caseSensitive = view.case_sensitive === true;
  if (!view.regex) {
    // A substring as an escaped RegExp: nothing in it to backtrack into.
    const literal = new RegExp(escapeRegExp(view.search), caseSensitive ? 'gu' : 'giu');
    return (text) => [...text.matchAll(literal)].map((match) => ({ index: match.index, text: match[0] }));
  }
  if (!engine || engine.searchRegexProblem(view.search)) return null;
  const pattern = engine.searchPattern(view.search, { regex: true, caseSensitive });
  return (text) => engine.matchSpans(text, pattern);
}

/**
 * The segment filters in one line, so that the grid keeps the screen: status, the text to find (Ctrl+F puts the
 * caret there) with where and how to search behind "Search options", and the rarer filters (QA, changed since,
 * open comments, machine translations below a quality score, the project's screenshots) behind "More filters"; each button counts the options set behind it. An invalid regular
 * expression is said at the field and not sent. `children` (go to, replace, what is unsaved) end the line.
 */
export function FilterBar({
  filters,
  onChange,
  hasStep = false,
  projectId = null,
  children,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  /** The document's project, whose screenshots the segments can be filtered by; null for none. */
  projectId?: number | null;
  /** The signed-in person has a step in the document: "My step's open segments" is offered first. */
  hasStep?: boolean;
  children?: ReactNode;
}) {
  const t = useMessages();
  const field = useRef<HTMLInputElement>(null);
  const problem = useSearchProblem(filters.search, filters.regex);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value });
  // A filter chosen from a list, and one switched on or off: each field bound to its key of the filters.
  const choice = <K extends 'filter' | 'qa' | 'searchIn'>(
    key: K,
    label: string,
    options: { value: Filters[K]; label: string }[],
    more: { hideLabel?: boolean; width?: string } = {},
  ) => (
    <Select
      label={label}
      hideLabel={more.hideLabel}
      options={options}
      value={filters[key]}
      onChange={(event) => set(key, event.target.value as Filters[K])}
      fieldClassName={more.width}
    />
  );
  const toggle = (key: 'regex' | 'caseSensitive' | 'openComments', label: string) => (
    <Checkbox label={label} checked={filters[key]} onChange={(event) => set(key, event.target.checked)} />
  );
  useFocusShortcut(field, {
    keys: 'Ctrl+F',
    description: t(editorWords.editorShortcutFind),
    group: 'Find and replace',
  });
  const searchOptions = [filters.searchIn !== 'both', filters.regex, filters.caseSensitive].filter(Boolean).length;
  const offersMyStep = hasStep || filters.filter === MY_STEP_FILTER;
  const moreFilters = [
    filters.qa !== 'any',
    filters.changedSince !== '',
    filters.openComments,
    scoreOf(filters.mtBelow) !== undefined,
    filters.screenshot !== '',
  ].filter(Boolean).length;
  return (
    <div
      role="toolbar"
      aria-label={t(editorWords.editorFiltersLabel)}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5"
    >
      {choice(
        'filter',
        t(editorWords.editorFilterShow),
        offersMyStep ? [myStepOption(t), ...statusFilters(t)] : statusFilters(t),
        {
          hideLabel: true,
          // Wide enough for the longest option's words.
          width: offersMyStep ? 'w-60 shrink-0' : 'w-40 shrink-0',
        },
      )}
      <TextField
        ref={field}
        label={t(editorWords.editorFind)}
        hideLabel
        placeholder={t(editorWords.editorFindPlaceholder, { key: 'Ctrl+F' })}
        type="search"
        value={filters.search}
        error={problem ?? undefined}
        aria-keyshortcuts="Control+F"
        onChange={(event) => set('search', event.target.value)}
        fieldClassName="w-56 shrink-0"
      />
      <ToolbarPopover label={t(editorWords.editorSearchOptions)} active={searchOptions}>
        {choice('searchIn', t(editorWords.editorSearchIn), searchIn(t))}
        {toggle('regex', t(editorWords.editorRegex))}
        {toggle('caseSensitive', t(editorWords.editorMatchCase))}
      </ToolbarPopover>
      <ToolbarPopover label={t(editorWords.editorMoreFilters)} active={moreFilters}>
        {choice('qa', t(editorWords.editorFilterQa), qaFilters(t))}
        <TextField
          label={t(editorWords.editorFilterChangedSince)}
          type="datetime-local"
          value={filters.changedSince}
          onChange={(event) => set('changedSince', event.target.value)}
        />
        {toggle('openComments', t(editorWords.editorFilterOpenComments))}
        <NumberField
          label={t(editorWords.editorFilterMtBelow)}
          hint={t(editorWords.editorFilterMtBelowHint, { min: 1, max: 100 })}
          min={1}
          max={100}
          step={1}
          value={filters.mtBelow}
          onChange={(event) => set('mtBelow', event.target.value)}
        />
        {projectId !== null && (
          <ScreenshotFilter
            projectId={projectId}
            value={filters.screenshot}
            onChange={(value) => set('screenshot', value)}
          />
        )}
      </ToolbarPopover>
      {children}
    </div>
  );
}

/**
 * The view the grid shows: the fields' filters at once, except the text, which applies once typing pauses
 * (300 ms; clearing it applies at once). A regular expression that cannot be searched keeps the last valid text.
 */
export function useAppliedView(filters: Filters, myStep?: WorkflowStep): RecordsView {
  const [typed, setTyped] = useState(filters.search);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(filters.search), 300);
    return () => clearTimeout(timer);
  }, [filters.search]);
  const search = filters.search === '' ? '' : typed;
  const lastValid = useRef('');
  const problem = useSearchProblem(search, filters.regex);
  if (!problem) lastValid.current = search;
  const applied = { ...filters, search: lastValid.current };
  const key = JSON.stringify([applied, myStep]);
  // One object per distinct view: the grid's queries and effects key on it.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => viewOf(applied, myStep), [key]);
}

/**
 * The segments on one of the project's screenshots, or on none (issue #69: what a screen still lacks), chosen from
 * the project's screenshots, listed when "More filters" opens.
 */
function ScreenshotFilter({
  projectId,
  value,
  onChange,
}: {
  projectId: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useMessages();
  const shots = useQuery({
    queryKey: ['screenshots', projectId, 'list'],
    queryFn: ({ signal }) => screenshotsApi.listScreenshots(projectId, signal),
  });
  const options = [
    { value: '', label: t(editorWords.editorFilterScreenshotAny) },
    { value: 'none', label: t(editorWords.editorFilterScreenshotNone) },
    ...(shots.data?.screenshots ?? []).map((shot) => ({
      value: String(shot.id),
      label: t(editorWords.editorFilterScreenshotOn, { name: shot.name }),
    })),
  ];
  // A screenshot chosen before the list is there stays chosen.
  if (value !== '' && !options.some((option) => option.value === value)) options.push({ value, label: value });
  return (
    <Select
      label={t(editorWords.editorFilterScreenshot)}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
