import { useCallback, useEffect, useRef, useState } from 'react';
import { KEEP_IN_VIEW_MAX } from '@tessera/shared';
import type { DocumentRecord } from '@tessera/shared/contract';
import { viewIsFiltered, type KeptRows, type RecordsView } from '../common/records.ts';

/**
 * The open segment: its id once its page is there, its last known index in the view, and whether opening it puts
 * the caret in its target (not when a new filter reopens it while the translator is in the filter's field).
 */
export type OpenRow = { id: number | undefined; index: number; focus: boolean };

type Lookup = {
  recordAt: (index: number) => DocumentRecord | undefined;
  indexOf: (id: number) => number | undefined;
};

/**
 * The open segment's index in the view as it is now. A segment is held by its id, not by its row: when rows before
 * it leave the view or join it (a refetch, someone else's save, a new filter), its index follows it, and the caret
 * stays in the segment being typed in. Null when nothing is open, and while its row is not among the pages loaded:
 * another segment is never opened in its place.
 */
export function openIndex(open: OpenRow | null, records: Lookup): number | null {
  if (!open) return null;
  if (open.id === undefined || records.recordAt(open.index)?.id === open.id) return open.index;
  return records.indexOf(open.id) ?? null;
}

/**
 * The grid's open row (see openIndex) as state, and the segments its view keeps listed: every segment opened since
 * the filter was set, so that one confirmed there stays in place until the translator refreshes the list (`keepOnly`
 * then says which stay) or changes the filter. `viewChanges` counts the changes of view. `useOpenIndex` resolves the
 * state against the pages loaded.
 */
export function useOpenRow(view: RecordsView) {
  const [open, setOpen] = useState<OpenRow | null>(null);
  const filtered = viewIsFiltered(view);
  const kept = useRef<readonly number[]>([]);
  // The one place a change of view is noticed. A new view keeps only the open segment, from its first request on
  // (made before any effect of this render runs); `viewChanges` tells the grid to find that segment in it.
  const viewKey = JSON.stringify(view);
  const keptFor = useRef(viewKey);
  const changes = useRef(0);
  if (keptFor.current !== viewKey) {
    keptFor.current = viewKey;
    changes.current += 1;
    kept.current = open?.id === undefined ? [] : [open.id];
  }
  const viewChanges = changes.current;
  const keep = useCallback<KeptRows>(() => (filtered ? kept.current : []), [filtered]);
  const keepOnly = useCallback((ids: readonly number[]) => {
    kept.current = ids;
  }, []);
  const keepOpened = useCallback((id: number) => {
    if (!kept.current.includes(id)) kept.current = [...kept.current, id].slice(-KEEP_IN_VIEW_MAX);
  }, []);
  const setActive = useCallback(
    (index: number | null, id?: number, focus = true) => setOpen(index === null ? null : { index, id, focus }),
    [],
  );
  return { open, setOpen, setActive, keep, keepOnly, keepOpened, filtered, viewChanges };
}

/** The open row's index now (openIndex); the state learns where its segment went, and the id of a row opened before its page arrived. */
export function useOpenIndex({ open, setOpen, keepOpened }: ReturnType<typeof useOpenRow>, records: Lookup) {
  const active = openIndex(open, records);
  const activeId = active === null ? undefined : records.recordAt(active)?.id;
  useEffect(() => {
    if (!open) return;
    const id = open.id ?? records.recordAt(open.index)?.id;
    const index = active ?? open.index;
    if (id !== open.id || index !== open.index) setOpen({ ...open, id, index });
  }, [open, setOpen, active, records]);
  useEffect(() => {
    if (activeId !== undefined) keepOpened(activeId);
  }, [activeId, keepOpened]);
  return active;
}
