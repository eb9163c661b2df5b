import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, channelIdSchema, ERROR_CODES, TIME_SHIFT_SECONDS, windowStartMs, type ChannelId, type ScheduleProgram, type TitleId } from '@stat/contracts';
import { liveManifest, SEGMENT_SECONDS } from '@stat/media';
import { titleIdParam } from '../catalogue/catalogue-params.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { matchesEtag } from '../../plugins/etag.ts';
import { uncountedRoutes } from '../../plugins/request-limit.ts';
import { createMediaFiles, mediaEtag, type VodPresentation } from './media-files.ts';
import { MANIFESTS } from './vod-presentation.ts';

/** How often a live player fetches the manifest again: often enough to meet schedule changes quickly. */
const LIVE_UPDATE_SECONDS = 10;
const DASH = 'application/dash+xml';
const fileName = z.string().max(40);

/**
 * The media origin (the embedded default of MEDIA_BASE_URL): every title's and channel's DASH
 * presentation, packaged on request from the pipeline's clear clips (media-files.ts builds each
 * file). Nothing here is personal: encrypted media and manifests are public, the same bytes on
 * every instance (so a CDN may cache them, by ETag too), and the keys are only in licences.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Manifests and segments do not count toward the request limit: a playing stream fetches one
  // every few seconds, and a household's streams must not lock out its browsing.
  uncountedRoutes(app);
  const { playback } = app;
  const files = createMediaFiles(playback.library, app.contentKeysRepository);

  const notFound = (reply: FastifyReply) => sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });

  /** The file at `path` in a presentation with its ETag (304 when the player or CDN has it already), or 404. */
  async function sendPresentationFile(request: FastifyRequest, reply: FastifyReply, presentation: VodPresentation | null, path: string[]) {
    const file = presentation && (await files.file(presentation, path));
    if (!file) return notFound(reply);
    const etag = mediaEtag(file);
    reply.header('cache-control', file.cacheControl).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(file.type).send(file.body);
  }

  app.get('/media/time', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').type('text/plain').send(new Date(playback.now()).toISOString()));

  // On demand: /media/titles/<id>/...
  const titleParams = z.object({ id: titleIdParam });
  const titlePresentation = async (id: TitleId) => {
    const title = await playback.titleById(id);
    return title && files.title(title);
  };
  app.get('/media/titles/:id/:name', { schema: { hide: true, params: titleParams.extend({ name: fileName }) } }, async (request, reply) =>
    sendPresentationFile(request, reply, await titlePresentation(request.params.id), [request.params.name]),
  );
  app.get('/media/titles/:id/:track/:file', { schema: { hide: true, params: titleParams.extend({ track: fileName, file: fileName }) } }, async (request, reply) =>
    sendPresentationFile(request, reply, await titlePresentation(request.params.id), [request.params.track, request.params.file]),
  );

  // The house pre-roll, in the clear: /media/preroll/...
  app.get('/media/preroll/manifest.mpd', { schema: { hide: true } }, async (request, reply) => sendPresentationFile(request, reply, await files.preroll(), ['manifest.mpd']));
  app.get('/media/preroll/:track/:file', { schema: { hide: true, params: z.object({ track: fileName, file: fileName }) } }, async (request, reply) =>
    sendPresentationFile(request, reply, await files.preroll(), [request.params.track, request.params.file]),
  );

  // The readiness check's test clip, encrypted with its own key: /media/ppv-test/...
  app.get('/media/ppv-test/:manifest', { schema: { hide: true, params: z.object({ manifest: z.enum(MANIFESTS) }) } }, async (request, reply) =>
    sendPresentationFile(request, reply, await files.testClip(), [request.params.manifest]),
  );
  app.get('/media/ppv-test/:track/:file', { schema: { hide: true, params: z.object({ track: fileName, file: fileName }) } }, async (request, reply) =>
    sendPresentationFile(request, reply, await files.testClip(), [request.params.track, request.params.file]),
  );

  // Live: /media/channels/<channel>/manifest.mpd, then /media/channels/<channel>/<program start ms>/...
  const channelParams = z.object({ channel: channelIdSchema });
  const liveKey = (channel: ChannelId, program: ScheduleProgram) => app.contentKeysRepository.keyOf({ titleId: program.titleId, channel });

  app.get('/media/channels/:channel/:manifest', { schema: { hide: true, params: channelParams.extend({ manifest: z.enum(MANIFESTS) }) } }, async (request, reply) => {
    const { channel } = request.params;
    const now = playback.now();
    // The pay-per-view channel's programs are its event's broadcast (ppv-broadcast.ts): none before doors.
    const programs = await playback.channels.liveWindow(channel, now);
    if (programs.length === 0 || programs[0]!.start > now) return notFound(reply);
    const periods = await Promise.all(
      programs.map(async (program) => ({ startMs: program.start, clip: await files.clipOf(program.titleId), kid: (await liveKey(channel, program)).kid })),
    );
    const sdOnly = request.params.manifest === 'sd.mpd';
    const manifest = liveManifest({ nowMs: now, periods, dvrSeconds: TIME_SHIFT_SECONDS, updateSeconds: LIVE_UPDATE_SECONDS, timingUrl: '/media/time', sdOnly });
    return reply.type(DASH).header('cache-control', 'public, max-age=2').send(manifest);
  });

  const programParams = channelParams.extend({ start: z.string().regex(/^\d{1,15}$/).transform(Number) });
  /**
   * The period of the program starting at `start` on `channel`, if the schedule has one. A live
   * origin has only what has been: a segment exists once its end has passed, and only until its
   * end leaves the time-shift window (older ones answer 404, as a program wholly before it does).
   */
  const livePresentation = async (channel: ChannelId, start: number) => {
    const program = await playback.channels.startingAt(channel, start);
    const now = playback.now();
    if (!program || program.start + program.duration * 1000 < windowStartMs(now)) return null;
    const segmentMs = SEGMENT_SECONDS * 1000;
    const first = Math.max(1, Math.ceil((windowStartMs(now) - program.start) / segmentMs));
    return files.liveProgram(channel, program, { first, soFar: Math.floor((now - program.start) / segmentMs) });
  };

  app.get('/media/channels/:channel/:start/:track/:file', { schema: { hide: true, params: programParams.extend({ track: fileName, file: fileName }) } }, async (request, reply) => {
    const { channel, start, track, file } = request.params;
    return sendPresentationFile(request, reply, await livePresentation(channel, start), [track, file]);
  });
  app.get('/media/channels/:channel/:start/:name', { schema: { hide: true, params: programParams.extend({ name: fileName }) } }, async (request, reply) => {
    const { channel, start, name } = request.params;
    return sendPresentationFile(request, reply, await livePresentation(channel, start), [name]);
  });
};
export default mediaRoutes;
