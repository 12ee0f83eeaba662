import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_FORMATS,
  can,
  isApiError,
  useBlocker,
  useCurrentUser,
  useSession,
  useSignedInAgain,
} from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import type { Document, DocumentRecord, PresenceEntry } from '@tessera/shared/contract';
import { useFormats } from '@tessera/shared/i18n';
import { richMessage, type Message } from '@tessera/shared/i18n/catalog';
import {
  Alert,
  Badge,
  Button,
  Dialog,
  EmptyState,
  Page,
  ProcessingBadge,
  ProgressBar,
  QueryErrorState,
  Spinner,
  NumberField,
  cx,
  languagePair,
  lazyPart,
  linkClass,
} from '@tessera/shared/ui';
import { SignInAgainDialog } from '@tessera/shared/ui/sign-in-again';
import { type GridHandle, SegmentGrid, useAutosave } from '../features/editor/grid/index.ts';
import { useConfirmQaErrors, useQaErrorsAfterSave } from '../features/editor/qa/index.ts';
import { useLiveDocument, useSegmentPresence } from '../features/editor/live/index.ts';
import {
  FilterBar,
  type Filters,
  linkedFilters,
  NO_FILTERS,
  ReplaceBar,
  useAppliedView,
  useHighlight,
} from '../features/editor/find/index.ts';
import { useRepetitionOffer } from '../features/editor/repetition/index.ts';
import { ShortcutHelp } from '../features/editor/help/index.ts';
import { LinksButton } from '../features/editor/links/index.ts';
import { confirmationIn, StepBar, useReviewVerdict } from '../features/editor/workflow/index.ts';
import {
  activeStepOf,
  mayChangeSegments,
  MY_STEP_FILTER,
  myStepOf,
  useDocumentSteps,
} from '../common/workflowSteps.ts';
import { type Insert, type Replace, SidePanel } from '../features/editor/panel/index.ts';
import {
  ShortcutRegistry,
  ShortcutScope,
  useEditorShortcut,
  useFocusShortcut,
} from '../features/editor/common/shortcuts.ts';
import { FOCUS_FINDINGS, qaReportPath } from '../common/paths.ts';
import { loadPreviewPane, PreviewToggle, usePreviewShown } from '../features/editor/preview/index.ts';
import type { TargetEditorHandle } from '../features/editor/target/index.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { DocumentActions } from '../features/documents/DocumentActions.tsx';
import { useDrafts, useWarnBeforeUnload, type Draft, type Drafts } from '../features/editor/common/drafts.ts';
import { documentKey, errorMessage, recordsKey, useDocument, useReplaceRecord } from '../common/documentQueries.ts';
import { useMessages as useFormatWords } from '../common/formats-i18n.ts';
import { messagesIn, useMessages } from './i18n.ts';
import { documentFormatName } from '../common/documentFormats.ts';
import * as screensWords from './locales/en/screens.arb';

// Shown on demand beside the grid: its code comes when the translator first opens it, not with the editor.
const PreviewPane = lazyPart(loadPreviewPane, 'PreviewPane', {
  what: () => messagesIn()(screensWords.partPreview),
});

/** The document screen (/document/:id): the CAT editor of one document. */
export function DocumentScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <DocumentNotFound />;
  return <DocumentById key={id} id={id} />;
}

export default DocumentScreen;

