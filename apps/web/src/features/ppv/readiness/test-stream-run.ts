import { ERROR_CODES, type DrmFormat, type PpvTestStream } from '@stat/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import type { DrmSupport } from '../../../lib/drm-check.ts';
import { getPpvTestStream } from '../api/get-ppv-test-stream.ts';
import type { StreamFailure } from './readiness-rules.ts';

/** What the test stream is played from: a manifest and its licence, as start-play hands them out. */
export interface TestStreamSource {
  format: DrmFormat;
  uri: string;
  licenseUrl: string;
  certificateUrl: string | null;
}

/**
 * What the readiness check needs of the app's player, handed in by the app (a feature does not
 * import another): the formats to try, best first, and the real engine playing a source muted.
 */
export interface ReadinessPlayer {
  formatsFor(support: DrmSupport): DrmFormat[];
  /** Loads `source` into `video`; a failure, in loading or later (licence, network, decode), comes to `onFailure`. */
  start(video: HTMLVideoElement, source: TestStreamSource, onFailure: (failure: StreamFailure) => void): Promise<{ stop(): Promise<void> }>;
}

export type TestStreamOutcome = { played: number } | { failure: StreamFailure };

/** No picture moving for this long is a stream that does not arrive. */
const STALL_MS = 15_000;

/** The first test stream the server hands out in `formats`, trying the next on a DRM system not configured there. */
async function fetchTestStream(formats: readonly DrmFormat[]): Promise<PpvTestStream | StreamFailure> {
  for (const format of formats) {
    try {
      return await getPpvTestStream(format);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === ERROR_CODES.drmFormatUnsupported) continue;
      return code === ERROR_CODES.ppvReadinessClosed ? 'closed' : 'network';
    }
  }
  return 'drm';
}

/** Frames the video element has decoded so far (0 where the browser cannot say). */
const decodedFrames = (video: HTMLVideoElement) => video.getVideoPlaybackQuality?.().totalVideoFrames ?? 0;

/** Plays until the clip ends with frames decoded, the player fails, or the picture stalls. */
function playToEnd(video: HTMLVideoElement, onProgress: (seconds: number) => void, failed: Promise<StreamFailure>): Promise<TestStreamOutcome> {
  return new Promise((resolve) => {
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => finish({ failure: 'network' }), STALL_MS);
    };
    const onTime = () => {
      onProgress(Math.floor(video.currentTime));
      watch();
    };
    const onEnded = () => finish(decodedFrames(video) > 0 ? { played: Math.round(video.duration) } : { failure: 'decode' });
    const finish = (outcome: TestStreamOutcome) => {
      clearTimeout(stall);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnded);
      resolve(outcome);
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnded);
    void failed.then((failure) => finish({ failure }));
    watch();
  });
}

/**
 * The test stream check: asks the server for the test clip in the best format this browser has,
 * plays it muted in the app's player (`hd` false: the SD presentation) and passes when the clip
 * has played to its end with frames decoded. Answers the stream too, for the speed check.
 */
export async function runTestStream(
  video: HTMLVideoElement,
  player: ReadinessPlayer,
  support: DrmSupport,
  hd: boolean,
  onProgress: (seconds: number) => void,
): Promise<{ outcome: TestStreamOutcome; stream: PpvTestStream | null }> {
  const stream = await fetchTestStream(player.formatsFor(support));
  if (typeof stream === 'string') return { outcome: { failure: stream }, stream: null };
  let reportFailure: (failure: StreamFailure) => void = () => undefined;
  const failed = new Promise<StreamFailure>((resolve) => {
    reportFailure = resolve;
  });
  const source = { format: stream.format, uri: hd ? stream.uri : stream.sdUri, licenseUrl: stream.licenseUrl, certificateUrl: stream.certificateUrl };
  let playing: { stop(): Promise<void> } | null = null;
  try {
    video.muted = true;
    const ended = playToEnd(video, onProgress, failed);
    playing = await player.start(video, source, reportFailure);
    await video.play().catch(() => undefined);
    return { outcome: await ended, stream };
  } catch {
    // The engine itself would not start (its code did not load): the browser cannot play it.
    return { outcome: { failure: 'decode' }, stream };
  } finally {
    await playing?.stop();
  }
}
