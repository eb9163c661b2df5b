import { describe, expect, it } from 'vitest';
import type { CaptionCue } from './caption-cue.ts';
import { activeCues } from './active-cues.ts';

const cue = (id: string, startTime: number, endTime: number): CaptionCue => ({ id, startTime, endTime, text: id });
const ids = (cues: CaptionCue[]) => cues.map((c) => c.id);

describe('activeCues', () => {
  const cues = [cue('a', 1, 3), cue('b', 3, 5), cue('c', 4, 6)];

  it.each([
    [0, []],
    [1, ['a']],
    [2.999, ['a']],
    [3, ['b']],
    [4.5, ['b', 'c']],
    [5, ['c']],
    [6, []],
  ])('shows at %d s %j', (time, expected) => {
    expect(ids(activeCues(cues, time))).toEqual(expected);
  });

  it('orders overlapping cues by start, whatever order they came in', () => {
    expect(ids(activeCues([cue('late', 2, 9), cue('early', 1, 9), cue('tie', 2, 9)], 5))).toEqual(['early', 'late', 'tie']);
  });

  it('shows nothing for no cues or a time that is not a number yet', () => {
    expect(activeCues([], 1)).toEqual([]);
    expect(activeCues(cues, Number.NaN)).toEqual([]);
  });

  it('leaves the given list as it was', () => {
    const given = [cue('b', 2, 9), cue('a', 1, 9)];
    activeCues(given, 5);
    expect(ids(given)).toEqual(['b', 'a']);
  });
});
