import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_REPETITION_PROPAGATION } from '@tessera/shared';
import * as repetitionsApi from '@tessera/shared/api/repetitions';
import { lazyPart } from '@tessera/shared/ui';
import type { SavedDocumentRecord } from '@tessera/shared/contract';
import { recordsKey } from '../../../common/documentQueries.ts';
import { documentSetting } from '../common/settings.ts';
import { useEditorShortcut } from '../common/shortcuts.ts';
import { messagesIn, useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

// The bar's code is fetched after the first approval of a segment with repetitions. `what` goes into
// @tessera/shared's English failure sentence.
const RepetitionOfferBar = lazyPart(() => import('./RepetitionOfferBar.tsx'), 'RepetitionOfferBar', {
  what: () => messagesIn()(editorWords.editorPartRepetitionOffer),
});

/** Whether approving a segment offers to fill its repetitions (the default) or the server fills them at once. */
export const { key: repetitionSettingsKey, useSetting: useRepetitionSettings } = documentSetting(
  'repetition-settings',
  repetitionsApi.getRepetitionSettings,
);

export const FILL_REPETITIONS_KEYS = 'Ctrl+Shift+Enter';

/**
 * After a segment with repetitions is approved, the offer to give its target to the repetitions not approved
 * yet (unless the document fills them at once, when the server has done it). The newest approval's offer
 * replaces an older one. `onApproved` goes to the autosave; `offer` is the bar to show.
 */
export function useRepetitionOffer(documentId: number) {
  const t = useMessages();
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
    description: t(editorWords.editorShortcutFillRepetitions),
    group: 'Editing',
    enabled: propagation === 'offer',
    handler: () => (approved && fill.isIdle ? accept() : false),
  });
  const dismiss = () => {
    setApproved(null);
    fill.reset();
  };
  const offer = approved && (
    <RepetitionOfferBar
      approved={approved}
      shortcut={FILL_REPETITIONS_KEYS}
      state={fill}
      onAccept={accept}
      onDismiss={dismiss}
    />
  );
  return { onApproved, offer };
}
