import { describe, expect, it } from 'vitest';
import { PPV_CHANNEL_LABELS, PPV_PHASES, type PpvPhase } from '@stat/contracts';
import { testPpvEvent } from '../../testing/ppv-fixtures.ts';
import { ppvPlayOf } from './ppv-play.ts';

const REPLAY = testPpvEvent.replayTitleId;

describe('ppvPlayOf: what the event page asks can-play about in each phase, and its watch button', () => {
  const expected: Record<PpvPhase, [kind: 'channel' | 'title' | null, watch: string | null]> = {
    pre: ['channel', null],
    dayof: ['channel', null],
    prepress: ['channel', null],
    live: ['channel', PPV_CHANNEL_LABELS.watchLive],
    post: ['title', PPV_CHANNEL_LABELS.watchReplay],
    postpress: ['title', PPV_CHANNEL_LABELS.watchReplay],
    cooldown: ['title', PPV_CHANNEL_LABELS.watchReplay],
    sunset: [null, null],
  };
  it.each(PPV_PHASES)('%s', (phase) => {
    const play = ppvPlayOf(phase, REPLAY);
    expect([play?.thing.kind ?? null, play?.watch?.label ?? null]).toEqual(expected[phase]);
  });

  it('asks about the event’s own channel and replay, and links to their players', () => {
    expect(ppvPlayOf('live', REPLAY)).toEqual({ thing: { kind: 'channel', id: 'ppv' }, watch: { label: PPV_CHANNEL_LABELS.watchLive, to: '/play/ppv' } });
    expect(ppvPlayOf('post', REPLAY)).toEqual({ thing: { kind: 'title', id: REPLAY }, watch: { label: PPV_CHANNEL_LABELS.watchReplay, to: `/play/${REPLAY}` } });
  });
});
