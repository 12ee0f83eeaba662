import { memo, type Ref } from 'react';
import type { DocumentRecord } from '@tessera/shared/contract';
import { lazyPart } from '@tessera/shared/ui';
import type { Drafts } from '../common/drafts.ts';
import { languageAttributes } from '../../../common/language.ts';
import type { SaveState } from './autosave.ts';
import { loadReviewNotes } from '../workflow/index.ts';
import type { Highlight } from '../find/index.ts';
import { TermText, useTermHits } from '../lookup/index.ts';
import { TargetEditor, type TargetEditorHandle } from '../target/index.ts';
import { PluralBadge } from '../common/plural.tsx';
import { messagesIn, useMessages } from '../common/i18n.ts';
import { MarkedText } from './MarkedText.tsx';
import { StructureCell } from './StructureCell.tsx';
import type { StructureWords } from '../common/structureWords.ts';
import { FileState, OpenSegmentMarkers, SegmentMarkers } from './SegmentMarkers.tsx';
import { LengthLimit } from './LengthLimit.tsx';
import { lockReason, SaveProgress, Status } from './SegmentStatus.tsx';
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

export type Languages = {
  source: ReturnType<typeof languageAttributes>;
  target: ReturnType<typeof languageAttributes>;
};

/** One row's cells. Rows that did not change are not rendered again while the translator types elsewhere. */
export const Row = memo(function Row({
  record,
  place,
  active,
  projectId,
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
  /** Where the segment is in its document, for the structure column (null: it has no place). */
  place: StructureWords | null;
  active: boolean;
  /** The document's project, whose screenshots the open segment's typed target is measured against. */
  projectId: number | null;
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
      <StructureCell place={place} active={active} />
      <div role="cell" className="min-w-0">
        <div
          className="whitespace-pre-wrap break-words text-slate-900"
          {...languages.source}
          data-testid="segment-source"
          title={[record.note, place?.name ?? record.context].filter(Boolean).join('\n') || undefined}
        >
          {active && !highlight.source ? (
            <SourceWithTerms record={record} />
          ) : (
            <MarkedText value={record.source} codes={record.codes} highlight={highlight.source} />
          )}
        </div>
        {active && <SegmentDetails record={record} place={place?.name ?? null} languages={languages} />}
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
        {active && <LengthLimit projectId={projectId} record={record} />}
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
      <div role="cell" className="min-w-0 text-xs break-words text-slate-600">
        {leftView && (
          <span className="me-1 italic" title={t(editorWords.editorLeftViewHint)}>
            {t(editorWords.editorLeftView)}
          </span>
        )}
        {active ? (
          <OpenSegmentMarkers projectId={projectId} record={record} edited={shownTarget !== record.target} />
        ) : (
          <SegmentMarkers record={record} edited={shownTarget !== record.target} />
        )}
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

/** The open segment's source with its glossary terms underlined (the side panel's Terms tab lists them). */
function SourceWithTerms({ record }: { record: DocumentRecord }) {
  const hits = useTermHits(record.id).data ?? [];
  return <TermText value={record.source} codes={record.codes} hits={hits} />;
}
