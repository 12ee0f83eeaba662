import { useQuery } from '@tanstack/react-query';
import { splitInline } from '@tessera/shared';
import * as termsApi from '@tessera/shared/api/terms';
import type { DocumentRecord, TermHit } from '@tessera/shared/contract';
import type { InsertOrigin } from '../common/drafts.ts';
import { useNumberedShortcuts, type NumberedKeys } from '../common/shortcuts.ts';
import { usePrefetchAhead, type BatchedLookup } from './lookahead.ts';
import { useMessages } from '../common/i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

/** A forbidden term's target must not be written: it is shown, never offered for insertion. */
export const isInsertable = (hit: TermHit) => hit.status !== 'forbidden';

/** Every segment's term hits: what changing the document's glossaries makes stale. */
export const TERM_HITS_KEY = ['documents', 'term-hits'] as const;
export const termHitsKey = (recordId: number) => [...TERM_HITS_KEY, recordId] as const;

/** A term's target inserted: the saved target says so (a term has no score). */
export const TERM_ORIGIN: InsertOrigin = { origin: 'term', match_percent: null };

/** The keys that insert the first terms: Ctrl+Shift+1 … Ctrl+Shift+9. */
export const TERM_SHORTCUTS: NumberedKeys = { prefix: 'Ctrl+Shift+', count: 9, group: 'Terms' };

// Glossaries change seldom while someone translates, so a segment's hits stay fresh for a minute (changing the
// document's glossaries marks them all stale).
const TERM_HITS_FRESH_MS = 60_000;
const termHitsQuery = (recordId: number) => ({
  queryKey: termHitsKey(recordId),
  queryFn: ({ signal }: { signal: AbortSignal }) => termsApi.getTermHits(recordId, signal),
  staleTime: TERM_HITS_FRESH_MS,
});

/**
 * The glossary terms found in a segment's source (null: no segment), in the order the source has them: the Terms
 * tab lists them, the grid underlines them.
 */
export function useTermHits(recordId: number | null) {
  return useQuery({ ...termHitsQuery(recordId ?? 0), enabled: recordId !== null });
}

/** The term hits of the next screenful of segments, in one request. */
const termHitsAhead: BatchedLookup<TermHit[]> = {
  key: termHitsKey,
  fetchMany: async (documentId, recordIds) =>
    new Map(
      (await termsApi.getTermHitsOfSegments(documentId, recordIds)).map((segment) => [segment.record_id, segment.hits]),
    ),
  staleTime: TERM_HITS_FRESH_MS,
};

/** Fetches the term hits of the segments the translator reaches next, so they show at once there. */
export function usePrefetchTermHits(documentId: number, record: DocumentRecord | null) {
  usePrefetchAhead(documentId, record, termHitsAhead);
}

/**
 * Ctrl+Shift+N inserts the target of term N of the active segment (forbidden terms are not counted), whichever tab of the panel is open; the next
 * segments' terms are fetched meanwhile.
 */
export function useTermShortcuts(
  document: { id: number },
  record: DocumentRecord | null,
  insert: (markup: string, origin?: InsertOrigin) => void,
) {
  const t = useMessages();
  const { data: hits = [] } = useTermHits(record?.id ?? null);
  usePrefetchTermHits(document.id, record);
  const keys = { ...TERM_SHORTCUTS, description: t(editorWords.editorShortcutInsertTerm) };
  useNumberedShortcuts(keys, record !== null && !record.locked, hits.filter(isInsertable), (hit) =>
    insert(hit.target, TERM_ORIGIN),
  );
}

/** A piece of a source for display: text (underlined when `terms` is not empty: the hits found there) or a code. */
export type SourcePiece = { text: string; terms: TermHit[] } | { code: number };

/**
 * Cuts a source (with its inline-code tokens) where term hits begin and end, so each piece of text knows which
 * terms cover it. Hit ranges are offsets into the same string, tokens counted with their full length.
 */
export function termPieces(source: string, hits: readonly TermHit[]): SourcePiece[] {
  const pieces: SourcePiece[] = [];
  let offset = 0;
  for (const part of splitInline(source)) {
    if (typeof part !== 'string') {
      pieces.push({ code: part.code });
      offset += `\u0001${part.code}\u0002`.length;
      continue;
    }
    const end = offset + part.length;
    const cuts = new Set([offset, end]);
    for (const hit of hits) {
      for (const [from, to] of hit.ranges) {
        if (from > offset && from < end) cuts.add(from);
        if (to > offset && to < end) cuts.add(to);
      }
    }
    const sorted = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i + 1 < sorted.length; i++) {
      const [from, to] = [sorted[i]!, sorted[i + 1]!];
      const covering = hits.filter((hit) => hit.ranges.some(([start, stop]) => start <= from && stop >= to));
      pieces.push({ text: source.slice(from, to), terms: covering });
    }
    offset = end;
  }
  return pieces;
}
