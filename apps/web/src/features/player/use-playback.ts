import { useEffect, useRef, useState, type RefObject } from 'react';
import { HDCP_ERROR_CODES, type StartPlay } from '@stat/contracts';
import { drmSupport } from '../../lib/drm-check.ts';
import { sendAdPlay } from './api/send-ad-play.ts';
import { sendProgress, type ProgressSubject } from './api/send-progress.ts';
import { startPlay } from './api/start-play.ts';
import type { CaptionCue } from './captions/caption-cue.ts';
import { formatsFor, KEY_SYSTEM_OF } from './core/drm-format.ts';
import { classifyError, type EngineError, type PlaybackProblem } from './core/playback-error.ts';
import { ProgressReporter } from './core/progress-reporter.ts';
import { createEngine, type EngineSource, type PlayerEngine } from './engine/shaka-engine.ts';
import type { PlayTarget } from './play-target.ts';
import { ApiError } from '../../lib/api-error.ts';

export type PlaybackPhase =
  | { kind: 'loading' }
  | { kind: 'preroll' }
  | { kind: 'main' }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'failed'; problem: Exclude<PlaybackProblem, { kind: 'refused' } | { kind: 'hdcp' }> };

export interface Playback {
  phase: PlaybackPhase;
  engine: PlayerEngine | null;
  start: StartPlay | null;
  cues: readonly CaptionCue[];
  buffering: boolean;
  /** The SD-only presentation plays, after an HDCP failure of the HD one. */
  sd: boolean;
  /** Bumped when the tracks change, so the settings read them again. */
  tracksVersion: number;
  /** Before a new attempt: back to loading, HD again, no cues. */
  restart: () => void;
}

// A licence token lives 120 s (docs/decisions.md, "Media and DRM"); renew a little before.
const LICENCE_TOKEN_RENEW_MS = 90_000;

const isEngineError = (error: unknown): error is EngineError =>
  typeof error === 'object' && error !== null && typeof (error as EngineError).code === 'number';

/** Plays the video; a browser that wants a gesture first leaves it paused, with the play button showing. */
function playVideo(video: HTMLVideoElement): void {
  video.play().catch((error: unknown) => {
    if ((error as DOMException | undefined)?.name !== 'NotAllowedError' && (error as DOMException | undefined)?.name !== 'AbortError') {
      console.warn('Play refused', error);
    }
  });
}

/** Resolves when the video ends (the pre-roll). */
const ended = (video: HTMLVideoElement) => new Promise<void>((resolve) => video.addEventListener('ended', () => resolve(), { once: true }));

/** Reports the ad's pause, resume and end, and keeps the viewer from seeking in it. */
function watchPreroll(video: HTMLVideoElement, body: { creativeId: string; refid: StartPlay['refid'] }): () => void {
  let allowedTime = 0;
  let paused = false;
  const onTime = () => {
    if (!video.seeking) allowedTime = video.currentTime;
  };
  const onSeeking = () => {
    if (Math.abs(video.currentTime - allowedTime) > 0.5) video.currentTime = allowedTime;
  };
  const onPause = () => {
    if (video.ended) return;
    paused = true;
    sendAdPlay('pause', video.currentTime, body);
  };
  const onPlaying = () => {
    if (paused) sendAdPlay('resume', video.currentTime, body);
    paused = false;
  };
  video.addEventListener('timeupdate', onTime);
  video.addEventListener('seeking', onSeeking);
  video.addEventListener('pause', onPause);
  video.addEventListener('playing', onPlaying);
  return () => {
    video.removeEventListener('timeupdate', onTime);
    video.removeEventListener('seeking', onSeeking);
    video.removeEventListener('pause', onPause);
    video.removeEventListener('playing', onPlaying);
  };
}

/** Feeds the video's events to the progress reporter; answers the function that ends the play. */
function watchProgress(video: HTMLVideoElement, reporter: ProgressReporter): () => void {
  const onPlaying = () => reporter.playing(video.currentTime);
  const onTime = () => reporter.timeUpdate(video.currentTime);
  const onPause = () => {
    if (!video.ended) reporter.pause(video.currentTime);
  };
  const onEnded = () => reporter.end(video.currentTime);
  const onHide = () => reporter.end(video.currentTime);
  video.addEventListener('playing', onPlaying);
  video.addEventListener('timeupdate', onTime);
  video.addEventListener('pause', onPause);
  video.addEventListener('ended', onEnded);
  window.addEventListener('pagehide', onHide);
  return () => {
    reporter.end(video.currentTime);
    video.removeEventListener('playing', onPlaying);
    video.removeEventListener('timeupdate', onTime);
    video.removeEventListener('pause', onPause);
    video.removeEventListener('ended', onEnded);
    window.removeEventListener('pagehide', onHide);
  };
}

export interface PlaybackInput {
  target: PlayTarget;
  /** Where the content starts: asked alongside start-play, awaited only before the content loads. */
  resume: () => Promise<number | null>;
  /** Send the progress calls (a signed-in viewer). */
  reportsProgress: boolean;
  /** A new attempt starts the play again (Try again). */
  attempt: number;
}

/**
 * One play of a title or a channel in the video element: start-play in a format this browser
 * has, the house pre-roll first for a free title, then the content from the resume point, with
 * its progress calls; HD falls back to SD once on an HDCP failure; a refusal or a setup failure
 * becomes the phase the player shows. Ends (with `endplay`) when the target changes or the
 * player closes. A new `attempt` starts again (Try again), after `restart`.
 */
