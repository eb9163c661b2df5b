import { PLAYER_STREAMING, TIME_SHIFT_SECONDS } from '@stat/contracts';

/** Shaka's retry parameters, as the spec gives them; the jitter is Shaka's default. */
export const RETRY_PARAMETERS = {
  timeout: PLAYER_STREAMING.retry.timeoutMs,
  stallTimeout: PLAYER_STREAMING.retry.stallTimeoutMs,
  connectionTimeout: PLAYER_STREAMING.retry.connectionTimeoutMs,
  maxAttempts: PLAYER_STREAMING.retry.maxAttempts,
  baseDelay: PLAYER_STREAMING.retry.baseDelayMs,
  backoffFactor: PLAYER_STREAMING.retry.backoffFactor,
  fuzzFactor: 0.5,
} as const;

export interface ConfigInput {
  live: boolean;
  /** The EME key system and its licence server. */
  keySystem: string;
  licenseUrl: string;
  /** FairPlay's application certificate. */
  certificateUrl: string | null;
  /** At most this picture height: the SD fallback, or a test's limit. */
  maxHeight?: number;
}

/**
 * The player configuration of streaming spec section 9: buffer behind 30 s for VOD and 5 s
 * otherwise, a 20 s buffering goal, a 5 s rebuffering goal, and the same retries for the
 * manifest, the segments and the licence. Shaka's own media source recovery is off: it would
 * swallow a media error (3016) whenever the last reset is 5 s old, where the spec falls back
 * to SD once and then fails (docs/decisions.md, "HDCP errors reach the player").
 */
export function playerConfiguration({ live, keySystem, licenseUrl, certificateUrl, maxHeight }: ConfigInput) {
  return {
    streaming: {
      bufferBehind: live ? PLAYER_STREAMING.bufferBehindLiveSeconds : PLAYER_STREAMING.bufferBehindVodSeconds,
      bufferingGoal: PLAYER_STREAMING.bufferingGoalSeconds,
      rebufferingGoal: PLAYER_STREAMING.rebufferingGoalSeconds,
      retryParameters: RETRY_PARAMETERS,
      allowMediaSourceRecoveries: false,
    },
    manifest: {
      retryParameters: RETRY_PARAMETERS,
      // Shaka lists at most 1,000 segments of a live period (33 minutes of 2 s segments), which
      // cuts the seekable range short of the time-shift window: Start over on a program begun
      // longer ago landed where the list began. One per second of the window is room for any
      // segment length we cut.
      dash: { initialSegmentLimit: TIME_SHIFT_SECONDS },
    },
    drm: {
      servers: { [keySystem]: licenseUrl },
      retryParameters: RETRY_PARAMETERS,
      preferredKeySystems: [keySystem],
      ...(certificateUrl ? { advanced: { [keySystem]: { serverCertificateUri: certificateUrl } } } : {}),
    },
    restrictions: { maxHeight: maxHeight ?? Infinity },
  };
}
