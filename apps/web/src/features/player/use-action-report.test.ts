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

  it('reports a seek still settling when the player goes, once', () => {
    vi.useFakeTimers();
    const onAction = vi.fn();
    const { result, unmount } = renderHook(() => useActionReport(onAction));
    result.current('seek');
    unmount();
    expect(onAction).toHaveBeenCalledExactlyOnceWith('seek');
    vi.advanceTimersByTime(2_000);
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('reports nothing more when the player goes with no seek pending', () => {
    vi.useFakeTimers();
    const onAction = vi.fn();
    const { result, unmount } = renderHook(() => useActionReport(onAction));
    result.current('seek');
    vi.advanceTimersByTime(1_000);
    unmount();
    expect(onAction).toHaveBeenCalledExactlyOnceWith('seek');
  });
});
