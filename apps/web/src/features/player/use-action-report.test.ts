import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActionReport } from './use-action-report.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useActionReport', () => {
  it('reports an action at once', () => {
    const onAction = vi.fn();
    const { result } = renderHook(() => useActionReport(onAction));
    result.current('mute');
    expect(onAction).toHaveBeenCalledExactlyOnceWith('mute');
  });

  it('reports a run of seeks once, when they have settled', () => {
    vi.useFakeTimers();
    const onAction = vi.fn();
    const { result } = renderHook(() => useActionReport(onAction));
    for (let step = 0; step < 5; step += 1) {
      result.current('seek');
      vi.advanceTimersByTime(300);
    }
    expect(onAction).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onAction).toHaveBeenCalledExactlyOnceWith('seek');
  });

  it('drops a pending seek when the player goes', () => {
    vi.useFakeTimers();
    const onAction = vi.fn();
    const { result, unmount } = renderHook(() => useActionReport(onAction));
    result.current('seek');
    unmount();
    vi.advanceTimersByTime(2_000);
    expect(onAction).not.toHaveBeenCalled();
  });
});
