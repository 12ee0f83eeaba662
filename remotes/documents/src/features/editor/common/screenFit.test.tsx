import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import { useDrafts, type Drafts } from './drafts.ts';
import { TYPED_PAUSE_MS, TypedTargetsProvider, useTypedTarget, useTypedTargets } from './screenFit.ts';

const record = { id: 7, position: 0, target: 'Sync', updated_at: '2026-01-01T00:00:00.000Z' } as DocumentRecord;

function Measured() {
  return <output>{useTypedTarget(record)}</output>;
}

/** An editor screen's drafts, given to the grid watched and to the tree by the provider. */
function Screen({ onDrafts }: { onDrafts: (drafts: Drafts) => void }) {
  const typed = useTypedTargets(useDrafts(null, null).drafts);
  onDrafts(typed.drafts);
  return (
    <TypedTargetsProvider typed={typed.typed}>
      <Measured />
    </TypedTargetsProvider>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the target measured against screenshot boxes', () => {
  it('is the saved one until something is typed, then the draft once typing pauses', () => {
    let drafts: Drafts | undefined;
    render(<Screen onDrafts={(given) => (drafts = given)} />);
    expect(screen.getByRole('status').textContent).toBe('Sync');
    // The first keystroke makes the segment unsaved, which the screen shows at once.
    act(() => drafts!.set(record, 'Jetzt'));
    expect(screen.getByRole('status').textContent).toBe('Jetzt');
    act(() => drafts!.set(record, 'Jetzt synchronisieren'));
    // Still typing: no measurement per keystroke.
    act(() => vi.advanceTimersByTime(TYPED_PAUSE_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Jetzt');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Jetzt synchronisieren');
  });

  it('is the saved target outside an editor screen', () => {
    render(<Measured />);
    expect(screen.getByRole('status').textContent).toBe('Sync');
  });
});
