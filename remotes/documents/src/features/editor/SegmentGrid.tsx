import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { isApiError, segmentStatusLabel, splitInline, translatesNothing } from '@tessera/shared';
import type { Document, DocumentRecord, InlineCode, SegmentStatus } from '@tessera/shared/contract';
import { Badge, Button, ErrorState, Spinner, cx } from '@tessera/shared/ui';
import type { Drafts } from '../documents/drafts.ts';
import { caretOnEdgeLine } from '../documents/inlineDom.ts';
import { languageAttributes } from '../documents/language.ts';
import { errorMessage } from '../documents/queries.ts';
import type { Autosave, SaveState } from './autosave.ts';
import { findIndex, useRecordWindow, type RecordsView } from './records.ts';
import type { Highlight, Marker } from './FilterBar.tsx';
import { useEditorShortcut } from './shortcuts.ts';
import { matchBand } from './panel/matches.ts';
import { TermText } from './panel/TermText.tsx';
import { useTermHits } from './panel/terms.ts';
import { TargetEditor, type TargetEditorHandle } from './TargetEditor.tsx';

/** One-line rows are 33 px (the measured height of a row with one line of 14 px text): 20 fit above the fold at 1366x768. */
export const ROW_ESTIMATE = 33;
const COLUMNS = 'grid grid-cols-[3.5rem_minmax(0,1fr)_minmax(0,1fr)_7.5rem_6.5rem]';

/**
 * Why a segment cannot be edited. The API says only `locked`; the parser locks a unit marked translate="no",
 * and a segmented XLIFF 1.2 unit whose target segments do not match its source segments. Only the latter has
 * a segment id, so a whole unit can only be locked by translate="no".
 */
export const lockReason = (record: DocumentRecord) =>
  record.segment_id === null
    ? 'The file marks this unit translate="no": it is not to be translated.'
    : 'The file marks this unit translate="no", or its target segments could not be matched to its source segments: it is kept as it is.';

/** Grey waits for a translator, blue has a target, amber and red wait for one again, green is confirmed. */
/** Reject as reviewers do it here (R for reject; Ctrl+Shift+Enter is "confirm without update" in memoQ). */
const REJECT_KEYS = 'Ctrl+Shift+R';

const statusTones: Record<SegmentStatus, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  new: 'neutral',
  'needs-translation': 'neutral',
  draft: 'info',
  translated: 'info',
  'needs-review': 'warning',
  rejected: 'danger',
  final: 'success',
  approved: 'success',
};

/** The search hits to mark, in the source and in the target. */

export type GridHandle = {
  /** Opens the segment at this index of the view (saving the one left), once the view's first page is there. */
  activate: (index: number) => void;
};

const editable = (record: DocumentRecord) => !record.locked;
const unapproved = (record: DocumentRecord) => !record.locked && !record.approved;

/**
 * The segments as a CAT grid: number, source, target, status and origin, one compact row each, virtualised
 * (only the rows on screen exist; 50k segments scroll like 50). The active row holds the target editor; the
 * others are read-only text. Leaving a segment (a click elsewhere, Up/Down past its first or last line,
 * Alt+Up/Down, Tab, Ctrl+Enter) saves it; Ctrl+Enter approves it and goes on to the next unapproved one;
 * Ctrl+Shift+R (or Reject in its status cell) rejects its target, as a reviewer does, and goes on to the next one.
 */
