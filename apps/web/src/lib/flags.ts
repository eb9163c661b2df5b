import { useSyncExternalStore } from 'react';
import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import type { JsonValue } from '@openfeature/web-sdk';
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { FLAG_DEFAULTS } from '@stat/contracts';
import type { FlagKey, Flags } from '@stat/contracts';
import { flagContext } from './device-id.ts';

const client = OpenFeature.getClient();

/**
 * Creates the feature-flag client: the OFREP provider on our own origin, with the device id as
 * targeting key and its bucket in the context. A flag service failure leaves the defaults.
 */
export async function initFlags(deviceId: string, origin: string = location.origin): Promise<void> {
  await OpenFeature.setContext(flagContext(deviceId));
  // network-first: a stale cached evaluation must not decide the first screen's access rules.
  await OpenFeature.setProviderAndWait(new OFREPWebProvider({ baseUrl: origin, cacheMode: 'network-first' }));
}

/** The current value of a flag, its section-9 default when the service has no answer. */
export function getFlag<K extends FlagKey>(key: K): Flags[K] {
  const fallback = FLAG_DEFAULTS[key];
  if (typeof fallback === 'boolean') return client.getBooleanValue(key, fallback) as Flags[K];
  const value = client.getObjectValue(key, fallback as JsonValue);
  return (Array.isArray(value) ? value : fallback) as Flags[K];
}

function subscribe(onChange: () => void): () => void {
  const events = [ProviderEvents.Ready, ProviderEvents.ConfigurationChanged, ProviderEvents.ContextChanged] as const;
  for (const event of events) client.addHandler(event, onChange);
  return () => {
    for (const event of events) client.removeHandler(event, onChange);
  };
}

/** A flag's value that re-renders when the flag service reports a change. */
export function useFlag<K extends FlagKey>(key: K): Flags[K] {
  // Arrays are new objects on each read; compare by content so React sees a stable snapshot.
  const snapshot = useSyncExternalStore(subscribe, () => JSON.stringify(getFlag(key)));
  return JSON.parse(snapshot) as Flags[K];
}
