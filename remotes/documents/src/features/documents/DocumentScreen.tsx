import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { documentsApi, isApiError, useCurrentUser, useSignedInAgain } from '@tessera/shared';
import { PAGE_SIZE, SegmentStatus, segmentStatusLabel, type Document, type DocumentRecord, type DocumentRecordFilter } from '@tessera/shared/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  ErrorState,
  Page,
  PageHeader,
  Pagination,
  ProcessingBadge,
  ProgressBar,
  Select,
  SignInAgainDialog,
  Spinner,
  TextField,
  Toolbar,
  languagePair,
  linkClass,
} from '@tessera/shared/ui';
import { DocumentActions } from './DocumentActions.tsx';
import { useDrafts, useWarnBeforeUnload, type Draft, type Drafts } from './drafts.ts';
import { SegmentRow, type SegmentHandle } from './SegmentRow.tsx';
import { documentKey, errorMessage, recordsKey, useDocument, useRecordsPage } from './queries.ts';

/** The document screen (spec §2: /document/:id): progress, filters, and the segments to translate and approve. */
export function DocumentScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <DocumentNotFound />;
  return <DocumentById key={id} id={id} />;
}

export default DocumentScreen;

function DocumentById({ id }: { id: number }) {
  const document = useDocument(id);
  const client = useQueryClient();
  // What failed while the session had ended is asked for again; the segments' own saves retry themselves.
  useSignedInAgain(() => {
    void client.invalidateQueries({ queryKey: documentKey(id) });
    void client.invalidateQueries({ queryKey: recordsKey(id) });
  });
  if (document.isPending) return <Spinner label="Loading the document…" />;
  // A failed refetch keeps the screen (and what is typed in it) as it was; only a first load that fails says so.
  if (document.isError && !document.data) {
    if (isApiError(document.error, 404)) return <DocumentNotFound />;
    return (
      <Page>
        <ErrorState title="The document could not be loaded" message={errorMessage(document.error)} onRetry={() => void document.refetch()} />
      </Page>
    );
  }
  return (
    <Page>
      {/* The session ending asks for the password over the editor: typed targets stay, and are saved after. */}
      <SignInAgainDialog />
      <DocumentHeader document={document.data} />
      {document.data.status === 'error' && (
        <Alert tone="error" title="This document could not be read">
          {document.data.processing_error ?? 'Unknown error'}
        </Alert>
      )}
      {(document.data.status === 'uploaded' || document.data.status === 'processing') && (
        <Card className="mt-4">
          <Spinner label="Reading the file… segments appear when it is done." />
        </Card>
      )}
      {document.data.status === 'done' && <Segments document={document.data} />}
    </Page>
  );
}

