import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** What useRowFocus waits for: a row's editor to close, or a deleted row to leave the list. */
type Pending<K> = { id: K; index: number; deleted: boolean };

/**
 * Keeps keyboard focus in a list whose rows are edited inline and deleted. Without it, the closed editor or
 * delete dialog takes the focused element with it and focus falls to <body>, the top of the page.
 * - `editClosed(id)`: focus goes back to that row's Edit button (registered with `editRef(id)`).
 * - `deleted(id)`: once the row has left the list, focus goes to the row now in its place (the next one),
 *   else the one before it, else `fallback` (the search box) when the list is empty.
 * Both wait for the render that shows the outcome, since the list is refetched after the change.
 */
export function useRowFocus<K>(ids: readonly K[], fallback: RefObject<HTMLElement | null>) {
  const editButtons = useRef(new Map<K, HTMLElement>());
  const [pending, setPending] = useState<Pending<K> | null>(null);

  const editRef = useCallback(
    (id: K) => (element: HTMLElement | null) => {
      if (element) editButtons.current.set(id, element);
    },
    [],
  );

  useEffect(() => {
    if (!pending) return;
    const present = ids.includes(pending.id);
    if (pending.deleted && present) return;
    const target = present ? pending.id : ids[Math.min(pending.index, ids.length - 1)];
    const button = target === undefined ? undefined : connected(editButtons.current, target);
    // An editor closing may take a render before the row's Edit button is back.
    if (present && !button) return;
    (button ?? fallback.current)?.focus();
    setPending(null);
    // Rows of pages left behind are not needed any more.
    for (const [id, element] of editButtons.current) if (!element.isConnected) editButtons.current.delete(id);
  }, [pending, ids, fallback]);

  return {
    editRef,
    editClosed: (id: K) => setPending({ id, index: ids.indexOf(id), deleted: false }),
    deleted: (id: K) => setPending({ id, index: ids.indexOf(id), deleted: true }),
  };
}

function connected<K>(elements: Map<K, HTMLElement>, id: K) {
  const element = elements.get(id);
  return element?.isConnected ? element : undefined;
}

/** What a row of an inline-edited list needs from it (spread onto the row component). */
export interface EditableRowProps {
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  editRef: (element: HTMLElement | null) => void;
  onDeleted: () => void;
}

/**
 * A list whose rows are edited inline, one at a time: which row is being edited, and focus kept on the list as
 * editors close and rows are deleted (useRowFocus). `rowProps(id)` wires one row.
 */
export function useEditableRows<K>(ids: readonly K[], fallback: RefObject<HTMLElement | null>) {
  const [editingId, setEditingId] = useState<K | null>(null);
  const focus = useRowFocus(ids, fallback);
  return {
    rowProps: (id: K): EditableRowProps => ({
      editing: editingId === id,
      onEdit: () => setEditingId(id),
      onDoneEditing: () => {
        setEditingId(null);
        focus.editClosed(id);
      },
      editRef: focus.editRef(id),
      onDeleted: () => focus.deleted(id),
    }),
  };
}
