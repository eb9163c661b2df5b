import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES, ERROR_CODES } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import type { PpvStore } from '../ppv/ppv-store.ts';

/** The pay-per-view channel's media, which the ppv channel serves (areas/playback). */
export const PPV_CHANNEL_MEDIA_PREFIX = '/media/channels/ppv/';

/**
 * The incident switch's effect on the channel: while an incident is open, every answer under the
 * channel's media prefix is a 503, as a real outage would be (players retry, then fail), before
 * any route runs. A buyer's request refused so is recorded as a start our side failed
 * (ppv_channel_plays.failed_by_us, once per account and window), which the credits count.
 */
const ppvIncidentHook: FastifyPluginAsync<{ ppvStore: PpvStore; now?: () => number }> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(PPV_CHANNEL_MEDIA_PREFIX)) return;
    const at = now();
    const current = opts.ppvStore.current(at);
    const { incident } = current;
    if (!incident) return;
    // Media are not API routes: the session is not loaded for them unless asked (plugins/sessions.ts).
    await request.loadSession(reply);
    const viewer = await request.viewer();
    if (viewer.user && (await app.ppvPurchases.hasBought(viewer.user.tveUserId, current.event.productId))) {
      await app.ppvCredits.recordRefusedStart(viewer.user.tveUserId, current.event.productId, incident.startedAt, at);
    }
    reply.header('cache-control', 'no-store').header('retry-after', '5');
    return sendApiError(reply, 503, { code: ERROR_CODES.ppvIncident, body: API_MESSAGES.ppvIncident });
  });
};
export default fp(ppvIncidentHook, { name: 'ppv-incident-hook', dependencies: ['ppv-credits-repository', 'ppv-purchases-repository'] });
