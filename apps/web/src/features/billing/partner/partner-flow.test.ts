import { describe, expect, it } from 'vitest';
import { partnerAnswerOf, partnerFlowOf } from './partner-flow.ts';

describe('partnerFlowOf', () => {
  it.each<[string, string | undefined, string | undefined, string | undefined, string | null]>([
    ['the address’s flow names a partner', 'spotify', undefined, undefined, 'spotify'],
    ['the address’s flow wins over the landing’s', 'optimum', 'samsclub', undefined, 'optimum'],
    ['the landing’s flow when the address has none', undefined, 'paramountplus', undefined, 'paramountplus'],
    ['the partner the viewer came back from, its sign-in canceled', undefined, undefined, 'optimum', 'optimum'],
    ['a flow that is no partner’s (winback) is the regular paywall', 'winback', undefined, undefined, null],
    ['nothing', undefined, undefined, undefined, null],
    ['letter case matters: ids are lower case', 'Spotify', undefined, undefined, null],
  ])('%s', (_case, flow, landing, cameBackFrom, expected) => {
    expect(partnerFlowOf(flow, landing, cameBackFrom)).toBe(expected);
  });
});

describe('partnerAnswerOf', () => {
  it('reads the code, state and issuer the partner sent back', () => {
    expect(partnerAnswerOf(new URLSearchParams('code=c1&state=s1&iss=http%3A%2F%2Fx%2Fidp'))).toEqual({ code: 'c1', state: 's1', iss: 'http://x/idp' });
    expect(partnerAnswerOf(new URLSearchParams('code=c1&state=s1'))).toEqual({ code: 'c1', state: 's1' });
  });

  it('is none without both the code and the state', () => {
    expect(partnerAnswerOf(new URLSearchParams('code=c1'))).toBeNull();
    expect(partnerAnswerOf(new URLSearchParams('state=s1'))).toBeNull();
    expect(partnerAnswerOf(new URLSearchParams('flow=spotify'))).toBeNull();
  });
});
