import { describe, expect, it } from 'vitest';
import { HOUR_MS, SCHEDULE_MIN_AHEAD, titleIdSchema } from '@stat/contracts';
import type { ScheduleProgram } from '@stat/contracts';
import { channelPointer, needsMorePrograms, nextTickDelay, pageForBlock, programsOf, serverClockOffset } from './schedule-pointer.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 22, 12, 0);

const program = (start: number, name: string, channel: ScheduleProgram['channel'] = 'shoeast', minutes = 30): ScheduleProgram => ({
  channel,
  start,
  titleId: titleIdSchema.parse(1),
  refid: name,
  type: 'episode',
  name,
  seriesTitle: null,
  duration: minutes * 60,
  titleRating: 'TV_14',
});

const day = [program(T0, 'A'), program(T0 + 30 * MIN, 'B'), program(T0 + 90 * MIN, 'C', 'shoeast', 45)];

describe('channelPointer', () => {
  it('points at the program playing now and the next one', () => {
    const pointer = channelPointer(day, T0 + 40 * MIN);
    expect(pointer.current?.name).toBe('B');
    expect(pointer.next?.name).toBe('C');
    expect(pointer.currentIndex).toBe(1);
    expect(pointer.msUntilNext).toBe(50 * MIN);
    // B runs until C starts, 60 minutes: 10 played.
    expect(pointer.progress).toBeCloseTo(10 / 60);
    expect(pointer.ahead).toBe(1);
  });

  it('moves exactly at the next start', () => {
    expect(channelPointer(day, T0 + 30 * MIN - 1).current?.name).toBe('A');
    expect(channelPointer(day, T0 + 30 * MIN).current?.name).toBe('B');
  });

  it('ends the last program after its duration', () => {
    const pointer = channelPointer(day, T0 + 100 * MIN);
    expect(pointer.current?.name).toBe('C');
    expect(pointer.next).toBeNull();
    expect(pointer.msUntilNext).toBeNull();
    expect(pointer.currentEnd).toBe(T0 + 135 * MIN);
    expect(pointer.ahead).toBe(0);
  });

  it('has no current program before the first start', () => {
    const pointer = channelPointer(day, T0 - MIN);
    expect(pointer.current).toBeNull();
    expect(pointer.currentIndex).toBe(-1);
    expect(pointer.next?.name).toBe('A');
    expect(pointer.msUntilNext).toBe(MIN);
    expect(pointer.ahead).toBe(3);
  });

  it('copes with an empty channel', () => {
    expect(channelPointer([], T0)).toMatchObject({ current: null, next: null, msUntilNext: null, ahead: 0, progress: 0 });
  });
});

describe('programsOf', () => {
  it('keeps one channel, in start order, each start once', () => {
    const mixed = [day[2]!, program(T0, 'W', 'showest'), day[0]!, day[1]!, day[0]!];
    expect(programsOf(mixed, 'shoeast').map((p) => p.name)).toEqual(['A', 'B', 'C']);
    expect(programsOf(mixed, 'showest').map((p) => p.name)).toEqual(['W']);
  });
});

describe('needsMorePrograms', () => {
  it('asks for more when a channel has fewer than the minimum ahead', () => {
    expect(needsMorePrograms([{ ahead: SCHEDULE_MIN_AHEAD }, { ahead: SCHEDULE_MIN_AHEAD + 4 }])).toBe(false);
    expect(needsMorePrograms([{ ahead: SCHEDULE_MIN_AHEAD }, { ahead: SCHEDULE_MIN_AHEAD - 1 }])).toBe(true);
  });
});

describe('nextTickDelay', () => {
  it('wakes at the earliest next start', () => {
    expect(nextTickDelay([{ msUntilNext: 5 * MIN }, { msUntilNext: 2 * MIN }], 10 * MIN)).toBe(2 * MIN);
  });

  it('wakes at least every refresh period, and not in a tight loop', () => {
    expect(nextTickDelay([{ msUntilNext: null }], 60_000)).toBe(60_000);
    expect(nextTickDelay([{ msUntilNext: 0 }], 60_000)).toBe(250);
  });
});

describe('pageForBlock', () => {
  it('counts pages from the block holding now', () => {
    expect(pageForBlock(2, T0, T0 + HOUR_MS)).toBe(2);
    // Seven hours on, the first block is over: block 2 is now page 1, block 0 is gone.
    expect(pageForBlock(2, T0, T0 + 7 * HOUR_MS)).toBe(1);
    expect(pageForBlock(0, T0, T0 + 7 * HOUR_MS)).toBeNull();
  });
});

describe('serverClockOffset', () => {
  it('is what to add to the local clock to read the server’s', () => {
    expect(serverClockOffset(T0 + 1500, T0)).toBe(1500);
    expect(serverClockOffset(T0, T0 + 2000)).toBe(-2000);
  });
});
