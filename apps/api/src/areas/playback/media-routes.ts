import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, channelIdSchema, ERROR_CODES, PPV_TEST_CLIP_SECONDS, titleIdSchema, type ChannelId, type ScheduleProgram, type TitleId } from '@stat/contracts';
import {
  clipForTitle,
  encryptSegment,
  liveManifest,
  loopedSegment,
  loopWebVtt,
  protectInitSegment,
  segmentCount,
  shiftSegmentTime,
  vodManifest,
  type MediaClip,
} from '@stat/media';
import { titleIdParam } from '../catalogue/catalogue-params.ts';
import { LIVE_DVR_SECONDS } from './channel-programs.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { uncountedRoutes } from '../../plugins/request-limit.ts';
import type { ContentKey } from './content-keys-repository.ts';
import { TEST_CLIP_SEGMENTS, testClipKeyScope, testClipOf } from './ppv-test-clip.ts';

/** How often a live player fetches the manifest again: often enough to meet schedule changes quickly. */
const LIVE_UPDATE_SECONDS = 10;
const SEGMENT_FILE = /^(\d{1,6})\.m4s$/;
const CAPTIONS_FILE = /^captions-([a-z]{2})\.vtt$/;
const MANIFESTS = new Set(['manifest.mpd', 'sd.mpd']);

