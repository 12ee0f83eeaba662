import { useEffect, useMemo, useRef, useState } from 'react';
import { SEGMENT_ORIGINS } from '@tessera/shared';
import type { DocumentRecord, SegmentOrigin } from '@tessera/shared/contract';

/** What the side panel put into a target (a TM match and its score, a machine translation, a term): the save says so. */
export type InsertOrigin = { origin: Exclude<SegmentOrigin, 'import'>; match_percent: number | null };

/**
 * A target typed but not saved yet, and the version of the segment the translator started from. `origin` is
 * the last match or machine translation inserted into it: editing it afterwards keeps it (post-editing a match
 * is still working from that match, as CAT tools count it); a term names it only where no match or machine
 * translation was inserted (a term patches words of those); without any the save counts as typed by hand.
 */
export type Draft = {
  position: number;
  value: string;
  updatedAt: string;
  origin?: InsertOrigin;
  /** The session ended while it was unsaved: the next visit of the same person puts it back at once. */
  sessionEnded?: true;
  /** Put back from an earlier visit, not saved since: its row says so. */
  restored?: true;
};

export type Drafts = {
  get: (recordId: number) => Draft | undefined;
  /**
   * The editor now holds `value`; typing back the saved text is no change. `origin`: what was inserted to make
   * it (undefined keeps the draft's, null forgets it: the target no longer comes from an insert).
   */
  set: (record: DocumentRecord, value: string, origin?: InsertOrigin | null) => void;
  /** A save answered with `saved`: the draft is done, unless more was typed while it ran. */
  settle: (saved: DocumentRecord) => void;
  discard: (recordId: number) => void;
  /** Leaving the document without saving: the drafts of this visit go, from the browser's storage too. */
  discardAll: () => void;
  /**
   * The session ended: every unsaved draft is kept in the browser to be put back in the editor on the next visit
   * after signing in, without asking (the person did not choose to leave it).
   */
  keepForNextSignIn: () => void;
};

/** Where a document's drafts are kept in the browser: one entry per person and document, by segment id. */
export type DraftsPlace = { userId: number; documentId: number };

export type DraftsOfScreen = {
  drafts: Drafts;
  /** Drafts in segment order. */
  unsaved: Draft[];
  /** Drafts left in the browser by an earlier visit, not taken back (nor thrown away) yet; segment order. */
  earlier: Draft[];
  restoreEarlier: () => void;
  discardEarlier: () => void;
};

/**
 * Unsaved targets of the whole document screen, so typed work survives paging, filtering, searching and Go to
 * segment (the rows of another page unmount). Drafts live in a ref, since every keystroke updates one; the
 * screen re-renders only when a segment becomes or stops being unsaved. Every change is also written to the
 * browser's localStorage (per person, document and segment), so a closed tab, a crash or an ended session
 * loses nothing: the next visit offers those drafts back (`earlier`) until they are restored or discarded.
 */
