import type { Client, JsonValue } from '@openfeature/web-sdk';
import { FLAG_DEFAULTS } from '@stat/contracts';
import type { FlagKey, Flags } from '@stat/contracts';
import { flagContext, getDeviceId } from './device-id.ts';

let client: Client | null = null;

/**
 * Creates the feature-flag client: the OFREP provider on our own origin, with the device id as
 * targeting key and its bucket in the context. The SDK is its own chunk, loaded after the first
 * render (main.tsx) unless a first-screen rule needs a flag (start-app.ts). A flag service
 * failure leaves the defaults.
 */
export async function initFlags(deviceId: string, origin: string = location.origin): Promise<void> {
  const [{ OpenFeature }, { OFREPWebProvider }] = await Promise.all([
    import('@openfeature/web-sdk'),
    import('@openfeature/ofrep-web-provider'),
  ]);
  await OpenFeature.setContext(flagContext(deviceId));
  // network-first: a stale cached evaluation must not decide the access rules.
  await OpenFeature.setProviderAndWait(new OFREPWebProvider({ baseUrl: origin, cacheMode: 'network-first' }));
  client = OpenFeature.getClient();
}

let starting: Promise<void> | undefined;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Starts the flag client once; resolves when it is ready or has failed (defaults then). */
export function startFlags(): Promise<void> {
  starting ??= initFlags(getDeviceId())
    .catch((error: unknown) => console.warn('Feature flags unavailable, using defaults', error))
    .finally(markReady);
  return starting;
}

/**
 * Resolves once the flag client has started (or failed to, leaving the defaults), without
 * starting it: main.tsx starts it after the first screen, start-up earlier when a rule needs it.
 */
export function whenFlagsReady(): Promise<void> {
  return ready;
}

/**
 * The flags a server-rendered page was rendered with: the server's (each render its own) while it
 * renders, the document's in the browser until the flag client starts, so that hydration reads
 * what the server read.
 */
let renderedFlags: () => Partial<Flags> | undefined = () => undefined;

/** Where getFlag reads the rendered page's flags from (entry-server.tsx on the server, main.tsx in the browser). */
export function setRenderedFlags(source: () => Partial<Flags> | undefined): void {
  renderedFlags = source;
}

/**
 * The current value of a flag: the flag client's; before it starts, the value the page was
 * rendered with; without either, its section-9 default.
 */
export function getFlag<K extends FlagKey>(key: K): Flags[K] {
  const fallback = (renderedFlags()?.[key] ?? FLAG_DEFAULTS[key]) as Flags[K];
  if (!client) return fallback;
  if (typeof fallback === 'boolean') return client.getBooleanValue(key, fallback) as Flags[K];
  const value = client.getObjectValue(key, fallback as JsonValue);
  return (Array.isArray(value) ? value : fallback) as Flags[K];
}
