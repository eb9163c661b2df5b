import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, drmFormatSchema, ERROR_CODES, PPV_TEST_CLIP_SECONDS, ppvReadinessWindow, ppvTestStreamSchema, type PpvTestStream } from '@stat/contracts';
import type { PpvStore } from '../ppv/ppv-store.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';
import { speedTestUris, streamNeedsOf, testClipOf } from './ppv-test-clip.ts';
import { licenceEndpointOf } from './stream-details.ts';

/**
 * Test streams a minute per address: a viewer runs the check a few times; a household or an
 * office behind one address a few dozen. Each answer costs a token and a media index read.
 */
export const TEST_STREAMS_PER_ADDRESS = { name: 'ppv-test-stream', max: 30, windowMs: 60_000 };

/**
 * GET /api/ppv/test-stream/format/{fmt}: the readiness check's 20-second test clip, packaged
 * like the event (the same ladder, cenc encryption with a key of its own) with a licence URL on
 * the same licence server, whose token opens the test clip's key and nothing else. Open to
 * anyone, signed out too, while the check is (pre to the end of live); limited per address.
 * The token is bound to the session: no-store.
 */
const ppvTestStreamRoutes: FastifyPluginAsyncZod<{ ppvStore: PpvStore }> = async (app, { ppvStore }) => {
  const { playback } = app;
  const limited = app.limitPerAddress(TEST_STREAMS_PER_ADDRESS);
  const base = `${playback.mediaBaseUrl}/ppv-test`;

  app.get(
    '/api/ppv/test-stream/format/:fmt',
    {
      onRequest: limited,
      schema: {
        tags: ['ppv'],
        summary: 'The readiness check’s test stream: manifests, a licence URL for the test clip only, what the event’s stream needs',
        params: z.object({ fmt: drmFormatSchema }),
        querystring: z.strictObject({}),
        response: {
          200: ppvTestStreamSchema,
          ...commonErrorResponses,
          400: apiErrorResponseSchema.describe('A bad format, or a DRM system not configured here (error.drm.formatUnsupported)'),
          403: apiErrorResponseSchema.describe('The check is closed: after the live broadcast (error.ppv.readinessClosed)'),
          404: apiErrorResponseSchema.describe('The media pipeline has made no programme clip here (error.notfound)'),
          429: apiErrorResponseSchema.describe(`More than ${TEST_STREAMS_PER_ADDRESS.max} test streams a minute from this address: error.request.rateLimited`),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (ppvReadinessWindow(ppvStore.current(playback.now()).phase) !== 'open') {
        return sendApiError(reply, 403, { code: ERROR_CODES.ppvReadinessClosed, body: API_MESSAGES.ppvReadinessClosed });
      }
      const format = request.params.fmt;
      const endpoint = licenceEndpointOf(playback.drm, format);
      if (!endpoint) return sendApiError(reply, 400, { code: ERROR_CODES.drmFormatUnsupported, body: API_MESSAGES.drmFormatUnsupported });
      // A server whose media is not made here (no media.json) has no clip either: the 404, not a 500.
      const index = await playback.library.index().catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      const clip = index && testClipOf(index);
      if (!clip) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
      const token = playback.tokens.issue({ kind: 'ppvTest' }, request.session?.id ?? null);
      return {
        format,
        uri: `${base}/manifest.mpd`,
        sdUri: `${base}/sd.mpd`,
        licenseUrl: `${endpoint.licenseUrl}?token=${encodeURIComponent(token)}`,
        certificateUrl: endpoint.certificateUrl,
        durationSeconds: PPV_TEST_CLIP_SECONDS,
        needs: streamNeedsOf(clip),
        speedTestUris: speedTestUris(base, clip),
      } satisfies PpvTestStream;
    },
  );
};
export default ppvTestStreamRoutes;
