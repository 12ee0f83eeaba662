import type { ReactNode } from 'react';
import { isApiError } from '@tessera/shared';
import type { DocumentRecord, SegmentStatus } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { Badge, Button } from '@tessera/shared/ui';
import { errorMessage } from '../../../common/documentQueries.ts';
import { statusLabel, statusMeaning } from '../common/statusWords.ts';
import { messagesIn, useMessages } from '../common/i18n.ts';
import type { SaveState } from './autosave.ts';
import * as editorWords from '../locales/en/editor.arb';

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

/** The segment's status in the editor's one vocabulary, where its last save stands, and Reject when offered. */
export function Status({
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
export function SaveProgress({
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
