import { DAY_MS } from '@stat/contracts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** What a landing address says about how the visitor came (shell spec section 4). */
export interface RegistrationMemory {
  coupon?: string;
  flowId?: string;
  partnerId?: string;
  attributionId?: string;
}

const MEMORY_KEYS = ['coupon', 'flowId', 'partnerId', 'attributionId'] as const satisfies readonly (keyof RegistrationMemory)[];

interface StoredRegistrationMemory extends RegistrationMemory {
  savedAt: number;
}

/**
 * Remembers the registration values of a landing address's query for one day. A landing without
 * any of them keeps what an earlier one left; one with some of them replaces it whole, so values
 * of two different campaigns never mix.
 */
export function rememberRegistrationQuery(search: string, now: number = Date.now()): void {
  const query = new URLSearchParams(search);
  const memory: RegistrationMemory = {};
  for (const key of MEMORY_KEYS) {
    const value = query.get(key)?.trim();
    if (value) memory[key] = value;
  }
  if (Object.keys(memory).length === 0) return;
  const stored: StoredRegistrationMemory = { ...memory, savedAt: now };
  try {
    localStorage.setItem(STORAGE_KEYS.registrationMemory, JSON.stringify(stored));
  } catch {
    // Storage may be full or disabled (private mode); the memory is a convenience.
  }
}

/** The remembered values if younger than one day; an expired memory is removed. */
export function readRegistrationMemory(now: number = Date.now()): RegistrationMemory | null {
  let stored: Partial<StoredRegistrationMemory>;
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.registrationMemory);
    if (!raw) return null;
    stored = JSON.parse(raw) as Partial<StoredRegistrationMemory>;
  } catch {
    return null;
  }
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > DAY_MS) {
    try {
      localStorage.removeItem(STORAGE_KEYS.registrationMemory);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
    return null;
  }
  const memory: RegistrationMemory = {};
  for (const key of MEMORY_KEYS) {
    const value = stored[key];
    if (typeof value === 'string') memory[key] = value;
  }
  return memory;
}
