import { useCallback } from 'react';
import type { DocumentRecord } from '@tessera/shared/contract';
import type { Drafts } from '../../features/editor/common/drafts.ts';
import { useAutosave } from '../../features/editor/grid/index.ts';
import { useConfirmQaErrors, useQaErrorsAfterSave } from '../../features/editor/qa/index.ts';
import { useRepetitionOffer } from '../../features/editor/repetition/index.ts';
import type { Confirmation } from '../../features/editor/workflow/index.ts';
import { useReplaceRecord } from '../../common/documentQueries.ts';

/**
 * How the screen's segments are saved when left: a confirmation with QA errors asks first (`approval.dialog`), a
 * target kept for its errors says so (`keptForErrors.notice`), and a confirmed segment offers to fill its
 * repetitions (`repetitions.offer`); each saved segment takes its place in the grid.
 */
export function useSegmentSaving(documentId: number, drafts: Drafts, confirmation: Confirmation) {
  const approval = useConfirmQaErrors();
  const keptForErrors = useQaErrorsAfterSave();
  const replaceRecord = useReplaceRecord(documentId);
  const { forget } = keptForErrors;
  const replaceSaved = useCallback(
    (saved: DocumentRecord) => {
      forget(saved.id);
      replaceRecord(saved);
    },
    [forget, replaceRecord],
  );
  const repetitions = useRepetitionOffer(documentId);
  const autosave = useAutosave(drafts, replaceSaved, documentId, {
    confirmErrors: approval.confirm,
    onKeptForErrors: keptForErrors.onKeptForErrors,
    onApproved: repetitions.onApproved,
    isConfirmed: confirmation.done,
  });
  return { autosave, approval, keptForErrors, repetitions };
}
