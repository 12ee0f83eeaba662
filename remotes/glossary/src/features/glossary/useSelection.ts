import { useEffect, useRef, useState } from 'react';

export interface Selection {
  /** Chosen one by one (across pages), unless `allMatching`. */
  ids: ReadonlySet<number>;
  /** Every record matching the search (all of them without one), on every page. */
  allMatching: boolean;
  isSelected: (id: number) => boolean;
  /** A row's box: with Shift, every row from the last one clicked to this one takes this one's new state. */
  toggle: (id: number, range: boolean) => void;
  /** The header's box: the page's rows all chosen, or none of them. */
  togglePage: () => void;
  selectAllMatching: () => void;
  clear: () => void;
}

/**
 * The records chosen for a bulk action. `pageIds` are the rows shown, in order (for Shift ranges and the page's
 * box); a new search or sort (`resetKey`) starts with nothing chosen, since what was chosen may not show anymore.
 */
export function useSelection(pageIds: readonly number[], resetKey: string): Selection {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const anchor = useRef<number | null>(null);
  const clear = () => {
    setIds(new Set());
    setAllMatching(false);
    anchor.current = null;
  };
  useEffect(() => {
    setIds(new Set());
    setAllMatching(false);
    anchor.current = null;
  }, [resetKey]);

  const isSelected = (id: number) => allMatching || ids.has(id);
  // Leaving "all matching" by a row's box keeps what shows chosen, as ids.
  const explicit = () => (allMatching ? new Set(pageIds) : new Set(ids));

  const toggle = (id: number, range: boolean) => {
    const next = explicit();
    const checked = !isSelected(id);
    const from = anchor.current === null ? -1 : pageIds.indexOf(anchor.current);
    const to = pageIds.indexOf(id);
    const span = range && from >= 0 && to >= 0 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
    for (const each of span) {
      if (checked) next.add(each);
      else next.delete(each);
    }
    anchor.current = id;
    setAllMatching(false);
    setIds(next);
  };

  const togglePage = () => {
    const next = explicit();
    const whole = pageIds.length > 0 && pageIds.every(isSelected);
    for (const id of pageIds) {
      if (whole) next.delete(id);
      else next.add(id);
    }
    setAllMatching(false);
    setIds(next);
  };

  return {
    ids,
    allMatching,
    isSelected,
    toggle,
    togglePage,
    selectAllMatching: () => setAllMatching(true),
    clear,
  };
}