export function usePlayback(
  videoRef: RefObject<HTMLVideoElement | null>,
  /** The video element is in the page: the play begins. */
  attached: boolean,
  { target, resume, reportsProgress, attempt }: PlaybackInput,
): Playback {
  const [phase, setPhase] = useState<PlaybackPhase>({ kind: 'loading' });
  const [engine, setEngine] = useState<PlayerEngine | null>(null);
  const [start, setStart] = useState<StartPlay | null>(null);
  const [cues, setCues] = useState<readonly CaptionCue[]>([]);
  const [buffering, setBuffering] = useState(false);
  const [sd, setSd] = useState(false);
  const [tracksVersion, setTracksVersion] = useState(0);
  // The resume point is asked once, as the play begins: later bookmarks are this play's own.
  const resumeRef = useRef(resume);
  useEffect(() => {
    resumeRef.current = resume;
  });
  const targetKey = target.kind === 'title' ? `title:${target.titleId}` : `channel:${target.channel}`;

  useEffect(() => {
    const video = videoRef.current;
    if (!attached || !video) return;
    let cancelled = false;
    let stopWatching: (() => void) | null = null;
    let created: PlayerEngine | null = null;
    let fellBack = false;

    /** What the viewer is told: the licence's refusal, or what failed. A second HDCP failure is a failure. */
    function fail(problem: PlaybackProblem) {
      if (cancelled) return;
      if (problem.kind === 'refused') setPhase({ kind: 'refused', error: problem.error });
      else setPhase({ kind: 'failed', problem: problem.kind === 'hdcp' ? { kind: 'other', code: HDCP_ERROR_CODES[0] } : problem });
    }

    async function run(media: HTMLVideoElement) {
      const resumeAt = resumeRef.current().catch(() => null);
      const answer = await startPlay(target, formatsFor(drmSupport()));
      if (cancelled) return;
      let loadMain: ((position: number | undefined, useSd: boolean) => Promise<void>) | null = null;

      /** HD falls back to SD once on an HDCP failure, where the viewer was (streaming spec section 4). */
      async function failed(error: EngineError) {
        const problem = classifyError(error);
        if (problem.kind !== 'hdcp' || fellBack || !loadMain) return fail(problem);
        fellBack = true;
        setSd(true);
        await loadMain(media.currentTime, true);
      }

      const engineNow = await createEngine(media, {
        onCues: (next) => setCues([...next]),
        onBuffering: setBuffering,
        onTracks: () => setTracksVersion((version) => version + 1),
        onError: (error) => void failed(error).catch(report),
      });
      created = engineNow;
      if (cancelled) return void engineNow.destroy();
      setEngine(engineNow);
      setStart(answer);

      let licence = { url: answer.licenseUrl, issuedAt: Date.now() };
      const licenseUrl = async () => {
        if (Date.now() - licence.issuedAt > LICENCE_TOKEN_RENEW_MS) {
          const renewed = await startPlay(target, [answer.format]);
          licence = { url: renewed.licenseUrl, issuedAt: Date.now() };
        }
        return licence.url;
      };
      const source = (uri: string, startTime?: number): EngineSource => ({
        uri,
        keySystem: KEY_SYSTEM_OF[answer.format],
        licenseUrl,
        certificateUrl: answer.certificateUrl,
        live: target.kind === 'channel',
        startTime,
      });

      if (answer.preroll) {
        setPhase({ kind: 'preroll' });
        const ad = { creativeId: answer.preroll.creativeId, refid: answer.refid };
        await engineNow.load(source(answer.preroll.uri));
        if (cancelled) return;
        const stopAd = watchPreroll(media, ad);
        stopWatching = stopAd;
        sendAdPlay('start', 0, ad);
        playVideo(media);
        await ended(media);
        stopAd();
        sendAdPlay('end', media.currentTime, ad);
        if (cancelled) return;
      }

      loadMain = async (position, useSd) => {
        await engineNow.load(source(useSd ? answer.sdUri : answer.uri, position));
        if (!cancelled) playVideo(media);
      };
      const subject: ProgressSubject =
        target.kind === 'title' ? { kind: 'title', titleId: target.titleId, refid: answer.refid } : { kind: 'channel', channel: target.channel };
      try {
        await engineNow.load(source(answer.uri, (await resumeAt) ?? undefined));
      } catch (error) {
        if (!isEngineError(error)) throw error;
        return failed(error);
      }
      if (cancelled) return;
      // Stopped from another device: the picture stops here, and the viewer is told why.
      const stopped = (error: ApiError) => {
        media.pause();
        report(error);
      };
      if (reportsProgress) stopWatching = watchProgress(media, new ProgressReporter(target.kind, (call) => sendProgress(subject, call, stopped)));
      setPhase({ kind: 'main' });
      playVideo(media);
    }

    function report(error: unknown) {
      if (cancelled) return;
      if (error instanceof ApiError) fail({ kind: 'refused', error });
      else fail(isEngineError(error) ? classifyError(error) : { kind: 'other', code: 0 });
    }

    run(video).catch(report);

    return () => {
      cancelled = true;
      stopWatching?.();
      void created?.destroy();
      setEngine(null);
    };
    // targetKey stands for the target: a new object for the same title is the same play.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoRef, attached, targetKey, attempt, reportsProgress]);

  const restart = () => {
    setPhase({ kind: 'loading' });
    setSd(false);
    setCues([]);
  };
  return { phase, engine, start, cues, buffering, sd, tracksVersion, restart };
}
