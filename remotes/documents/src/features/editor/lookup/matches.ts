import { useQuery } from '@tanstack/react-query';
import { DEFAULT_DISPLAY_THRESHOLD } from '@tessera/shared';
import * as matchingApi from '@tessera/shared/api/matching';
import type { Translate } from '@tessera/shared/i18n/catalog';
import type { DocumentRecord, Substitution } from '@tessera/shared/contract';
import type { InsertOrigin } from '../common/drafts.ts';
import type { NumberedKeys } from '../common/shortcuts.ts';
import { useTmLinks } from '../common/linkQueries.ts';
import { usePrefetchAhead, type BatchedLookup } from './lookahead.ts';
import { documentSetting } from '../common/settings.ts';
import { messagesIn } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

/** The keys that put the first matches in place of the target: Ctrl+1 … Ctrl+9. */
export const MATCH_SHORTCUTS: NumberedKeys = { prefix: 'Ctrl+', count: 9, group: 'Matches' };

export const substitutionsKey = (recordId: number) => ['documents', 'substitutions', recordId] as const;

const substitutionsQuery = (recordId: number) => ({
  queryKey: substitutionsKey(recordId),
  queryFn: ({ signal }: { signal: AbortSignal }) => matchingApi.getSubstitutions(recordId, signal),
});

/** A match as the origin of a target: exact at 100 %, fuzzy below, with its score. */
export const matchOrigin = (match: Substitution): InsertOrigin => ({
  origin: match.similarity === 100 ? 'tm-exact' : 'tm-fuzzy',
  match_percent: match.similarity,
});

/** The document's display threshold: matches below it are not shown (the server sends them from 50 up). */
export const { key: matchSettingsKey, useSetting: useMatchSettings } = documentSetting(
  'match-settings',
  matchingApi.getDocumentMatchSettings,
);

/**
 * The matches of a segment shown to the translator: at or above the document's threshold, best first. What is
 * cached (fetched ahead) shows at once; where the document writes approved segments to a TM it is refreshed behind
 * it, since an approval may have brought a better match since.
 */
export function useMatches(documentId: number, record: DocumentRecord | null) {
  const settings = useMatchSettings(documentId);
  const links = useTmLinks(documentId);
  const writes = links.data?.some((link) => link.mode === 'write') ?? true;
  const query = useQuery({
    ...substitutionsQuery(record?.id ?? 0),
    enabled: record !== null,
    staleTime: writes ? 0 : MATCHES_FRESH_MS,
  });
  const threshold = settings.data?.display_threshold ?? DEFAULT_DISPLAY_THRESHOLD;
  const all = query.data ?? [];
  return {
    query,
    threshold,
    matches: all.filter((match) => match.similarity >= threshold),
    hidden: all.filter((match) => match.similarity < threshold).length,
  };
}

/**
 * Why Ctrl+`number` put no match in: the document uses no TM, the lookup is still running or failed, or the
 * segment has fewer matches at or above the threshold.
 */
export function noMatchMessage(
  number: number,
  { query, matches, threshold }: Pick<ReturnType<typeof useMatches>, 'query' | 'matches' | 'threshold'>,
  usesTranslationMemory: boolean,
  t: Translate<'editor'> = messagesIn(),
): string {
  if (!usesTranslationMemory) return t(editorWords.editorNoMatchNoTm);
  if (query.isPending) return t(editorWords.editorNoMatchPending);
  if (query.isError) return t(editorWords.editorNoMatchFailed);
  if (matches.length === 0) return t(editorWords.editorNoMatchAtAll, { threshold });
  return t(editorWords.editorNoMatchNumber, { number, count: matches.length, threshold });
}

/** Fetched matches are fresh this long where the document writes to no TM: moving back and forth does not ask again. */
const MATCHES_FRESH_MS = 30_000;

/** The matches of the next screenful of segments, in one request. */
const matchesAhead: BatchedLookup<Substitution[]> = {
  key: substitutionsKey,
  fetchMany: async (documentId, recordIds) =>
    new Map(
      (await matchingApi.getSubstitutionsOfSegments(documentId, recordIds)).map((segment) => [
        segment.record_id,
        segment.matches,
      ]),
    ),
  staleTime: MATCHES_FRESH_MS,
};

/** Fetches the matches of the segments the translator reaches next while they work on the active one. */
export function usePrefetchMatches(documentId: number, record: DocumentRecord | null) {
  usePrefetchAhead(documentId, record, matchesAhead);
}

/** CAT colour bands: 100 exact, 95-99 near, 85-94 and 75-84 fuzzy, below that weak. */
export function matchBand(similarity: number): { name: string; className: string } {
  if (similarity >= 100) return { name: 'exact', className: 'bg-green-600 text-white' };
  if (similarity >= 95) return { name: 'high', className: 'bg-green-200 text-green-900' };
  if (similarity >= 85) return { name: 'medium', className: 'bg-yellow-200 text-yellow-900' };
  if (similarity >= 75) return { name: 'low', className: 'bg-orange-200 text-orange-900' };
  return { name: 'weak', className: 'bg-slate-200 text-slate-700' };
}

export type { Substitution };
