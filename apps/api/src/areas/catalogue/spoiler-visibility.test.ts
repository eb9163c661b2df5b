import { describe, expect, it } from 'vitest';
import { isAfter, reachedPlaces, seesSpoilers, type ViewerSpoilerState } from './spoiler-visibility.ts';

const shielded: ViewerSpoilerState = { shieldOff: false, revealed: new Set(), watched: new Set(), reached: new Map() };
const fight = { id: 30_001, seriesId: null, seasonNum: null, episodeNum: null };
const episode = (id: number, seasonNum: number, episodeNum: number) => ({ id, seriesId: 7, seasonNum, episodeNum });

describe('which marked items a viewer sees', () => {
  it('orders episodes by season, then episode', () => {
    expect(isAfter([2, 1], [1, 9])).toBe(true);
    expect(isAfter([1, 3], [1, 2])).toBe(true);
    expect(isAfter([1, 2], [1, 2])).toBe(false);
    expect(isAfter([1, 9], [2, 1])).toBe(false);
  });

  it('reaches, per series, the furthest episode played', () => {
    const reached = reachedPlaces([episode(1, 1, 4), episode(2, 2, 1), episode(3, 1, 9), fight, { ...episode(4, 3, 3), seriesId: 8 }]);
    expect(reached).toEqual(new Map([[7, [2, 1]], [8, [3, 3]]]));
  });

  it('hides a fight until it is watched or revealed, or the shield is off', () => {
    expect(seesSpoilers(fight, shielded)).toBe(false);
    expect(seesSpoilers(fight, { ...shielded, watched: new Set([fight.id]) })).toBe(true);
    expect(seesSpoilers(fight, { ...shielded, revealed: new Set([fight.id]) })).toBe(true);
    expect(seesSpoilers(fight, { ...shielded, shieldOff: true })).toBe(true);
    expect(seesSpoilers(fight, { ...shielded, revealed: new Set([30_002]) })).toBe(false);
  });

  it('shows episodes up to and including the one reached, and hides those after it', () => {
    const viewer = { ...shielded, reached: new Map([[7, [2, 3] as const]]) };
    expect(seesSpoilers(episode(10, 2, 3), viewer)).toBe(true);
    expect(seesSpoilers(episode(11, 1, 9), viewer)).toBe(true);
    expect(seesSpoilers(episode(12, 2, 4), viewer)).toBe(false);
    expect(seesSpoilers(episode(13, 3, 1), viewer)).toBe(false);
    expect(seesSpoilers({ ...episode(14, 1, 1), seriesId: 8 }, viewer)).toBe(false);
  });
});
