import type { ReadinessPlayer } from '../../features/ppv/readiness/test-stream-run.ts';
import { streamFailureOf } from '../../features/ppv/readiness/readiness-rules.ts';
import { formatsFor, KEY_SYSTEM_OF } from '../../features/player/core/drm-format.ts';
import { classifyError, type EngineError } from '../../features/player/core/playback-error.ts';

/**
 * The app's player as the readiness check uses it: the same engine (Shaka, loaded on demand with
 * the engine's chunk), the same formats and key systems, and its error classification.
 */
export const readinessPlayer: ReadinessPlayer = {
  formatsFor,
  async start(video, source, onFailure) {
    const { createEngine } = await import('../../features/player/engine/shaka-engine.ts');
    const fail = (error: EngineError) => onFailure(streamFailureOf(classifyError(error).kind));
    const engine = await createEngine(video, { onCues: () => undefined, onBuffering: () => undefined, onTracks: () => undefined, onError: fail });
    try {
      await engine.load({ uri: source.uri, keySystem: KEY_SYSTEM_OF[source.format], licenseUrl: () => source.licenseUrl, certificateUrl: source.certificateUrl, live: false });
    } catch (error) {
      fail(error as EngineError);
    }
    return { stop: () => engine.destroy() };
  },
};
