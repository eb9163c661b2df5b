// The media tooling (DESIGN.md): pure TypeScript, no React, no Fastify.
export * from './manifest/presentation.ts';
export * from './manifest/content-protection.ts';
export * from './manifest/vod-manifest.ts';
export { SD_MAX_HEIGHT } from './manifest/adaptation-sets.ts';
export * from './manifest/live-manifest.ts';
export { W3C_COMMON_SYSTEM_ID } from './cenc/cenc-boxes.ts';
export { decryptSegment } from './cenc/decrypt-segment.ts';
export type { DecryptSegmentOptions } from './cenc/decrypt-segment.ts';
export { encryptSegment } from './cenc/encrypt-segment.ts';
export type { EncryptSegmentOptions } from './cenc/encrypt-segment.ts';
export { protectInitSegment } from './cenc/protect-init-segment.ts';
export type { ProtectInitSegmentOptions } from './cenc/protect-init-segment.ts';
export { readTrackCrypto } from './cenc/read-track-crypto.ts';
export type { NalLengthSize, TrackCrypto } from './cenc/read-track-crypto.ts';
export { shiftSegmentTime } from './cenc/shift-segment-time.ts';
export type { ShiftSegmentTimeOptions } from './cenc/shift-segment-time.ts';

// The pipeline (`npm run media`): the sample clips, their layout and index, and the time code
// a browser test reads from the picture.
export { makeMedia, type MakeMediaOptions, type MakeMediaResult, type MediaProgress } from './pipeline/make-media.ts';
export { DEFAULT_CLIPS } from './pipeline/default-clips.ts';
export { SEGMENT_SECONDS, CLIP_LENGTH_STEP_SECONDS, type ClipRecipe } from './pipeline/clip-recipe.ts';
export {
  readMediaIndex,
  clipForTitle,
  mediaIndexSchema,
  clipIdSchema,
  MEDIA_INDEX_FILE,
  type MediaIndex,
  type MediaClip,
  type VideoTrack,
  type AudioTrack,
  type CaptionTrack,
  type ClipId,
  type ClipKind,
  type MediaLanguage,
} from './pipeline/media-index.ts';
export { mediaDirFromEnv, clipDir, clipFiles, CLIPS_FOLDER } from './pipeline/media-layout.ts';
export { fragmentTiming, trackTimescale, type FragmentTiming } from './pipeline/fragment-timing.ts';
export {
  readTimeCode,
  timeCodeBlock,
  TIME_CODE_GEOMETRY,
  TIME_CODE_BLOCK_COUNT,
  type TimeCode,
  type PixelLumaSampler,
} from './pipeline/time-code.ts';
export { loopWebVtt } from './manifest/loop-captions.ts';