export function SegmentGrid({
  document,
  view,
  canEdit,
  drafts,
  autosave,
  highlight,
  onActiveRecord,
  editor,
  heldBy,
  say,
  ref,
}: {
  document: Document;
  view: RecordsView;
  canEdit: boolean;
  drafts: Drafts;
  autosave: Autosave;
  /** Search hits to mark in the source and target (the toolbar's text filter). */
  highlight: Highlight;
  /** The record of the active row (the side panel's subject), null when none is open. */
  onActiveRecord: (record: DocumentRecord | null) => void;
  /** The active segment's editor, for the side panel's inserts. */
  editor: RefObject<TargetEditorHandle | null>;
  /** Segments someone else is editing, with their name: read-only here until they leave them. */
  heldBy: ReadonlyMap<number, string>;
  /** Tells the translator where a key led nowhere, and why (the editor's status line); '' clears it. */
  say: (message: string) => void;
  ref?: Ref<GridHandle>;
}) {
  const client = useQueryClient();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<number | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [range, setRange] = useState({ first: 0, last: 40 });
  const records = useRecordWindow(document.id, view, range.first, range.last);
  const total = records.ready ? (records.total ?? 0) : 0;
  const activeRecord = active === null ? undefined : records.recordAt(active);
  const languages = useMemo(
    () => ({ source: languageAttributes(document.source_lang), target: languageAttributes(document.target_lang) }),
    [document.source_lang, document.target_lang],
  );

  // The active row stays rendered when it scrolls away, so its editor (and caret, and selection) survive.
  const rangeExtractor = useCallback(
    (visible: Range) => {
      const indexes = defaultRangeExtractor(visible);
      if (active === null || active >= visible.count || indexes.includes(active)) return indexes;
      return [...indexes, active].sort((a, b) => a - b);
    },
    [active],
  );
  // oxlint-disable-next-line react/incompatible-library -- the project does not use the React Compiler
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 12,
    rangeExtractor,
    getItemKey: (index) => records.recordAt(index)?.id ?? `row-${index}`,
    // Where nothing is laid out (unit tests), the window's height stands in for the list's, so rows still render.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
      ),
    // Rows are measured where a browser lays them out; without layout (unit tests) every row keeps the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_ESTIMATE,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 40;
  useEffect(() => {
    setRange((before) => (before.first === first && before.last === last ? before : { first, last }));
  }, [first, last]);

  // A new filter is a new list: nothing is open in it yet, and it starts at the top.
  const viewKey = JSON.stringify(view);
  const shownView = useRef(viewKey);
  useEffect(() => {
    if (shownView.current === viewKey) return;
    shownView.current = viewKey;
    setActive(null);
    scroller.current?.scrollTo?.({ top: 0 });
  }, [viewKey]);

  useEffect(() => onActiveRecord(activeRecord ?? null), [activeRecord, onActiveRecord]);

  const activate = useCallback(
    (index: number, saveLeft = true) => {
      if (index < 0 || index >= total) return;
      if (saveLeft && active !== null && active !== index && activeRecord) autosave.save(activeRecord, false);
      setActive(index);
      virtualizer.scrollToIndex(index, { align: 'auto' });
      const record = records.recordAt(index);
      // The same row again: the editor keeps its caret. A row that cannot be edited takes the keys on the grid.
      if (active === index) editor.current?.focus();
      else if (record && (!canEdit || record.locked)) scroller.current?.focus();
    },
    [active, activeRecord, autosave, total, virtualizer, records, canEdit, editor],
  );
  useImperativeHandle(ref, () => ({ activate: (index) => setPending(index) }), []);
  useEffect(() => {
    if (pending === null || !records.ready || shownView.current !== viewKey) return;
    setPending(null);
    activate(pending);
  }, [pending, records.ready, viewKey, activate]);

  /**
   * The first index from `from` whose loaded record passes the test; undefined on reaching a record not loaded
   * (the pages are asked then), -1 past either end.
   */
  const loadedIndex = (from: number, direction: 1 | -1, test: (record: DocumentRecord) => boolean) => {
    for (let index = from; index >= 0 && index < total; index += direction) {
      const record = records.recordAt(index);
      if (!record) return undefined;
      if (test(record)) return index;
    }
    return -1;
  };

  /** Goes to the next (or previous) segment that passes the test, loading pages of the view as needed. */
  const move = async (
    direction: 1 | -1,
    test: (record: DocumentRecord) => boolean,
    nothing: string,
    saveLeft = true,
  ) => {
    const from = active === null ? (direction === 1 ? 0 : total - 1) : active + direction;
    // The rows on screen are loaded: the next one is usually among them, and the caret moves without waiting.
    const index =
      loadedIndex(from, direction, test) ?? (await findIndex(client, document.id, view, from, direction, test));
    if (index === undefined || index === -1) {
      say(nothing);
      return;
    }
    say('');
    activate(index, saveLeft);
  };

  const inEditor = (event: KeyboardEvent) =>
    event.target instanceof HTMLElement && event.target.closest('[data-target-editor]') !== null;
  const inGrid = (event: KeyboardEvent) =>
    event.target instanceof Node && scroller.current?.contains(event.target) === true;

  useEditorShortcut({
    keys: 'Ctrl+Enter',
    description: 'Approve the segment and go to the next one not approved',
    group: 'Editing',
    enabled: canEdit,
    handler: () => {
      if (!activeRecord) return say('Open a segment to approve it.');
      if (activeRecord.locked) return say(`Segment ${activeRecord.position + 1} is locked: it cannot be approved.`);
      if (translatesNothing(drafts.get(activeRecord.id)?.value ?? activeRecord.target, activeRecord.source)) {
        say('An empty target cannot be approved: translate the segment first.');
        return;
      }
      autosave.save(activeRecord, true);
      void move(
        1,
        (record) => unapproved(record) && record.id !== activeRecord.id,
        'No segment after this one is waiting for approval.',
        false,
      );
    },
  });
  /** Rejects the open segment's target (as typed, if it was) and goes on to the next segment. */
  const rejectActive = () => {
    if (!activeRecord || activeRecord.locked) {
      say('Open a segment to reject its target.');
      return;
    }
    if (translatesNothing(drafts.get(activeRecord.id)?.value ?? activeRecord.target, activeRecord.source)) {
      say('An empty target cannot be rejected.');
      return;
    }
    autosave.reject(activeRecord);
    void move(1, () => true, 'This is the last segment.', false);
  };
  // One function for the row's button across renders: rows are memoised, and the open row re-rendered on every
  // render of the grid would have its editor redraw the target while the translator types.
  const latestReject = useRef(rejectActive);
  latestReject.current = rejectActive;
  const onReject = useCallback(() => latestReject.current(), []);
  useEditorShortcut({
    // Taken even with no segment open: the browser's own Ctrl+Shift+R reloads the page.
    keys: REJECT_KEYS,
    description: 'Reject the target (a reviewer sends it back) and go to the next segment',
    group: 'Editing',
    enabled: canEdit,
    handler: rejectActive,
  });
  useEditorShortcut({
    keys: 'Tab',
    description: 'Save and go to the next segment',
    group: 'Navigation',
    handler: (event) => (inEditor(event) ? void move(1, editable, 'This is the last segment.') : false),
  });
  useEditorShortcut({
    keys: 'Shift+Tab',
    description: 'Save and go to the previous segment',
    group: 'Navigation',
    handler: (event) => (inEditor(event) ? void move(-1, editable, 'This is the first segment.') : false),
  });
  // Alt+arrow moves at once; a plain arrow inside the target only from its first or last line, so that it still
  // moves the caret between the target's lines.
  const moveByArrow = (step: 1 | -1, edge: 'first' | 'last', atEnd: string) => (event: KeyboardEvent) => {
    if (!inGrid(event)) return false;
    const element = editor.current?.element();
    if (!event.altKey && element && inEditor(event) && !caretOnEdgeLine(element, edge)) return false;
    void move(step, () => true, atEnd);
  };
  useEditorShortcut({
    keys: ['Alt+ArrowDown', 'ArrowDown'],
    description: 'Go to the next segment (Down from the last line of the target)',
    group: 'Navigation',
    handler: moveByArrow(1, 'last', 'This is the last segment.'),
  });
  useEditorShortcut({
    keys: ['Alt+ArrowUp', 'ArrowUp'],
    description: 'Go to the previous segment (Up from the first line of the target)',
    group: 'Navigation',
    handler: moveByArrow(-1, 'first', 'This is the first segment.'),
  });
  useEditorShortcut({
    keys: 'Alt+PageDown',
    description: 'Go to the next segment not approved',
    group: 'Navigation',
    handler: () => void move(1, unapproved, 'No segment after this one is waiting for approval.'),
  });
  useEditorShortcut({
    keys: 'Alt+PageUp',
    description: 'Go to the previous segment not approved',
    group: 'Navigation',
    handler: () => void move(-1, unapproved, 'No segment before this one is waiting for approval.'),
  });
  useEditorShortcut({
    keys: ['Ctrl+Insert', 'Ctrl+Shift+S'],
    description: 'Copy the source to the target',
    group: 'Editing',
    enabled: canEdit,
    handler: () => (editor.current ? editor.current.copySource() : false),
  });
  useEditorShortcut({
    keys: 'F9',
    description: 'Insert the next inline code the target lacks',
    group: 'Editing',
    enabled: canEdit,
    handler: () => {
      if (!editor.current) return false;
      if (!editor.current.insertNextCode()) say('Every inline code of the source is in the target.');
    },
  });
  useEditorShortcut({
    keys: [
      'Ctrl+Alt+1',
      'Ctrl+Alt+2',
      'Ctrl+Alt+3',
      'Ctrl+Alt+4',
      'Ctrl+Alt+5',
      'Ctrl+Alt+6',
      'Ctrl+Alt+7',
      'Ctrl+Alt+8',
      'Ctrl+Alt+9',
    ],
    description: 'Insert inline code 1…9 of the source',
    group: 'Editing',
    enabled: canEdit,
    handler: (event) => {
      const digit = /([1-9])$/.exec(event.code) ?? /^([1-9])$/.exec(event.key);
      return editor.current && digit ? void editor.current.insertCode(Number(digit[1])) : false;
    },
  });

  if (records.isPending) return <Spinner label="Loading segments…" />;
  if (records.error && records.total === undefined) {
    return (
      <div className="p-4">
        <ErrorState
          title="The segments could not be loaded"
          message={errorMessage(records.error)}
          onRetry={records.refetch}
        />
      </div>
    );
  }

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div
        role="table"
        aria-label="Segments"
        aria-rowcount={total + 1}
        aria-busy={records.isFetching || undefined}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div role="rowgroup">
          <div
            role="row"
            aria-rowindex={1}
            className={cx(
              COLUMNS,
              'gap-2 border-b border-slate-300 bg-slate-50 px-2 py-1 text-xs font-medium text-slate-600',
            )}
          >
            <span role="columnheader" className="text-right">
              #
            </span>
            <span role="columnheader">Source ({document.source_lang || 'not set'})</span>
            <span role="columnheader">Target ({document.target_lang || 'not set'})</span>
            <span role="columnheader">Status</span>
            <span role="columnheader">Origin</span>
          </div>
        </div>
        <div
          ref={scroller}
          role="rowgroup"
          tabIndex={active === null ? 0 : -1}
          aria-label="Segment rows"
          className="relative min-h-0 flex-1 overflow-y-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-inset"
          // Tabbing into the grid opens its first segment, or the one open before.
          onFocus={(event) => {
            if (event.target === event.currentTarget && active === null && total > 0)
              void move(1, editable, 'No segment can be edited.');
          }}
        >
          {total === 0 && records.ready ? (
            <p className="p-6 text-center text-sm text-slate-500">
              {viewIsFiltered(view) ? 'No segment matches' : 'This document has no segments'}
            </p>
          ) : (
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {items.map((item) => {
                const record = records.recordAt(item.index);
                const isActive = item.index === active;
                return (
                  <div
                    key={item.key}
                    ref={virtualizer.measureElement}
                    data-index={item.index}
                    role="row"
                    aria-rowindex={item.index + 2}
                    aria-selected={isActive}
                    aria-label={record ? `Segment ${record.position + 1}` : undefined}
                    className={cx(
                      COLUMNS,
                      'absolute inset-x-0 gap-2 border-b border-slate-100 px-2 py-1.5 text-sm',
                      isActive ? 'bg-sky-50' : record?.locked ? 'bg-slate-50' : 'cursor-pointer hover:bg-slate-50',
                    )}
                    style={{ transform: `translateY(${item.start}px)` }}
                    onMouseDown={(event) => {
                      // A click in the open editor places the caret; elsewhere in its row it keeps the caret there;
                      // in another row it opens that segment.
                      if (
                        !record ||
                        (event.target instanceof Element && event.target.closest('[data-target-editor], button'))
                      )
                        return;
                      event.preventDefault();
                      if (isActive) editor.current?.focus();
                      else activate(item.index);
                    }}
                  >
                    {record ? (
                      <Row
                        record={record}
                        active={isActive}
                        canEdit={canEdit}
                        drafts={drafts}
                        dirty={drafts.get(record.id) !== undefined}
                        save={autosave.stateOf(record.id)}
                        onRetry={autosave.retry}
                        onReload={autosave.reload}
                        languages={languages}
                        highlight={highlight}
                        editorRef={isActive ? editor : undefined}
                        holder={heldBy.get(record.id)}
                        onReject={isActive && canEdit && !record.locked ? onReject : undefined}
                      />
                    ) : (
                      <span className="col-span-5 h-5 animate-pulse rounded bg-slate-100" aria-hidden="true" />
                    )}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

const viewIsFiltered = (view: RecordsView) =>
  Object.entries(view).some(([key, value]) => (key === 'filter' ? value !== 'all' : Boolean(value)));

type Languages = { source: ReturnType<typeof languageAttributes>; target: ReturnType<typeof languageAttributes> };

/** One row's cells. Rows that did not change are not rendered again while the translator types elsewhere. */
const Row = memo(function Row({
  record,
  active,
  canEdit,
  drafts,
  dirty,
  save,
  onRetry,
  onReload,
  languages,
  highlight,
  editorRef,
  holder,
  onReject,
}: {
  record: DocumentRecord;
  active: boolean;
  canEdit: boolean;
  drafts: Drafts;
  dirty: boolean;
  save: SaveState | undefined;
  onRetry: (recordId: number) => void;
  onReload: (recordId: number) => void;
  languages: Languages;
  highlight: Highlight;
  editorRef?: Ref<TargetEditorHandle>;
  /** Who else is editing this segment, if anyone. */
  holder: string | undefined;
  /** Rejects the target: offered in the open segment's status cell to those who may approve. */
  onReject: (() => void) | undefined;
}) {
  const number = record.position + 1;
  const label = `Target of segment ${number}`;
  const shownTarget = drafts.get(record.id)?.value ?? record.target;
  return (
    <>
      <span className="pt-px text-right text-xs text-slate-400 tabular-nums" role="cell">
        {number}
      </span>
      <div
        role="cell"
        className="min-w-0 whitespace-pre-wrap break-words text-slate-900"
        {...languages.source}
        data-testid="segment-source"
        title={[record.note, record.context].filter(Boolean).join('\n') || undefined}
      >
        {active && !highlight.source ? (
          <SourceWithTerms record={record} />
        ) : (
          <MarkedText value={record.source} codes={record.codes} highlight={highlight.source} />
        )}
      </div>
      <div role="cell" className="min-w-0">
        {active && canEdit && !record.locked && !holder ? (
          <TargetEditor ref={editorRef} record={record} drafts={drafts} language={languages.target} label={label} />
        ) : (
          <div
            className="min-h-5 whitespace-pre-wrap break-words text-slate-700"
            {...languages.target}
            aria-label={label}
            title={record.locked ? lockReason(record) : undefined}
          >
            <MarkedText value={shownTarget} codes={record.codes} highlight={highlight.target} />
          </div>
        )}
      </div>
      <div role="cell" className="min-w-0">
        <Status
          record={record}
          onReject={shownTarget.trim() !== '' && record.status !== 'rejected' ? onReject : undefined}
        >
          <SaveProgress record={record} dirty={dirty} save={save} onRetry={onRetry} onReload={onReload} />
        </Status>
      </div>
      <div
        role="cell"
        className="min-w-0 truncate text-xs text-slate-500"
        title={record.state ? `State in the file: ${record.state}` : undefined}
      >
        <SegmentMarkers record={record} />
        {holder && (
          <span
            className="mr-1 font-medium text-amber-700"
            title={`${holder} is editing this segment: it can be saved once they leave it`}
          >
            ✎ {holder} is editing
          </span>
        )}
        {record.locked
          ? record.segment_id === null
            ? 'translate="no"'
            : 'locked in file'
          : record.state && record.state !== record.status
            ? record.state
            : ''}
      </div>
    </>
  );
});

const ORIGIN_LABELS: Partial<Record<NonNullable<DocumentRecord['origin']>, { short: string; long: string }>> = {
  // A match whose score is not known: the file said only that it was one (and that nobody confirmed it).
  'tm-exact': { short: 'TM', long: 'Translation memory match, exact' },
  'tm-fuzzy': { short: 'TM', long: 'Translation memory match, fuzzy' },
  mt: { short: 'MT', long: 'Machine translation' },
  term: { short: 'Term', long: 'Glossary term inserted' },
  repetition: { short: 'Rep.', long: 'Copied from a repetition' },
  import: { short: 'File', long: 'From the file' },
};

/** Where the target came from: a TM match's score in its colour band, MT, a term, a repetition, the file (typed: nothing). */
function OriginMarker({ record }: { record: DocumentRecord }) {
  const { origin, match_percent: percent } = record;
  if ((origin === 'tm-exact' || origin === 'tm-fuzzy') && percent !== null) {
    const rounded = Math.floor(percent);
    return (
      <span
        role="img"
        aria-label={`Translation memory match, ${rounded}%`}
        title={`Translation memory match, ${rounded}%`}
        className={cx('mr-1 rounded px-1 font-semibold tabular-nums', matchBand(percent).className)}
      >
        {rounded}%
      </span>
    );
  }
  const label = origin ? ORIGIN_LABELS[origin] : undefined;
  if (!label) return null;
  return (
    <span role="img" aria-label={label.long} title={label.long} className="mr-1 text-slate-600">
      {label.short}
    </span>
  );
}

/** QA findings on the target as saved, not ignored: errors in red, warnings in amber (the QA tab lists them). */
function QaMarker({ record }: { record: DocumentRecord }) {
  const open = record.qa.filter((issue) => !issue.ignored);
  if (open.length === 0) return null;
  const errors = open.filter((issue) => issue.severity === 'error').length;
  const label =
    errors > 0
      ? `${errors} QA error${errors === 1 ? '' : 's'}`
      : `${open.length} QA warning${open.length === 1 ? '' : 's'}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={`${label}: see the QA tab`}
      className={cx(
        'mr-1 rounded px-1 font-medium',
        errors > 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      ⚠{errors > 0 ? errors : open.length}
    </span>
  );
}

/**
 * Where the target came from, its QA findings, open comments (the Comments tab shows them) and how often the
 * source recurs in the document.
 */
function SegmentMarkers({ record }: { record: DocumentRecord }) {
  const comments = record.open_comments;
  return (
    <>
      <OriginMarker record={record} />
      <QaMarker record={record} />
      {comments > 0 && (
        <span
          role="img"
          aria-label={`${comments} open comment${comments === 1 ? '' : 's'}`}
          title="Open comments: see the Comments tab"
          className="mr-1 rounded bg-amber-100 px-1 font-medium text-amber-900"
        >
          💬{comments}
        </span>
      )}
      {record.repetitions > 0 && (
        <span
          title={`The same source occurs ${record.repetitions} more time${record.repetitions === 1 ? '' : 's'} in this document`}
          className="mr-1 rounded bg-slate-100 px-1 text-slate-700"
        >
          ×{record.repetitions + 1}
        </span>
      )}
    </>
  );
}

/** The open segment's source with its glossary terms underlined (the side panel's Terms tab lists them). */
function SourceWithTerms({ record }: { record: DocumentRecord }) {
  const hits = useTermHits(record.id).data ?? [];
  return <TermText value={record.source} codes={record.codes} hits={hits} />;
}

/** The segment's status in the editor's one vocabulary, where its last save stands, and Reject when offered. */
function Status({
  record,
  onReject,
  children,
}: {
  record: DocumentRecord;
  onReject?: (() => void) | undefined;
  /** The save's progress. */
  children: ReactNode;
}) {
  const number = record.position + 1;
  return (
    <div className="flex flex-wrap items-center gap-1" aria-label={`Status of segment ${number}`}>
      {record.locked ? (
        <span title={lockReason(record)}>
          <Badge tone="warning">locked</Badge>
        </span>
      ) : (
        <Badge tone={statusTones[record.status]}>{segmentStatusLabel(record.status)}</Badge>
      )}
      {children}
      {onReject && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Reject the target of segment ${number}`}
          aria-keyshortcuts="Control+Shift+R"
          title="Reject the target: it goes back to the translator (Ctrl+Shift+R)"
          onClick={onReject}
        >
          Reject
        </Button>
      )}
    </div>
  );
}

/**
 * Where the segment's last save stands: saving, saved, failed (with Retry, or Reload for a conflict), waiting for
 * the translator to sign in again, or typed and not saved yet.
 */
function SaveProgress({
  record,
  dirty,
  save,
  onRetry,
  onReload,
}: {
  record: DocumentRecord;
  dirty: boolean;
  save: SaveState | undefined;
  onRetry: (recordId: number) => void;
  onReload: (recordId: number) => void;
}) {
  const number = record.position + 1;
  if (save?.state === 'saving') return <span className="text-xs text-slate-500">Saving…</span>;
  if (save?.state === 'signin') return <span className="text-xs text-amber-800">Sign in to save</span>;
  if (save?.state === 'failed') {
    return (
      <span className="flex items-center gap-1 text-xs text-red-700" title={errorMessage(save.error)}>
        <span role="alert" aria-label={`Segment ${number} not saved: ${errorMessage(save.error)}`}>
          {isApiError(save.error, 409) ? 'Conflict' : 'Not saved'}
        </span>
        {isApiError(save.error, 409) ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Reload segment ${number}`}
            title="Replace what was typed with the version saved meanwhile"
            onClick={() => onReload(record.id)}
          >
            Reload
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Retry saving segment ${number}`}
            onClick={() => onRetry(record.id)}
          >
            Retry
          </Button>
        )}
      </span>
    );
  }
  if (dirty) return <span className="text-xs text-amber-800">edited</span>;
  if (save?.state === 'saved') return <span className="text-xs text-emerald-700">Saved</span>;
  return null;
}

/** Text with its inline codes as chips and the search hits marked. */
function MarkedText({
  value,
  codes,
  highlight,
}: {
  value: string;
  codes: readonly InlineCode[];
  highlight: Marker | null;
}) {
  return (
    <>
      {splitInline(value).map((part, index) =>
        typeof part === 'string' ? (
          <Marked key={index} text={part} highlight={highlight} />
        ) : (
          <span
            key={index}
            title={codes[part.code - 1]?.xml}
            aria-label={`inline code ${codes[part.code - 1]?.label ?? part.code}`}
            className="mx-px inline-flex items-center rounded bg-slate-100 px-1 align-baseline font-mono text-[11px] leading-4 text-slate-700 ring-1 ring-slate-300 ring-inset"
          >
            {codes[part.code - 1]?.label ?? `#${part.code}`}
          </span>
        ),
      )}
    </>
  );
}

function Marked({ text, highlight }: { text: string; highlight: Marker | null }) {
  if (!highlight) return <span>{text}</span>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of highlight(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <mark key={match.index} className="rounded-sm bg-yellow-200 text-inherit">
        {match.text}
      </mark>,
    );
    last = match.index + match.text.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <span>{parts}</span>;
}