function DocumentHeader({ document }: { document: Document }) {
  const user = useCurrentUser();
  const canManage = user?.role === 'manager' || user?.role === 'admin';
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  return (
    <>
      <PageHeader
        breadcrumb={<Link className={linkClass} to="/">Home</Link>}
        title={document.name}
        subtitle={
          <>
            <Badge>{document.type}</Badge>
            <ProcessingBadge status={document.status} />
            <span aria-label="Languages">{languagePair(document.source_lang, document.target_lang)}</span>
          </>
        }
        actions={
          <>
            {document.status === 'done' && (
              <a className={linkClass} href={documentsApi.documentDownloadUrl(document.id)} download>
                Download XLIFF
              </a>
            )}
            {canManage && document.status !== 'uploaded' && document.status !== 'processing' && <DocumentActions document={document} />}
          </>
        }
      />
      {document.status === 'done' && (
        <Card title="Progress" className="mb-4">
          <div className="grid gap-4 p-4 text-sm sm:grid-cols-2">
            <div>
              <p className="mb-1 text-slate-600" id="segments-progress">
                Approved segments: <strong className="tabular-nums">{document.approved_records_count.toLocaleString('en')}</strong> of{' '}
                <span className="tabular-nums">{document.records_count.toLocaleString('en')}</span>
              </p>
              <ProgressBar value={ratio(document.approved_records_count, document.records_count)} label="Approved segments" />
            </div>
            <div>
              <p className="mb-1 text-slate-600">
                Approved words: <strong className="tabular-nums">{document.approved_words_count.toLocaleString('en')}</strong> of{' '}
                <span className="tabular-nums">{document.words_count.toLocaleString('en')}</span>
              </p>
              <ProgressBar value={ratio(document.approved_words_count, document.words_count)} label="Approved words" />
            </div>
          </div>
        </Card>
      )}
    </>
  );
}

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
/** The statuses in the words the segments' badges use, after the two broad views. */
const FILTERS: { value: DocumentRecordFilter; label: string }[] = [
  { value: 'all', label: 'All segments' },
  { value: 'unapproved', label: 'Not approved' },
  ...SegmentStatus.options.map((status) => ({ value: status, label: capitalized(segmentStatusLabel(status)) })),
];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The segment list, a page of PAGE_SIZE at a time (50k segments stay as fast as 50). After Ctrl+Enter the
 * next segment gets the caret, on the next page when needed. The caret target is a position ("the first
 * editable segment after N"), not an index, because a filtered page changes under the translator's feet.
 * Typed targets are kept as drafts while the translator pages, filters, searches or jumps (as in memoQ or
 * Trados, nothing typed is lost and nothing nags); only leaving the document asks first.
 */
function Segments({ document }: { document: Document }) {
  const user = useCurrentUser();
  const canEdit = user?.role === 'user' || user?.role === 'manager' || user?.role === 'admin';
  const [filter, setFilter] = useState<DocumentRecordFilter>('all');
  const [searchInput, setSearchInput] = useState('');
  const debouncedSearch = useDebounced(searchInput.trim(), 300);
  // Typing waits for a pause; clearing the search shows every segment at once.
  const search = searchInput.trim() === '' ? '' : debouncedSearch;
  const [paging, setPaging] = useState({ view: 'all\u0000', page: 0 });
  const [caretAfter, setCaretAfter] = useState<number | null>(null);
  const rows = useRef<(SegmentHandle | null)[]>([]);
  const { drafts, unsaved, earlier, restoreEarlier, discardEarlier } = useDrafts(user ? { userId: user.id, documentId: document.id } : null);
  useWarnBeforeUnload(unsaved.length > 0);
  // A page belongs to the filter and search it was chosen under: a new filter or search starts on page 1.
  const view = `${filter}\u0000${search}`;
  // The view shown is remembered at once (state adjusted while rendering), so that going back to an earlier
  // filter or search starts on page 1 as well, not on the page last chosen under it.
  if (paging.view !== view) setPaging({ view, page: 0 });
  const page = paging.view === view ? paging.page : 0;
  const setPage = (next: number) => setPaging({ view, page: next });
  const records = useRecordsPage(document.id, { page, filter, search }, true);
  const languages = { source: document.source_lang, target: document.target_lang };

  // Moves the caret once the wanted row is on screen (immediately, or after the next page has loaded).
  useEffect(() => {
    if (caretAfter === null || records.isPlaceholderData || !records.data) return;
    const index = nextEditable(records.data.records, caretAfter);
    if (index < 0) return setCaretAfter(null);
    const target = rows.current[index];
    if (target) {
      target.focus();
      setCaretAfter(null);
    }
  }, [caretAfter, records.data, records.isPlaceholderData]);

  // 50k segments are 500 pages: a translator coming back jumps to a segment number (in the whole list).
  const goTo = (number: number) => {
    const position = Math.min(Math.max(number, 1), document.records_count) - 1;
    setFilter('all');
    setSearchInput('');
    setPaging({ view: 'all\u0000', page: Math.floor(position / PAGE_SIZE) });
    setCaretAfter(position - 1);
  };

  // The next segment that can be edited (locked ones are skipped), on this page or the next.
  const moveAfter = async (position: number) => {
    let current = records.data;
    if (!current || nextEditable(current.records, position) >= 0) return setCaretAfter(position);
    // Under a filter or a search, the segments just approved have left this page on the server: asking for
    // the same page again brings the ones that follow. Going to the next page would skip as many of them.
    if (filter !== 'all' || search) {
      current = (await records.refetch()).data ?? current;
      if (nextEditable(current.records, position) >= 0) return setCaretAfter(position);
    }
    if ((page + 1) * PAGE_SIZE < current.total_rows) {
      setPage(page + 1);
      setCaretAfter(position);
    }
  };

  return (
    <Card>
      <div className="px-3 pt-3">
      <Toolbar label="Segment filters">
        <Select
          label="Show"
          options={FILTERS}
          value={filter}
          onChange={(event) => setFilter(event.target.value as DocumentRecordFilter)}
          fieldClassName="w-48"
        />
        <TextField
          label="Search source and target"
          type="search"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          fieldClassName="w-72"
        />
        <GoToSegment count={document.records_count} onGo={goTo} />
      </Toolbar>
      <EarlierDrafts earlier={earlier} onRestore={restoreEarlier} onDiscard={discardEarlier} />
      <UnsavedSegments unsaved={unsaved} onGo={goTo} />
      </div>
      <LeaveWithUnsaved unsaved={unsaved} drafts={drafts} />
      {records.isPending ? (
        <Spinner label="Loading segments…" />
      ) : !records.data ? (
        <div className="p-4">
          <ErrorState title="The segments could not be loaded" message={errorMessage(records.error)} onRetry={() => void records.refetch()} />
        </div>
      ) : records.data.records.length === 0 ? (
        <EmptyState title={search || filter !== 'all' ? 'No segment matches' : 'This document has no segments'} />
      ) : (
        <>
          <div className="grid grid-cols-[3rem_1fr_1fr_7rem] gap-3 border-b border-slate-200 px-3 py-2 text-xs font-medium text-slate-500">
            <span className="text-right">#</span>
            <span>Source ({document.source_lang})</span>
            <span>Target ({document.target_lang})</span>
            <span>Status</span>
          </div>
          <ol aria-label="Segments" aria-busy={records.isFetching || undefined}>
            {records.data.records.map((record, index) => (
              <SegmentRow
                key={record.id}
                ref={(handle) => {
                  rows.current[index] = handle;
                }}
                record={record}
                documentId={document.id}
                canEdit={canEdit}
                onApproved={() => void moveAfter(record.position)}
                drafts={drafts}
                languages={languages}
              />
            ))}
          </ol>
          <Pagination page={page} pageSize={PAGE_SIZE} totalRows={records.data.total_rows} onPageChange={setPage} label="Segment pages" />
        </>
      )}
    </Card>
  );
}

const segmentNumbers = (unsaved: readonly Draft[]) => unsaved.map((draft) => draft.position + 1);

/** Which segments hold typed, unsaved targets, each a jump to it (they may be on another page or filtered out). */
function UnsavedSegments({ unsaved, onGo }: { unsaved: readonly Draft[]; onGo: (number: number) => void }) {
  if (unsaved.length === 0) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-1 pb-2 text-sm text-amber-800">
      <span>Unsaved changes in {unsaved.length === 1 ? 'segment' : 'segments'}</span>
      {segmentNumbers(unsaved).map((number) => (
        <button key={number} type="button" className={linkClass} aria-label={`Go to unsaved segment ${number}`} onClick={() => onGo(number)}>
          {number}
        </button>
      ))}
    </p>
  );
}

