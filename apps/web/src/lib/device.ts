/** The parts of User-Agent Client Hints we read; not yet in TypeScript's DOM lib. */
interface NavigatorUAData {
  mobile: boolean;
}

// Tablets count as mobile: UA-CH `mobile` is false on Android tablets, so a false there still
// goes through the user-agent test.
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle|BlackBerry|IEMobile|Opera Mini/i;

/** True on phones and tablets (client hints when the browser has them, else the user agent). */
export function isMobileDevice(nav: Navigator = navigator): boolean {
  const uaData = (nav as Navigator & { userAgentData?: NavigatorUAData }).userAgentData;
  if (uaData?.mobile) return true;
  if (MOBILE_UA.test(nav.userAgent)) return true;
  // iPadOS reports a desktop Safari user agent; its touch points give it away.
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}

let cached: boolean | undefined;

/** Whether this device is a phone or tablet; the answer cannot change while the page lives. */
export function useIsMobile(): boolean {
  cached ??= isMobileDevice();
  return cached;
}
