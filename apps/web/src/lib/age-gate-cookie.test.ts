import { afterEach, describe, expect, it } from 'vitest';
import { ageGateCookieName } from '@stat/contracts';
import { readAgeGate, writeAgeGate } from './age-gate-cookie.ts';

afterEach(() => {
  document.cookie = `${ageGateCookieName('user-1')}=; Max-Age=0; Path=/`;
});

describe('age-gating cookie', () => {
  it('writes and reads back {isPiiEntered, isLegal} per user', () => {
    expect(readAgeGate('user-1')).toBeNull();
    writeAgeGate('user-1', { isPiiEntered: true, isLegal: false });
    expect(document.cookie).toContain('user-age-gating-user-1=');
    expect(readAgeGate('user-1')).toEqual({ isPiiEntered: true, isLegal: false });
    expect(readAgeGate('user-2')).toBeNull();
  });

  it('ignores a value that is not the record', () => {
    document.cookie = `${ageGateCookieName('user-1')}=${encodeURIComponent('{"isLegal":"yes"}')}; Path=/`;
    expect(readAgeGate('user-1')).toBeNull();
    document.cookie = `${ageGateCookieName('user-1')}=%7Bbroken; Path=/`;
    expect(readAgeGate('user-1')).toBeNull();
  });
});
