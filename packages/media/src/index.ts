// The media tooling (DESIGN.md): pure TypeScript, no React, no Fastify.
export * from './manifest/presentation.ts';
export * from './manifest/content-protection.ts';
export * from './manifest/vod-manifest.ts';
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
