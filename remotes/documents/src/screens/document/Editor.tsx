import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@tessera/shared';
import type { Document, DocumentHandoff, DocumentRecord } from '@tessera/shared/contract';
import { Alert, Spinner, cx, lazyPart } from '@tessera/shared/ui';
import { type GridHandle, SegmentGrid } from '../../features/editor/grid/index.ts';
import {
  FilterBar,
  type Filters,
  linkedFilters,
  NO_FILTERS,
  ReplaceBar,
  useAppliedView,
  useHighlight,
} from '../../features/editor/find/index.ts';
import { confirmationIn, useReviewVerdict } from '../../features/editor/workflow/index.ts';
import {
  activeStepOf,
  mayChangeSegments,
  MY_STEP_FILTER,
  myStepOf,
  useDocumentHandoff,
  useDocumentSteps,
} from '../../common/workflowSteps.ts';
import { type Insert, type Replace, SidePanel } from '../../features/editor/panel/index.ts';
import { loadPreviewPane, PreviewToggle, usePreviewShown } from '../../features/editor/preview/index.ts';
import type { TargetEditorHandle } from '../../features/editor/target/index.ts';
import { messagesIn, useMessages } from '../i18n.ts';
import { GoToSegment } from './GoToSegment.tsx';
import { PresentUsers, useDocumentPresence } from './Presence.tsx';
import { EarlierDrafts, LeaveWithUnsaved, UnsavedSegments, useGuardedDrafts } from './UnsavedDrafts.tsx';
import { useSegmentSaving } from './segmentSaving.ts';
import { TypedTargetsProvider, useTypedTargets } from '../../features/editor/common/screenFit.ts';
import * as screensWords from '../locales/en/screens.arb';
import * as documentsWords from '../../locales/en/documents.arb';
import { useMessages as useCommonMessages } from '../../common/i18n.ts';
import { usePackageOutLine } from '../../common/PackageOut.tsx';

// Shown on demand beside the grid: its code comes when the translator first opens it, not with the editor.
const PreviewPane = lazyPart(loadPreviewPane, 'PreviewPane', {
  what: () => messagesIn()(screensWords.partPreview),
});

/** What the page around the editor asks of it: the keyboard in the segments, a segment opened by its number. */
export type EditorHandle = { focusSegments: () => void; goTo: (number: number) => void };

/**
 * The toolbar, the grid and the side panel. Typed targets are kept as drafts while the translator moves,
 * filters or jumps (as in memoQ or Trados, nothing typed is lost and nothing nags); only leaving the document
 * with unsaved targets asks first.
 */
export function Editor({ document, ref }: { document: Document; ref?: Ref<EditorHandle> }) {
  const t = useMessages();
  const user = useCurrentUser();
  // Once the document has steps, its segments are the active step's assignee's (and a manager's) to change; while
  // it is out in a package, nobody's.
  const stepsQuery = useDocumentSteps(document.id);
  const steps = stepsQuery.data ?? [];
  const handoff = useDocumentHandoff(document.id).data ?? null;
  const canEdit = mayChangeSegments(steps, user, handoff);
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
  const { drafts, unsaved, earlier, restoreEarlier, discardEarlier } = useGuardedDrafts(user?.id, document.id);
  // What is typed reaches the QA of the open segment's screenshot boxes once typing pauses.
  const typed = useTypedTargets(drafts);
  const { autosave, approval, keptForErrors, repetitions } = useSegmentSaving(document.id, drafts, confirmation);
  const onActiveRecord = useCallback((record: DocumentRecord | null) => setActiveRecord(record), []);
  const preview = usePreviewShown(user?.id ?? null);
  const { others, heldBy } = useDocumentPresence(document.id, user?.id, canEdit ? activeRecord : null);

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
    <TypedTargetsProvider typed={typed.typed}>
      <div className="border-b border-slate-200 bg-white px-4">
        <FilterBar filters={filters} onChange={setFilters} hasStep={myStep !== null} projectId={document.project_id}>
          <GoToSegment count={segmentCount} onGo={goTo} />
          <ReplaceBar documentId={document.id} targetLang={document.target_lang} filters={filters} canEdit={canEdit} />
          <UnsavedSegments unsaved={unsaved} onGo={goTo} />
          <PreviewToggle shown={preview.shown} onToggle={preview.toggle} />
        </FilterBar>
        {handoff && <OutInPackage handoff={handoff} />}
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
            drafts={typed.drafts}
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
    </TypedTargetsProvider>
  );
}

/** Why the segments are read-only: the document is out in a package, with whom, since and until when. */
function OutInPackage({ handoff }: { handoff: DocumentHandoff }) {
  const t = useMessages();
  const tc = useCommonMessages();
  const line = usePackageOutLine(handoff);
  return (
    <div className="pb-2">
      <Alert tone="warning" title={t(screensWords.documentHandoffReadOnly)}>
        {`${line} ${tc(documentsWords.packageOutTakeBack)}`}
      </Alert>
    </div>
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
