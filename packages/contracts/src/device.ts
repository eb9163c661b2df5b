
/**
 * Device activation: the OAuth 2.0 Device Authorization Grant (RFC 8628) a TV app runs, the
 * web's `POST device/activate/{code}` that approves it (shell spec sections 3-5, streaming spec
 * sections 4 and 7), and the viewer's list of activated devices (docs/decisions.md, "Device
 * activation").
 */

/** RFC 8628 section 6.1: 20 consonants, no vowels (no words), none that look alike. */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';

/** 8 letters of 20: about 34 bits, shown `XXXX-XXXX`. */
export const USER_CODE_LENGTH = 8;

/** The device flow's constants: the code's life, the polling interval and slow_down's step. */
export const DEVICE_FLOW = {
  grantType: 'urn:ietf:params:oauth:grant-type:device_code',
  expiresInSeconds: 900,
  intervalSeconds: 5,
  /** RFC 8628 section 3.5: every `slow_down` adds 5 s to the interval the device must keep. */
  slowDownSeconds: 5,
  /** How many devices one account may have activated (`error.device.deviceLimit.LID` beyond). */
  maxDevices: 10,
  /**
   * Wrong codes allowed in 15 minutes before activation waits (RFC 8628 section 5.1): per session,
   * and more per address, which a household or an office shares.
   */
  guesses: { perSession: { max: 10, windowMs: 15 * 60_000 }, perAddress: { max: 30, windowMs: 15 * 60_000 } },
} as const;

/**
 * The code as the viewer typed it, in canonical form: case does not matter and the dash (or
 * any space) is optional. Null when it cannot be a code at all.
 */
export function normalizeUserCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== USER_CODE_LENGTH) return null;
  return [...code].every((letter) => USER_CODE_ALPHABET.includes(letter)) ? code : null;
}

/** `BCDFGHJK` as the TV shows it: `BCDF-GHJK`. */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** RFC 8628 section 3.5 and RFC 6749 section 5.2: what a poll answers until the tokens. */
export const DEVICE_TOKEN_ERRORS = [
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
] as const;

export type DeviceTokenError = (typeof DEVICE_TOKEN_ERRORS)[number];

/** Device statuses the activation answers; only REGISTERED_ACTIVE is a success (streaming spec section 4). */
export const DEVICE_STATUSES = ['REGISTERED_ACTIVE', 'REGISTERED_INACTIVE', 'UNREGISTERED'] as const;

export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
