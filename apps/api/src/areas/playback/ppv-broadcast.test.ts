import { describe, expect, it } from 'vitest';
import { titleIdSchema, type Title } from '@stat/contracts';
import type { PpvCurrent } from '../ppv/ppv-store.ts';
import { broadcastBetween, ppvBroadcast } from './ppv-broadcast.ts';

const title = (id: number, name: string) => ({ id: titleIdSchema.parse(id), type: 'movie', name, series: null, titleRating: 'TV_14' }) as Pick<Title, 'id' | 'type' | 'name' | 'series' | 'titleRating'>;
const titles = { prelims: title(1, 'Prelims'), mainEvent: title(2, 'Main event') };
const HOUR = 3_600_000;
const event = { productId: 'ppv-test' } as PpvCurrent['event'];

describe('ppvBroadcast', () => {
  it('plays the prelims from doors to the walk-out, then the main event to the end', () => {
    const programs = ppvBroadcast({ event, times: { doorsAt: 10 * HOUR, mainEventAt: 13 * HOUR, endsAt: 15 * HOUR } }, titles);
    expect(programs.map(({ channel, start, titleId, duration, name }) => ({ channel, start, titleId, duration, name }))).toEqual([
      { channel: 'ppv', start: 10 * HOUR, titleId: 1, duration: 3 * 3600, name: 'Prelims' },
      { channel: 'ppv', start: 13 * HOUR, titleId: 2, duration: 2 * 3600, name: 'Main event' },
    ]);
    expect(new Set(programs.map((program) => program.refid)).size).toBe(2);
  });

  it('has no prelims when doors and the walk-out coincide', () => {
    expect(ppvBroadcast({ event, times: { doorsAt: 10 * HOUR, mainEventAt: 10 * HOUR, endsAt: 12 * HOUR } }, titles).map((program) => program.titleId)).toEqual([2]);
  });

  it('finds the programs overlapping a window, edges exclusive at the end', () => {
    const programs = ppvBroadcast({ event, times: { doorsAt: 10 * HOUR, mainEventAt: 13 * HOUR, endsAt: 15 * HOUR } }, titles);
    expect(broadcastBetween(programs, 9 * HOUR, 10 * HOUR)).toEqual([]);
    expect(broadcastBetween(programs, 10 * HOUR, 10 * HOUR + 1).map((program) => program.titleId)).toEqual([1]);
    expect(broadcastBetween(programs, 12 * HOUR, 14 * HOUR).map((program) => program.titleId)).toEqual([1, 2]);
    expect(broadcastBetween(programs, 15 * HOUR, 16 * HOUR)).toEqual([]);
  });
});
