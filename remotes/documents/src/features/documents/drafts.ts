import { useEffect, useMemo, useRef, useState } from 'react';
import type { DocumentRecord } from '@tessera/shared/contract';

/** A target typed but not saved yet, and the version of the segment the translator started from. */
export type Draft = { position: number; value: string; updatedAt: string };

export type Drafts = {
  get: (recordId: number) => Draft | undefined;
  /** The editor now holds `value`; typing back the saved text is no change. */
  set: (record: DocumentRecord, value: string) => void;
  /** A save answered with `saved`: the draft is done, unless more was typed while it ran. */
  settle: (saved: DocumentRecord) => void;
  discard: (recordId: number) => void;
};

/**
 * Unsaved targets of the whole document screen, so typed work survives paging, filtering, searching and Go to
 * segment (the rows of another page unmount). Drafts live in a ref, since every keystroke updates one; the
 * screen re-renders only when a segment becomes or stops being unsaved. `unsaved` is in segment order.
 */
export function useDrafts(): { drafts: Drafts; unsaved: Draft[] } {
  const store = useRef(new Map<number, Draft>());
  const [unsaved, setUnsaved] = useState<Draft[]>([]);
  const drafts = useMemo<Drafts>(() => {
    const changed = () => setUnsaved([...store.current.values()].sort((a, b) => a.position - b.position));
    const discard = (recordId: number) => {
      if (store.current.delete(recordId)) changed();
    };
    return {
      get: (recordId) => store.current.get(recordId),
      set: (record, value) => {
        const draft = store.current.get(record.id);
        if (draft) draft.value = value;
        // Only a draft of the current version equals "nothing to save": an older one must still meet the 409.
        if (value === record.target && (!draft || draft.updatedAt === record.updated_at)) return discard(record.id);
        if (draft) return;
        store.current.set(record.id, { position: record.position, value, updatedAt: record.updated_at });
        changed();
      },
      settle: (saved) => {
        const draft = store.current.get(saved.id);
        if (!draft) return;
        if (draft.value === saved.target) return discard(saved.id);
        draft.updatedAt = saved.updated_at;
      },
      discard,
    };
  }, []);
  return { drafts, unsaved };
}

/** Closing or reloading the tab while targets are unsaved asks first (the browser words the question). */
export function useWarnBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
