import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  canPlaySchema,
  channelIdSchema,
  drmFormatSchema,
  ERROR_CODES,
  FIND_LABELS,
  startPlaySchema,
  type AppVariant,
  type ChannelId,
  type DrmFormat,
  type StartPlay,
  type TitleId,
} from '@stat/contracts';
import { titleIdParam } from '../catalogue/catalogue-params.ts';
import type { LicensedContent } from './licence-token.ts';
import { playsHousePreroll, viewerPlan } from './house-preroll.ts';
import { entitlementOf, playableProgram, playableTitle, playRefusal, type PlayableContent, type PlayRefusal } from './play-refusal.ts';
import { isPpvReplay, ppvChannelRefusal, ppvProductId, ppvRefusal } from './ppv-access.ts';
import { newPlayRef } from './play-ref.ts';
import { playingViewerOf, playNoticeOf } from './playing-viewer.ts';
import { deviceNameOf, STREAM_COUNTS_FOR_MS, streamLimitRefusal } from './stream-limit.ts';
import type { OwnStream } from './active-streams-repository.ts';
import { licenceEndpointOf, titleManifests, type LicenceEndpoint } from './stream-details.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

/** The house pre-roll (the pipeline's pre-roll clip), as the adplay calls name it; house-preroll.ts says before which titles. */
export const HOUSE_PREROLL_CREATIVE_ID = 'house-preroll';

const formatRefusal = apiErrorResponseSchema.describe('A bad parameter, or a DRM system not configured here (error.drm.formatUnsupported)');
const refusalResponses = {
  401: apiErrorResponseSchema.describe('Signed out, and the title is not free: error.playback.signInRequired'),
  403: apiErrorResponseSchema.describe(
    'Not registered, a package without the network (stat), no subscription or a lapsed one (ott), above the profile’s rating limits, or not available now: error.playback.*; ' +
      'the pay-per-view channel or replay outside its window (error.ppv.notOpen, error.ppv.over) or to a viewer who has not bought (error.ppv.notBought). Each names its fix (error.fix).',
  ),
  404: apiErrorResponseSchema.describe('No such title: error.notfound'),
};

/** The licence URL of each format, with the play's token; null when that DRM system is not configured. */
function licenceUrlOf(app: FastifyInstance, format: DrmFormat, token: string): LicenceEndpoint | null {
  const endpoint = licenceEndpointOf(app.playback.drm, format);
  return endpoint && { ...endpoint, licenseUrl: `${endpoint.licenseUrl}?token=${encodeURIComponent(token)}` };
}

/**
 * Can-play and start-play (streaming spec section 7, "Live schedule and playback"), for titles
 * and the live channels. Can-play answers whether the viewer may play, or the refusal with its
 * reason; start-play also hands out the manifests, a licence URL whose token is bound to this
 * session and this content, the play's reference for the progress calls, and for a title the
 * house pre-roll where the viewer's plan (or, without one, a free title) calls for it
 * (house-preroll.ts). Personal answers: no-store.
 */
