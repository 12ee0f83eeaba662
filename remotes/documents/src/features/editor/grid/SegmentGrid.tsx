import { memo, useCallback, useMemo, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { isApiError, splitInline } from '@tessera/shared';
import type { Document, DocumentRecord, InlineCode, SegmentStatus } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { type Message, type Translate } from '@tessera/shared/i18n/catalog';
import { Badge, Button, ErrorState, Spinner, cx, lazyPart } from '@tessera/shared/ui';
import type { Drafts } from '../common/drafts.ts';
import { InlineCodeChip } from '../../../common/InlineText.tsx';
import { languageAttributes } from '../../../common/language.ts';
import { errorMessage } from '../../../common/documentQueries.ts';
import type { Autosave, SaveState } from './autosave.ts';
import { editable, useGridActivation, type GridHandle } from './gridActivation.ts';
import { useGridKeys, type AskVerdict } from './gridKeys.ts';
import { loadReviewNotes, type Confirmation } from '../workflow/index.ts';
import { useGridScrolling, type RowRange } from './gridScrolling.ts';
import { useRecordWindow, viewIsFiltered, type RecordsView } from '../common/records.ts';
import { useOpenIndex, useOpenRow } from './openRow.ts';
import type { Highlight, Marker } from '../find/index.ts';
import { matchBand, TermText, useTermHits } from '../lookup/index.ts';
import { TargetEditor, type TargetEditorHandle } from '../target/index.ts';
import { PluralBadge } from '../common/plural.tsx';
import { statusLabel, statusLegend, statusMeaning } from '../common/statusWords.ts';
import { messagesIn, useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

// The open segment's key, note and context, and a rejected one's review notes: their code downloads on first use.
// `what` goes into @tessera/shared's English failure sentence.
const SegmentDetails = lazyPart(() => import('./SegmentDetails.tsx'), 'SegmentDetails', {
  what: () => messagesIn()(editorWords.editorPartDetails),
});
const ReviewNotes = lazyPart(loadReviewNotes, 'ReviewNotes', {
  what: () => messagesIn()(editorWords.editorPartReviewNotes),
});

/** A rejected segment is the one whose translator needs the reviewer's words: only its notes are asked for. */
const showsReview = (record: DocumentRecord) => record.status === 'rejected';

const COLUMNS = 'grid grid-cols-[3.5rem_minmax(0,1fr)_minmax(0,1fr)_7.5rem_6.5rem]';

/**
 * Why a segment cannot be edited. The API says only `locked`; the parser locks a unit marked translate="no",
 * and a segmented XLIFF 1.2 unit whose target segments do not match its source segments. Only the latter has
 * a segment id, so a whole unit can only be locked by translate="no".
 */
export const lockReason = (record: DocumentRecord, t: Translate<'editor'> = messagesIn()) =>
  record.segment_id === null ? t(editorWords.editorLockedTranslateNo) : t(editorWords.editorLockedInFile);

/** Grey waits for a translator, blue has a target, amber and red wait for one again, green is confirmed. */
const statusTones: Record<SegmentStatus, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  new: 'neutral',
  'needs-translation': 'neutral',
  draft: 'info',
  translated: 'info',
  'needs-review': 'warning',
  rejected: 'danger',
  final: 'success',
  approved: 'success',
  reviewed: 'success',
};

export type { GridHandle };

/**
 * The segments as a CAT grid: number, source, target, status and origin, one compact row each, virtualised
 * (only the rows on screen exist; 50k segments scroll like 50). The active row holds the target editor; the
 * others are read-only text. Leaving a segment (a click elsewhere, Up/Down past its first or last line,
 * Alt+Up/Down, Tab, Ctrl+Enter) saves it; Ctrl+Enter confirms it (in a review step as reviewed) and goes on to the next one not confirmed;
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
  confirmation,
  askVerdict,
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
  /** What Ctrl+Enter confirms in the document's step. */
  confirmation: Confirmation;
  /** Asks a reviewer why a target goes back, and which errors a correction fixed. */
  askVerdict?: AskVerdict;
  ref?: Ref<GridHandle>;
}) {
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

  const { virtualizer, items } = useGridScrolling({
    scroller,
    count: total,
    active,
    keyOf,
    onRange: setRange,
  });
  const { activeRecord, activate, move, refreshKept } = useGridActivation({
    active,
    openRow,
    documentId: document.id,
    view,
    records,
    total,
    virtualizer,
    scroller,
    canEdit,
    editor,
    autosave,
    say,
    onActiveRecord,
    ref,
  });
  const keptOut = items.filter((item) => {
    const record = recordAt(item.index);
    return record !== undefined && records.isKept(record.id);
  }).length;
  const onReject = useGridKeys({
    activeRecord,
    canEdit,
    drafts,
    autosave,
    move,
    editor,
    scroller,
    say,
    confirmation,
    askVerdict,
  });

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
                        active={isActive}
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
                      <span className="col-span-5 h-5 animate-pulse rounded bg-slate-100" aria-hidden="true" />
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

type Languages = { source: ReturnType<typeof languageAttributes>; target: ReturnType<typeof languageAttributes> };

/** One row's cells. Rows that did not change are not rendered again while the translator types elsewhere. */
const Row = memo(function Row({
  record,
  active,
  canEdit,
  drafts,
  dirty,
  restored,
  save,
  onRetry,
  onReload,
  languages,
  highlight,
  editorRef,
  focusOnOpen,
  leftView,
  holder,
  onReject,
}: {
  record: DocumentRecord;
  active: boolean;
  canEdit: boolean;
  drafts: Drafts;
  dirty: boolean;
  /** Its unsaved text was put back from an earlier visit. */
  restored: boolean;
  save: SaveState | undefined;
  onRetry: (recordId: number) => void;
  onReload: (recordId: number) => void;
  languages: Languages;
  highlight: Highlight;
  editorRef?: Ref<TargetEditorHandle>;
  /** Opening the segment puts the caret in its target (not when a new filter reopens it). */
  focusOnOpen: boolean;
  /** The segment no longer matches the view's filters: it stays listed until the list is refreshed. */
  leftView: boolean;
  /** Who else is editing this segment, if anyone. */
  holder: string | undefined;
  /** Rejects the target: offered in the open segment's status cell to those who may approve. */
  onReject: (() => void) | undefined;
}) {
  const t = useMessages();
  const number = record.position + 1;
  const label = t(editorWords.editorTargetOfSegment, { number });
  const shownTarget = drafts.get(record.id)?.value ?? record.target;
  return (
    <>
      <span className="pt-px text-end text-xs text-slate-600 tabular-nums" role="rowheader">
        {number}
        <PluralBadge record={record} />
      </span>
      <div role="cell" className="min-w-0">
        <div
          className="whitespace-pre-wrap break-words text-slate-900"
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
        {active && <SegmentDetails record={record} />}
        {active && showsReview(record) && <ReviewNotes record={record} targetLang={languages.target.lang} />}
      </div>
      <div role="cell" className="min-w-0">
        {active && canEdit && !record.locked && !holder ? (
          <TargetEditor
            ref={editorRef}
            record={record}
            drafts={drafts}
            language={languages.target}
            label={label}
            focusOnOpen={focusOnOpen}
          />
        ) : (
          <div
            role="group"
            className="min-h-5 whitespace-pre-wrap break-words text-slate-700"
            {...languages.target}
            aria-label={label}
            title={record.locked ? lockReason(record, t) : undefined}
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
          <SaveProgress
            record={record}
            dirty={dirty}
            restored={restored}
            save={save}
            onRetry={onRetry}
            onReload={onReload}
          />
        </Status>
      </div>
      <div role="cell" className="min-w-0 truncate text-xs text-slate-600">
        {leftView && (
          <span className="me-1 italic" title={t(editorWords.editorLeftViewHint)}>
            {t(editorWords.editorLeftView)}
          </span>
        )}
        <SegmentMarkers record={record} edited={shownTarget !== record.target} />
        {holder && (
          <span className="me-1 font-medium text-amber-700" title={t(editorWords.editorHeldByHint, { name: holder })}>
            {t(editorWords.editorHeldBy, { name: holder })}
          </span>
        )}
        {record.locked ? (
          record.segment_id === null ? (
            'translate="no"'
          ) : (
            t(editorWords.editorLockedInFileShort)
          )
        ) : record.state && record.state !== record.status ? (
          <FileState state={record.state} />
        ) : null}
      </div>
    </>
  );
});

/**
 * XLIFF states in words a translator knows (others are shown as the file has them): the state's message, which
 * names the state as the file writes it.
 */
const FILE_STATES: Record<string, Message<'editor'>> = {
  final: editorWords.editorFileStateFinal,
  'signed-off': editorWords.editorFileStateSignedOff,
  translated: editorWords.editorFileStateTranslated,
  'needs-translation': editorWords.editorFileStateNeedsTranslation,
  'needs-review-translation': editorWords.editorFileStateNeedsReview,
  new: editorWords.editorFileStateNew,
};

/** The file's own state, explained on hover and to screen readers. */
function FileState({ state }: { state: string }) {
  const t = useMessages();
  const known = FILE_STATES[state];
  const meaning = t(editorWords.editorFileState, { meaning: known ? t(known) : state });
  return (
    <span title={meaning}>
      <span className="sr-only">{`${t(editorWords.editorFileStateLabel)} `}</span>
      {state}
    </span>
  );
}

/** Each origin's badge (`short`, "TM" as CAT tools write it) and its name (`long`): the messages of both. */
const ORIGIN_LABELS: Partial<
  Record<NonNullable<DocumentRecord['origin']>, { short: Message<'editor'>; long: Message<'editor'> }>
> = {
  // A match whose score is not known: the file said only that it was one (and that nobody confirmed it).
  'tm-exact': { short: editorWords.editorOriginTmShort, long: editorWords.editorOriginTmExact },
  'tm-fuzzy': { short: editorWords.editorOriginTmShort, long: editorWords.editorOriginTmFuzzy },
  mt: { short: editorWords.editorOriginMtShort, long: editorWords.editorOriginMt },
  term: { short: editorWords.editorOriginTermShort, long: editorWords.editorOriginTerm },
  repetition: { short: editorWords.editorOriginRepetitionShort, long: editorWords.editorOriginRepetition },
  import: { short: editorWords.editorOriginFileShort, long: editorWords.editorOriginFile },
};

/**
 * The quality estimate of a machine translation nobody has confirmed or edited yet, when it scored below the
 * project's threshold: a draft the model was unsure of.
 */
function doubtedMachineTranslation(record: DocumentRecord, edited: boolean) {
  const quality = record.mt_quality;
  if (record.origin !== 'mt' || record.approved || edited || !quality) return null;
  return quality.score < quality.threshold ? quality : null;
}

/**
 * Where the target came from: a TM match's score in its colour band, MT (with its score when below the project's
 * threshold), a term, a repetition, the file (typed: nothing). `edited`: the target shown is an unsaved draft.
 */
function OriginMarker({ record, edited }: { record: DocumentRecord; edited: boolean }) {
  const t = useMessages();
  const formats = useFormats();
  const { origin, match_percent: percent } = record;
  const doubted = doubtedMachineTranslation(record, edited);
  if (doubted) {
    const words = t(editorWords.editorOriginMtDoubted, { score: doubted.score, threshold: doubted.threshold });
    return (
      <span
        role="img"
        aria-label={words}
        title={words}
        className="me-1 rounded bg-amber-100 px-1 font-semibold text-amber-900 tabular-nums"
      >
        {t(editorWords.editorOriginMtScore, { score: doubted.score })}
      </span>
    );
  }
  if ((origin === 'tm-exact' || origin === 'tm-fuzzy') && percent !== null) {
    const rounded = formats.percent(Math.floor(percent) / 100);
    const words = t(editorWords.editorOriginTmPercent, { percent: rounded });
    return (
      <span
        role="img"
        aria-label={words}
        title={words}
        className={cx('me-1 rounded px-1 font-semibold tabular-nums', matchBand(percent).className)}
      >
        {rounded}
      </span>
    );
  }
  const label = origin ? ORIGIN_LABELS[origin] : undefined;
  if (!label) return null;
  return (
    <span role="img" aria-label={t(label.long)} title={t(label.long)} className="me-1 text-slate-600">
      {t(label.short)}
    </span>
  );
}

/** QA findings on the target as saved, not ignored: errors in red, warnings in amber (the QA tab lists them). */
function QaMarker({ record }: { record: DocumentRecord }) {
  const t = useMessages();
  const open = record.qa.filter((issue) => !issue.ignored);
  if (open.length === 0) return null;
  const errors = open.filter((issue) => issue.severity === 'error').length;
  const label =
    errors > 0
      ? t(editorWords.editorQaErrors, { count: errors })
      : t(editorWords.editorQaWarnings, { count: open.length });
  const hint =
    errors > 0
      ? t(editorWords.editorQaErrorsHint, { count: errors })
      : t(editorWords.editorQaWarningsHint, { count: open.length });
  return (
    <span
      role="img"
      aria-label={label}
      title={hint}
      className={cx(
        'me-1 rounded px-1 font-medium',
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
function SegmentMarkers({ record, edited }: { record: DocumentRecord; edited: boolean }) {
  const t = useMessages();
  const comments = record.open_comments;
  const repeated = t(editorWords.editorRepeated, { count: record.repetitions });
  return (
    <>
      <OriginMarker record={record} edited={edited} />
      <QaMarker record={record} />
      {comments > 0 && (
        <span
          role="img"
          aria-label={t(editorWords.editorOpenComments, { count: comments })}
          title={t(editorWords.editorOpenCommentsHint)}
          className="me-1 rounded bg-amber-100 px-1 font-medium text-amber-900"
        >
          💬{comments}
        </span>
      )}
      {record.repetitions > 0 && (
        <span
          role="img"
          aria-label={repeated}
          title={repeated}
          className="me-1 rounded bg-slate-100 px-1 text-slate-700"
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
  const t = useMessages();
  const number = record.position + 1;
  return (
    // A polite live region: a save's progress (saving, saved) and the status it leads to are said as they change.
    <div
      role="group"
      aria-live="polite"
      className="flex flex-wrap items-center gap-1"
      aria-label={t(editorWords.editorStatusOfSegment, { number })}
    >
      {record.locked ? (
        <span title={lockReason(record, t)}>
          <Badge tone="warning">{t(editorWords.editorStatusLocked)}</Badge>
        </span>
      ) : (
        <span title={statusMeaning(record.status, t)}>
          <Badge tone={statusTones[record.status]}>{statusLabel(record.status, t)}</Badge>
        </span>
      )}
      {children}
      {onReject && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t(editorWords.editorRejectSegmentLabel, { number })}
          aria-keyshortcuts="Control+Shift+R"
          title={t(editorWords.editorRejectHint, { key: 'Ctrl+Shift+R' })}
          onClick={onReject}
        >
          {t(editorWords.editorReject)}
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
  restored,
  save,
  onRetry,
  onReload,
}: {
  record: DocumentRecord;
  dirty: boolean;
  /** The unsaved text was put back from an earlier visit (a session that ended): not saved until the segment is left. */
  restored: boolean;
  save: SaveState | undefined;
  onRetry: (recordId: number) => void;
  onReload: (recordId: number) => void;
}) {
  const t = useMessages();
  const number = record.position + 1;
  if (save?.state === 'saving') return <span className="text-xs text-slate-500">{t(editorWords.editorSaving)}</span>;
  if (save?.state === 'signin')
    return <span className="text-xs text-amber-800">{t(editorWords.editorSignInToSave)}</span>;
  if (save?.state === 'failed') {
    const reason = errorMessage(save.error, { target: t(editorWords.editorTargetOfSegment, { number }) });
    return (
      <span className="flex items-center gap-1 text-xs text-red-700" title={reason}>
        <span role="alert" aria-label={t(editorWords.editorNotSavedLabel, { number, reason })}>
          {isApiError(save.error, 409) ? t(editorWords.editorConflict) : t(editorWords.editorNotSaved)}
        </span>
        {isApiError(save.error, 409) ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t(editorWords.editorReloadLabel, { number })}
            title={t(editorWords.editorReloadHint)}
            onClick={() => onReload(record.id)}
          >
            {t(editorWords.editorReload)}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t(editorWords.editorRetrySaveLabel, { number })}
            onClick={() => onRetry(record.id)}
          >
            {t(editorWords.editorRetry)}
          </Button>
        )}
      </span>
    );
  }
  if (dirty && restored)
    return (
      <span className="text-xs font-medium text-amber-800" title={t(editorWords.editorRestoredHint)}>
        {t(editorWords.editorRestored)}
      </span>
    );
  if (dirty) return <span className="text-xs text-amber-800">{t(editorWords.editorEdited)}</span>;
  if (save?.state === 'saved') return <span className="text-xs text-emerald-700">{t(editorWords.editorSaved)}</span>;
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
          <InlineCodeChip key={index} code={part.code} codes={codes} />
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