function DocumentById({ id }: { id: number }) {
  const t = useMessages();
  const document = useDocument(id);
  const client = useQueryClient();
  // Each document screen has its own shortcuts: those of a screen left behind never answer keys here.
  const [registry] = useState(() => new ShortcutRegistry());
  const editor = useRef<EditorHandle>(null);
  // What failed while the session had ended is asked for again; the segments' own saves retry themselves.
  useSignedInAgain(() => {
    void client.invalidateQueries({ queryKey: documentKey(id) });
    void client.invalidateQueries({ queryKey: recordsKey(id) });
  });
  if (document.isPending) return <Spinner label={t(screensWords.documentLoading)} />;
  // A failed refetch keeps the screen (and what is typed in it) as it was; only a first load that fails says so.
  if (document.isError && !document.data) {
    if (isApiError(document.error, 404)) return <DocumentNotFound />;
    return (
      <Page>
        <QueryErrorState title={t(screensWords.documentNotLoaded)} query={document} describe={errorMessage} />
      </Page>
    );
  }
  return (
    <ShortcutScope registry={registry}>
      {/* The editor fills the window below the top bar (3.5rem): the grid scrolls, the header and toolbar stay. */}
      <div className="flex h-[calc(100dvh-3.5rem)] min-h-[30rem] flex-col">
        {/* The session ending asks for the password over the editor: typed targets stay, and are saved after. */}
        <SignInAgainDialog message={t(screensWords.documentSessionEnded)} />
        {document.data.status === 'done' && <SkipToSegments onSkip={() => editor.current?.focusSegments()} />}
        <DocumentHeader document={document.data} onOpenSegment={(number) => editor.current?.goTo(number)} />
        {document.data.status === 'error' && (
          <div className="px-4 pb-2">
            <Alert tone="error" title={t(screensWords.documentNotRead)}>
              {document.data.processing_error ?? t(screensWords.documentUnknownError)}
            </Alert>
          </div>
        )}
        {(document.data.status === 'uploaded' || document.data.status === 'processing') && (
          <div className="px-4">
            <Spinner label={t(screensWords.documentReadingFile)} />
          </div>
        )}
        {document.data.status === 'done' && <Editor ref={editor} document={document.data} />}
      </div>
    </ShortcutScope>
  );
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * The page's first stop for the keyboard, shown once it has the focus: past the header and toolbar to the open
 * segment's target, or the grid's first segment.
 */
function SkipToSegments({ onSkip }: { onSkip: () => void }) {
  const t = useMessages();
  return (
    <a
      href="#segments"
      className="sr-only rounded bg-white px-3 py-1 text-sm font-medium text-sky-800 ring-2 ring-sky-600 focus:not-sr-only focus:absolute focus:top-16 focus:start-4 focus:z-50"
      onClick={(event) => {
        event.preventDefault();
        onSkip();
      }}
    >
      {t(screensWords.documentSkipToSegments)}
    </a>
  );
}

function DocumentHeader({ document, onOpenSegment }: { document: Document; onOpenSegment: (number: number) => void }) {
  const t = useMessages();
  const user = useCurrentUser();
  const canManage = can(user, 'document.manage');
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-200 bg-white px-4 py-2">
      <Breadcrumb projectId={document.project_id} />
      <h1 className="truncate text-lg font-semibold text-slate-900">{document.name}</h1>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <Badge>{document.type}</Badge>
        <ProcessingBadge status={document.status} />
        <span aria-label={t(screensWords.documentLanguages)}>
          {languagePair(document.source_lang, document.target_lang)}
        </span>
      </div>
      {document.status === 'done' && <Progress document={document} />}
      <StepBar document={document} onOpenSegment={onOpenSegment} />
      <div className="ms-auto flex items-center gap-3 text-sm">
        <ShortcutHelp />
        {document.status === 'done' && <LinksButton document={document} />}
        {document.status === 'done' && (
          <>
            <QaReportLink document={document} />
            <DownloadLinks document={document} />
          </>
        )}
        {canManage && document.status !== 'uploaded' && document.status !== 'processing' && (
          <DocumentActions document={document} />
        )}
      </div>
    </header>
  );
}

/** The document's QA report: every segment with findings, each a link back here (Alt+Q opens it from the keyboard). */
function QaReportLink({ document }: { document: Document }) {
  const t = useMessages();
  const navigate = useNavigate();
  const path = qaReportPath(document.id);
  useEditorShortcut({
    keys: 'Alt+Q',
    description: t(screensWords.documentQaReportShortcut),
    group: 'Workflow',
    handler: () => void navigate(path, { state: FOCUS_FINDINGS }),
  });
  return (
    <Link className={linkClass} to={path} state={FOCUS_FINDINGS} aria-keyshortcuts="Alt+Q">
      {t(screensWords.documentQaReport)}
    </Link>
  );
}

/**
 * Segments and words translated (a target not rejected) and confirmed, and segments rejected and with QA errors.
 * Saves refresh the document's queries, these figures with them (useDocumentRefresh: at most every few seconds
 * while saves go on, and after the last), so they follow the translator's work.
 */
