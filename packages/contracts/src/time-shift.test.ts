import { describe, expect, it } from 'vitest';
import { canStartOver, isLiveStall, startOverPosition, STALL_PROMPT_MS, TIME_SHIFT_SECONDS, windowStartMs } from './time-shift.ts';

const now = Date.UTC(2026, 10, 28, 20, 0, 0);
const windowMs = TIME_SHIFT_SECONDS * 1000;

describe('the time-shift window', () => {
  it('starts TIME_SHIFT_SECONDS before now', () => {
    expect(windowStartMs(now)).toBe(now - windowMs);
  });

  it.each([
    ['on now', now - 600_000, true],
    ['starting this instant', now, true],
    ['ended but begun inside the window', now - windowMs + 1, true],
    ['begun exactly at the window’s start', now - windowMs, true],
    ['begun before the window', now - windowMs - 1, false],
    ['not started yet', now + 1, false],
  ])('a program %s can be started over: %s', (_case, start, expected) => {
    expect(canStartOver({ start }, now)).toBe(expected);
  });
});

describe('Start over', () => {
  it('seeks back by the time since the program began, from where the picture is', () => {
    // The picture shows 19:50:00 at presentation second 5000; the program began at 19:30:00.
    const playheadMs = now - 600_000;
    expect(startOverPosition({ programStartMs: now - 1_800_000, playheadMs, currentTime: 5_000, rangeStart: 0 })).toBe(5_000 - 1_200);
  });

  it('starts where the window does for a program begun before it', () => {
    expect(startOverPosition({ programStartMs: now - windowMs - 60_000, playheadMs: now, currentTime: 20_000, rangeStart: 20_000 - TIME_SHIFT_SECONDS })).toBe(20_000 - TIME_SHIFT_SECONDS);
  });
});

describe('the stall rule', () => {
  const playingLive = { live: true, paused: false, seeking: false, bufferingSinceMs: now - STALL_PROMPT_MS, nowMs: now };
  it('asks after buffering STALL_PROMPT_MS while playing live', () => {
    expect(isLiveStall(playingLive)).toBe(true);
  });
  it.each([
    ['a shorter wait', { bufferingSinceMs: now - STALL_PROMPT_MS + 1 }],
    ['no buffering', { bufferingSinceMs: null }],
    ['a seek the viewer made', { seeking: true }],
    ['a paused picture', { paused: true }],
    ['on demand', { live: false }],
  ])('does not ask for %s', (_case, change) => {
    expect(isLiveStall({ ...playingLive, ...change })).toBe(false);
  });
});
