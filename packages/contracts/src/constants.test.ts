import { describe, expect, it } from 'vitest';
import { deviceBucket } from './constants.ts';
import { visitorState } from './user-helpers.ts';

describe('deviceBucket', () => {
  it('is the sum of character codes mod 100', () => {
    // 'a' = 97, 'b' = 98: 195 mod 100
    expect(deviceBucket('ab')).toBe(95);
    expect(deviceBucket('')).toBe(0);
  });
});

describe('visitorState', () => {
  it('tells the three visitor states apart', () => {
    expect(visitorState(null)).toBe('signedOut');
    expect(visitorState({ tveUserId: 'u1', isAuthorized: false })).toBe('unauthorized');
    expect(visitorState({ tveUserId: 'u1', isAuthorized: true })).toBe('authorized');
  });
});