function Progress({ document }: { document: Document }) {
  const progress = useQuery({
    queryKey: [...documentKey(document.id), 'progress'],
    queryFn: ({ signal }) => documentsApi.getDocumentProgress(document.id, signal),
    placeholderData: keepPreviousData,
  }).data;
  const segments = progress?.segments ?? {
    total: document.records_count,
    translated: 0,
    approved: document.approved_records_count,
    rejected: 0,
  };
  const words = progress?.words ?? {
    total: document.words_count,
    translated: 0,
    approved: document.approved_words_count,
    rejected: 0,
  };
  const t = useMessages();
  const f = useFormats();
  const count = (value: number) => <strong className="tabular-nums">{f.number(value)}</strong>;
  const total = (value: number) => <span className="tabular-nums">{f.number(value)}</span>;
  /** "3 of 10", the part in bold; `message` says what of. */
  const figures = (message: Message<'screens'>, part: number, whole: number) =>
    richMessage(t, message, { part: count(part), whole: total(whole) });
  return (
    <section
      aria-label={t(screensWords.documentProgress)}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600"
    >
      <div className="w-44">
        <p>{figures(screensWords.documentTranslatedSegmentsOf, segments.translated, segments.total)}</p>
        <ProgressBar
          value={ratio(segments.translated, segments.total)}
          label={t(screensWords.documentTranslatedSegments)}
        />
      </div>
      <div className="w-44">
        <p id="segments-progress">
          {figures(screensWords.documentConfirmedSegmentsOf, segments.approved, segments.total)}
        </p>
        <ProgressBar
          value={ratio(segments.approved, segments.total)}
          label={t(screensWords.documentConfirmedSegments)}
        />
      </div>
      <dl className="grid grid-cols-[auto_auto] gap-x-2">
        <dt>{t(screensWords.documentTranslatedWords)}</dt>
        <dd>{figures(screensWords.documentWordsOf, words.translated, words.total)}</dd>
        <dt>{t(screensWords.documentConfirmedWords)}</dt>
        <dd>{figures(screensWords.documentWordsOf, words.approved, words.total)}</dd>
      </dl>
      {segments.rejected > 0 && (
        <p className="font-medium text-red-700">
          {richMessage(t, screensWords.documentRejectedSegments, {
            count: segments.rejected,
            shown: count(segments.rejected),
          })}
        </p>
      )}
      {progress && (
        <p className={progress.qa_errors > 0 ? 'font-medium text-red-700' : undefined}>
          {richMessage(t, screensWords.documentQaErrorSegments, {
            count: progress.qa_errors,
            shown: count(progress.qa_errors),
          })}
        </p>
      )}
    </section>
  );
}

/**
 * The toolbar, the grid and the side panel. Typed targets are kept as drafts while the translator moves,
 * filters or jumps (as in memoQ or Trados, nothing typed is lost and nothing nags); only leaving the document
 * with unsaved targets asks first.
 */
/** What the page around the editor asks of it: the keyboard in the segments, a segment opened by its number. */
type EditorHandle = { focusSegments: () => void; goTo: (number: number) => void };

