import { useSyncExternalStore } from 'react';
import type { Client, JsonValue } from '@openfeature/web-sdk';
import { FLAG_DEFAULTS } from '@stat/contracts';
import type { FlagKey, Flags } from '@stat/contracts';
import { flagContext } from './device-id.ts';

let client: Client | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Creates the feature-flag client: the OFREP provider on our own origin, with the device id as
 * targeting key and its bucket in the context. The SDK is loaded here, beside the start-up
 * data, to keep it out of the entry chunk. A flag service failure leaves the defaults.
 */
export async function initFlags(deviceId: string, origin: string = location.origin): Promise<void> {
  const [{ OpenFeature, ProviderEvents }, { OFREPWebProvider }] = await Promise.all([
    import('@openfeature/web-sdk'),
    import('@openfeature/ofrep-web-provider'),
  ]);
  await OpenFeature.setContext(flagContext(deviceId));
  // network-first: a stale cached evaluation must not decide the first screen's access rules.
  await OpenFeature.setProviderAndWait(new OFREPWebProvider({ baseUrl: origin, cacheMode: 'network-first' }));
  client = OpenFeature.getClient();
  for (const event of [ProviderEvents.ConfigurationChanged, ProviderEvents.ContextChanged]) client.addHandler(event, notify);
  notify();
}

/** The current value of a flag; its section-9 default before or without the flag service. */
export function getFlag<K extends FlagKey>(key: K): Flags[K] {
  const fallback = FLAG_DEFAULTS[key];
  if (!client) return fallback;
  if (typeof fallback === 'boolean') return client.getBooleanValue(key, fallback) as Flags[K];
  const value = client.getObjectValue(key, fallback as JsonValue);
  return (Array.isArray(value) ? value : fallback) as Flags[K];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A flag's value that re-renders when the flag service reports a change. */
export function useFlag<K extends FlagKey>(key: K): Flags[K] {
  // Arrays are new objects on each read; compare by content so React sees a stable snapshot.
  const snapshot = useSyncExternalStore(subscribe, () => JSON.stringify(getFlag(key)));
  return JSON.parse(snapshot) as Flags[K];
}
