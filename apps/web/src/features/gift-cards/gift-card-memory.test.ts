import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@stat/contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { forgetGiftCard, readGiftCard, rememberGiftCard } from './gift-card-memory.ts';

beforeEach(() => localStorage.clear());

describe('gift card memory', () => {
  it('keeps the code for one day, under the product prefix', () => {
    rememberGiftCard('STAT-GIFT-0005', 1_000);
    expect(STORAGE_KEYS.giftCard.startsWith('stat:')).toBe(true);
    expect(readGiftCard(1_000 + DAY_MS)).toBe('STAT-GIFT-0005');
  });

  it('forgets it after a day, and once redeemed', () => {
    rememberGiftCard('STAT-GIFT-0005', 1_000);
    expect(readGiftCard(1_001 + DAY_MS)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.giftCard)).toBeNull();
    rememberGiftCard('STAT-GIFT-0005', 1_000);
    forgetGiftCard();
    expect(readGiftCard(1_000)).toBeNull();
  });

  it('reads nothing from a broken entry, and removes it', () => {
    localStorage.setItem(STORAGE_KEYS.giftCard, '{not json');
    expect(readGiftCard()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.giftCard, JSON.stringify({ code: 'not a code!', savedAt: Date.now() }));
    expect(readGiftCard()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.giftCard)).toBeNull();
  });
});
