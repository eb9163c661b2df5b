import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALL_PROMPT_MS } from '@stat/contracts';
import { useStallPrompt } from './use-stall-prompt.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A video element's fields the hook reads. */
const videoAt = (currentTime: number, seeking = false) => ({ current: { currentTime, seeking, paused: false } as HTMLVideoElement });

function render(video: ReturnType<typeof videoAt>, live = true) {
  return renderHook(({ buffering }) => useStallPrompt(video, live, buffering), { initialProps: { buffering: false } });
}

describe('useStallPrompt', () => {
  it('asks, with where the picture froze, after buffering STALL_PROMPT_MS on live, and keeps asking once buffering ends', () => {
    const video = videoAt(1_000);
    const { result, rerender } = render(video);
    rerender({ buffering: true });
    video.current.currentTime = 1_001;
    act(() => vi.advanceTimersByTime(STALL_PROMPT_MS - 1));
    expect(result.current.frozenAt).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.frozenAt).toBe(1_000);
    rerender({ buffering: false });
    expect(result.current.frozenAt).toBe(1_000);
    act(() => result.current.dismiss());
    expect(result.current.frozenAt).toBeNull();
  });

  it('does not ask for a short wait, a seek the viewer made, or on demand', () => {
    const short = render(videoAt(10));
    short.rerender({ buffering: true });
    act(() => vi.advanceTimersByTime(STALL_PROMPT_MS - 100));
    short.rerender({ buffering: false });
    act(() => vi.advanceTimersByTime(STALL_PROMPT_MS));
    expect(short.result.current.frozenAt).toBeNull();

    const seek = render(videoAt(10, true));
    seek.rerender({ buffering: true });
    act(() => vi.advanceTimersByTime(STALL_PROMPT_MS * 2));
    expect(seek.result.current.frozenAt).toBeNull();

    const vod = render(videoAt(10), false);
    vod.rerender({ buffering: true });
    act(() => vi.advanceTimersByTime(STALL_PROMPT_MS * 2));
    expect(vod.result.current.frozenAt).toBeNull();
  });
});