function Editor({ document, ref }: { document: Document; ref?: Ref<EditorHandle> }) {
  const t = useMessages();
  const user = useCurrentUser();
  // Once the document has steps, its segments are the active step's assignee's (and a manager's) to change.
  const stepsQuery = useDocumentSteps(document.id);
  const steps = stepsQuery.data ?? [];
  const canEdit = mayChangeSegments(steps, user);
  const myStep = myStepOf(steps, user?.id);
  // Ctrl+Enter confirms as the document's active step does: in a review step, as reviewed.
  const activeStep = activeStepOf(steps)?.step;
  const confirmation = useMemo(() => confirmationIn(activeStep), [activeStep]);
  const verdict = useReviewVerdict(document.id);
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => linkedFilters(searchParams));
  const view = useAppliedView(filters, myStep?.step);
  // "My step's open segments" is listed once the step is known, not first as "not confirmed" and then again.
  const viewKnown = !(filters.filter === MY_STEP_FILTER && stepsQuery.isPending);
  const highlight = useHighlight(view);
  const grid = useRef<GridHandle>(null);
  const editor = useRef<TargetEditorHandle | null>(null);
  const [activeRecord, setActiveRecord] = useState<DocumentRecord | null>(null);
  // The panel's terms go in at the caret of the open segment (or replace its selection); a match or a machine
  // translation takes the whole target's place.
  const insert = useCallback<Insert>((markup, origin) => editor.current?.insert(markup, origin), []);
  const replace = useCallback<Replace>((markup, origin) => editor.current?.replace(markup, origin), []);
  const [message, say] = useState('');
  const { drafts, unsaved, earlier, restoreEarlier, discardEarlier } = useDrafts(
    user ? { userId: user.id, documentId: document.id } : null,
  );
  useWarnBeforeUnload(unsaved.length > 0);
  // The session ended (signed out elsewhere, the account disabled): what is typed comes back after the next sign-in.
  const { signInAgain } = useSession();
  useEffect(() => {
    if (signInAgain) drafts.keepForNextSignIn();
  }, [signInAgain, drafts]);
  const approval = useConfirmQaErrors();
  const keptForErrors = useQaErrorsAfterSave();
  const replaceRecord = useReplaceRecord(document.id);
  const { forget } = keptForErrors;
  const replaceSaved = useCallback(
    (saved: DocumentRecord) => {
      forget(saved.id);
      replaceRecord(saved);
    },
    [forget, replaceRecord],
  );
  const repetitions = useRepetitionOffer(document.id);
  const autosave = useAutosave(drafts, replaceSaved, document.id, {
    confirmErrors: approval.confirm,
    onKeptForErrors: keptForErrors.onKeptForErrors,
    onApproved: repetitions.onApproved,
    isConfirmed: confirmation.done,
  });
  const onActiveRecord = useCallback((record: DocumentRecord | null) => setActiveRecord(record), []);
  const preview = usePreviewShown(user?.id ?? null);
  // Others working in the document: their saves show at once, and the segment each edits is theirs meanwhile.
  const present = useLiveDocument(document.id);
  const others = useMemo(() => present.filter((entry) => entry.user_id !== user?.id), [present, user?.id]);
  const heldBy = useMemo(
    () =>
      new Map(
        others.flatMap((entry) => (entry.record_id === null ? [] : [[entry.record_id, entry.username] as const])),
      ),
    [others],
  );
  const editing = canEdit && activeRecord && !heldBy.has(activeRecord.id) ? activeRecord.id : null;
  useSegmentPresence(document.id, editing);

  // A segment number counts in the whole document, locked segments included (they are numbered, not counted in
  // its progress): the filters are lifted and the segment opened.
  const segmentCount = document.records_count + document.locked_records_count;
  // Asked for while the list waits for the person's step (opened from My work), a segment opens once the list is
  // there: the grid is not yet on the page to open it.
  const [pendingGoTo, setPendingGoTo] = useState<{ position: number } | null>(null);
  const goTo = (number: number) => {
    const position = Math.min(Math.max(number, 1), segmentCount) - 1;
    setFilters(NO_FILTERS);
    if (grid.current) grid.current.activate(position);
    else setPendingGoTo({ position });
  };
  useEffect(() => {
    if (!pendingGoTo || !grid.current) return;
    grid.current.activate(pendingGoTo.position);
    setPendingGoTo(null);
  }, [pendingGoTo, viewKnown]);
  useImperativeHandle(ref, () => ({ focusSegments: () => grid.current?.focus(), goTo }));

  // A link to a segment (the QA report's) opens it: /document/:id?segment=<number>.
  const linkedSegment = Number(searchParams.get('segment'));
  useEffect(() => {
    if (Number.isInteger(linkedSegment) && linkedSegment > 0)
      grid.current?.activate(Math.min(linkedSegment, segmentCount) - 1);
  }, [linkedSegment, segmentCount, viewKnown]);

  return (
    <>
      <div className="border-b border-slate-200 bg-white px-4">
        <FilterBar filters={filters} onChange={setFilters} hasStep={myStep !== null}>
          <GoToSegment count={segmentCount} onGo={goTo} />
          <ReplaceBar documentId={document.id} targetLang={document.target_lang} filters={filters} canEdit={canEdit} />
          <UnsavedSegments unsaved={unsaved} onGo={goTo} />
          <PreviewToggle shown={preview.shown} onToggle={preview.toggle} />
        </FilterBar>
        <PresentUsers others={others} />
        <EarlierDrafts earlier={earlier} onRestore={restoreEarlier} onDiscard={discardEarlier} />
        {repetitions.offer}
      </div>
      <LeaveWithUnsaved unsaved={unsaved} drafts={drafts} />
      {approval.dialog}
      {verdict.dialog}
      <div className="flex min-h-0 flex-1">
        {viewKnown ? (
          <SegmentGrid
            ref={grid}
            document={document}
            view={view}
            canEdit={canEdit}
            drafts={drafts}
            autosave={autosave}
            highlight={highlight}
            onActiveRecord={onActiveRecord}
            editor={editor}
            heldBy={heldBy}
            say={say}
            confirmation={confirmation}
            askVerdict={verdict.ask}
          />
        ) : (
          <div className="flex min-w-0 flex-1 justify-center">
            <Spinner label={t(screensWords.documentLoadingSegments)} />
          </div>
        )}
        {preview.shown && (
          <div className="flex min-h-0 w-[24rem] shrink-0 flex-col">
            <PreviewPane
              documentId={document.id}
              sourceLang={document.source_lang}
              targetLang={document.target_lang}
              activeRecordId={activeRecord?.id ?? null}
            />
          </div>
        )}
        {/* Beside the grid, not over it: at 1366 px the grid keeps about 1,000 px for source and target. */}
        <div className="flex min-h-0 w-[22rem] shrink-0 flex-col 2xl:w-[28rem]">
          <SidePanel document={document} record={activeRecord} insert={insert} replace={replace} say={say} />
        </div>
      </div>
      {keptForErrors.notice}
      <EditorMessage message={message} />
    </>
  );
}

