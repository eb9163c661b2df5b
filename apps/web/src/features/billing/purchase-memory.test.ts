import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@stat/contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { forgetPurchase, readPurchaseMemory, rememberPurchase } from './purchase-memory.ts';

const choice = { purchaseType: 'subscription' as const, productCode: 'STAT_PREMIUM_MONTHLY', addOns: ['NORTHSTAR_PLUS'], couponCode: 'WELCOME50' };

beforeEach(() => localStorage.clear());

describe('purchase memory', () => {
  it('keeps the plan, add-ons and coupon for one day, under the product prefix', () => {
    rememberPurchase(choice, 1_000);
    expect(STORAGE_KEYS.purchaseMemory.startsWith('stat:')).toBe(true);
    expect(readPurchaseMemory(1_000 + DAY_MS)).toEqual(choice);
  });

  it('forgets it after a day, and when bought', () => {
    rememberPurchase(choice, 1_000);
    expect(readPurchaseMemory(1_001 + DAY_MS)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.purchaseMemory)).toBeNull();
    rememberPurchase(choice, 1_000);
    forgetPurchase();
    expect(readPurchaseMemory(1_000)).toBeNull();
  });

  it('reads nothing from a broken entry, and removes it', () => {
    localStorage.setItem(STORAGE_KEYS.purchaseMemory, '{not json');
    expect(readPurchaseMemory()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.purchaseMemory)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.purchaseMemory, JSON.stringify({ ...choice, productCode: 'not a code', savedAt: Date.now() }));
    expect(readPurchaseMemory()).toBeNull();
  });
});
