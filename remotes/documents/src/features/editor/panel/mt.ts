import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@tessera/shared';
import * as mtApi from '@tessera/shared/api/mt';
import type { DocumentRecord } from '@tessera/shared/contract';
import type { InsertOrigin } from '../../documents/drafts.ts';
import { useEditorShortcut } from '../shortcuts.ts';
import type { Replace } from './tabs.ts';

export const mtSuggestionKey = (recordId: number) => ['documents', 'mt', recordId] as const;
/** When the server last said that no provider is configured (409): segments stop asking for a while. */
const MT_OFF_KEY = ['documents', 'mt', 'off'] as const;
const ASK_AGAIN_AFTER_OFF_MS = 5 * 60_000;
export const MT_SHORTCUT = 'Ctrl+Alt+M';
/** A machine translation has no score. */
export const MT_ORIGIN: InsertOrigin = { origin: 'mt', match_percent: null };

/**
 * The machine translation of a segment (null: no segment, or a locked one). A provider bills each request and
 * answers the same source the same way, so a segment asks once per screen; while no provider is configured
 * (409) the screen stops asking for a few minutes instead of sending a request per segment.
 */
export function useMtSuggestion(record: DocumentRecord | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: mtSuggestionKey(record?.id ?? 0),
    queryFn: async ({ signal }) => {
      const offSince = client.getQueryData<number>(MT_OFF_KEY);
      if (offSince !== undefined && Date.now() - offSince < ASK_AGAIN_AFTER_OFF_MS) throw new MtOffError();
      try {
        return await mtApi.getMtSuggestion(record!.id, signal);
      } catch (error) {
        if (isApiError(error, 409)) client.setQueryData(MT_OFF_KEY, Date.now());
        throw error;
      }
    },
    enabled: record !== null && !record.locked,
    staleTime: Infinity,
    retry: false,
    // A failure shows with "Try again"; showing the section again (another tab and back) must not re-send it.
    retryOnMount: false,
  });
  const notConfigured = query.error instanceof MtOffError || isApiError(query.error, 409);
  return { query, notConfigured };
}

/** No request made: the server said a moment ago that no provider is configured. */
class MtOffError extends Error {
  override name = 'MtOffError';
}

/** Ctrl+Alt+M puts the active segment's MT suggestion in place of its target, whichever tab of the panel is open. */
export function useMtShortcut(record: DocumentRecord | null, replace: Replace) {
  const { query } = useMtSuggestion(record);
  const suggestion = query.data;
  useEditorShortcut({
    keys: MT_SHORTCUT,
    description: 'Replace the target with the machine translation suggestion',
    group: 'Matches',
    enabled: record !== null && !record.locked,
    handler: () => {
      if (suggestion) replace(suggestion.target, MT_ORIGIN);
    },
  });
}
