import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { MAX_LOOKUP_SEGMENTS } from '@tessera/shared';
import type { DocumentRecord } from '@tessera/shared/contract';
import { recordsKey } from '../../../common/documentQueries.ts';

/** Segments whose lookups are fetched ahead of the translator: about a screenful of the grid. */
export const LOOKAHEAD_SEGMENTS = 20;
/**
 * A new batch goes out only when one of this many segments next is neither cached nor on its way: moving on one
 * segment at a time costs one request every fifteen segments or so, not one per segment.
 */
export const LOOKAHEAD_REFILL = 5;
/** How long the active segment must stay before the segments after it are fetched (holding Down skips them). */
const SETTLE_MS = 50;

/** A lookup of segments (term hits, matches): one segment's cache key, and how several are fetched at once. */
export type BatchedLookup<Data> = {
  key: (recordId: number) => QueryKey;
  /** One request for the segments of a document (at most MAX_LOOKUP_SEGMENTS): each segment's answer by id. */
  fetchMany: (documentId: number, recordIds: readonly number[]) => Promise<ReadonlyMap<number, Data>>;
  /** How long a fetched answer is fresh: a segment reached within it shows it without asking again. */
  staleTime: number;
};

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
 * The editable segments a translator reaches next from the one at `position`, nearest first: after it (Down, Tab,
 * Ctrl+Enter) or, moving up, before it, among those the screen has loaded.
 */
export function upcomingRecords(
  records: readonly DocumentRecord[],
  position: number,
  direction: 1 | -1 = 1,
  count = LOOKAHEAD_SEGMENTS,
): DocumentRecord[] {
  return records
    .filter((other) => !other.locked && (other.position - position) * direction > 0)
    .sort((a, b) => (a.position - b.position) * direction)
    .slice(0, count);
}

/** Whether a segment's lookup is neither fresh in the cache nor on its way. */
function wanted(client: QueryClient, key: QueryKey, staleTime: number) {
  const state = client.getQueryState(key);
  if (!state) return true;
  if (state.fetchStatus !== 'idle') return false;
  return state.data === undefined || state.isInvalidated || Date.now() - state.dataUpdatedAt > staleTime;
}

/**
 * Fetches `lookup` of the next segments in one request and puts each segment's answer in its own cache entry, the
 * one the panel reads: reaching a segment shows it at once, and a segment reached while the request runs waits for
 * that request instead of sending its own. Nothing goes out while the nearest segments are cached or on their way.
 */
export function prefetchAhead<Data>(
  client: QueryClient,
  documentId: number,
  position: number,
  direction: 1 | -1,
  lookup: BatchedLookup<Data>,
) {
  const upcoming = upcomingRecords(cachedRecords(client, documentId), position, direction);
  const isWanted = (record: DocumentRecord) => wanted(client, lookup.key(record.id), lookup.staleTime);
  if (!upcoming.slice(0, LOOKAHEAD_REFILL).some(isWanted)) return;
  const missing = upcoming.filter(isWanted).slice(0, MAX_LOOKUP_SEGMENTS);
  const batch = lookup.fetchMany(
    documentId,
    missing.map((record) => record.id),
  );
  for (const record of missing) {
    void client.prefetchQuery({
      queryKey: lookup.key(record.id),
      queryFn: async () => {
        const answer = (await batch).get(record.id);
        if (answer === undefined) throw new Error(`The lookup of segment ${record.id} came back without it`);
        return answer;
      },
      staleTime: lookup.staleTime,
      // A failed batch is not asked again for each segment: the one the translator reaches asks for itself.
      retry: false,
    });
  }
}

/**
 * Fetches `lookup` of the segments the translator reaches next while they work on the active one, in the direction
 * they last moved. `lookup` is a module-level value, so the effect runs again only when the active segment changes.
 */
export function usePrefetchAhead<Data>(documentId: number, record: DocumentRecord | null, lookup: BatchedLookup<Data>) {
  const client = useQueryClient();
  const position = record?.position;
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (position === undefined) return;
    const direction = last.current !== undefined && position < last.current ? -1 : 1;
    last.current = position;
    // After the active segment's own lookup: the one the translator looks at goes first.
    const timer = setTimeout(() => prefetchAhead(client, documentId, position, direction, lookup), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [client, documentId, position, lookup]);
}
