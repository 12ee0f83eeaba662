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
