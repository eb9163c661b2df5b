import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MAX_CONCURRENT_STREAMS, PLAY_FIX_LABELS, type ActiveStream } from '@stat/contracts';
import { deviceNameOf, streamLimitRefusal } from './stream-limit.ts';

const stream = (n: number): ActiveStream => ({ id: `s${n}`, deviceName: 'Chrome on macOS', playing: 'A film', lastSeenAt: n });

describe('streamLimitRefusal', () => {
  it('lets a play through below the limit, and refuses at it with every other stream listed', () => {
    const below = Array.from({ length: MAX_CONCURRENT_STREAMS - 1 }, (_, n) => stream(n));
    expect(streamLimitRefusal(below)).toBeNull();
    const at = [...below, stream(MAX_CONCURRENT_STREAMS)];
    expect(streamLimitRefusal(at)).toEqual({ status: 403, error: { code: ERROR_CODES.playbackTooManyStreams, body: expect.any(String), fix: { kind: 'stopAStream', streams: at } } });
    expect(streamLimitRefusal([], 0)?.error.code).toBe(ERROR_CODES.playbackTooManyStreams);
  });
});

describe('deviceNameOf', () => {
  it.each([
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', 'Chrome on macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0', 'Microsoft Edge on Windows'],
    [undefined, PLAY_FIX_LABELS.streams.unknownDevice],
    ['curl/8.5.0', PLAY_FIX_LABELS.streams.unknownDevice],
  ])('%s: %s', (userAgent, name) => {
    expect(deviceNameOf(userAgent)).toBe(name);
  });
});
