import { createContext, useContext } from 'react';

/** The parts of User-Agent Client Hints we read; not yet in TypeScript's DOM lib. */
interface NavigatorUAData {
  mobile: boolean;
}

/** What tells a phone or tablet apart: the user agent, the client hint, the touch points. */
export interface DeviceSignals {
  userAgent: string;
  /** UA-CH `mobile` (navigator.userAgentData, or the Sec-CH-UA-Mobile header); undefined when not sent. */
  mobileHint?: boolean;
  /** Only a browser knows them (iPadOS); undefined on the server. */
  maxTouchPoints?: number;
}

// Tablets count as mobile: UA-CH `mobile` is false on Android tablets, so a false there still
// goes through the user-agent test.
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle|BlackBerry|IEMobile|Opera Mini/i;

/** True on phones and tablets, from what the browser (or its request) says of itself. */
export function isMobileAgent({ userAgent, mobileHint, maxTouchPoints = 0 }: DeviceSignals): boolean {
  if (mobileHint) return true;
  if (MOBILE_UA.test(userAgent)) return true;
  // iPadOS reports a desktop Safari user agent; its touch points give it away.
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** True on phones and tablets (client hints when the browser has them, else the user agent). */
export function isMobileDevice(nav: Navigator = navigator): boolean {
  const uaData = (nav as Navigator & { userAgentData?: NavigatorUAData }).userAgentData;
  return isMobileAgent({ userAgent: nav.userAgent, mobileHint: uaData?.mobile, maxTouchPoints: nav.maxTouchPoints });
}

/**
 * Whether the device is mobile, given to the tree: the server renders a page for the device its
 * request names (there is no navigator there), and the browser hydrates it with the same answer.
 */
const MobileDeviceContext = createContext<boolean | null>(null);
export const MobileDeviceProvider = MobileDeviceContext.Provider;

let cached: boolean | undefined;

/** Whether this device is a phone or tablet; the answer cannot change while the page lives. */
export function useIsMobile(): boolean {
  const given = useContext(MobileDeviceContext);
  if (given !== null) return given;
  cached ??= isMobileDevice();
  return cached;
}
