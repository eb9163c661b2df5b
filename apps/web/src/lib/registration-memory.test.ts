import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@stat/contracts';
import { readRegistrationMemory, rememberRegistrationQuery } from './registration-memory.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

beforeEach(() => localStorage.clear());

describe('registration memory', () => {
  it('keeps coupon, flowId, partnerId and attributionId of the landing query for one day', () => {
    rememberRegistrationQuery('?coupon=SAVE10&flowId=f1&partnerId=p2&attributionId=a3&other=x', 1_000);
    expect(STORAGE_KEYS.registrationMemory.startsWith('stat:')).toBe(true);
    expect(readRegistrationMemory(1_000 + DAY_MS)).toEqual({ coupon: 'SAVE10', flowId: 'f1', partnerId: 'p2', attributionId: 'a3' });
  });

  it('forgets them after a day', () => {
    rememberRegistrationQuery('?coupon=SAVE10', 1_000);
    expect(readRegistrationMemory(1_001 + DAY_MS)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.registrationMemory)).toBeNull();
  });

  it('a landing without any of them keeps the earlier memory; one with some replaces it whole', () => {
    rememberRegistrationQuery('?coupon=SAVE10&flowId=f1', 1_000);
    rememberRegistrationQuery('?season=2', 2_000);
    expect(readRegistrationMemory(2_000)).toEqual({ coupon: 'SAVE10', flowId: 'f1' });
    rememberRegistrationQuery('?partnerId=p9', 3_000);
    expect(readRegistrationMemory(3_000)).toEqual({ partnerId: 'p9' });
  });

  it('reads nothing from a broken entry', () => {
    localStorage.setItem(STORAGE_KEYS.registrationMemory, '{not json');
    expect(readRegistrationMemory()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.registrationMemory, JSON.stringify({ coupon: 'x' }));
    expect(readRegistrationMemory()).toBeNull();
  });
});
