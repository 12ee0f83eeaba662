import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@tessera/shared';
import * as mtApi from '@tessera/shared/api/mt';
import type { DocumentRecord } from '@tessera/shared/contract';
import type { InsertOrigin } from '../common/drafts.ts';
import { useEditorShortcut } from '../common/shortcuts.ts';
import type { Replace } from './tabs.ts';
import { useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

export const mtSuggestionKey = (recordId: number) => ['documents', 'mt', recordId] as const;
const MT_STATUS_KEY = ['documents', 'mt', 'status'] as const;
/** An admin may turn machine translation on or off meanwhile: the screen asks again after this long. */
const STATUS_STALE_MS = 5 * 60_000;
export const MT_SHORTCUT = 'Ctrl+Alt+M';
/** A machine translation has no score. */
export const MT_ORIGIN: InsertOrigin = { origin: 'mt', match_percent: null };

/**
 * The machine translation of a segment (null: no segment, or a locked one). A provider bills each request and
 * answers the same source the same way, so a segment asks once per screen; and a segment asks only while a
 * provider is configured (the status, asked once every few minutes), so a screen without one sends no request
 * per segment. A 409 (the provider was turned off meanwhile) turns the suggestions off until the status is asked
 * again.
 */
export function useMtSuggestion(record: DocumentRecord | null) {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: MT_STATUS_KEY,
    queryFn: ({ signal }) => mtApi.getMtStatus(signal),
    staleTime: STATUS_STALE_MS,
    retry: false,
  });
  const available = status.data?.available === true;
  const query = useQuery({
    queryKey: mtSuggestionKey(record?.id ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await mtApi.getMtSuggestion(record!.id, signal);
      } catch (error) {
        if (isApiError(error, 409)) client.setQueryData(MT_STATUS_KEY, { available: false });
        throw error;
      }
    },
    enabled: available && record !== null && !record.locked,
    staleTime: Infinity,
    retry: false,
    // A failure shows with "Try again"; showing the section again (another tab and back) must not re-send it.
    retryOnMount: false,
  });
  const notConfigured = !available || isApiError(query.error, 409);
  return { query, notConfigured };
}

/** Ctrl+Alt+M puts the active segment's MT suggestion in place of its target, whichever tab of the panel is open. */
export function useMtShortcut(record: DocumentRecord | null, replace: Replace) {
  const t = useMessages();
  const { query } = useMtSuggestion(record);
  const suggestion = query.data;
  useEditorShortcut({
    keys: MT_SHORTCUT,
    description: t(editorWords.editorShortcutMtReplace),
    group: 'Matches',
    enabled: record !== null && !record.locked,
    handler: () => {
      if (suggestion && !suggestion.problem) replace(suggestion.target, MT_ORIGIN);
    },
  });
}
