import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import { useDrafts, type InsertOrigin } from './drafts.ts';

const record = { id: 7, position: 0, target: '', updated_at: '2026-01-01T00:00:00.000Z' } as DocumentRecord;
const TERM: InsertOrigin = { origin: 'term', match_percent: null };
const FUZZY: InsertOrigin = { origin: 'tm-fuzzy', match_percent: 82 };

const draftsHook = () => renderHook(() => useDrafts(null, null)).result;

describe('the origin of a draft', () => {
  it('is the term inserted into an empty or typed target', () => {
    const drafts = draftsHook();
    act(() => drafts.current.drafts.set(record, 'Der '));
    act(() => drafts.current.drafts.set(record, 'Der Drucker', TERM));
    expect(drafts.current.drafts.get(record.id)?.origin).toEqual(TERM);
  });

  it('stays the match a term was inserted into, and becomes a match inserted after a term', () => {
    const drafts = draftsHook();
    act(() => drafts.current.drafts.set(record, 'Den Drucker starten', FUZZY));
    act(() => drafts.current.drafts.set(record, 'Den Laserdrucker starten', TERM));
    expect(drafts.current.drafts.get(record.id)?.origin).toEqual(FUZZY);

    const other = draftsHook();
    act(() => other.current.drafts.set(record, 'Drucker', TERM));
    act(() => other.current.drafts.set(record, 'Den Drucker starten', FUZZY));
    expect(other.current.drafts.get(record.id)?.origin).toEqual(FUZZY);
  });
});

/** A Storage kept in memory, as the browser's localStorage keeps drafts between visits. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('drafts left when a session ends', () => {
  const place = { userId: 3, documentId: 1 };
  const second = { ...record, id: 8, position: 1 } as DocumentRecord;

  it('come back in the editor on the next visit of the same person, marked restored; a closed tab is only offered', () => {
    const storage = memoryStorage();
    const ended = renderHook(() => useDrafts(place, storage)).result;
    act(() => ended.current.drafts.set(record, 'Stellen Sie mit'));
    act(() => ended.current.drafts.keepForNextSignIn());
    act(() => ended.current.drafts.set(second, 'Typed after the dialog'));

    const next = renderHook(() => useDrafts(place, storage)).result;
    expect(next.current.drafts.get(record.id)).toMatchObject({ value: 'Stellen Sie mit', restored: true });
    expect(next.current.unsaved.map((draft) => draft.value)).toEqual(['Stellen Sie mit']);
    expect(next.current.earlier.map((draft) => draft.value)).toEqual(['Typed after the dialog']);
    expect(next.current.drafts.get(second.id)).toBeUndefined();

    // Another person's visit of the document finds nothing of theirs.
    const other = renderHook(() => useDrafts({ ...place, userId: 4 }, storage)).result;
    expect(other.current.unsaved).toEqual([]);
  });

  it('are gone once saved', () => {
    const storage = memoryStorage();
    const ended = renderHook(() => useDrafts(place, storage)).result;
    act(() => ended.current.drafts.set(record, 'Stellen Sie mit'));
    act(() => ended.current.drafts.keepForNextSignIn());
    const next = renderHook(() => useDrafts(place, storage)).result;
    act(() =>
      next.current.drafts.settle({ ...record, target: 'Stellen Sie mit', updated_at: '2026-01-02T00:00:00.000Z' }),
    );
    expect(renderHook(() => useDrafts(place, storage)).result.current.unsaved).toEqual([]);
  });
});
