import { z } from 'zod';

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

/** A TV platform id, as `platforms.activate` and a TV app's `client_id` name it. */
export const platformIdSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/);

/** POST /api/device/code (RFC 8628 section 3.1, form-encoded): the TV app names its platform. */
export const deviceAuthorizationRequestSchema = z.object({
  client_id: platformIdSchema,
  scope: z.string().max(200).optional(),
});

/** RFC 8628 section 3.2. */
export const deviceAuthorizationSchema = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.url(),
  verification_uri_complete: z.url(),
  expires_in: z.number().int().positive(),
  interval: z.number().int().positive(),
});
export type DeviceAuthorization = z.infer<typeof deviceAuthorizationSchema>;

/** POST /api/device/token (RFC 8628 section 3.4, form-encoded). */
export const deviceTokenRequestSchema = z.object({
  grant_type: z.literal(DEVICE_FLOW.grantType),
  device_code: z.string().min(1).max(200),
  client_id: platformIdSchema,
});

/** RFC 6749 section 5.1: the TV's bearer token, good until the viewer removes the device. */
export const deviceTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
});
export type DeviceToken = z.infer<typeof deviceTokenSchema>;

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
export const oauthErrorSchema = z.object({
  error: z.enum(DEVICE_TOKEN_ERRORS),
  error_description: z.string().optional(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

/** Device statuses the activation answers; only REGISTERED_ACTIVE is a success (streaming spec section 4). */
export const DEVICE_STATUSES = ['REGISTERED_ACTIVE', 'REGISTERED_INACTIVE', 'UNREGISTERED'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** POST /api/device/activate/{code}: the device the viewer chose in the device select. */
export const activateDeviceRequestSchema = z.object({ platform: platformIdSchema });
export const activateDeviceAnswerSchema = z.object({ deviceStatus: z.enum(DEVICE_STATUSES) });
export type ActivateDeviceAnswer = z.infer<typeof activateDeviceAnswerSchema>;

/** GET /api/device/platforms: the devices the viewer may activate (their provider's, or the service's own on ott). */
export const activatePlatformsSchema = z.object({ activate: z.array(z.object({ displayName: z.string().min(1), platform: platformIdSchema })) });

export const deviceIdSchema = z.uuid().brand<'DeviceId'>();
export type DeviceId = z.infer<typeof deviceIdSchema>;

/** One of the viewer's activated devices (GET devices). */
export const deviceSchema = z.object({
  id: deviceIdSchema,
  /** The platform's display name from `platforms.activate`, or the platform id. */
  name: z.string(),
  platform: platformIdSchema,
  activatedAt: z.iso.datetime(),
  /** When the device last called the API with its token. */
  lastUsedAt: z.iso.datetime(),
});
export type Device = z.infer<typeof deviceSchema>;
export const devicesSchema = z.object({ devices: z.array(deviceSchema) });
export type Devices = z.infer<typeof devicesSchema>;
