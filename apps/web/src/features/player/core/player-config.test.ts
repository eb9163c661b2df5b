import { PLAYER_STREAMING, TIME_SHIFT_SECONDS } from '@stat/contracts';
import { describe, expect, it } from 'vitest';
import { playerConfiguration } from './player-config.ts';

const base = { keySystem: 'org.w3.clearkey', licenseUrl: '/api/drm/licence?t=1', certificateUrl: null };

describe('playerConfiguration', () => {
  it('keeps 30 s behind the playhead for a title and 5 s for a channel', () => {
    expect(playerConfiguration({ ...base, live: false }).streaming.bufferBehind).toBe(PLAYER_STREAMING.bufferBehindVodSeconds);
    expect(playerConfiguration({ ...base, live: true }).streaming.bufferBehind).toBe(PLAYER_STREAMING.bufferBehindLiveSeconds);
  });

  it('gives the manifest, the segments and the licence the same retries', () => {
    const config = playerConfiguration({ ...base, live: false });
    expect(config.manifest.retryParameters).toBe(config.streaming.retryParameters);
    expect(config.drm.retryParameters).toBe(config.streaming.retryParameters);
    expect(config.streaming.retryParameters).toMatchObject({ maxAttempts: 30, baseDelay: 1_000, backoffFactor: 2, timeout: 180_000 });
  });

  it('lists a live period\'s segments across the whole time-shift window, so Start over reaches a program begun long ago', () => {
    expect(playerConfiguration({ ...base, live: true }).manifest.dash.initialSegmentLimit).toBeGreaterThanOrEqual(TIME_SHIFT_SECONDS / 2);
  });

  it('leaves media errors to the player, so an HDCP failure falls back to SD', () => {
    expect(playerConfiguration({ ...base, live: false }).streaming.allowMediaSourceRecoveries).toBe(false);
  });

  it('sends the licence request to the start-play answer’s server, for its key system only', () => {
    const { drm } = playerConfiguration({ ...base, live: false });
    expect(drm.servers).toEqual({ 'org.w3.clearkey': base.licenseUrl });
    expect(drm.preferredKeySystems).toEqual(['org.w3.clearkey']);
    expect(drm).not.toHaveProperty('advanced');
  });

  it('gives FairPlay its application certificate', () => {
    const { drm } = playerConfiguration({ ...base, keySystem: 'com.apple.fps', certificateUrl: '/api/drm/fairplay.cer', live: false });
    expect(drm).toHaveProperty(['advanced', 'com.apple.fps', 'serverCertificateUri'], '/api/drm/fairplay.cer');
  });

  it('limits the picture height only when asked', () => {
    expect(playerConfiguration({ ...base, live: false }).restrictions.maxHeight).toBe(Infinity);
    expect(playerConfiguration({ ...base, live: false, maxHeight: 480 }).restrictions.maxHeight).toBe(480);
  });
});
