import { useCallback, useEffect, useRef, useState } from 'react';
import { PPV_READINESS_LABELS } from '@stat/contracts';
import type { DrmSupport } from '../../../lib/drm-check.ts';
import { checkDrmReport } from './drm-robustness.ts';
import { measureDownload } from './measure-speed.ts';
import { drmVerdict, speedVerdict, streamVerdict, type CheckResult } from './readiness-rules.ts';
import { runTestStream, type ReadinessPlayer } from './test-stream-run.ts';

/** A check that runs: not yet, running, or its result. */
export type RunState = { phase: 'waiting' } | { phase: 'running' } | { phase: 'done'; result: CheckResult };

export interface ReadinessRun {
  drm: RunState;
  stream: RunState;
  speed: RunState;
  /** Seconds of the test clip played so far, while it plays. */
  streamSeconds: number;
  running: boolean;
  run: () => void;
}

const WAITING: RunState = { phase: 'waiting' };
const RUNNING: RunState = { phase: 'running' };
const done = (result: CheckResult): RunState => ({ phase: 'done', result });

/**
 * Runs the browser's checks one after another, so none competes with another for the line: the
 * DRM probe, then the test stream in `video` (HD only where the DRM verdict allows it), then the
 * download speed against what the stream needs. Starts once on mount; `run` starts again.
 */
export function useReadinessRun(player: ReadinessPlayer, video: React.RefObject<HTMLVideoElement | null>): ReadinessRun {
  // The first run starts on mount: the page opens with the DRM probe under way.
  const [drm, setDrm] = useState<RunState>(RUNNING);
  const [stream, setStream] = useState<RunState>(WAITING);
  const [speed, setSpeed] = useState<RunState>(WAITING);
  const [streamSeconds, setStreamSeconds] = useState(0);
  const [running, setRunning] = useState(true);
  // A run started after this one (or the page left) makes its late answers stale.
  const generation = useRef(0);

  /** The checks, from the DRM probe on; every state change after an await, so it may start from an effect. */
  const work = useCallback(
    async (mine: number) => {
      const current = () => generation.current === mine;
      const report = await checkDrmReport();
      const verdict = drmVerdict(report, window.isSecureContext);
      if (!current()) return;
      setDrm(done(verdict));
      setStream(RUNNING);
      const support = Object.fromEntries(Object.entries(report).map(([system, entry]) => [system, entry.supported])) as DrmSupport;
      const element = video.current;
      const played = element
        ? await runTestStream(element, player, support, verdict.quality === 'HD', (seconds) => current() && setStreamSeconds(seconds))
        : null;
      if (!current()) return;
      setStream(done(streamVerdict(played?.outcome ?? { failure: 'decode' })));
      if (!played?.stream) {
        setSpeed(done({ status: 'cantTell', detail: PPV_READINESS_LABELS.speed.noStream }));
        setRunning(false);
        return;
      }
      setSpeed(RUNNING);
      const measured = await measureDownload(played.stream.speedTestUris);
      if (!current()) return;
      setSpeed(done(speedVerdict(measured, played.stream.needs)));
      setRunning(false);
    },
    [player, video],
  );

  const run = useCallback(() => {
    setRunning(true);
    setDrm(RUNNING);
    setStream(WAITING);
    setSpeed(WAITING);
    setStreamSeconds(0);
    void work(++generation.current);
  }, [work]);

  useEffect(() => {
    void work(++generation.current);
    return () => {
      generation.current += 1;
    };
  }, [work]);

  return { drm, stream, speed, streamSeconds, running, run };
}
