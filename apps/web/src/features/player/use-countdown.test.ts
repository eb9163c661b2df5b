import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_COUNTDOWN_MILLIS } from '@stat/contracts';
import { useCountdown } from './use-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('reaches zero and plays the next title though the player renders with a new callback more often than once a second', () => {
    const played = vi.fn();
    const { result, rerender } = renderHook(({ tick }) => useCountdown({ due: true, autoplay: true, countdownMillis: null, onDone: () => played(tick) }), {
      initialProps: { tick: 0 },
    });
    // A quarter-second render, as the media's time updates cause, each with a fresh onDone.
    for (let tick = 1; tick <= (AUTOPLAY_COUNTDOWN_MILLIS / 1000) * 4 + 4; tick += 1) {
      act(() => vi.advanceTimersByTime(250));
      rerender({ tick });
    }
    expect(result.current.secondsLeft).toBe(0);
    expect(played).toHaveBeenCalledTimes(1);
  });

  it('counts nothing while dismissed, and starts over once the viewer goes back before the marker', () => {
    const onDone = vi.fn();
    const { result, rerender } = renderHook(({ due }) => useCountdown({ due, autoplay: true, countdownMillis: 3_000, onDone }), { initialProps: { due: true } });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => result.current.dismiss());
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.visible).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    rerender({ due: false });
    rerender({ due: true });
    expect(result.current).toMatchObject({ visible: true, secondsLeft: 3 });
  });
});
