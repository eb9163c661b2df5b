import { deviceBucket } from '@stat/contracts';
import type { FlagContext } from '@stat/contracts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { VARIANT } from './variant.ts';

let memoryId: string | undefined;

/** This browser's device id: a random UUID kept in localStorage (in memory when storage is off). */
export function getDeviceId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const stored = storage?.getItem(STORAGE_KEYS.deviceId);
    if (stored) return stored;
    const id = crypto.randomUUID();
    storage?.setItem(STORAGE_KEYS.deviceId, id);
    return id;
  } catch {
    memoryId ??= crypto.randomUUID();
    return memoryId;
  }
}

/** The feature-flag targeting context for a device. */
export function flagContext(deviceId: string): FlagContext {
  return { targetingKey: deviceId, deviceBucket: deviceBucket(deviceId), variant: VARIANT };
}
