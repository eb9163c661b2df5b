import { describe, expect, it } from 'vitest';
import { secondsParam } from './playback-calls.ts';
import { adPlayBodySchema, playRefSchema, titleProgressQuerySchema } from './playback-calls-schemas.ts';

const REF = '01a206ef-b4f2-761f-9b6f-dc9c55553530';

describe('secondsParam', () => {
  const seconds = secondsParam(100);

  it('reads whole seconds from 0 to its maximum', () => {
    expect(seconds.parse('0')).toBe(0);
    expect(seconds.parse('100')).toBe(100);
  });

  it.each(['-1', '1.5', '1e2', '007', ' 7', '0x7', '', '101', '99999999999'])('refuses %j', (text) => {
    expect(seconds.safeParse(text).success).toBe(false);
  });
});

describe('playRefSchema', () => {
  it('takes a UUIDv7 in either case and refuses other versions', () => {
    expect(playRefSchema.safeParse(REF).success).toBe(true);
    expect(playRefSchema.safeParse(REF.toUpperCase()).success).toBe(true);
    expect(playRefSchema.safeParse('c2b3e5a8-6b1e-4f8e-9b1a-1c2d3e4f5a6b').success).toBe(false);
    expect(playRefSchema.safeParse('not-a-ref').success).toBe(false);
  });
});

describe('titleProgressQuerySchema', () => {
  it('needs a play ref and a whole sequence number from 0', () => {
    expect(titleProgressQuerySchema.parse({ refid: REF, seq: '0' })).toEqual({ refid: REF, seq: 0 });
    expect(titleProgressQuerySchema.safeParse({ refid: REF }).success).toBe(false);
    expect(titleProgressQuerySchema.safeParse({ seq: '1' }).success).toBe(false);
    expect(titleProgressQuerySchema.safeParse({ refid: REF, seq: '-1' }).success).toBe(false);
    expect(titleProgressQuerySchema.safeParse({ refid: REF, seq: '2.5' }).success).toBe(false);
  });
});

describe('adPlayBodySchema', () => {
  it('takes a creative id of 1 to 100 characters, an optional play ref, and nothing else', () => {
    expect(adPlayBodySchema.parse({ creativeId: ' house-7 ' })).toEqual({ creativeId: 'house-7' });
    expect(adPlayBodySchema.parse({ creativeId: 'x'.repeat(100), refid: REF }).refid).toBe(REF);
    expect(adPlayBodySchema.safeParse({ creativeId: 'x'.repeat(101) }).success).toBe(false);
    expect(adPlayBodySchema.safeParse({ creativeId: '  ' }).success).toBe(false);
    expect(adPlayBodySchema.safeParse({}).success).toBe(false);
    expect(adPlayBodySchema.safeParse({ creativeId: 'house-7', tveUserId: 'someone-else' }).success).toBe(false);
  });
});
