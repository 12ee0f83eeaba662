import { useCallback, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import type { Document, DocumentRecord } from '@tessera/shared/contract';
import { Button, ErrorState, Spinner, cx } from '@tessera/shared/ui';
import type { Drafts } from '../common/drafts.ts';
import { languageAttributes } from '../../../common/language.ts';
import { errorMessage } from '../../../common/documentQueries.ts';
import type { Autosave } from './autosave.ts';
import { editable, useGridActivation, type GridHandle } from './gridActivation.ts';
import { useGridKeys, type AskVerdict } from './gridKeys.ts';
import type { Confirmation } from '../workflow/index.ts';
import { useGridScrolling, type RowRange } from './gridScrolling.ts';
import { useRecordWindow, viewIsFiltered, type RecordsView } from '../common/records.ts';
import { useOpenIndex, useOpenRow } from './openRow.ts';
import type { Highlight } from '../find/index.ts';
import type { TargetEditorHandle } from '../target/index.ts';
import { statusLabel, statusLegend } from '../common/statusWords.ts';
import { useMessages } from '../common/i18n.ts';
import { Row } from './SegmentRow.tsx';
import { structureWordsIn } from '../common/structureWords.ts';
import * as editorWords from '../locales/en/editor.arb';

/** The grid's six columns, the same in its header and its rows: number, structure, source, target, status, origin. */
const COLUMNS = 'grid grid-cols-[3.5rem_4rem_minmax(0,1fr)_minmax(0,1fr)_7.5rem_6.5rem]';

export type { GridHandle };

/**
 * The segments as a CAT grid: number, structure (the segment's place, as a short code), source, target, status and
 * origin, one compact row each, virtualised
 * (only the rows on screen exist; 50k segments scroll like 50). The active row holds the target editor; the
 * others are read-only text. Leaving a segment (a click elsewhere, Up/Down past its first or last line,
 * Alt+Up/Down, Tab, Ctrl+Enter) saves it; Ctrl+Enter confirms it (in a review step as reviewed) and goes on to the next one not confirmed;
 * Ctrl+Shift+R (or Reject in its status cell) rejects its target, as a reviewer does, and goes on to the next one.
 */
export function SegmentGrid(props: {
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
  /** What Ctrl+Enter confirms in the document's step. */
  confirmation: Confirmation;
  /** Asks a reviewer why a target goes back, and which errors a correction fixed. */
  askVerdict?: AskVerdict;
  ref?: Ref<GridHandle>;
}) {
  const { document, view, canEdit, drafts, autosave, highlight, editor, heldBy } = props;
  const t = useMessages();
  const scroller = useRef<HTMLDivElement>(null);
  const openRow = useOpenRow(view);
  const [range, setRange] = useState<RowRange>({ first: 0, last: 40 });
  const records = useRecordWindow(
    document.id,
    view,
    range.first,
    range.last,
    openRow.open?.index ?? null,
    openRow.keep,
  );
  const active = useOpenIndex(openRow, records);
  const { recordAt } = records;
  // A row not loaded yet is keyed by its index, as a negative number (record ids are positive): the list reads
  // every row's key again whenever a row's measured height changes, and numbers cost it no string per row.
  const keyOf = useCallback((index: number) => recordAt(index)?.id ?? -1 - index, [recordAt]);
  const total = records.ready ? (records.total ?? 0) : 0;
  const languages = useMemo(
    () => ({ source: languageAttributes(document.source_lang), target: languageAttributes(document.target_lang) }),
    [document.source_lang, document.target_lang],
  );
  // Each place's code and words, said once per language: a row's costs a lookup.
  const placeOf = useMemo(() => structureWordsIn(t), [t]);

  const { virtualizer, items } = useGridScrolling({
    scroller,
    count: total,
    active,
    keyOf,
    onRange: setRange,
  });
  // The grid's props go on to its open row and its keys, each hook reading those it needs.
  const { activeRecord, activate, move, refreshKept } = useGridActivation({
    ...props,
    active,
    openRow,
    documentId: document.id,
    records,
    total,
    virtualizer,
    scroller,
  });
  const keptOut = items.filter((item) => {
    const record = recordAt(item.index);
    return record !== undefined && records.isKept(record.id);
  }).length;
  const onReject = useGridKeys({ ...props, activeRecord, move, scroller });

  if (records.isPending) return <Spinner label={t(editorWords.editorSegmentsLoading)} />;
  if (records.error && records.total === undefined) {
    return (
      <div className="p-4">
        <ErrorState
          title={t(editorWords.editorSegmentsLoadFailed)}
          message={errorMessage(records.error)}
          onRetry={records.refetch}
        />
      </div>
    );
  }

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div
        id="segments"
        role="table"
        aria-label={t(editorWords.editorSegmentsLabel)}
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
            <span role="columnheader" aria-label={t(editorWords.editorColumnNumber)} className="text-end">
              #
            </span>
            <span role="columnheader" title={t(editorWords.editorStructureLegend)} className="break-words">
              {t(editorWords.editorColumnStructure)}
            </span>
            <span role="columnheader">
              {document.source_lang
                ? t(editorWords.editorColumnSource, { lang: document.source_lang })
                : t(editorWords.editorColumnSourceNotSet)}
            </span>
            <span role="columnheader">
              {document.target_lang
                ? t(editorWords.editorColumnTarget, { lang: document.target_lang })
                : t(editorWords.editorColumnTargetNotSet)}
            </span>
            <span role="columnheader" title={statusLegend(t)}>
              {t(editorWords.editorColumnStatus)}
            </span>
            <span role="columnheader" title={t(editorWords.editorOriginLegend)}>
              {t(editorWords.editorColumnOrigin)}
            </span>
          </div>
        </div>
        {keptOut > 0 && <KeptRowsBar count={keptOut} onRefresh={refreshKept} />}
        <div
          ref={scroller}
          role="rowgroup"
          tabIndex={active === null ? 0 : -1}
          aria-label={t(editorWords.editorSegmentRows)}
          className="relative min-h-0 flex-1 overflow-y-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-inset"
          // Tabbing into the grid opens its first segment, or the one open before.
          onFocus={(event) => {
            if (event.target === event.currentTarget && active === null && total > 0)
              void move(1, editable, t(editorWords.editorSayNoneEditable));
          }}
        >
          {total === 0 && records.ready ? (
            <p className="p-6 text-center text-sm text-slate-500">
              {viewIsFiltered(view) ? t(editorWords.editorNoSegmentMatches) : t(editorWords.editorNoSegments)}
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
                    aria-label={record ? t(editorWords.editorSegmentRow, { number: record.position + 1 }) : undefined}
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
                        place={placeOf(record.place)}
                        active={isActive}
                        projectId={document.project_id}
                        canEdit={canEdit}
                        drafts={drafts}
                        dirty={drafts.get(record.id) !== undefined}
                        restored={drafts.get(record.id)?.restored === true}
                        save={autosave.stateOf(record.id)}
                        onRetry={autosave.retry}
                        onReload={autosave.reload}
                        languages={languages}
                        highlight={highlight}
                        editorRef={isActive ? editor : undefined}
                        focusOnOpen={openRow.open?.focus ?? true}
                        leftView={records.isKept(record.id)}
                        holder={heldBy.get(record.id)}
                        onReject={isActive && canEdit && !record.locked ? onReject : undefined}
                      />
                    ) : (
                      <span className="col-span-6 h-5 animate-pulse rounded bg-slate-100" aria-hidden="true" />
                    )}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </div>
      <ActiveSegmentAnnouncement record={activeRecord} total={total} />
    </div>
  );
}

/** Says that rows which left the filter are still listed, and lists only the matching ones again on request. */
function KeptRowsBar({ count, onRefresh }: { count: number; onRefresh: () => void }) {
  const t = useMessages();
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-2 py-1 text-xs text-slate-700">
      <span>{t(editorWords.editorKeptRows, { count })}</span>
      <Button size="sm" variant="secondary" onClick={onRefresh}>
        {t(editorWords.editorRefreshList)}
      </Button>
    </div>
  );
}

/**
 * Tells screen readers which segment opened, its number and status: the caret lands in its target, whose name gives
 * the number only.
 */
function ActiveSegmentAnnouncement({ record, total }: { record: DocumentRecord | undefined; total: number }) {
  const t = useMessages();
  return (
    <p role="status" className="sr-only">
      {record &&
        t(editorWords.editorActiveSegment, {
          number: record.position + 1,
          total,
          status: statusLabel(record.status, t),
        })}
    </p>
  );
}
