import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { DocumentRecord } from '@tessera/shared/contract';
import type { Autosave } from './autosave.ts';
import { recordsKey } from '../../../common/documentQueries.ts';
import type { useOpenRow } from './openRow.ts';
import { findIndex, type RecordsView, type useRecordWindow } from '../common/records.ts';
import type { TargetEditorHandle } from '../target/index.ts';

export type GridHandle = {
  /** Opens the segment at this index of the view (saving the one left), once the view's first page is there. */
  activate: (index: number) => void;
  /** Puts the keyboard in the grid: in the open segment's target, else on the grid, which then opens its first one. */
  focus: () => void;
};

export const editable = (record: DocumentRecord) => !record.locked;

/** How long after its record comes a row opened before its page is kept in view while the rows above it settle. */
const REVEAL_MS = 5000;

/** Goes to the next (or previous) segment that passes the test; `nothing` says why there is none. */
export type Move = (
  direction: 1 | -1,
  test: (record: DocumentRecord) => boolean,
  nothing: string,
  saveLeft?: boolean,
) => Promise<void>;

/**
 * Which row of the grid is open, and how it changes: `activate` opens a row (saving the one left, scrolling it
 * into view, handing the keys to its editor or to the grid), `move` goes to the next or previous segment that
 * passes a test (loading pages of the view as needed), `ref`'s activate opens one from outside once the view's
 * first page is there. The open segment is held by its id (openRow.ts), through refetches and new filters.
 */