const startPlayRoutes: FastifyPluginAsyncZod<{ variant: AppVariant }> = async (app, { variant }) => {
  const { playback } = app;
  const media = (path: string) => `${playback.mediaBaseUrl}/${path}`;

  /** The session's own stream as the limit's check read it, for the claim that follows: one read per start-play. */
  const ownStreams = new WeakMap<FastifyRequest, OwnStream | null>();

  /** True when there is no refusal; otherwise it is sent. Personal either way: no-store. */
  async function passes(reply: FastifyReply, refusal: PlayRefusal | null): Promise<boolean> {
    reply.header('cache-control', 'no-store');
    if (refusal) await sendApiError(reply, refusal.status, refusal.error);
    return refusal === null;
  }

  /**
   * The account's other devices, when they already play as many streams as it may: refused with
   * them listed (stream-limit.ts). Asked once the content's own rule passed, so a viewer who may
   * not play it anyway is told that first. Signed out, there is no account to count.
   */
  async function streamRefusal(request: FastifyRequest): Promise<PlayRefusal | null> {
    const viewer = await request.viewer();
    if (viewer.kind === 'anonymous' || !request.session) return null;
    const since = new Date(playback.now() - STREAM_COUNTS_FOR_MS);
    const { others, own } = await app.activeStreams.streamsOf(viewer.user.tveUserId, request.session.id, since);
    ownStreams.set(request, own);
    return streamLimitRefusal(others);
  }

  /** True when the viewer may play: no refusal of the content, then none of the stream limit; otherwise the refusal is sent. */
  async function passesAll(request: FastifyRequest, reply: FastifyReply, refusal: PlayRefusal | null): Promise<boolean> {
    return passes(reply, refusal ?? (await streamRefusal(request)));
  }

  /** True when the viewer may play `content`; otherwise the refusal is sent. */
  async function allowed(request: FastifyRequest, reply: FastifyReply, content: PlayableContent): Promise<boolean> {
    return passesAll(request, reply, playRefusal(await playingViewerOf(request), content));
  }

  /** The session's stream is this play now (a signed-in viewer's; a signed-out one has no account to count). */
  async function claimStream(request: FastifyRequest, playing: string): Promise<void> {
    const viewer = await request.viewer();
    if (viewer.kind === 'anonymous' || !request.session) return;
    await app.activeStreams.claim({
      sessionId: request.session.id,
      tveUserId: viewer.user.tveUserId,
      deviceName: deviceNameOf(request.headers['user-agent']),
      playing,
      at: new Date(playback.now()),
    }, ownStreams.get(request) ?? null);
  }

  /** The title and how it plays, if it exists and this viewer may play it; otherwise the answer is sent. */
  async function allowedTitle(request: FastifyRequest, reply: FastifyReply, id: TitleId) {
    const title = await app.playback.titleById(id);
    if (!title) {
      await sendApiError(reply.header('cache-control', 'no-store'), 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.titleNotFound });
      return null;
    }
    const content = playableTitle(title);
    // The event's replay plays by the pay-per-view rule: buyers, from the post phase until the sunset.
    const ok = isPpvReplay(app, title.id)
      ? await passesAll(request, reply, await ppvRefusal(app, await playingViewerOf(request), 'replay', title.titleRating))
      : await allowed(request, reply, content);
    return ok ? { title, content } : null;
  }

  function startPlay(reply: FastifyReply, format: DrmFormat, licensed: LicensedContent, sessionId: string | null, answer: Omit<StartPlay, 'licenseUrl' | 'certificateUrl' | 'refid'>) {
    const licence = licenceUrlOf(app, format, playback.tokens.issue(licensed, sessionId));
    if (!licence) return sendApiError(reply, 400, { code: ERROR_CODES.drmFormatUnsupported, body: API_MESSAGES.drmFormatUnsupported });
    return { ...answer, ...licence, refid: newPlayRef() } satisfies StartPlay;
  }

  /** A channel as entitlement sees it: the program on now decides the rating. */
  async function playableChannel(channel: ChannelId): Promise<PlayableContent> {
    const program = await playback.channels.playingAt(channel, playback.now());
    return program ? playableProgram(program) : { free: false, titleRating: 'NR', available: false };
  }

  /** Whether the viewer may watch `channel` now, or the refusal sent: the pay-per-view channel by its own rule. */
  async function allowedChannel(request: FastifyRequest, reply: FastifyReply, channel: ChannelId): Promise<boolean> {
    if (channel === 'ppv') return passesAll(request, reply, await ppvChannelRefusal(app, await playingViewerOf(request)));
    return allowed(request, reply, await playableChannel(channel));
  }

  /** Start-play of a live channel once allowed: its live manifests; a start of the pay-per-view channel is recorded with its play ref. */
  async function startChannel(request: FastifyRequest, reply: FastifyReply, channel: ChannelId, format: DrmFormat) {
    const answer = await startPlay(reply, format, { kind: 'channel', channel }, request.session?.id ?? null, {
      uri: media(`channels/${channel}/manifest.mpd`),
      sdUri: media(`channels/${channel}/sd.mpd`),
      // Pay-per-view is bought, not free; the subscription's word is the one the contracts have for "paid for".
      entitlement: 'SUBSCRIBER',
      creditMarkerMillis: null,
      countdownMillis: null,
      preroll: null,
    });
    if (!('refid' in answer)) return answer;
    await claimStream(request, FIND_LABELS.channelNames[channel]);
    const viewer = await request.viewer();
    // Only buyers get here for ppv, so the viewer is signed in.
    if (channel === 'ppv' && viewer.kind !== 'anonymous') {
      await app.ppvChannelPlays.start({ tveUserId: viewer.user.tveUserId, productId: ppvProductId(app), playRef: answer.refid, at: new Date(playback.now()) });
    }
    return answer;
  }

  const titleParams = z.object({ id: titleIdParam });

  app.get(
    '/api/title/canplay/title/:id',
    {
      schema: {
        tags: ['playback'],
        summary: 'Whether the viewer may play a title, or why not',
        params: titleParams,
        response: { 200: canPlaySchema, ...refusalResponses, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const allowedPlay = await allowedTitle(request, reply, request.params.id);
      return allowedPlay ? { canPlay: true as const, entitlement: entitlementOf(allowedPlay.content), notice: await playNoticeOf(request) } : reply;
    },
  );

  app.get(
    '/api/title/startplay/title/:id/format/:fmt',
    {
      schema: {
        tags: ['playback'],
        summary: 'Start playing a title: manifests, licence URL, the play’s reference, credit marker',
        params: titleParams.extend({ fmt: drmFormatSchema }),
        response: { 200: startPlaySchema, ...refusalResponses, ...commonErrorResponses, 400: formatRefusal },
      },
    },
    async (request, reply) => {
      const allowedPlay = await allowedTitle(request, reply, request.params.id);
      if (!allowedPlay) return reply;
      const { title, content } = allowedPlay;
      const plan = viewerPlan(app.plans.plans, (await request.viewer()).user);
      const answer = startPlay(reply, request.params.fmt, { kind: 'title', titleId: title.id }, request.session?.id ?? null, {
        ...titleManifests(playback.mediaBaseUrl, title.id),
        entitlement: entitlementOf(content),
        creditMarkerMillis: title.creditMarkerMillis,
        countdownMillis: title.countdownMillis,
        preroll: playsHousePreroll({ variant, plan, free: content.free }) ? { creativeId: HOUSE_PREROLL_CREATIVE_ID, uri: media('preroll/manifest.mpd') } : null,
      });
      if ('refid' in answer) await claimStream(request, title.name);
      return answer;
    },
  );

  const channelParams = z.object({ id: channelIdSchema });

  app.get(
    '/api/channel/canplay/:id',
    {
      schema: {
        tags: ['playback'],
        summary: 'Whether the viewer may watch a live channel now, or why not',
        params: channelParams,
        response: { 200: canPlaySchema, ...refusalResponses, ...commonErrorResponses },
      },
    },
    async (request, reply) =>
      (await allowedChannel(request, reply, request.params.id)) ? { canPlay: true as const, entitlement: 'SUBSCRIBER' as const, notice: await playNoticeOf(request) } : reply,
  );

  app.get(
    '/api/channel/startplay/:id/format/:fmt',
    {
      schema: {
        tags: ['playback'],
        summary: 'Start watching a live channel: its live manifests and licence URL',
        params: channelParams.extend({ fmt: drmFormatSchema }),
        response: { 200: startPlaySchema, ...refusalResponses, ...commonErrorResponses, 400: formatRefusal },
      },
    },
    async (request, reply) => {
      const channel = request.params.id;
      if (!(await allowedChannel(request, reply, channel))) return reply;
      return startChannel(request, reply, channel, request.params.fmt);
    },
  );

  app.get(
    '/api/ppv/channel/startplay/format/:fmt/at/0',
    {
      schema: {
        tags: ['playback', 'ppv'],
        summary: 'Start watching the pay-per-view channel (buyers, from the live phase to the cooldown): its live manifests and licence URL',
        params: z.object({ fmt: drmFormatSchema }),
        response: { 200: startPlaySchema, ...refusalResponses, ...commonErrorResponses, 400: formatRefusal },
      },
    },
    async (request, reply) => {
      if (!(await allowedChannel(request, reply, 'ppv'))) return reply;
      return startChannel(request, reply, 'ppv', request.params.fmt);
    },
  );
};
export default startPlayRoutes;
