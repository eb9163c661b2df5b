import { describe, expect, it } from 'vitest';
import { creditMarkerMillis, watchStatusAt } from './watch-progress.ts';

describe('creditMarkerMillis', () => {
  it('is 10 s before the end, never before the start', () => {
    expect(creditMarkerMillis(3600)).toBe(3_590_000);
    expect(creditMarkerMillis(10)).toBe(0);
    expect(creditMarkerMillis(4)).toBe(0);
  });
});

describe('watchStatusAt', () => {
  it('reads NOT_WATCHED at 0 s, IN_PROGRESS before the credits, WATCHED from the credit marker on', () => {
    expect(watchStatusAt(0, 3600)).toBe('NOT_WATCHED');
    expect(watchStatusAt(1, 3600)).toBe('IN_PROGRESS');
    expect(watchStatusAt(3589, 3600)).toBe('IN_PROGRESS');
    expect(watchStatusAt(3590, 3600)).toBe('WATCHED');
    expect(watchStatusAt(3600, 3600)).toBe('WATCHED');
  });

  it('reads a clip shorter than the credits WATCHED once started, NOT_WATCHED at 0 s', () => {
    expect(watchStatusAt(0, 8)).toBe('NOT_WATCHED');
    expect(watchStatusAt(1, 8)).toBe('WATCHED');
  });
});
