import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { LABELS, PPV_READINESS_LABELS as L, PPV_TEST_CLIP_SECONDS, ppvReadinessWindow } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { saveIntendedRoute } from '../../../lib/intended-route.ts';
import { href } from '../../../lib/routes.ts';
import { signInTarget } from '../../../lib/sign-in-target.ts';
import { useUiStore } from '../../../stores/ui-store.ts';
import { useLatestPpvPurchase } from '../api/get-latest-ppv-purchase.ts';
import { usePpvStateStatus } from '../api/get-ppv-state.ts';
import { ReadinessItem } from './readiness-item.tsx';
import { readinessSummary, type CheckResult } from './readiness-rules.ts';
import type { ReadinessPlayer } from './test-stream-run.ts';
import { useReadinessRun, type RunState } from './use-readiness-run.ts';
import styles from './readiness.module.css';

const done = (result: CheckResult): RunState => ({ phase: 'done', result });

/** Sign in, then come back to the check: the picker over this page (stat), or the front door with this page remembered (ott). */
function SignInAndComeBack() {
  const openPicker = useUiStore((state) => state.openPicker);
  const navigate = useNavigate();
  const here = href('ppvTestYourSetup');
  const signIn = () => {
    const target = signInTarget();
    if (target.picker) return openPicker(here);
    saveIntendedRoute({ name: 'ppvTestYourSetup', params: {}, query: {}, hash: '' });
    void navigate(target.path);
  };
  return (
    <Button variant="primary" onClick={signIn}>
      {LABELS.signIn}
    </Button>
  );
}

/** The viewer's order, as far as it can be told: sign in first, an error is "can't tell". */
function usePurchaseState(signedIn: boolean): RunState {
  const purchase = useLatestPpvPurchase(signedIn);
  if (!signedIn) return done({ status: 'cantTell', detail: L.purchase.signInFirst });
  if (purchase.isError) return done({ status: 'cantTell', detail: L.purchase.failed });
  if (purchase.isPending) return { phase: 'running' };
  return purchase.data ? done({ status: 'passed', detail: L.purchase.bought }) : done({ status: 'failed', detail: L.purchase.notBought, fix: L.purchase.notBoughtFix });
}

function Checks({ player, signedIn }: { player: ReadinessPlayer; signedIn: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const { drm, stream, speed, streamSeconds, running, run } = useReadinessRun(player, video);
  const purchase = usePurchaseState(signedIn);
  const signIn = signedIn ? done({ status: 'passed', detail: L.signIn.signedIn }) : done({ status: 'failed', detail: L.signIn.signedOut, fix: L.signIn.signedOutFix });
  const states = [drm, stream, speed, signIn, purchase];
  const finished = states.every((state) => state.phase === 'done');
  const summary = finished ? readinessSummary(states.map((state) => (state.phase === 'done' ? state.result.status : 'cantTell'))) : L.summary.running;
  const playing = stream.phase === 'running';

  return (
    <>
      <div className={styles.summaryRow}>
        <p className={styles.summary} role="status">
          {summary}
        </p>
        <Button variant="secondary" onClick={run} disabled={running}>
          {running ? L.running : L.runAgain}
        </Button>
      </div>
      <ol className={styles.list}>
        <ReadinessItem id="readiness-drm" name={L.drm.name} state={drm} />
        <ReadinessItem id="readiness-stream" name={L.stream.name} state={stream} runningText={L.stream.playing(streamSeconds, PPV_TEST_CLIP_SECONDS)}>
          <div className={`${styles.preview} ${playing ? styles.previewOn : ''}`} aria-hidden="true">
            <video ref={video} className={styles.video} muted playsInline />
            <span className={styles.progress}>
              <ProgressBar value={streamSeconds} max={PPV_TEST_CLIP_SECONDS} />
            </span>
          </div>
        </ReadinessItem>
        <ReadinessItem id="readiness-speed" name={L.speed.name} state={speed} />
        <ReadinessItem id="readiness-sign-in" name={L.signIn.name} state={signIn}>
          {!signedIn && <SignInAndComeBack />}
        </ReadinessItem>
        <ReadinessItem id="readiness-purchase" name={L.purchase.name} state={purchase}>
          {purchase.phase === 'done' && purchase.result.status === 'failed' && (
            <Button variant="ppv" to={href('ppv')}>
              {L.purchase.buy}
            </Button>
          )}
        </ReadinessItem>
      </ol>
    </>
  );
}

/**
 * "Test your setup" (issue 25, section 5): open from the pre phase to the end of the live phase,
 * signed in or not; after that it says it is over. The browser's checks run on opening.
 */
export function ReadinessCheck({ player, signedIn }: { player: ReadinessPlayer; signedIn: boolean }) {
  const { state, failed, off } = usePpvStateStatus({ required: true });
  const heading = (
    <header className={styles.header}>
      {state && <p className={styles.eyebrow}>{state.event.name}</p>}
      <h1 className={styles.title}>{L.title}</h1>
    </header>
  );
  if (failed || off) {
    return (
      <div className={styles.page}>
        {heading}
        <p className={styles.closed}>{L.unavailable}</p>
      </div>
    );
  }
  if (!state) return <Loader />;
  const open = ppvReadinessWindow(state.state) === 'open';
  return (
    <div className={styles.page}>
      {heading}
      {open ? <p className={styles.intro}>{L.intro}</p> : <p className={styles.closed}>{L.over}</p>}
      {open && <Checks player={player} signedIn={signedIn} />}
      <p>
        <Button variant="tertiary" to={href('ppv')}>
          {L.backToEvent}
        </Button>
      </p>
    </div>
  );
}
