import { describe, expect, it } from 'vitest';
import { HOUR_MS, titleIdSchema } from '@stat/contracts';
import { programsBetween, scheduleWindow, weekStartOf, WEEK_MS, type WeeklyProgram } from './weekly-schedule.ts';

const program = (minuteOfWeek: number, id: number, name = `Title ${id}`): WeeklyProgram => ({
  minuteOfWeek,
  title: { id: titleIdSchema.parse(id), type: 'movie', name, series: null, titleRating: 'MOVIE_PG' },
});
// Monday 2026-11-23 00:00 UTC.
const MONDAY = Date.UTC(2026, 10, 23);

describe('weekStartOf', () => {
  it('is Monday 00:00 UTC of the week holding the time', () => {
    expect(weekStartOf(MONDAY)).toBe(MONDAY);
    expect(weekStartOf(MONDAY + 3 * 24 * HOUR_MS + 5)).toBe(MONDAY);
    expect(weekStartOf(MONDAY - 1)).toBe(MONDAY - WEEK_MS);
  });
});

describe('scheduleWindow', () => {
  it('page 0 is the 6-hour block holding now; later pages follow it', () => {
    const now = MONDAY + 7 * HOUR_MS + 30_000;
    expect(scheduleWindow(0, now)).toEqual({ from: MONDAY + 6 * HOUR_MS, to: MONDAY + 12 * HOUR_MS });
    expect(scheduleWindow(2, now)).toEqual({ from: MONDAY + 18 * HOUR_MS, to: MONDAY + 24 * HOUR_MS });
  });
});

describe('programsBetween', () => {
  const weekly = [program(0, 1), program(60, 2), program(400, 3)];

  it('plays the west feed 3 hours after the east feed', () => {
    const programs = programsBetween(weekly, MONDAY, MONDAY + 6 * HOUR_MS, false);
    const east = programs.filter((p) => p.channel === 'shoeast').map((p) => [p.titleId, (p.start - MONDAY) / 60_000]);
    const west = programs.filter((p) => p.channel === 'showest').map((p) => [p.titleId, (p.start - MONDAY) / 60_000]);
    expect(east).toEqual([[1, 0], [2, 60]]);
    expect(west).toEqual([[1, 180], [2, 240]]);
  });

  it('adds what each feed is playing at the start of the window, when asked', () => {
    const from = MONDAY + 2 * HOUR_MS;
    const programs = programsBetween(weekly, from, from + HOUR_MS, true);
    // East: title 2 started at 01:00 and runs until 06:40; west: last week's title 3 runs until 03:00.
    const playing = programs.filter((p) => p.start < from).map((p) => [p.channel, p.titleId]);
    expect(playing.sort()).toEqual([['shoeast', 2], ['showest', 3]]);
    const east = programs.find((p) => p.channel === 'shoeast' && p.start < from)!;
    expect(east.titleId).toBe(2);
    expect(east.duration).toBe(340 * 60);
  });

  it('wraps the week: the last program of the loop lasts until the first of the next week', () => {
    const programs = programsBetween(weekly, MONDAY, MONDAY + WEEK_MS, false);
    const last = programs.find((p) => p.channel === 'shoeast' && p.titleId === 3)!;
    expect(last.duration).toBe((10_080 - 400) * 60);
  });

  it('is in start order across both feeds, with a refid per airing', () => {
    const programs = programsBetween(weekly, MONDAY, MONDAY + WEEK_MS, true);
    const starts = programs.map((p) => p.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(programs.map((p) => p.refid)).size).toBe(programs.length);
  });
});
