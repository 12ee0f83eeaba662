import { useMemo } from 'react';
import type { DocumentRecord, PresenceEntry } from '@tessera/shared/contract';
import { useLiveDocument, useSegmentPresence } from '../../features/editor/live/index.ts';
import { useMessages } from '../i18n.ts';
import * as screensWords from '../locales/en/screens.arb';

/**
 * Others working in the document: their saves show at once, and the segment each edits is theirs meanwhile. Says
 * which segment this user edits (`editable`: the open one, when they may change it), unless another holds it.
 */
export function useDocumentPresence(documentId: number, userId: number | undefined, editable: DocumentRecord | null) {
  const present = useLiveDocument(documentId);
  const others = useMemo(() => present.filter((entry) => entry.user_id !== userId), [present, userId]);
  const heldBy = useMemo(
    () =>
      new Map(
        others.flatMap((entry) => (entry.record_id === null ? [] : [[entry.record_id, entry.username] as const])),
      ),
    [others],
  );
  useSegmentPresence(documentId, editable && !heldBy.has(editable.id) ? editable.id : null);
  return { others, heldBy };
}

/** Who else has the document open, and which segment each is editing. */
export function PresentUsers({ others }: { others: readonly PresenceEntry[] }) {
  const t = useMessages();
  if (others.length === 0) return null;
  return (
    <p
      className="flex flex-wrap items-center gap-2 pb-2 text-xs text-slate-600"
      aria-label={t(screensWords.documentAlsoInDocument)}
    >
      <span>{t(screensWords.documentAlsoHere)}</span>
      {others.map((entry) => (
        <span key={entry.user_id} className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-800 ring-1 ring-amber-200">
          {entry.username}
          {entry.record_id !== null && (
            <span className="text-amber-600"> · {t(screensWords.documentEditingSegment)}</span>
          )}
        </span>
      ))}
    </p>
  );
}