export function useGridActivation({
  active,
  openRow,
  documentId,
  view,
  records,
  total,
  virtualizer,
  scroller,
  canEdit,
  editor,
  autosave,
  say,
  onActiveRecord,
  ref,
}: {
  /** The open row's index (null: none), kept by the grid, whose scrolling keeps that row rendered. */
  active: number | null;
  openRow: ReturnType<typeof useOpenRow>;
  documentId: number;
  view: RecordsView;
  records: ReturnType<typeof useRecordWindow>;
  total: number;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  scroller: RefObject<HTMLDivElement | null>;
  canEdit: boolean;
  editor: RefObject<TargetEditorHandle | null>;
  autosave: Autosave;
  say: (message: string) => void;
  onActiveRecord: (record: DocumentRecord | null) => void;
  ref?: Ref<GridHandle>;
}) {
  const client = useQueryClient();
  const { setActive, keep, keepOnly, filtered, viewChanges } = openRow;
  const [pending, setPending] = useState<number | null>(null);
  const activeRecord = active === null ? undefined : records.recordAt(active);

  // A new filter keeps the open segment open, listed in the new view whatever its filters say, where its position
  // puts it; with nothing open the new list starts at the top.
  const shownView = useRef(viewChanges);
  // The segment open before the view changed: while the new view's pages load, its row is not there to read.
  const openBefore = useRef(activeRecord);
  openBefore.current = openRow.open === null ? undefined : (activeRecord ?? openBefore.current);
  useEffect(() => {
    if (shownView.current === viewChanges) return;
    shownView.current = viewChanges;
    const open = openBefore.current;
    if (!open) {
      setActive(null);
      scroller.current?.scrollTo?.({ top: 0 });
      return;
    }
    // The segment stays open where it is found; the focus stays where the translator set the filter. In the
    // whole document a segment's index is its position.
    setActive(open.position, open.id, false);
    if (!filtered) return virtualizer.scrollToIndex(open.position, { align: 'center' });
    void findIndex(client, documentId, view, 0, 1, (record) => record.position >= open.position, keep).then((index) => {
      if (index === undefined || shownView.current !== viewChanges) return;
      setActive(index, open.id, false);
      virtualizer.scrollToIndex(index, { align: 'center' });
    });
  }, [viewChanges, view, filtered, setActive, keep, scroller, client, documentId, virtualizer]);

  /** Lists again only what matches the filters (and the open segment): what Refresh list does. */
  const refreshKept = useCallback(() => {
    keepOnly(activeRecord ? [activeRecord.id] : []);
    void client.invalidateQueries({ queryKey: recordsKey(documentId) });
  }, [keepOnly, activeRecord, client, documentId]);

  useEffect(() => onActiveRecord(activeRecord ?? null), [activeRecord, onActiveRecord]);

  // A row opened before its page is there (Go to segment far away) is scrolled to among placeholder rows of the
  // estimated height. When the page comes, the rows between the top of the grid and it take their real height
  // (two lines of text are taller than the estimate) and push it below the grid's bottom, where the caret would be
  // typed in out of sight; on a busy machine they are measured over several frames, some after any one scroll has
  // settled. So for REVEAL_MS after its record is there, each render (the list renders again whenever a row is
  // measured) that finds the row moved scrolls it back into view if it left it. The translator's own scrolling
  // moves no row, so it is never undone.
  const revealing = useRef<{ index: number; start: number | null; until: number | null } | null>(null);
  useEffect(() => {
    const reveal = revealing.current;
    if (!reveal) return;
    if (reveal.index !== active) {
      revealing.current = null;
      return;
    }
    if (!activeRecord) return;
    reveal.until ??= performance.now() + REVEAL_MS;
    if (performance.now() > reveal.until) {
      revealing.current = null;
      return;
    }
    const row = virtualizer.getVirtualItems().find((item) => item.index === reveal.index);
    if (row && row.start === reveal.start) return;
    reveal.start = row?.start ?? null;
    const top = virtualizer.scrollOffset ?? 0;
    const bottom = top + (virtualizer.scrollRect?.height ?? 0);
    if (!row || row.start < top || row.end > bottom) virtualizer.scrollToIndex(reveal.index, { align: 'auto' });
  });

  const activate = useCallback(
    (index: number, saveLeft = true) => {
      if (index < 0 || index >= total) return;
      if (saveLeft && active !== null && active !== index && activeRecord) autosave.save(activeRecord, false);
      const record = records.recordAt(index);
      revealing.current = record ? null : { index, start: null, until: null };
      setActive(index, record?.id);
      virtualizer.scrollToIndex(index, { align: 'auto' });
      // The same row again: the editor keeps its caret. A row that cannot be edited takes the keys on the grid.
      if (active === index) editor.current?.focus();
      else if (record && (!canEdit || record.locked)) scroller.current?.focus();
    },
    [active, setActive, activeRecord, autosave, total, virtualizer, records, canEdit, editor, scroller],
  );
  useImperativeHandle(
    ref,
    () => ({
      activate: (index) => setPending(index),
      focus: () => (editor.current ? editor.current.focus() : scroller.current?.focus()),
    }),
    [editor, scroller],
  );
  useEffect(() => {
    if (pending === null || !records.ready || shownView.current !== viewChanges) return;
    setPending(null);
    activate(pending);
  }, [pending, records.ready, viewChanges, activate]);

  /**
   * The first index from `from` whose loaded record passes the test; undefined on reaching a record not loaded
   * (the pages are asked then), -1 past either end.
   */
  const loadedIndex = (from: number, direction: 1 | -1, test: (record: DocumentRecord) => boolean) => {
    for (let index = from; index >= 0 && index < total; index += direction) {
      const record = records.recordAt(index);
      if (!record) return undefined;
      if (test(record)) return index;
    }
    return -1;
  };

  /** Goes to the next (or previous) segment that passes the test, loading pages of the view as needed. */
  const move: Move = async (
    direction: 1 | -1,
    test: (record: DocumentRecord) => boolean,
    nothing: string,
    saveLeft = true,
  ) => {
    const from = active === null ? (direction === 1 ? 0 : total - 1) : active + direction;
    // The rows on screen are loaded: the next one is usually among them, and the caret moves without waiting.
    const index =
      loadedIndex(from, direction, test) ?? (await findIndex(client, documentId, view, from, direction, test, keep));
    if (index === undefined || index === -1) {
      say(nothing);
      return;
    }
    say('');
    activate(index, saveLeft);
  };

  return { activeRecord, activate, move, refreshKept };
}