/** Why the last key did nothing (no match to insert, an empty target to approve): one short line under the grid. */
function EditorMessage({ message }: { message: string }) {
  const t = useMessages();
  return (
    <p
      role="status"
      aria-label={t(screensWords.documentEditorMessages)}
      className={cx('shrink-0 text-sm text-amber-900', message && 'border-t border-amber-200 bg-amber-50 px-4 py-1')}
    >
      {message}
    </p>
  );
}

/** Who else has the document open, and which segment each is editing. */
function PresentUsers({ others }: { others: readonly PresenceEntry[] }) {
  const t = useMessages();
  if (others.length === 0) return null;
  return (
    <p
      className="flex flex-wrap items-center gap-2 pb-2 text-xs text-slate-600"
      aria-label={t(screensWords.documentAlsoInDocument)}
    >
      <span>{t(screensWords.documentAlsoHere)}</span>
      {others.map((entry) => (
        <span key={entry.user_id} className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-800 ring-1 ring-amber-200">
          {entry.username}
          {entry.record_id !== null && (
            <span className="text-amber-600"> · {t(screensWords.documentEditingSegment)}</span>
          )}
        </span>
      ))}
    </p>
  );
}

const segmentNumbers = (unsaved: readonly Draft[]) => unsaved.map((draft) => draft.position + 1);

/**
 * Which segments hold typed, unsaved targets, each a jump to it (they may be far away or filtered out). It ends the
 * toolbar's line in a slot that is always there and never wraps, so that the first key typed moves nothing.
 */
function UnsavedSegments({ unsaved, onGo }: { unsaved: readonly Draft[]; onGo: (number: number) => void }) {
  const t = useMessages();
  return (
    <p
      role="status"
      className="flex h-9 min-w-0 flex-1 items-center justify-end gap-1 overflow-hidden text-sm whitespace-nowrap text-amber-800"
    >
      {unsaved.length > 0 && <span>{t(screensWords.documentUnsavedIn, { count: unsaved.length })}</span>}
      {segmentNumbers(unsaved).map((number) => (
        <button
          key={number}
          type="button"
          className={linkClass}
          aria-label={t(screensWords.documentGoToUnsaved, { number })}
          onClick={() => onGo(number)}
        >
          {number}
        </button>
      ))}
    </p>
  );
}

