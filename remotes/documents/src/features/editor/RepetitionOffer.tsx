import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_REPETITION_PROPAGATION } from '@tessera/shared';
import * as repetitionsApi from '@tessera/shared/api/repetitions';
import type { SavedDocumentRecord } from '@tessera/shared/contract';
import { Button } from '@tessera/shared/ui';
import { errorMessage, recordsKey } from '../documents/queries.ts';
import { useEditorShortcut } from './shortcuts.ts';

export const repetitionSettingsKey = (documentId: number) => ['documents', 'repetition-settings', documentId] as const;

/** Whether approving a segment offers to fill its repetitions (the default) or the server fills them at once. */
export function useRepetitionSettings(documentId: number) {
  return useQuery({
    queryKey: repetitionSettingsKey(documentId),
    queryFn: ({ signal }) => repetitionsApi.getRepetitionSettings(documentId, signal),
    staleTime: 60_000,
  });
}

export const FILL_REPETITIONS_KEYS = 'Ctrl+Shift+Enter';

/**
 * After a segment with repetitions is approved, the offer to give its target to the repetitions not approved
 * yet (unless the document fills them at once, when the server has done it). The newest approval's offer
 * replaces an older one. `onApproved` goes to the autosave; `offer` is the bar to show.
 */
export function useRepetitionOffer(documentId: number) {
  const client = useQueryClient();
  const propagation = useRepetitionSettings(documentId).data?.propagation ?? DEFAULT_REPETITION_PROPAGATION;
  const [approved, setApproved] = useState<SavedDocumentRecord | null>(null);
  const fill = useMutation({
    mutationFn: (saved: SavedDocumentRecord) =>
      repetitionsApi.fillRepetitions(saved.id, { updated_at: saved.updated_at }),
    onSuccess: ({ updated_repetitions }) => {
      if (updated_repetitions.length > 0) void client.invalidateQueries({ queryKey: recordsKey(documentId) });
    },
  });
  const onApproved = useCallback(
    (saved: SavedDocumentRecord) => {
      if (propagation !== 'offer' || saved.repetitions === 0) return;
      fill.reset();
      setApproved(saved);
    },
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- reset is stable; the mutation object is not
    [propagation, fill.reset],
  );
  const accept = () => {
    if (approved && fill.isIdle) fill.mutate(approved);
  };
  // Listed in the help whenever the document offers (not only while an offer shows); idle, the key is left alone.
  useEditorShortcut({
    keys: FILL_REPETITIONS_KEYS,
    description: 'Fill the repetitions of the segment just approved with its translation',
    group: 'Editing',
    enabled: propagation === 'offer',
    handler: () => (approved && fill.isIdle ? accept() : false),
  });
  const dismiss = () => {
    setApproved(null);
    fill.reset();
  };
  const offer = approved && (
    <RepetitionOfferBar approved={approved} state={fill} onAccept={accept} onDismiss={dismiss} />
  );
  return { onApproved, offer };
}

function RepetitionOfferBar({
  approved,
  state,
  onAccept,
  onDismiss,
}: {
  approved: SavedDocumentRecord;
  state: {
    isIdle: boolean;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { updated_repetitions: number[] };
  };
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const number = approved.position + 1;
  const others = approved.repetitions;
  let message: string;
  if (state.data) {
    const filled = state.data.updated_repetitions.length;
    message =
      filled === 0
        ? `No repetition of segment ${number} needed its translation: they are approved, locked or say the same.`
        : `Segment ${number}'s translation filled ${filled} repetition${filled === 1 ? '' : 's'}.`;
  } else if (state.isError) {
    message = `The repetitions of segment ${number} were not filled: ${errorMessage(state.error)}`;
  } else {
    message = `Segment ${number} is approved and its source occurs ${others} more time${others === 1 ? '' : 's'}.`;
  }
  return (
    <div
      role="status"
      aria-label="Repetitions"
      className="flex flex-wrap items-center gap-2 pb-2 text-sm text-slate-700"
    >
      <span className={state.isError ? 'text-red-700' : undefined}>{message}</span>
      {state.isIdle && (
        <Button size="sm" variant="primary" onClick={onAccept} aria-keyshortcuts="Control+Shift+Enter">
          Fill the repetitions not approved
          <kbd className="ml-1 font-sans text-[10px]">{FILL_REPETITIONS_KEYS}</kbd>
        </Button>
      )}
      {state.isPending && <span className="text-slate-500">Filling…</span>}
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
