import { describe, expect, it } from 'vitest';
import { isStalled, playerStateOf, type MediaSnapshot } from './player-state.ts';

const playing: MediaSnapshot = { loaded: true, ended: false, paused: false, seeking: false, buffering: false, starting: false };

describe('playerStateOf', () => {
  it.each<[string, Partial<MediaSnapshot>, string]>([
    ['nothing loaded', { loaded: false, paused: true }, 'IDLE'],
    ['at the end (paused with it)', { ended: true, paused: true }, 'ENDED'],
    ['a seek while paused', { seeking: true, paused: true }, 'SEEKING'],
    ['a seek while the buffer refills', { seeking: true, buffering: true }, 'SEEKING'],
    ['paused with an empty buffer', { paused: true, buffering: true }, 'PAUSED'],
    ['an empty buffer while playing', { buffering: true }, 'BUFFERING'],
    ['play asked, no frame yet', { starting: true }, 'WAITING'],
    ['the picture moving', {}, 'PLAYING'],
  ])('%s is %s', (_, facts, state) => {
    expect(playerStateOf({ ...playing, ...facts })).toBe(state);
  });
});

describe('isStalled', () => {
  it('shows the spinner only while the picture is held for the player’s reasons', () => {
    expect(['BUFFERING', 'WAITING', 'SEEKING'].every((state) => isStalled(state as never))).toBe(true);
    expect(['PLAYING', 'PAUSED', 'IDLE', 'ENDED'].some((state) => isStalled(state as never))).toBe(false);
  });
});