const DASH = 'application/dash+xml';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The media origin (the embedded default of MEDIA_BASE_URL): every title's and channel's DASH
 * presentation, packaged on request from the pipeline's clear clips. A title loops its clip
 * to its own length; each title (and each program on each channel) is encrypted with its own
 * key. Nothing here is personal: encrypted media and manifests are public and cacheable, and
 * the keys are only in licences.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Manifests and segments do not count toward the request limit: a playing stream fetches one
  // every few seconds, and a household's streams must not lock out its browsing.
  uncountedRoutes(app);
  const { playback } = app;
  const { library } = playback;

  const notFound = (reply: FastifyReply) => sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
  const clipOf = async (titleId: number) => clipForTitle(titleIdSchema.parse(titleId), await library.index());
  const tracksOf = (clip: MediaClip) => [...clip.video, ...clip.audio];

  /** A track's init segment, protected with `key` (or clear for the pre-roll). */
  async function initSegment(reply: FastifyReply, clip: MediaClip, track: string, key: ContentKey | null) {
    if (!tracksOf(clip).some((candidate) => candidate.id === track)) return notFound(reply);
    const init = await library.init(clip, track);
    return reply.type('video/mp4').header('cache-control', IMMUTABLE).send(key ? protectInitSegment(init, { kid: key.kid }) : init);
  }

  /**
   * Segment `number` of a presentation `count` segments long that loops `clip`: the clip's
   * segment moved later on the timeline, encrypted with `key` (or clear). Each sample's IV
   * comes from the clip, the track and the clip segment, so it never repeats under one key
   * for different bytes.
   */
  async function mediaSegment(reply: FastifyReply, clip: MediaClip, track: string, file: string, count: number, key: ContentKey | null) {
    const tracks = tracksOf(clip);
    const trackIndex = tracks.findIndex((candidate) => candidate.id === track);
    const number = Number(SEGMENT_FILE.exec(file)?.[1] ?? 0);
    if (trackIndex === -1 || number < 1 || number > count) return notFound(reply);
    const { clipSegment, shiftSeconds } = loopedSegment(number, clip.segmentCount);
    const crypto = await library.trackCrypto(clip, track);
    const shifted = shiftSegmentTime(await library.segment(clip, track, clipSegment), {
      decodeTimeDelta: BigInt(shiftSeconds) * BigInt(tracks[trackIndex]!.timescale),
      sequenceNumber: number,
    });
    const ivBase = (BigInt(clip.index) << 56n) | (BigInt(trackIndex) << 48n) | (BigInt(clipSegment) << 32n);
    const body = key ? encryptSegment(shifted, { key: key.key, track: crypto, ivBase }) : shifted;
    return reply.type('video/mp4').header('cache-control', IMMUTABLE).send(body);
  }

  async function captions(reply: FastifyReply, clip: MediaClip, lang: string, durationSeconds: number) {
    if (!clip.captions.some((caption) => caption.lang === lang)) return notFound(reply);
    return reply.type('text/vtt; charset=utf-8').header('cache-control', IMMUTABLE).send(loopWebVtt(await library.captions(clip, lang), clip.duration, durationSeconds));
  }

  app.get('/media/time', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').type('text/plain').send(new Date(playback.now()).toISOString()));

  // On demand: /media/titles/<id>/...
  const titleParams = z.object({ id: titleIdParam });
  const titleOf = async (id: TitleId, reply: FastifyReply) => {
    const title = await app.playback.titleById(id);
    if (!title) await notFound(reply);
    return title;
  };

  app.get('/media/titles/:id/:name', { schema: { hide: true, params: titleParams.extend({ name: z.string().max(40) }) } }, async (request, reply) => {
    const title = await titleOf(request.params.id, reply);
    if (!title) return reply;
    const { name } = request.params;
    const lang = CAPTIONS_FILE.exec(name)?.[1];
    if (lang) return captions(reply, await clipOf(title.id), lang, title.duration);
    if (!MANIFESTS.has(name)) return notFound(reply);
    const [clip, key] = await Promise.all([clipOf(title.id), app.contentKeysRepository.keyOf({ titleId: title.id, channel: null })]);
    return reply.type(DASH).header('cache-control', 'public, max-age=300').send(vodManifest({ durationSeconds: title.duration, clip, kid: key.kid, sdOnly: name === 'sd.mpd' }));
  });

  app.get('/media/titles/:id/:track/:file', { schema: { hide: true, params: titleParams.extend({ track: z.string().max(40), file: z.string().max(40) }) } }, async (request, reply) => {
    const title = await titleOf(request.params.id, reply);
    if (!title) return reply;
    const [clip, key] = await Promise.all([clipOf(title.id), app.contentKeysRepository.keyOf({ titleId: title.id, channel: null })]);
    const { track, file } = request.params;
    if (file === 'init.mp4') return initSegment(reply, clip, track, key);
    return mediaSegment(reply, clip, track, file, segmentCount(title.duration), key);
  });

  // The house pre-roll, in the clear: /media/preroll/...
  const preroll = async () => (await library.index()).clips.find((clip) => clip.kind === 'preroll') ?? null;
  app.get('/media/preroll/manifest.mpd', { schema: { hide: true } }, async (_request, reply) => {
    const clip = await preroll();
    if (!clip) return notFound(reply);
    return reply.type(DASH).header('cache-control', 'public, max-age=300').send(vodManifest({ durationSeconds: clip.duration, clip, kid: null, sdOnly: false }));
  });
  app.get('/media/preroll/:track/:file', { schema: { hide: true, params: z.object({ track: z.string().max(40), file: z.string().max(40) }) } }, async (request, reply) => {
    const clip = await preroll();
    if (!clip) return notFound(reply);
    const { track, file } = request.params;
    if (file === 'init.mp4') return initSegment(reply, clip, track, null);
    return mediaSegment(reply, clip, track, file, clip.segmentCount, null);
  });

  // The readiness check's test clip, encrypted with its own key: /media/ppv-test/...
  const testClip = async () => testClipOf(await library.index());
  app.get('/media/ppv-test/:manifest', { schema: { hide: true, params: z.object({ manifest: z.enum(['manifest.mpd', 'sd.mpd']) }) } }, async (request, reply) => {
    const clip = await testClip();
    if (!clip) return notFound(reply);
    const key = await app.contentKeysRepository.keyOf(testClipKeyScope(clip));
    const manifest = vodManifest({ durationSeconds: PPV_TEST_CLIP_SECONDS, clip, kid: key.kid, sdOnly: request.params.manifest === 'sd.mpd' });
    return reply.type(DASH).header('cache-control', 'public, max-age=300').send(manifest);
  });
  app.get('/media/ppv-test/:track/:file', { schema: { hide: true, params: z.object({ track: z.string().max(40), file: z.string().max(40) }) } }, async (request, reply) => {
    const clip = await testClip();
    if (!clip) return notFound(reply);
    const key = await app.contentKeysRepository.keyOf(testClipKeyScope(clip));
    const { track, file } = request.params;
    if (file === 'init.mp4') return initSegment(reply, clip, track, key);
    return mediaSegment(reply, clip, track, file, TEST_CLIP_SEGMENTS, key);
  });

  // Live: /media/channels/<channel>/manifest.mpd, then /media/channels/<channel>/<program start ms>/...
  const channelParams = z.object({ channel: channelIdSchema });
  const liveKey = (channel: ChannelId, program: ScheduleProgram) => app.contentKeysRepository.keyOf({ titleId: program.titleId, channel });

  app.get('/media/channels/:channel/:manifest', { schema: { hide: true, params: channelParams.extend({ manifest: z.enum(['manifest.mpd', 'sd.mpd']) }) } }, async (request, reply) => {
    const { channel } = request.params;
    const now = playback.now();
    // The pay-per-view channel's programs are its event's broadcast (ppv-broadcast.ts): none before doors.
    const programs = await playback.channels.liveWindow(channel, now);
    if (programs.length === 0 || programs[0]!.start > now) return notFound(reply);
    const periods = await Promise.all(
      programs.map(async (program) => ({ startMs: program.start, clip: await clipOf(program.titleId), kid: (await liveKey(channel, program)).kid })),
    );
    const sdOnly = request.params.manifest === 'sd.mpd';
    const manifest = liveManifest({ nowMs: now, periods, dvrSeconds: LIVE_DVR_SECONDS, updateSeconds: LIVE_UPDATE_SECONDS, timingUrl: '/media/time', sdOnly });
    return reply.type(DASH).header('cache-control', 'public, max-age=2').send(manifest);
  });

  const programParams = channelParams.extend({ start: z.string().regex(/^\d{1,15}$/).transform(Number) });
  /** The program of a live period, if the schedule has one starting then on that channel. */
  const programOf = (channel: ChannelId, start: number) => playback.channels.startingAt(channel, start);

  app.get('/media/channels/:channel/:start/:track/:file', { schema: { hide: true, params: programParams.extend({ track: z.string().max(40), file: z.string().max(40) }) } }, async (request, reply) => {
    const { channel, start, track, file } = request.params;
    const program = await programOf(channel, start);
    if (!program) return notFound(reply);
    const [clip, key] = await Promise.all([clipOf(program.titleId), liveKey(channel, program)]);
    if (file === 'init.mp4') return initSegment(reply, clip, track, key);
    // A live origin has only what has been: a segment exists once its end has passed.
    const available = Math.floor((playback.now() - program.start) / 1000 / 2);
    return mediaSegment(reply, clip, track, file, Math.min(available, segmentCount(program.duration)), key);
  });

  app.get('/media/channels/:channel/:start/:name', { schema: { hide: true, params: programParams.extend({ name: z.string().max(40) }) } }, async (request, reply) => {
    const { channel, start, name } = request.params;
    const lang = CAPTIONS_FILE.exec(name)?.[1];
    const program = lang ? await programOf(channel, start) : null;
    if (!lang || !program) return notFound(reply);
    return captions(reply, await clipOf(program.titleId), lang, program.duration);
  });
};
export default mediaRoutes;