/** Targets typed on an earlier visit and never saved (the tab closed, the session ended): offered back, not imposed. */
function EarlierDrafts({
  earlier,
  onRestore,
  onDiscard,
}: {
  earlier: readonly Draft[];
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useMessages();
  if (earlier.length === 0) return null;
  const numbers = segmentNumbers(earlier);
  return (
    <div className="pb-2">
      <Alert
        tone="warning"
        title={t(screensWords.documentEarlierDraftsTitle)}
        action={
          <div className="flex gap-2">
            <Button size="sm" variant="primary" onClick={onRestore}>
              {t(screensWords.documentRestore)}
            </Button>
            <Button size="sm" onClick={onDiscard}>
              {t(screensWords.documentDiscard)}
            </Button>
          </div>
        }
      >
        {t(screensWords.documentEarlierDrafts, { count: numbers.length, numbers: numbers.join(', ') })}
      </Alert>
    </div>
  );
}

/** Leaving the document (a link, Back) with unsaved targets asks first; reloading the tab is useWarnBeforeUnload's. */
function LeaveWithUnsaved({ unsaved, drafts }: { unsaved: readonly Draft[]; drafts: Drafts }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved.length > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  const t = useMessages();
  if (blocker.state !== 'blocked') return null;
  const numbers = segmentNumbers(unsaved);
  return (
    <Dialog
      open
      size="sm"
      title={t(screensWords.documentLeaveTitle)}
      onClose={() => blocker.reset()}
      footer={
        <>
          <Button data-autofocus onClick={() => blocker.reset()}>
            {t(screensWords.documentStay)}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              drafts.discardAll();
              blocker.proceed();
            }}
          >
            {t(screensWords.documentDiscardAndLeave)}
          </Button>
        </>
      }
    >
      {t(screensWords.documentLeaveMessage, { count: numbers.length, numbers: numbers.join(', ') })}
    </Dialog>
  );
}

function GoToSegment({ count, onGo }: { count: number; onGo: (number: number) => void }) {
  const t = useMessages();
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useFocusShortcut(field, { keys: 'Ctrl+G', description: t(screensWords.documentGoToShortcut), group: 'Navigation' });
  return (
    <form
      className="flex shrink-0 items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const number = Number(value);
        if (Number.isInteger(number) && number > 0) onGo(number);
      }}
    >
      <NumberField
        ref={field}
        label={t(screensWords.documentGoToSegment)}
        hideLabel
        placeholder={t(screensWords.documentGoToPlaceholder, { shortcut: 'Ctrl+G' })}
        min={1}
        max={count}
        value={value}
        aria-keyshortcuts="Control+G"
        onChange={(event) => setValue(event.target.value)}
        fieldClassName="w-36"
      />
      <Button type="submit">{t(screensWords.documentGo)}</Button>
    </form>
  );
}

function DocumentNotFound() {
  const t = useMessages();
  return (
    <Page narrow>
      <EmptyState title={t(screensWords.documentNotFound)}>
        {richMessage(t, screensWords.documentNotFoundBody, {
          home: (
            <Link className={linkClass} to="/">
              {t(screensWords.documentBackHome)}
            </Link>
          ),
        })}
      </EmptyState>
    </Page>
  );
}

/**
 * The document's file with its translations; a file in another format also as XLIFF 2.0 of its segments, for
 * a translator who works offline in a CAT tool.
 */
function DownloadLinks({ document }: { document: Document }) {
  const t = useMessages();
  const tFormats = useFormatWords();
  const own = DOCUMENT_FORMATS.some((format) => format.type === document.type);
  if (document.type === 'XLIFF')
    return (
      <a className={linkClass} href={documentsApi.documentDownloadUrl(document.id)} download>
        {t(screensWords.documentDownloadAs, { format: 'XLIFF' })}
      </a>
    );
  return (
    <>
      <a className={linkClass} href={documentsApi.documentDownloadUrl(document.id)} download>
        {own
          ? t(screensWords.documentDownloadAs, { format: documentFormatName(document.type, tFormats) })
          : t(screensWords.documentDownloadFile)}
      </a>
      <a
        className={linkClass}
        href={documentsApi.documentDownloadUrl(document.id, { as: 'xliff' })}
        download
        title={t(screensWords.documentXliffHint)}
      >
        {t(screensWords.documentDownloadAs, { format: 'XLIFF' })}
      </a>
    </>
  );
}
