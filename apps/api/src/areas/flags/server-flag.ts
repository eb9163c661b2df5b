import type { FlagStore } from './flag-store.ts';
import { evaluateFlag } from './evaluate-flag.ts';

/**
 * A boolean flag as the server reads it for itself, from the same file the web app reads through
 * OFREP (so the buy button and the purchase call agree): `fallback` when the flag is missing,
 * disabled or not a boolean.
 */
export function booleanFlag(store: FlagStore, key: string, fallback: boolean): boolean {
  const result = evaluateFlag(store.current(), key, {});
  return 'value' in result && typeof result.value === 'boolean' ? result.value : fallback;
}