/** Targets typed on an earlier visit and never saved (the tab closed, the session ended): offered back, not imposed. */
function EarlierDrafts({ earlier, onRestore, onDiscard }: { earlier: readonly Draft[]; onRestore: () => void; onDiscard: () => void }) {
  if (earlier.length === 0) return null;
  const numbers = segmentNumbers(earlier);
  return (
    <div className="pb-2">
      <Alert
        tone="warning"
        title="Unsaved targets from an earlier visit"
        action={
          <div className="flex gap-2">
            <Button size="sm" variant="primary" onClick={onRestore}>
              Restore
            </Button>
            <Button size="sm" onClick={onDiscard}>
              Discard
            </Button>
          </div>
        }
      >
        {numbers.length === 1 ? `Segment ${numbers[0]} has` : `Segments ${numbers.join(', ')} have`} a target typed here before
        and not saved. Restore puts it back in the editor to save or approve.
      </Alert>
    </div>
  );
}

/** Leaving the document (a link, Back) with unsaved targets asks first; reloading the tab is useWarnBeforeUnload's. */
function LeaveWithUnsaved({ unsaved, drafts }: { unsaved: readonly Draft[]; drafts: Drafts }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved.length > 0 && currentLocation.pathname !== nextLocation.pathname);
  if (blocker.state !== 'blocked') return null;
  const numbers = segmentNumbers(unsaved);
  return (
    <Dialog
      open
      size="sm"
      title="Leave with unsaved changes?"
      onClose={() => blocker.reset()}
      footer={
        <>
          <Button data-autofocus onClick={() => blocker.reset()}>
            Stay
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              drafts.discardAll();
              blocker.proceed();
            }}
          >
            Discard and leave
          </Button>
        </>
      }
    >
      {numbers.length === 1 ? `Segment ${numbers[0]} has` : `Segments ${numbers.join(', ')} have`} a target that is not saved. Leaving
      discards it; stay to save or approve it.
    </Dialog>
  );
}

function GoToSegment({ count, onGo }: { count: number; onGo: (number: number) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const number = Number(value);
        if (Number.isInteger(number) && number > 0) onGo(number);
      }}
    >
      <TextField
        label="Go to segment"
        type="number"
        inputMode="numeric"
        min={1}
        max={count}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        fieldClassName="w-32"
      />
      <Button type="submit">Go</Button>
    </form>
  );
}

const nextEditable = (records: readonly DocumentRecord[], after: number) =>
  records.findIndex((record) => record.position > after && !record.locked);

function DocumentNotFound() {
  return (
    <Page className="max-w-2xl">
      <EmptyState title="Document not found">
        This document does not exist. It may have been deleted, or the link is wrong.{' '}
        <Link className={linkClass} to="/">
          Back to the home page
        </Link>
      </EmptyState>
    </Page>
  );
}
