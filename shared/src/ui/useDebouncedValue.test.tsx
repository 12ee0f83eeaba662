import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue.ts';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the value only once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    const view = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'a' } });
    view.rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    view.rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(200));
    expect(view.result.current).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(view.result.current).toBe('abc');
  });
});
