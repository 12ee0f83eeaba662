import { useEffect } from 'react';
import {
  useQuery,
  useQueryClient,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { DEFAULT_DISPLAY_THRESHOLD } from '@tessera/shared';
import * as matchingApi from '@tessera/shared/api/matching';
import type { DocumentRecord, Substitution } from '@tessera/shared/contract';
import type { InsertOrigin } from '../../documents/drafts.ts';
import type { NumberedKeys } from '../shortcuts.ts';
import { recordsKey } from '../../documents/queries.ts';
import { documentSetting } from '../settings.ts';

/** The keys that put the first matches in place of the target: Ctrl+1 … Ctrl+9. */
export const MATCH_SHORTCUTS: NumberedKeys = {
  prefix: 'Ctrl+',
  count: 9,
  group: 'Matches',
  description: 'Replace the target with match 1 … 9',
};

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
 * cached (prefetched ahead) shows at once and is refreshed behind it, since approving a segment writes to the
 * TMs and may have brought a better match since.
 */
export function useMatches(documentId: number, record: DocumentRecord | null) {
  const settings = useMatchSettings(documentId);
  const query = useQuery({ ...substitutionsQuery(record?.id ?? 0), enabled: record !== null });
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
): string {
  if (!usesTranslationMemory) return 'This document uses no translation memory: there is no match to insert.';
  if (query.isPending) return 'The matches of this segment are still being looked up.';
  if (query.isError) return 'The matches of this segment could not be looked up: see the Matches tab.';
  if (matches.length === 0) return `This segment has no match of ${threshold}% or more.`;
  const count = matches.length === 1 ? 'one match' : `${matches.length} matches`;
  return `There is no match ${number}: this segment has ${count} of ${threshold}% or more.`;
}

/** How many segments after the active one get their matches fetched ahead. */
export const PREFETCH_AHEAD = 3;
/** Prefetched matches are fresh this long: moving back and forth does not ask again each time. */
const PREFETCH_FRESH_MS = 30_000;

/** The records of this document the screen has loaded, whatever the shape of its queries (pages or infinite pages). */
export function cachedRecords(client: QueryClient, documentId: number): DocumentRecord[] {
  const byId = new Map<number, DocumentRecord>();
  const collect = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const { records, pages } = value as { records?: unknown; pages?: unknown };
    if (Array.isArray(records)) for (const record of records as DocumentRecord[]) byId.set(record.id, record);
    if (Array.isArray(pages)) pages.forEach(collect);
  };
  for (const [, data] of client.getQueriesData({ queryKey: recordsKey(documentId) })) collect(data);
  return [...byId.values()];
}

/**
 * The segments a translator reaches next from the one at `position`: the next editable one (Down, Tab), then
 * the next ones not yet approved (Ctrl+Enter), among those the screen has loaded.
 */
export function upcomingRecords(
  records: readonly DocumentRecord[],
  position: number,
  count = PREFETCH_AHEAD,
): DocumentRecord[] {
  const after = records
    .filter((other) => other.position > position && !other.locked)
    .sort((a, b) => a.position - b.position);
  const wanted = after.slice(0, 1);
  for (const other of after) {
    if (wanted.length >= count) break;
    if (!other.approved && !wanted.includes(other)) wanted.push(other);
  }
  return wanted;
}

/**
 * Fetches `query` of the segments the translator reaches next (see upcomingRecords) while they work on the active
 * one; `query` is a module-level function, so the effect runs again only when the active segment changes.
 */
export function usePrefetchUpcoming<Data, Key extends QueryKey>(
  documentId: number,
  record: DocumentRecord | null,
  query: (recordId: number) => FetchQueryOptions<Data, Error, Data, Key>,
) {
  const client = useQueryClient();
  const position = record?.position;
  useEffect(() => {
    if (position === undefined) return;
    // After the active segment's own lookup: the one the translator looks at comes first.
    const timer = setTimeout(() => {
      for (const next of upcomingRecords(cachedRecords(client, documentId), position)) {
        void client.prefetchQuery(query(next.id));
      }
    }, 150);
    return () => clearTimeout(timer);
  }, [client, documentId, position, query]);
}

const prefetchedSubstitutions = (recordId: number) => ({
  ...substitutionsQuery(recordId),
  staleTime: PREFETCH_FRESH_MS,
});

/** Fetches the matches of the segments after the active one while the translator works on it. */
export function usePrefetchMatches(documentId: number, record: DocumentRecord | null) {
  usePrefetchUpcoming(documentId, record, prefetchedSubstitutions);
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
