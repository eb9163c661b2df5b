import { createHash } from 'node:crypto';
import { PPV_TEST_CLIP_SECONDS, titleIdSchema, type ChannelId, type ScheduleProgram, type TitleId } from '@stat/contracts';
import { clipForTitle, encryptSegment, loopedSegment, loopWebVtt, protectInitSegment, segmentCount, shiftSegmentTime, vodManifest, type MediaClip } from '@stat/media';
import type { ContentKey, ContentKeysRepository } from './content-keys-repository.ts';
import type { MediaLibrary } from './media-library.ts';
import { TEST_CLIP_SEGMENTS, testClipKeyScope, testClipOf } from './ppv-test-clip.ts';
import { MANIFESTS, vodFileOf, type VodFileName, type VodShape } from './vod-presentation.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A manifest's URL stays while its title's length may change (a catalogue import): five minutes, not for good. */
const VOD_MANIFEST_CACHE = 'public, max-age=300';

/** A presentation whose files the media origin serves: a title, the pre-roll, the test clip, or a live program's period. */
export interface VodPresentation extends VodShape {
  clip: MediaClip;
  /** Its length in the manifest and the captions. */
  durationSeconds: number;
  /** Null: in the clear (the pre-roll). */
  key: ContentKey | null;
}

/** One file of the media origin, as the route answers it and `npm run media:package` writes it. */
export interface MediaFile {
  body: Buffer;
  type: string;
  cacheControl: string;
}

/** What a title's presentation needs of it. */
export interface MediaTitle {
  id: TitleId;
  duration: number;
}

/** A strong ETag from the bytes, in the format of plugins/etag.ts (whose helpers take text, not bytes). */
export const mediaEtag = (file: MediaFile) => `"${createHash('sha256').update(file.body).digest('base64url').slice(0, 27)}"`;

const bytes = (body: Uint8Array | string) => (typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength));

/**
 * The media origin's files, built from the pipeline's clear clips and the content keys: one
 * function per kind of file, which the media routes and `npm run media:package` both call, so
 * a packaged file is the route's answer byte for byte. Nothing in them depends on the instance
 * or the time: the keys are in the database, the IVs come from the clip.
 */
export function createMediaFiles(library: MediaLibrary, keys: Pick<ContentKeysRepository, 'keyOf'>) {
  const tracksOf = (clip: MediaClip) => [...clip.video, ...clip.audio];
  const clipOf = async (titleId: number) => clipForTitle(titleIdSchema.parse(titleId), await library.index());

  /** A track's init segment, protected with `key` (or clear for the pre-roll). */
  async function initSegment(clip: MediaClip, track: string, key: ContentKey | null): Promise<MediaFile> {
    const init = await library.init(clip, track);
    return { body: bytes(key ? protectInitSegment(init, { kid: key.kid }) : init), type: 'video/mp4', cacheControl: IMMUTABLE };
  }

  /**
   * Segment `number` of a presentation that loops `clip`: the clip's segment moved later on the
   * timeline, encrypted with `key` (or clear). Each sample's IV comes from the clip, the track
   * and the clip segment, so it never repeats under one key for different bytes.
   */
  async function mediaSegment(clip: MediaClip, track: string, number: number, key: ContentKey | null): Promise<MediaFile> {
    const tracks = tracksOf(clip);
    const trackIndex = tracks.findIndex((candidate) => candidate.id === track);
    const { clipSegment, shiftSeconds } = loopedSegment(number, clip.segmentCount);
    const crypto = await library.trackCrypto(clip, track);
    const shifted = shiftSegmentTime(await library.segment(clip, track, clipSegment), {
      decodeTimeDelta: BigInt(shiftSeconds) * BigInt(tracks[trackIndex]!.timescale),
      sequenceNumber: number,
    });
    const ivBase = (BigInt(clip.index) << 56n) | (BigInt(trackIndex) << 48n) | (BigInt(clipSegment) << 32n);
    return { body: bytes(key ? encryptSegment(shifted, { key: key.key, track: crypto, ivBase }) : shifted), type: 'video/mp4', cacheControl: IMMUTABLE };
  }

  async function captions(clip: MediaClip, lang: string, durationSeconds: number): Promise<MediaFile> {
    const vtt = loopWebVtt(await library.captions(clip, lang), clip.duration, durationSeconds);
    return { body: bytes(vtt), type: 'text/vtt; charset=utf-8', cacheControl: IMMUTABLE };
  }

  function manifest(presentation: VodPresentation, sdOnly: boolean): MediaFile {
    const { durationSeconds, clip, key } = presentation;
    return { body: bytes(vodManifest({ durationSeconds, clip, kid: key?.kid ?? null, sdOnly })), type: 'application/dash+xml', cacheControl: VOD_MANIFEST_CACHE };
  }

  function build(presentation: VodPresentation, file: VodFileName): Promise<MediaFile> | MediaFile {
    const { clip, key } = presentation;
    switch (file.kind) {
      case 'manifest':
        return manifest(presentation, file.name === 'sd.mpd');
      case 'captions':
        return captions(clip, file.lang, presentation.durationSeconds);
      case 'init':
        return initSegment(clip, file.track, key);
      case 'segment':
        return mediaSegment(clip, file.track, file.number, key);
    }
  }

  return {
    clipOf,

    /** The file at `path` inside `presentation` (`['manifest.mpd']`, `[track, '3.m4s']`), or null when it has none there. */
    async file(presentation: VodPresentation, path: readonly string[]): Promise<MediaFile | null> {
      const file = vodFileOf(presentation, path);
      return file ? build(presentation, file) : null;
    },

    /** A title on demand (/media/titles/<id>/): its clip looped to its length, under its own key. */
    async title(title: MediaTitle): Promise<VodPresentation> {
      const [clip, key] = await Promise.all([clipOf(title.id), keys.keyOf({ titleId: title.id, channel: null })]);
      return { clip, key, durationSeconds: title.duration, manifests: MANIFESTS, captions: true, segments: segmentCount(title.duration) };
    },

    /** The house pre-roll, in the clear (/media/preroll/), or null before the pipeline made it. */
    async preroll(): Promise<VodPresentation | null> {
      const clip = (await library.index()).clips.find((candidate) => candidate.kind === 'preroll');
      return clip ? { clip, key: null, durationSeconds: clip.duration, manifests: ['manifest.mpd'], captions: false, segments: clip.segmentCount } : null;
    },

    /** The readiness check's test clip, under its own key (/media/ppv-test/). */
    async testClip(): Promise<VodPresentation | null> {
      const clip = testClipOf(await library.index());
      if (!clip) return null;
      const key = await keys.keyOf(testClipKeyScope(clip));
      return { clip, key, durationSeconds: PPV_TEST_CLIP_SECONDS, manifests: MANIFESTS, captions: false, segments: TEST_CLIP_SEGMENTS };
    },

    /**
     * A live program's period (/media/channels/<channel>/<start>/): its segments from the first
     * still in the time-shift window to the last made so far, no manifest of its own.
     */
    async liveProgram(channel: ChannelId, program: ScheduleProgram, segments: { first: number; soFar: number }): Promise<VodPresentation> {
      const [clip, key] = await Promise.all([clipOf(program.titleId), keys.keyOf({ titleId: program.titleId, channel })]);
      const last = Math.min(segments.soFar, segmentCount(program.duration));
      return { clip, key, durationSeconds: program.duration, manifests: [], captions: true, segments: last, firstSegment: segments.first };
    },
  };
}
export type MediaFiles = ReturnType<typeof createMediaFiles>;