export function useDrafts(place: DraftsPlace | null, storage: Storage | null = browserStorage()): DraftsOfScreen {
  const key = place ? `tessera.drafts.${place.userId}.${place.documentId}` : null;
  const store = useRef<Map<number, Draft> | null>(null);
  const earlierStore = useRef<Map<number, Draft> | null>(null);
  if (!earlierStore.current) {
    const earlier = key && storage ? readDrafts(storage, key) : new Map<number, Draft>();
    // What an ended session left is put back at once; what a closed tab left is offered.
    store.current = new Map([...earlier].filter(([, draft]) => draft.sessionEnded).map(restoredDraft));
    earlierStore.current = new Map([...earlier].filter(([, draft]) => !draft.sessionEnded));
  }
  const [unsaved, setUnsaved] = useState<Draft[]>(() => inOrder(store.current!));
  const [earlier, setEarlier] = useState<Draft[]>(() => inOrder(earlierStore.current!));
  const screen = useMemo(() => {
    const persist = () => {
      if (key && storage) writeDrafts(storage, key, new Map([...earlierStore.current!, ...store.current!]));
    };
    const changed = () => {
      setUnsaved(inOrder(store.current!));
      persist();
    };
    const discard = (recordId: number) => {
      if (store.current!.delete(recordId)) changed();
    };
    const drafts: Drafts = {
      get: (recordId) => store.current!.get(recordId),
      set: (record, value, origin) => {
        const draft = store.current!.get(record.id);
        if (draft) {
          draft.value = value;
          // An emptied target starts again from nothing: what was inserted before is gone.
          if (origin === null || value.trim() === '') delete draft.origin;
          // A term patches words of an inserted match: the target still came from that match.
          else if (origin && !(origin.origin === 'term' && draft.origin)) draft.origin = origin;
        }
        // Only a draft of the current version equals "nothing to save": an older one must still meet the 409.
        if (value === record.target && (!draft || draft.updatedAt === record.updated_at)) return discard(record.id);
        if (draft) return persist();
        store.current!.set(record.id, {
          position: record.position,
          value,
          updatedAt: record.updated_at,
          ...(origin ? { origin } : {}),
        });
        changed();
      },
      settle: (saved) => {
        const draft = store.current!.get(saved.id);
        if (!draft) return;
        if (draft.value === saved.target) return discard(saved.id);
        draft.updatedAt = saved.updated_at;
        persist();
      },
      discard,
      discardAll: () => {
        store.current!.clear();
        changed();
      },
      keepForNextSignIn: () => {
        for (const draft of store.current!.values()) draft.sessionEnded = true;
        persist();
      },
    };
    const restoreEarlier = () => {
      for (const [recordId, draft] of earlierStore.current!)
        if (!store.current!.has(recordId)) store.current!.set(...restoredDraft([recordId, draft]));
      earlierStore.current!.clear();
      setEarlier([]);
      changed();
    };
    const discardEarlier = () => {
      earlierStore.current!.clear();
      setEarlier([]);
      persist();
    };
    return { drafts, restoreEarlier, discardEarlier };
  }, [key, storage]);
  return { ...screen, unsaved, earlier };
}

/** A draft put back from an earlier visit: marked restored, and no longer waiting for a sign-in. */
const restoredDraft = ([recordId, { sessionEnded: _ended, ...draft }]: [number, Draft]): [number, Draft] => [
  recordId,
  { ...draft, restored: true },
];

const inOrder = (drafts: Map<number, Draft>) => [...drafts.values()].sort((a, b) => a.position - b.position);

/** localStorage, or null where it cannot be used (blocked by the browser's settings): drafts then live in memory only. */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as Draft).position) &&
  typeof (value as Draft).value === 'string' &&
  typeof (value as Draft).updatedAt === 'string';

/** A stored draft's insert origin, if it is one (anything else counts as typed). */
function originOf(value: unknown): InsertOrigin | undefined {
  const stored = value as Partial<InsertOrigin> | undefined;
  const origin = SEGMENT_ORIGINS.find((known) => known !== 'import' && known === stored?.origin);
  const percent = stored?.match_percent;
  if (!origin || !(percent === null || (typeof percent === 'number' && percent >= 0 && percent <= 100)))
    return undefined;
  return { origin: origin as InsertOrigin['origin'], match_percent: percent };
}

/** What an earlier visit left; anything unreadable (another version's format, edited by hand) is ignored. */
function readDrafts(storage: Storage, key: string): Map<number, Draft> {
  const drafts = new Map<number, Draft>();
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return drafts;
    for (const [recordId, draft] of Object.entries(stored)) {
      if (/^\d+$/.test(recordId) && isDraft(draft)) {
        const origin = originOf(draft.origin);
        drafts.set(Number(recordId), {
          position: draft.position,
          value: draft.value,
          updatedAt: draft.updatedAt,
          ...(origin ? { origin } : {}),
          ...(draft.sessionEnded === true ? { sessionEnded: true } : {}),
        });
      }
    }
  } catch {
    // Not JSON: nothing to offer back.
  }
  return drafts;
}

function writeDrafts(storage: Storage, key: string, drafts: Map<number, Draft>): void {
  try {
    if (drafts.size === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(Object.fromEntries(drafts)));
  } catch {
    // Storage full or blocked: the drafts stay in memory only, lost with the tab.
  }
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
