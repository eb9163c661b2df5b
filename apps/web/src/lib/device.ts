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

/**
 * The device a page is drawn for: whether it is a phone or tablet, and what the page may read of
 * it (the app store to offer). The server draws for the device its request names (there is no
 * navigator there; touch points unknown), the browser hydrates with its own: both read this.
 */
export interface Device {
  mobile: boolean;
  userAgent: string;
  maxTouchPoints: number;
}

export function deviceOf(signals: DeviceSignals): Device {
  return { mobile: isMobileAgent(signals), userAgent: signals.userAgent, maxTouchPoints: signals.maxTouchPoints ?? 0 };
}

/** This browser's device (client hints when the browser has them, else the user agent). */
export function browserDevice(nav: Navigator = navigator): Device {
  const uaData = (nav as Navigator & { userAgentData?: NavigatorUAData }).userAgentData;
  return deviceOf({ userAgent: nav.userAgent, mobileHint: uaData?.mobile, maxTouchPoints: nav.maxTouchPoints });
}

/** True on phones and tablets: this browser's device. */
export function isMobileDevice(nav: Navigator = navigator): boolean {
  return browserDevice(nav).mobile;
}

const DeviceContext = createContext<Device | null>(null);
export const DeviceProvider = DeviceContext.Provider;

let cached: Device | undefined;

/** The device the page is drawn for; the answer cannot change while the page lives. */
export function useDevice(): Device {
  const given = useContext(DeviceContext);
  if (given !== null) return given;
  cached ??= browserDevice();
  return cached;
}

/** Whether the page is drawn for a phone or tablet. */
export function useIsMobile(): boolean {
  return useDevice().mobile;
}
