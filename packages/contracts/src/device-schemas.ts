import { z } from 'zod';
import { DEVICE_FLOW, DEVICE_TOKEN_ERRORS, DEVICE_STATUSES } from './device.ts';

/**
 * The schemas of device.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

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

export const oauthErrorSchema = z.object({
  error: z.enum(DEVICE_TOKEN_ERRORS),
  error_description: z.string().optional(),
});

export type OAuthError = z.infer<typeof oauthErrorSchema>;

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
