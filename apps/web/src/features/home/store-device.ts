import type { Dictionary } from '@stat/contracts';

export type AppStore = keyof Dictionary['appStores'];

// Fire tablets and Kindles run Android, so they are recognised first.
const AMAZON = /Kindle|Silk|KF[A-Z]{2,}|AFT[A-Z]/;
const IOS = /iPhone|iPad|iPod/;
const ANDROID = /Android/;

/**
 * The app stores to offer on this device (shell spec section 9: the store link is chosen by the
 * detected device type): iOS the App Store, Fire and Kindle Amazon, Android Google Play;
 * anything else gets all three.
 */
export function storesForDevice(userAgent: string, maxTouchPoints = 0): AppStore[] {
  if (AMAZON.test(userAgent)) return ['amazon'];
  // iPadOS reports a desktop Safari user agent; its touch points give it away.
  if (IOS.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return ['apple'];
  if (ANDROID.test(userAgent)) return ['google'];
  return ['apple', 'amazon', 'google'];
}
