import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateDeviceAnswerSchema,
  activateDeviceRequestSchema,
  activatePlatformsSchema,
  API_MESSAGES,
  apiErrorResponseSchema,
  DEVICE_FLOW,
  deviceIdSchema,
  devicesSchema,
  emptyObjectSchema,
  ERROR_CODES,
  MESSAGES,
  normalizeUserCode,
  type ActivatePlatform,
  type Device,
  type DeviceId,
  type User,
} from '@stat/contracts';
import type { DeviceRow } from '../../db/schema.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { createSignInFailuresRepository } from '../sign-in/sign-in-failures-repository.ts';
import type { Providers } from '../providers/load-providers.ts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';

export interface DevicesRoutesOptions {
  /** The guess windows' clock; tests move it. */
  now?: () => Date;
}

function toDevice(row: DeviceRow): Device {
  return {
    id: row.id as DeviceId,
    name: row.name,
    platform: row.platform,
    activatedAt: row.activatedAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

/** The devices this viewer may activate: their provider's, or the file's defaults without one (ott). */
function activatablePlatforms(providers: Providers, user: User): readonly ActivatePlatform[] {
  const provider = user.msoId === null ? undefined : providers.get(user.msoId);
  return (provider?.data ?? providers.defaults).platforms.activate;
}

const invalidCode = (reply: FastifyReply) => sendApiError(reply, 400, { code: ERROR_CODES.deviceCodeInvalid, body: MESSAGES.activationFailed });

// Browser-only calls: a TV's bearer token is refused like a cross-site call.
const browserErrors = {
  ...stateChangingErrorResponses,
  403: apiErrorResponseSchema.describe("Refused: not a same-origin call from the STAT app (CSRF), or a TV's bearer token: error.request.forbidden"),
  ...signedOutResponse,
};

/**
 * The viewer's side of device activation (shell spec sections 4-5, streaming spec section 7):
 * `device/activate/{code}` approves a TV's code, `devices` lists the activated TVs and removes
 * them all, `device/deauthorize/{id}` removes one. Removing a device signs it out at once. All
 * are the session user's, browser only (docs/decisions.md, "Device activation").
 */
const devicesRoutes: FastifyPluginAsyncZod<DevicesRoutesOptions> = async (app, opts) => {
  const devices = app.devicesRepository;
  const authorizations = app.deviceAuthorizationsRepository;
  const guesses = createSignInFailuresRepository(app.database.db, opts.now);

  app.post(
    '/api/device/activate/:code',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['devices'],
        summary: "Activate the TV showing this code (RFC 8628's user code: any case, dash optional) on the viewer's account",
        params: z.object({ code: z.string().describe('The code the TV shows, e.g. BCDF-GHJK') }),
        body: activateDeviceRequestSchema,
        response: {
          200: activateDeviceAnswerSchema,
          ...browserErrors,
          400: apiErrorResponseSchema.describe(
            'Malformed body (error.request.invalid); a code that is malformed, unknown, expired, used or of another platform ' +
              '(error.device.invalidCode); a platform the provider does not support (error.device.unsupported)',
          ),
          403: apiErrorResponseSchema.describe(
            'CSRF or a bearer token (error.request.forbidden); a viewer who has not finished setting up the account (error.playback.notAuthorized)',
          ),
          409: apiErrorResponseSchema.describe(`The account has ${DEVICE_FLOW.maxDevices} devices already: error.device.deviceLimit.LID`),
          429: apiErrorResponseSchema.describe('Too many wrong codes from this session or address (error.device.tooManyAttempts), or the rate limit'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      if (!user.registered) {
        return sendApiError(reply, 403, { code: ERROR_CODES.playbackNotAuthorized, body: API_MESSAGES.playbackNotAuthorized });
      }
      // RFC 8628 section 5.1: a code is 34 bits, so guesses are counted per session and per address.
      const sessionKey = `device-session:${request.session!.id}`;
      const limits = [
        { key: sessionKey, limit: DEVICE_FLOW.guesses.perSession },
        { key: `device-address:${request.ip}`, limit: DEVICE_FLOW.guesses.perAddress },
      ];
      if (await guesses.isAnyBlocked(limits)) {
        return sendApiError(reply, 429, { code: ERROR_CODES.deviceGuessesExceeded, body: API_MESSAGES.deviceGuessesExceeded });
      }
      const wrongCode = async () => {
        await guesses.recordEach(limits);
        return invalidCode(reply);
      };

      const code = normalizeUserCode(request.params.code);
      const pending = code === null ? null : await authorizations.findPending(code);
      if (!pending) return wrongCode();
      // The TV's own platform decides: a device the provider does not support is refused as such,
      // whatever the viewer selected, and the TV hears access_denied.
      const platform = activatablePlatforms(app.providers, user).find((one) => one.platform === pending.clientId);
      if (!platform) {
        await authorizations.deny(pending.id);
        return sendApiError(reply, 400, { code: ERROR_CODES.deviceUnsupported, body: MESSAGES.activationDeviceUnsupported });
      }
      // Another platform than the TV's: not the device the viewer thinks (RFC 8628 section 5.4).
      if (pending.clientId !== request.body.platform) return wrongCode();
      const device = { tveUserId: user.tveUserId, platform: platform.platform, name: platform.displayName };
      const outcome = await authorizations.approve(pending.id, device, DEVICE_FLOW.maxDevices);
      if (outcome === 'deviceLimit') return sendApiError(reply, 409, { code: ERROR_CODES.deviceLimit, body: API_MESSAGES.deviceLimit });
      // Approved by a concurrent call meanwhile: a used code.
      if (outcome === 'notPending') return wrongCode();
      await guesses.clear(sessionKey);
      request.log.info({ platform: device.platform }, 'device activated');
      return { deviceStatus: 'REGISTERED_ACTIVE' as const };
    },
  );

  app.get(
    '/api/device/platforms',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['devices'],
        summary: "The devices this viewer may activate: their TV provider's platforms.activate, or the service's own without one (ott)",
        response: { 200: activatePlatformsSchema, ...browserErrors },
      },
    },
    async (request) => {
      const { user } = request.signedInViewer();
      return { activate: [...activatablePlatforms(app.providers, user)] };
    },
  );

  app.get(
    '/api/devices',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['devices'],
        summary: "The viewer's activated devices, newest first",
        querystring: z.object({
          downloaders: z.string().max(8).optional().describe("Sent by the spec's call as downloaders=1; every activated device is listed"),
        }),
        response: { 200: devicesSchema, ...browserErrors },
      },
    },
    async (request) => {
      const { user } = request.signedInViewer();
      return { devices: (await devices.list(user.tveUserId)).map(toDevice) };
    },
  );

  app.delete(
    '/api/device/deauthorize/:id',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['devices'],
        summary: "Remove one of the viewer's devices: its token stops working at once",
        params: z.object({ id: deviceIdSchema }),
        response: {
          200: emptyObjectSchema,
          ...browserErrors,
          404: apiErrorResponseSchema.describe('Not a device of this account: error.device.notfound'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      if (!(await devices.remove(user.tveUserId, request.params.id))) {
        return sendApiError(reply, 404, { code: ERROR_CODES.deviceNotFound, body: API_MESSAGES.deviceNotFound });
      }
      return {};
    },
  );

  app.delete(
    '/api/devices',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['devices'],
        summary: "Remove all of the viewer's devices: their tokens stop working at once",
        response: { 200: emptyObjectSchema, ...browserErrors },
      },
    },
    async (request) => {
      const { user } = request.signedInViewer();
      await devices.removeAll(user.tveUserId);
      return {};
    },
  );
};
export default devicesRoutes;
